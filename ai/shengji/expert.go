package shengji

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"

	"teahouse/game"
	gs "teahouse/game/shengji"
)

// DefaultSamples is the most deals the expert samples for one decision;
// each sample plays every candidate to the end of the deal.
const DefaultSamples = 12

// DefaultWork bounds the work of one decision, counted as the cards the
// fast policy looks at over every playout (a decision of the fast policy
// costs about its hand's size). Early in a deal, when playouts are long,
// it stops the search before DefaultSamples; late in a deal the samples
// run out first. Counted rather than timed, so a decision is the same on
// any machine.
const DefaultWork = 60_000

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

// Decide declares as the greedy player does, buries to void suits, and
// plays the candidate whose playouts take the most points.
func (e expertPlayer) Decide(v gs.View) gs.Action {
	switch v.Phase {
	case gs.PhaseDeal:
		return declareIfStrong(v)
	case gs.PhaseBury:
		return gs.Bury(mustSet(expertBurial(v.Mine().Cards(), v.Trump)))
	}
	c, _ := e.choose(v)
	return gs.Play(c)
}

// search is how much a decision searched.
type search struct {
	samples, work int
	// scores is each candidate's points over the samples.
	cands  []gs.Set
	scores []int
}

// choose is the expert's play in v, a view in play with the viewer to
// move, and how it searched for it: the candidate whose playouts over the
// same samples take the most points for its team, the first (the greedy
// player's choice) on a tie.
func (e expertPlayer) choose(v gs.View) (gs.Set, search) {
	ct := tableOf(v.Trump)
	k := knowledgeOf(v, ct)
	cands := candidatesOf(v, ct, &k)
	sr := search{cands: cands, scores: make([]int, len(cands))}
	if len(cands) == 1 {
		return cands[0], sr
	}
	r := rand.New(rand.NewPCG(viewSeed(v), e.seed))
	base := world{ct: ct, rules: v.Config.Rules, trick: v.Trick, leader: v.Leader, turn: v.Viewer,
		attackers: v.Attackers()}
	for sr.samples < e.samples && (e.work == 0 || sr.work < e.work) {
		sr.samples++
		hands := k.sample(r)
		hands[v.Viewer] = v.Mine()
		if !v.Kitty.Empty() {
			hands[kittySeat] = v.Kitty
		}
		for i, c := range cands {
			w := base
			w.hands = hands
			sr.scores[i] += w.playout(c)
			sr.work += w.work
		}
	}
	best := 0
	for i := range cands {
		if sr.scores[i] > sr.scores[best] {
			best = i
		}
	}
	return cands[best], sr
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
