package doudizhu

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
	"slices"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// DefaultPlayouts is the expert's budget per decision: how many deals it
// plays to the end, over all the plays it weighs.
const DefaultPlayouts = 960

// DefaultWork bounds the work of one decision, counted as the cards held
// by the seats the rule player decides for, summed over every decision of
// every playout (a rule decision costs about its hand's size), and the
// cards held by the seat to move in every position an exact solve
// visits. Early in a deal, when playouts are long, it stops the search
// before DefaultPlayouts; late in a deal the playouts, or the race, end
// first. Counted rather than timed, so a decision is the same on any
// machine.
const DefaultWork = 300_000

// maxCandidates bounds the plays the expert weighs in one decision.
const maxCandidates = 10

// expertPlayer is the searching player (see the package doc): for each
// play it weighs it samples the hands it cannot see and plays each sample
// to the end with the rule player in every seat. It keeps no state.
type expertPlayer struct {
	// playouts is the budget per decision.
	playouts int
	// work bounds a decision's work (see DefaultWork); 0 is no bound.
	work int
	// stakeSamples is the budget of a double or a show (see
	// DefaultStakeSamples).
	stakeSamples int
	// seed is mixed into every decision's own seed.
	seed uint64
}

// Decide bids as the rule player does, doubles and shows by its
// evaluation (stake), and plays the candidate that wins the most
// playouts; the rule player's choice wins a tie.
func (e expertPlayer) Decide(v gd.View) gd.Action {
	if v.Phase != gd.PhasePlay {
		return e.stake(v)
	}
	p, _ := e.choose(v)
	return actionOf(p)
}

// search is how much a decision searched.
type search struct {
	// samples is how many samples it played out, one playout per
	// candidate each.
	samples int
	// work is its work as DefaultWork counts it.
	work int
	// playouts is how many candidates it played out on the samples,
	// solved exactly or by the rule player.
	playouts int
	// decided says it stopped because one candidate was left in the race.
	decided bool
}

// choose is the expert's play in v and how much it searched for it.
func (e expertPlayer) choose(v gd.View) (dz.Play, search) {
	si := infoOf(v)
	si.cache = newPlanCache()
	cands := candidates(&si)
	if len(cands) == 1 {
		return cands[0], search{}
	}
	r := rand.New(rand.NewPCG(viewSeed(v), e.seed))
	race := newRace(len(cands))
	played, samples, work := 0, 0, 0
	for played < e.playouts && (e.work == 0 || work < e.work) && race.open() {
		samples++
		base := sampleWorld(v, r)
		base.cache = si.cache
		var sol *solver
		if base.cards() <= endgameCards {
			sol = newSolver()
		}
		for i, c := range cands {
			if !race.alive[i] {
				continue
			}
			played++
			if sol != nil {
				if ll, ok := sol.solve(base, c); ok {
					race.record(i, ll == (si.me == si.landlord))
					continue
				}
			}
			w := base
			out, k := w.playout(c)
			work += k
			race.record(i, si.partners(out, si.me))
		}
		if sol != nil {
			work += sol.work
		}
		race.prune(samples)
	}
	return cands[race.leader()], search{samples, work, played, !race.open()}
}

// candidates are the plays the expert weighs, the rule player's choice
// first: when following, the pass and the plays that spoil the hand's
// plan least (bombs among them); when leading, the plays of the plan and
// the plan's plays split down to pairs and solos.
func candidates(si *seatInfo) []dz.Play {
	first, _ := ruleChoice(si)
	out := []dz.Play{first}
	add := func(p dz.Play) {
		for _, q := range out {
			if q.Kind == p.Kind && q.Cards == p.Cards {
				return
			}
		}
		out = append(out, p)
	}
	if p, ok := outPlay(si); ok {
		return []dz.Play{p}
	}
	if !si.table.IsPass() {
		all := dz.Follows(nil, si.hand, si.table, si.rules)
		if len(all) == 1 {
			return all
		}
		add(dz.PassPlay)
		ranked := rankByPlan(si, all[:len(all)-1])
		for _, p := range ranked {
			if len(out) >= maxCandidates {
				break
			}
			add(p)
		}
		return out
	}
	pl := si.plan(si.hand)
	for _, p := range rankByPlan(si, pl.plays) {
		if len(out) >= maxCandidates {
			break
		}
		add(p)
	}
	extra := 0
	for _, p := range rankByPlan(si, otherLeads(si, pl)) {
		if extra == maxOtherLeads || len(out) >= maxCandidates+maxOtherLeads {
			break
		}
		add(p)
		extra++
	}
	return out
}

// maxOtherLeads bounds the leads outside the hand's plan the expert
// weighs beside the plan's own.
const maxOtherLeads = 4

// otherLeads are the leads that are not plays of pl and hold no more
// than three of a rank: a solo or pair split from a bigger group, a trio
// with another kicker, a shorter or longer chain.
func otherLeads(si *seatInfo, pl plan) []dz.Play {
	var out []dz.Play
	for _, p := range dz.Leads(nil, si.hand, si.rules) {
		switch p.Kind {
		case dz.Solo, dz.Pair, dz.Trio, dz.TrioSolo, dz.TrioPair, dz.SoloChain, dz.PairChain:
		default:
			continue
		}
		if !slices.ContainsFunc(pl.plays, func(q dz.Play) bool { return q.Kind == p.Kind && q.Cards == p.Cards }) {
			out = append(out, p)
		}
	}
	return out
}

// rankByPlan orders plays by the score of the plan each leaves, best
// first (a stable order: the earlier of two equal plays stays first).
func rankByPlan(si *seatInfo, plays []dz.Play) []dz.Play {
	type scored struct {
		p dz.Play
		s int
	}
	xs := make([]scored, len(plays))
	for i, p := range plays {
		xs[i] = scored{p, si.score(si.hand.Minus(p.Cards))}
	}
	// insertion sort: the lists are short and the order must be stable
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j].s > xs[j-1].s; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
	out := make([]dz.Play, len(xs))
	for i, x := range xs {
		out[i] = x.p
	}
	return out
}

// sampleWorld deals the cards v's viewer has not seen to the other two
// seats at random, consistently with what it has seen: each seat gets as
// many cards as it holds, a shown landlord's hand is its hand, and the
// bottom cards the landlord has not played are in the landlord's hand.
func sampleWorld(v gd.View, r *rand.Rand) world {
	me := int(v.Viewer)
	w := world{rules: v.Config.Rules, landlord: int(v.Landlord), table: v.Table, leader: int(v.Leader), turn: me}
	w.passes = passesSince(v)
	w.bombs, w.landlordPlays = v.Bombs, playsMade(v.PlayedBy[w.landlord], w.rules)
	for s := range gd.Seats {
		w.peasantPlayed = w.peasantPlayed || s != w.landlord && v.PlayedBy[s] != 0
	}
	w.hands[me] = v.Mine().Counts()
	pool := unseenBy(v)
	var need [gd.Seats]int
	for s := range gd.Seats {
		if s == me {
			continue
		}
		switch {
		case v.Shown && s == w.landlord:
			w.hands[s] = v.Hands[s].Counts()
		case s == w.landlord:
			w.hands[s] = (v.Bottom &^ v.Played).Counts()
		}
		pool = pool.Minus(w.hands[s])
		need[s] = v.Sizes[s] - w.hands[s].Len()
	}
	deck := make([]dz.Rank, 0, pool.Len())
	for rk := range dz.Rank(dz.NumRanks) {
		for range pool[rk] {
			deck = append(deck, rk)
		}
	}
	known := w.hands
	clues := passClues(v, need)
	// A deal that does not fit the clues is drawn again, up to clueTries
	// deals; then the one that broke the fewest is taken.
	best, bestMissed := w, -1
	for range clueTries {
		w.hands = known
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		d := deck
		for s := range gd.Seats {
			for range need[s] {
				w.hands[s][d[0]]++
				d = d[1:]
			}
		}
		missed := clues.missed(w.hands)
		if missed == 0 {
			return w
		}
		if bestMissed < 0 || missed < bestMissed {
			best, bestMissed = w, missed
		}
	}
	return best
}

// playsMade is how many plays a seat made to play cards, as far as its
// played cards tell (the view does not count plays): none, one when they
// make one play, else two, which is all a spring reads.
func playsMade(cards dz.Set, r dz.Rules) int {
	switch {
	case cards == 0:
		return 0
	case len(dz.Classify(cards.Counts(), r)) > 0:
		return 1
	}
	return 2
}

// clueTries is how many deals sampleWorld draws at most to find one that
// fits the passes it saw.
const clueTries = 16

// passesSince counts the passes made on the table's play so far this
// trick: the seats after its leader that have passed.
func passesSince(v gd.View) int {
	if v.Table.IsPass() {
		return 0
	}
	n := 0
	for s := next(int(v.Leader)); s != int(v.Turn); s = next(s) {
		if v.Acted[s] && v.Last[s].IsPass() {
			n++
		}
	}
	return n
}

// viewSeed is a decision's seed: a hash of everything in the view that
// bears on the decision, so the same view always gets the same samples
// and a view that differs gets others.
func viewSeed(v gd.View) uint64 {
	h := fnv.New64a()
	var b [8]byte
	put := func(x uint64) {
		binary.LittleEndian.PutUint64(b[:], x)
		h.Write(b[:])
	}
	put(uint64(v.Viewer))
	put(uint64(v.Deal))
	put(uint64(v.Mine()))
	put(uint64(v.Played))
	if v.Landlord != game.NoSeat { // the bottom is public once taken
		put(uint64(v.Bottom))
	}
	put(uint64(v.Leader))
	put(uint64(v.Landlord))
	if v.Shown {
		put(uint64(v.Hands[v.Landlord]))
	}
	for s := range gd.Seats {
		put(uint64(v.Sizes[s]))
	}
	for _, c := range v.Table.Cards {
		put(uint64(c))
	}
	return h.Sum64()
}
