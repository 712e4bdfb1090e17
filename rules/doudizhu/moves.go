package doudizhu

// Leads appends to dst every play the rule set allows from hand as a lead
// (no pass), by kind in the order of Kinds, then by main rank.
func Leads(dst []Play, hand Counts, r Rules) []Play {
	g := gen{hand: hand, out: dst}
	for _, k := range Kinds {
		if r.Allows(k) {
			g.kind(k, 0, 0)
		}
	}
	return g.out
}

// Follows appends to dst every play from hand that beats t, then the pass:
// plays of t's kind and length with a higher main rank, bombs, the rocket.
// With t the pass it appends the leads (a lead cannot pass).
func Follows(dst []Play, hand Counts, t Play, r Rules) []Play {
	if t.IsPass() {
		return Leads(dst, hand, r)
	}
	g := gen{hand: hand, out: dst}
	switch t.Kind {
	case Rocket:
	case Bomb:
		g.kind(Bomb, 0, t.Main+1)
	default:
		g.kind(t.Kind, int(t.Len), t.Main+1)
		if r.Allows(Bomb) {
			g.kind(Bomb, 0, 0)
		}
	}
	if t.Kind != Rocket && r.Allows(Rocket) {
		g.kind(Rocket, 0, 0)
	}
	return append(g.out, PassPlay)
}

// gen collects the plays of one hand.
type gen struct {
	hand Counts
	out  []Play
}

// kind appends the plays of kind k with main rank from on, of length l
// (any length when 0).
func (g *gen) kind(k Kind, l int, from Rank) {
	h := &g.hand
	switch k {
	case Rocket:
		if h[BlackJoker] > 0 && h[RedJoker] > 0 {
			g.out = append(g.out, Play{Kind: Rocket, Main: BlackJoker, Len: 1, Cards: Counts{BlackJoker: 1, RedJoker: 1}})
		}
	case Solo:
		for m := from; m < NumRanks; m++ {
			if h[m] > 0 {
				g.add(k, m, 1, Counts{}, 1)
			}
		}
	case Pair, Trio, Bomb:
		for m := from; m <= Two; m++ {
			if int(h[m]) >= k.group() {
				g.add(k, m, 1, Counts{}, k.group())
			}
		}
	case TrioSolo, TrioPair, FourSolos, FourPairs:
		wings := 1
		if k.group() == 4 {
			wings = 2
		}
		for m := from; m <= Two; m++ {
			if int(h[m]) >= k.group() {
				g.wings(k, m, 1, wings, k.wing())
			}
		}
	default: // chains
		lo, hi := chainLen[k][0], chainLen[k][1]
		if l > 0 {
			lo, hi = l, l
		}
		grp := k.group()
		for s := from; s <= Ace; s++ {
			run := 0 // how many ranks from s have a group
			for s+Rank(run) <= Ace && int(h[s+Rank(run)]) >= grp && run < hi {
				run++
			}
			for n := lo; n <= run; n++ {
				if k.wing() == 0 {
					g.add(k, s, n, Counts{}, grp)
				} else {
					g.wings(k, s, n, n, k.wing())
				}
			}
		}
	}
}

// add appends the play of kind k on ranks m..m+n-1, grp cards each, with
// the wing cards w.
func (g *gen) add(k Kind, m Rank, n int, w Counts, grp int) {
	c := w
	for i := range n {
		c[m+Rank(i)] += uint8(grp)
	}
	g.out = append(g.out, Play{Kind: k, Main: m, Len: uint8(n), Cards: c})
}

// wings appends kind k on main ranks m..m+n-1 with every choice of wings
// groups of size w from the rest of the hand, under the kicker convention
// (see wingsOK).
func (g *gen) wings(k Kind, m Rank, n, wings, w int) {
	var pick Counts
	lo, hi := noRank, noRank
	if k.chain() {
		lo, hi = m-1, m+Rank(n)
	}
	inMain := func(r Rank) bool { return r >= m && r < m+Rank(n) }
	var rec func(from Rank, left int, jokers int)
	rec = func(from Rank, left int, jokers int) {
		if left == 0 {
			g.add(k, m, n, pick, k.group())
			return
		}
		for r := from; r < NumRanks; r++ {
			if inMain(r) {
				continue
			}
			if w == 2 {
				if r.Joker() || g.hand[r] < 2 {
					continue
				}
				pick[r] = 2
				rec(r+1, left-1, jokers)
				pick[r] = 0
				continue
			}
			if r.Joker() && jokers > 0 {
				continue
			}
			most := min(int(g.hand[r]), 3, left)
			if r.Joker() {
				most = min(most, 1)
			}
			if r == lo || r == hi && r.Chains() {
				most = min(most, 2)
			}
			for c := 1; c <= most; c++ {
				pick[r] = uint8(c)
				j := jokers
				if r.Joker() {
					j++
				}
				rec(r+1, left-c, j)
			}
			pick[r] = 0
		}
	}
	rec(0, wings, 0)
}
