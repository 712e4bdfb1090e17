package doudizhu

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// Budget is how much an evaluation samples: Samples deals of the cards
// its seat has not seen, every candidate played out on each; Seed picks
// them (with the view: the same view, budget and seed, the same
// evaluation, on any number of cores).
type Budget struct {
	Samples int
	Seed    uint64
}

// HintSamples is the hint's budget: the samples a hint plays out (提示).
const HintSamples = 100

// Estimate is one candidate of an evaluated decision: the action, the
// play it makes (in the play), and its estimated value, the seat's
// expected points this deal, with that value's standard error.
type Estimate struct {
	Action gd.Action
	Play   dz.Play
	Value  float64
	SE     float64
}

// Evaluation is a decision evaluated from its seat's view: the
// candidates, each played out on the same samples, and which is best.
type Evaluation struct {
	// Kind is the decision: "bid", "rob", "double", "show" or "play".
	Kind string
	// Choices are the candidates; Best is the best of those the search
	// weighs of itself (an action asked for beside them, as a review asks
	// for the one made, is evaluated but not chosen).
	Choices []Estimate
	Best    int
	// Samples is how many deals were sampled, 0 for a forced decision.
	Samples int
	// values are each candidate's points on each sample.
	values [][]float64
}

// GapSE is the standard error of Choices[i].Value - Choices[j].Value:
// both were played out on the same samples, so it is the error of the
// mean of their differences sample by sample.
func (e Evaluation) GapSE(i, j int) float64 {
	if e.Samples < 2 {
		return 0
	}
	d := make([]float64, e.Samples)
	for k := range d {
		d[k] = e.values[i][k] - e.values[j][k]
	}
	_, se := meanSE(d)
	return se
}

// Evaluate weighs the viewer's decision in v: every bid, rob, double or
// show (before the deal too, where a sample is a whole deal), and in the
// play the plays the expert weighs (see candidates), each valued as the
// viewer's expected points this deal over b's samples of the cards it
// has not seen. Each candidate is played out the same
// way on every sample: the rest of the bidding, doubling and showing by
// the rule player, then the play by the rule player in every seat, or an
// exact solve when few cards are left. also, when not among them, is
// evaluated beside them on the same samples. It reads the view only.
// The samples are spread over every core.
func Evaluate(ctx context.Context, v gd.View, b Budget, also ...gd.Action) (Evaluation, error) {
	return evaluate(ctx, v, b, runtime.GOMAXPROCS(0), also...)
}

// evaluate is Evaluate with its samples spread over workers goroutines
// (the expert decides on one: a sim plays a game a core).
func evaluate(ctx context.Context, v gd.View, b Budget, workers int, also ...gd.Action) (Evaluation, error) {
	if err := canHint(v); err != nil {
		return Evaluation{}, err
	}
	if err := fitsUnseen(v); err != nil {
		return Evaluation{}, err
	}
	if b.Samples < 1 {
		return Evaluation{}, fmt.Errorf("evaluate: %d samples: want 1 or more", b.Samples)
	}
	ev := Evaluation{Kind: kindOf(v)}
	var plays []dz.Play
	if v.Phase == gd.PhasePlay {
		si := infoOf(v)
		si.cache = newPlanCache()
		for _, p := range candidates(&si) {
			// one candidate an action, read as the game reads its cards
			if a := actionOf(p); indexOf(ev.Choices, a) < 0 {
				p = readAction(a, v)
				plays = append(plays, p)
				ev.Choices = append(ev.Choices, Estimate{Action: a, Play: p})
			}
		}
	} else {
		for _, a := range v.Legal() {
			ev.Choices = append(ev.Choices, Estimate{Action: a})
		}
		if v.Phase == gd.PhaseOpen || v.Phase == gd.PhaseShow {
			// keeping the hand hidden first, so that on a tie it is best
			// (before the deal, once another seat plays face up, showing
			// changes nothing)
			slices.Reverse(ev.Choices)
		}
	}
	weighed := len(ev.Choices)
	for _, a := range also {
		if err := v.Check(a); err != nil {
			return Evaluation{}, fmt.Errorf("evaluate %s: %w", a, err)
		}
		if indexOf(ev.Choices, a) < 0 {
			e := Estimate{Action: a}
			if v.Phase == gd.PhasePlay {
				e.Play = readAction(a, v)
				plays = append(plays, e.Play)
			}
			ev.Choices = append(ev.Choices, e)
		}
	}
	if weighed == 1 && len(ev.Choices) == 1 {
		return ev, nil // forced: nothing to weigh
	}
	ev.Samples = b.Samples
	ev.values = make([][]float64, len(ev.Choices))
	for i := range ev.values {
		ev.values[i] = make([]float64, b.Samples)
	}
	run := func(k int, cache *planCache) error {
		r := rand.New(rand.NewPCG(viewSeed(v)+uint64(k)*0x9e3779b97f4a7c15, b.Seed))
		if v.Phase == gd.PhasePlay {
			playSample(v, r, cache, plays, ev.values, k)
			return nil
		}
		return bidSample(v, r, cache, ev.Choices, ev.values, k)
	}
	if err := parallel(ctx, workers, b.Samples, run); err != nil {
		return Evaluation{}, err
	}
	for i := range ev.Choices {
		ev.Choices[i].Value, ev.Choices[i].SE = meanSE(ev.values[i])
		if i < weighed && ev.Choices[i].Value > ev.Choices[ev.Best].Value {
			ev.Best = i
		}
	}
	return ev, nil
}

// parallel runs samples 0 .. n-1 on up to workers goroutines, each with
// its own plan cache, and stops at the first error or when ctx is done.
// Each sample writes its own results, so the order they run in changes
// nothing.
func parallel(ctx context.Context, workers, n int, run func(k int, cache *planCache) error) error {
	workers = max(1, min(workers, n))
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cache := newPlanCache()
			for k := w; k < n; k += workers {
				if err := ctx.Err(); err != nil {
					errs[w] = err
					return
				}
				if err := run(k, cache); err != nil {
					errs[w] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// playSample plays every candidate out on sample k of the cards v's
// viewer has not seen, and writes the viewer's points.
func playSample(v gd.View, r *rand.Rand, cache *planCache, plays []dz.Play, values [][]float64, k int) {
	base := sampleWorld(v, r)
	base.cache = cache
	var sol *solver
	if base.cards() <= endgameCards {
		sol = newSolver()
	}
	me := int(v.Viewer)
	for i, c := range plays {
		w := base
		if sol != nil {
			if ll, ok := sol.solve(base, c); ok {
				out := w.landlord
				if !ll {
					out = next(w.landlord)
				}
				if c.Kind == dz.Bomb || c.Kind == dz.Rocket {
					w.bombs++
				}
				// the solve plays to win: the bombs and springs of its
				// line are not counted
				values[i][k] = dealPoints(v, me, out, w.bombs, false)
				continue
			}
		}
		out, _ := w.playout(c)
		values[i][k] = dealPoints(v, me, out, w.bombs, w.spring(out))
	}
}

// bidSample plays every candidate of a bidding, doubling or showing
// decision out on sample k (before the deal, a whole deal): the rest of
// the deal's bidding, doubling and showing by the rule player, then its
// play. A deal that nobody bids
// for is dealt again, and is worth nothing to anyone.
func bidSample(v gd.View, r *rand.Rand, cache *planCache, cands []Estimate, values [][]float64, k int) error {
	var hands [gd.Seats]dz.Set
	var bottom dz.Set
	if v.Phase == gd.PhaseOpen {
		hands, bottom = sampleDeal(r)
	} else {
		hands, bottom = sampleHidden(v, r)
	}
	s, err := gd.Imagine(v, hands, bottom)
	if err != nil {
		return err
	}
	for i, c := range cands {
		pts, err := playDeal(s, v.Viewer, c.Action, cache)
		if err != nil {
			return err
		}
		values[i][k] = pts
	}
	return nil
}

// playDeal is seat's points in the deal s, once seat takes a and the rule
// player makes every other decision.
func playDeal(s gd.State, seat game.Seat, a gd.Action, cache *planCache) (float64, error) {
	for s.Phase() != gd.PhasePlay {
		s2, events, err := gd.Game.Reduce(s, s.Turn(), a)
		if err != nil {
			return 0, err
		}
		for _, e := range events {
			if d, ok := e.(gd.Dealt); ok && d.Redeal {
				return 0, nil
			}
		}
		s = s2
		if s.Phase() != gd.PhasePlay {
			a = rulePlayer{}.Decide(gd.Game.View(s, s.Turn()))
		}
	}
	ov := gd.Game.View(s, game.Omniscient)
	w := world{rules: ov.Config.Rules, landlord: int(ov.Landlord), table: dz.PassPlay, leader: int(ov.Landlord),
		turn: int(ov.Landlord), cache: cache}
	for i, h := range ov.Hands {
		w.hands[i] = h.Counts()
	}
	si := w.info(w.turn)
	first, _ := ruleChoice(&si)
	out, _ := w.playout(first)
	return dealPoints(ov, int(seat), out, w.bombs, w.spring(out)), nil
}

// sampleHidden deals the cards v's viewer has not seen to the hands it
// does not see and, before the landlord takes it, to the bottom, at
// random, softly fitting the bids and doubles seen (bidClues): a deal
// that does not fit them is drawn again, up to clueTries deals, and then
// the one that broke the fewest is taken.
func sampleHidden(v gd.View, r *rand.Rand) (hands [gd.Seats]dz.Set, bottom dz.Set) {
	pool := dz.FullPack &^ v.Played
	var need [gd.Seats]int
	var known [gd.Seats]dz.Set
	for s := range gd.Seats {
		if v.Sees(game.Seat(s)) {
			known[s] = v.Hands[s]
		} else if game.Seat(s) == v.Landlord {
			known[s] = v.Bottom
		}
		need[s] = v.Sizes[s] - known[s].Len()
		pool &^= known[s]
	}
	clues := bidClues(v)
	deck := pool.Cards()
	bestMissed := -1
	for range clueTries {
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		h, d := known, deck
		for s := range gd.Seats {
			h[s] |= dz.SetOf(d[:need[s]])
			d = d[need[s]:]
		}
		b := v.Bottom
		if v.Landlord == game.NoSeat {
			b = dz.SetOf(d)
		}
		missed := missedBids(clues, h, b, v.Config.Rules)
		if bestMissed < 0 || missed < bestMissed {
			hands, bottom, bestMissed = h, b, missed
		}
		if missed == 0 {
			break
		}
	}
	return hands, bottom
}

// sampleDeal is a whole deal at random: the hands and the bottom, as a
// seat sees them to come before the cards are dealt.
func sampleDeal(r *rand.Rand) (hands [gd.Seats]dz.Set, bottom dz.Set) {
	deck := dz.FullPack.Cards()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for s := range gd.Seats {
		hands[s] = dz.SetOf(deck[s*gd.HandSize : (s+1)*gd.HandSize])
	}
	return hands, dz.SetOf(deck[gd.Seats*gd.HandSize:])
}

// fitsUnseen says why the cards v's viewer has not seen cannot be dealt
// to the hands it does not see (and the bottom before the landlord
// takes it), if they cannot: a view that contradicts itself.
func fitsUnseen(v gd.View) error {
	if v.Phase == gd.PhaseOpen {
		return nil // no card is dealt yet: every deal fits
	}
	pool := dz.Pack.Minus(v.Played.Counts())
	need := 0
	for s := range gd.Seats {
		var known dz.Counts
		switch {
		case v.Sees(game.Seat(s)):
			known = v.Hands[s].Counts()
		case game.Seat(s) == v.Landlord:
			known = (v.Bottom &^ v.Played).Counts()
		}
		if !pool.Contains(known) || known.Len() > v.Sizes[s] {
			return fmt.Errorf("%w: %s's known cards do not fit", gd.ErrCannotImagine, game.Seat(s))
		}
		pool = pool.Minus(known)
		need += v.Sizes[s] - known.Len()
	}
	if v.Landlord == game.NoSeat {
		need += dz.FullPack.Len() - gd.Seats*gd.HandSize
	}
	if need != pool.Len() {
		return fmt.Errorf("%w: %d cards unseen, %d to deal", gd.ErrCannotImagine, pool.Len(), need)
	}
	return nil
}

// dealPoints is seat's score in a deal of v's stakes that out went out
// of, with bombs bombs played and a spring or not.
func dealPoints(v gd.View, seat, out, bombs int, spring bool) float64 {
	v.Bombs = bombs
	if spring {
		v.Bombs++ // a spring doubles the deal as a bomb does
	}
	st := v.Stakes()
	ll := int(v.Landlord)
	if out == seat || out != ll && seat != ll {
		return float64(st[seat])
	}
	return -float64(st[seat])
}

// kindOf names the decision v asks of its viewer.
func kindOf(v gd.View) string {
	switch v.Phase {
	case gd.PhaseBid:
		return "bid"
	case gd.PhaseRob:
		return "rob"
	case gd.PhaseDouble:
		return "double"
	case gd.PhaseShow, gd.PhaseOpen:
		return "show"
	}
	return "play"
}

// indexOf is where a is among es, or -1.
func indexOf(es []Estimate, a gd.Action) int {
	for i, e := range es {
		if e.Action == a {
			return i
		}
	}
	return -1
}

// readAction is the play action a makes in v (checked legal), read as
// the game reads it: the first reading of its cards that beats the table.
func readAction(a gd.Action, v gd.View) dz.Play {
	if a.Kind == gd.KindPass {
		return dz.PassPlay
	}
	for _, p := range dz.Classify(a.Cards, v.Config.Rules) {
		if dz.Beats(p, v.Table) {
			return p
		}
	}
	return dz.PassPlay
}

// meanSE is the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	n := float64(len(xs))
	if n == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= n
	if n < 2 {
		return mean, 0
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / (n - 1) / n)
}
