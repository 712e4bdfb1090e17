package shengji

import (
	"encoding/binary"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"

	"teahouse/game"
	gs "teahouse/game/shengji"
)

// DefaultSamples is the most deals the expert samples for one decision;
// each sample plays every candidate still in the running to the end of
// the deal.
const DefaultSamples = 64

// firstSamples is the samples every candidate is played on before the
// search starts dropping those clearly behind (see search.prune).
const firstSamples = 16

// DefaultWork bounds the work of one decision, counted as the cards the
// policy looks at over every playout (a decision of the policy costs
// about its hand's size). It only ends the rare search whose candidates
// stay close over long playouts. Counted rather than timed, so a decision
// is the same on any machine.
const DefaultWork = 4_000_000

// maxCandidates bounds the plays the expert weighs in one decision.
const maxCandidates = 8

// expertPlayer is the searching player (see the package doc). It keeps
// no state: one value serves any number of seats.
type expertPlayer struct {
	// samples and work bound a decision's search (see DefaultSamples and
	// DefaultWork); work 0 is no bound.
	samples, work int
	// seed is mixed into every decision's own seed.
	seed uint64
}

// newExpert is the expert with the default budget.
func newExpert() expertPlayer { return expertPlayer{samples: DefaultSamples, work: DefaultWork} }

// Decide declares by its search over the deals to come, buries by
// search, and plays the candidate whose playouts are worth the most.
func (e expertPlayer) Decide(v gs.View) gs.Action {
	switch v.Phase {
	case gs.PhaseDeal:
		a, _ := e.declare(v)
		return a
	case gs.PhaseBury:
		b, _ := e.bury(v)
		return gs.Bury(b)
	}
	c, _ := e.choose(v)
	return gs.Play(c)
}

// choose is the expert's play in v, a view in play with the viewer to
// move, and how it searched for it: the candidate whose playouts over the
// same samples are worth the most to its team, the first (the greedy
// player's choice) on a tie.
func (e expertPlayer) choose(v gs.View) (gs.Set, search) {
	sr := e.chooseAmong(v, nil)
	return sr.cands[sr.best()], sr
}

// chooseAmong searches the expert's candidates in v and, after them,
// those of extra not among them.
func (e expertPlayer) chooseAmong(v gs.View, extra []gs.Set) search {
	ct := tableOf(v.Trump)
	k := knowledgeOf(v, ct)
	cands := withExtra(candidatesOf(v, ct, &k), extra)
	base := world{ct: ct, rules: v.Config.Rules, trick: v.Trick, leader: v.Leader, turn: v.Viewer,
		attackers: v.Attackers(), before: v.AttackerPoints(), width: playoutWidth}
	sr := e.search(v, &k, len(cands), func(hands *[holders]gs.Set, i int) (int, int) {
		w := base
		w.hands = *hands
		w.hands[v.Viewer] = v.Mine()
		if !v.Kitty.Empty() {
			w.hands[kittySeat] = v.Kitty
		}
		return w.playout(cands[i]), w.work
	})
	sr.cands = cands
	return sr
}

// withExtra is cands and, after them, the plays of extra of other faces.
func withExtra(cands, extra []gs.Set) []gs.Set {
	c := shortlist{limit: len(cands) + len(extra)}
	for _, p := range append(cands, extra...) {
		c.add(p)
	}
	return c.out
}

// search is how a decision searched: each candidate's worth on every
// sample it was played on, and the work done.
type search struct {
	samples, work int
	cands         []gs.Set
	// worths is, per candidate, its playouts' worths, one a sample, over
	// the first samples while it stayed in the running.
	worths [][]int
}

// search plays n candidates over deals sampled from what k knows,
// worth(hands, i) being candidate i's worth on a sample and the work it
// took (see searchOver). Its random numbers are seeded from the view and
// e's seed, so equal views search alike.
func (e expertPlayer) search(v gs.View, k *knowledge, n int, worth func(hands *[holders]gs.Set, i int) (int, int)) search {
	return searchOver(e, viewSeed(v), n, k.sample, worth)
}

// searchOver plays n candidates over samples that draw makes, worth(x, i)
// being candidate i's worth on sample x and the work it took: every
// candidate on the first samples, then only those not clearly behind the
// best, until one is left, e's samples run out or its work bound is
// reached. Its random numbers are seeded by seed and e's seed.
func searchOver[S any](e expertPlayer, seed uint64, n int, draw func(*rand.Rand) S, worth func(x *S, i int) (int, int)) search {
	sr := search{worths: make([][]int, n)}
	if n == 1 {
		return sr
	}
	r := rand.New(rand.NewPCG(seed, e.seed))
	live := make([]int, n)
	for i := range live {
		live[i] = i
	}
	for sr.samples < e.samples && (e.work == 0 || sr.work < e.work) && len(live) > 1 {
		sr.samples++
		sample := draw(r)
		for _, i := range live {
			x, w := worth(&sample, i)
			sr.worths[i] = append(sr.worths[i], x)
			sr.work += w
		}
		if sr.samples >= firstSamples && sr.samples%4 == 0 {
			live = sr.prune(live)
		}
	}
	return sr
}

// best is the candidate of the highest value (see values), the
// longest-searched one on a tie, then the first.
func (sr search) best() int {
	vs := sr.values()
	best := sr.ref()
	for i, v := range vs {
		if v > vs[best] {
			best = i
		}
	}
	return best
}

// ref is the candidate of the highest mean worth of those played on
// every sample, the first on a tie.
func (sr search) ref() int {
	ref := 0
	for i, ws := range sr.worths {
		if len(ws) > len(sr.worths[ref]) || len(ws) == len(sr.worths[ref]) && mean(ws) > mean(sr.worths[ref]) {
			ref = i
		}
	}
	return ref
}

// values are the candidates' mean worths made comparable: the reference
// candidate's (ref) over every sample, and each other's that plus its
// mean difference from the reference over the samples it was played on
// (a candidate dropped early is measured against the reference on the
// same deals, not on easier or harder ones).
func (sr search) values() []float64 {
	ref := sr.worths[sr.ref()]
	out := make([]float64, len(sr.worths))
	for i, ws := range sr.worths {
		gap, _ := pairedGap(ws, ref[:len(ws)])
		out[i] = mean(ref) + gap
	}
	return out
}

// prune keeps the candidates of live not clearly behind the best of
// them: those whose mean worth is below the best's by more than two
// standard errors of the difference over the same samples are dropped.
func (sr search) prune(live []int) []int {
	lead := live[0]
	for _, i := range live {
		if mean(sr.worths[i]) > mean(sr.worths[lead]) {
			lead = i
		}
	}
	return slices.DeleteFunc(live, func(i int) bool {
		d, se := pairedGap(sr.worths[lead], sr.worths[i])
		return i != lead && d > 2*se
	})
}

// pairedGap is the mean of a[j]-b[j] and its standard error, 0 and 0
// for none.
func pairedGap(a, b []int) (gap, se float64) {
	if len(a) == 0 {
		return 0, 0
	}
	n := float64(len(a))
	var sum, sq float64
	for j := range a {
		d := float64(a[j] - b[j])
		sum += d
		sq += d * d
	}
	gap = sum / n
	if v := (sq/n - gap*gap) * n / (n - 1); v > 0 && n > 1 {
		se = math.Sqrt(v / n)
	}
	return gap, se
}

// mean is the mean of xs, 0 for none.
func mean(xs []int) float64 {
	if len(xs) == 0 {
		return 0
	}
	sum := 0
	for _, x := range xs {
		sum += x
	}
	return float64(sum) / float64(len(xs))
}

// viewSeed is a seed drawn from everything v's viewer knows, so equal
// views search alike.
func viewSeed(v gs.View) uint64 {
	h := fnv.New64a()
	var b [8]byte
	put := func(x uint64) {
		binary.LittleEndian.PutUint64(b[:], x)
		h.Write(b[:])
	}
	putSet := func(s gs.Set) { put(s[0]); put(s[1]) }
	put(uint64(v.Viewer))
	put(uint64(v.Deal))
	put(uint64(v.Leader))
	putSet(v.Mine())
	putSet(v.Kitty)
	for s := range game.Seat(gs.Seats) {
		put(uint64(v.Sizes[s]))
		putSet(v.Trick[s])
	}
	for _, t := range v.Finished {
		for _, p := range t.Plays {
			putSet(p)
		}
	}
	return h.Sum64()
}
