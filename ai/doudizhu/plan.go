package doudizhu

import dz "teahouse/rules/doudizhu"

// A plan is a way to shed a hand: the hand cut into plays (chains,
// airplanes and trios with their kickers, pairs, solos, bombs, the rocket),
// valued so that fewer plays and higher cards score better. The rule
// player keeps its hand's plan good: it leads the plan's plays, and beats
// the table with a play that spoils the plan least.
type plan struct {
	plays []dz.Play
	score int // the sum of the plays' values, less turnCost for each play
	turns int // plays, bombs and the rocket included
}

// turnCost is what one more play costs a plan: a hand of fewer plays
// needs fewer tricks won.
const turnCost = 7

// cardValue is a rank's worth in a plan: negative for low cards that win
// no trick, 0 for a ten, 7 for the red joker.
func cardValue(r dz.Rank) int { return int(r) - int(dz.Ten) }

// playValue is the worth of one play of a plan: its top rank's, a little
// more for chains (they are seldom beaten), much more for bombs and the
// rocket (they win a trick whenever they are needed).
func playValue(p dz.Play) int {
	switch p.Kind {
	case dz.Rocket:
		return 22
	case dz.Bomb:
		return 8 + int(p.Main)
	}
	if isChain(p.Kind) {
		return cardValue(p.Top()) + 1
	}
	return cardValue(p.Main)
}

// isChain reports whether plays of kind k are runs of consecutive ranks.
func isChain(k dz.Kind) bool {
	switch k {
	case dz.SoloChain, dz.PairChain, dz.TrioChain, dz.PlaneSolos, dz.PlanePairs:
		return true
	}
	return false
}

// chainPiece is a chain the planner has cut from the hand: groups of
// size g on ranks main .. main+n-1.
type chainPiece struct {
	main dz.Rank
	g, n int
}

// planner searches the ways to cut a hand into chains; what the chains
// leave is grouped by rank, trios take kickers, and the best cut wins.
type planner struct {
	rules  dz.Rules
	chains [8]chainPiece
	depth  int
	best   int
	bestC  [8]chainPiece
	bestD  int
	found  bool
}

// minChain is the fewest groups of a chain of g-card groups, 0 when the
// rule set has no such chain.
func minChain(r dz.Rules, g int) int {
	switch {
	case g == 1:
		return 5
	case r != dz.Standard:
		return 0
	case g == 2:
		return 3
	}
	return 2
}

// maxChain is the most groups of a chain of g-card groups.
var maxChain = [4]int{1: 12, 2: 10, 3: 6}

// planOf finds the best plan of hand h under rule set r.
func planOf(h dz.Counts, r dz.Rules) plan {
	p := bestCut(h, r)
	p.chains, p.depth = p.bestC, p.bestD
	h2 := h
	for _, c := range p.chains[:p.depth] {
		for i := range c.n {
			h2[c.main+dz.Rank(i)] -= uint8(c.g)
		}
	}
	var out plan
	out.score, out.turns = p.leaf(h2, &out.plays)
	return out
}

// bestCut searches the cuts of h and returns the planner holding the
// best.
func bestCut(h dz.Counts, r dz.Rules) *planner {
	p := &planner{rules: r}
	p.search(h, dz.Three, 4, 0)
	return p
}

// search tries every chain starting at rank r or above; at one start rank
// chains are tried in decreasing (g, n) order so no cut is tried twice.
// lastG and lastN are the chain last cut at r.
func (p *planner) search(h dz.Counts, r dz.Rank, lastG, lastN int) {
	for r <= dz.Ace && h[r] == 0 {
		r++
		lastG, lastN = 4, 0
	}
	if r > dz.Ace || p.depth == len(p.chains) {
		p.finish(h)
		return
	}
	for g := min(3, int(h[r]), lastG); g >= 1; g-- {
		lo := minChain(p.rules, g)
		if lo == 0 {
			continue
		}
		run := 0
		for int(r)+run <= int(dz.Ace) && int(h[r+dz.Rank(run)]) >= g && run < maxChain[g] {
			run++
		}
		hi := run
		if g == lastG {
			hi = min(hi, lastN)
		}
		for n := hi; n >= lo; n-- {
			h2 := h
			for i := range n {
				h2[r+dz.Rank(i)] -= uint8(g)
			}
			p.chains[p.depth] = chainPiece{main: r, g: g, n: n}
			p.depth++
			p.search(h2, r, g, n)
			p.depth--
		}
	}
	p.search(h, r+1, 4, 0)
}

// finish scores the cut so far and keeps it when it is the best.
func (p *planner) finish(h dz.Counts) {
	s, _ := p.leaf(h, nil)
	if !p.found || s > p.best {
		p.found, p.best, p.bestC, p.bestD = true, s, p.chains, p.depth
	}
}

// leaf groups what the chains left by rank, gives trios and trio chains
// their kickers (the lowest solos or pairs below 2), and returns the
// score and the number of plays; with out non-nil it lists the plays.
func (p *planner) leaf(h dz.Counts, out *[]dz.Play) (score, turns int) {
	var solos, pairs [dz.NumRanks]bool
	rocket := p.rules.Allows(dz.Rocket) && h[dz.BlackJoker] == 1 && h[dz.RedJoker] == 1
	for r := range dz.Rank(dz.NumRanks) {
		switch {
		case rocket && r.Joker():
		case h[r] == 1:
			solos[r] = true
		case h[r] == 2:
			pairs[r] = true
		}
	}
	add := func(pl dz.Play) {
		score += playValue(pl) - turnCost
		turns++
		if out != nil {
			*out = append(*out, pl)
		}
	}
	// kickers takes n solos or n pairs for a trio or trio chain on ranks
	// lo..hi, whichever are lower; size is 0 when there are not enough.
	kickers := func(n int, lo, hi dz.Rank) (w dz.Counts, size int) {
		var s, pr dz.Counts
		ns, np := 0, 0
		top := [3]dz.Rank{}
		for r := dz.Three; r < dz.Two; r++ {
			if r >= lo && r <= hi {
				continue
			}
			if solos[r] && ns < n {
				s[r], ns, top[1] = 1, ns+1, r
			}
			if pairs[r] && np < n && p.rules.Allows(dz.TrioPair) {
				pr[r], np, top[2] = 2, np+1, r
			}
		}
		switch {
		case ns == n && (np < n || top[1] <= top[2]):
			return s, 1
		case np == n:
			return pr, 2
		}
		return dz.Counts{}, 0
	}
	take := func(w dz.Counts) {
		for r := range dz.Rank(dz.NumRanks) {
			if w[r] == 1 {
				solos[r] = false
			}
			if w[r] == 2 {
				pairs[r] = false
			}
		}
	}
	for _, c := range p.chains[:p.depth] {
		pl := dz.Play{Main: c.main, Len: uint8(c.n)}
		for i := range c.n {
			pl.Cards[c.main+dz.Rank(i)] = uint8(c.g)
		}
		switch c.g {
		case 1:
			pl.Kind = dz.SoloChain
		case 2:
			pl.Kind = dz.PairChain
		default:
			pl.Kind = dz.TrioChain
			if c.n <= 5 {
				if w, size := kickers(c.n, c.main, c.main+dz.Rank(c.n-1)); size > 0 && (size == 1 || c.n <= 4) {
					take(w)
					pl.Cards = pl.Cards.Plus(w)
					pl.Kind = dz.PlaneSolos
					if size == 2 {
						pl.Kind = dz.PlanePairs
					}
				}
			}
		}
		add(pl)
	}
	for r := dz.Three; r <= dz.Two; r++ {
		switch h[r] {
		case 3:
			pl := dz.Play{Kind: dz.Trio, Main: r, Len: 1, Cards: only(r, 3)}
			if w, size := kickers(1, r, r); size > 0 {
				take(w)
				pl.Cards = pl.Cards.Plus(w)
				pl.Kind = dz.TrioSolo
				if size == 2 {
					pl.Kind = dz.TrioPair
				}
			}
			add(pl)
		case 4:
			add(dz.Play{Kind: dz.Bomb, Main: r, Len: 1, Cards: only(r, 4)})
		}
	}
	if rocket {
		add(dz.Play{Kind: dz.Rocket, Main: dz.BlackJoker, Len: 1, Cards: dz.Counts{dz.BlackJoker: 1, dz.RedJoker: 1}})
	}
	for r := range dz.Rank(dz.NumRanks) {
		switch {
		case pairs[r]:
			add(dz.Play{Kind: dz.Pair, Main: r, Len: 1, Cards: only(r, 2)})
		case solos[r]:
			add(dz.Play{Kind: dz.Solo, Main: r, Len: 1, Cards: only(r, 1)})
		}
	}
	return score, turns
}

// only is n cards of rank r.
func only(r dz.Rank, n uint8) dz.Counts {
	var c dz.Counts
	c[r] = n
	return c
}
