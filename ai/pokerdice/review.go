package pokerdice

import (
	"context"
	"fmt"

	"teahouse/ai/review"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// ReviewThresholds are Risk Choice's cut-offs on a hold's cost, in
// percentage points of the round's winning chance (a draw counting half).
var ReviewThresholds = review.Thresholds{Unit: "points of winning chance", Inaccuracy: 1, Mistake: 4, Blunder: 10}

// ReviewVersion is the version of Risk Choice's reviewer: bump it when its
// figures change.
const ReviewVersion = "1"

// Review reviews every hold decision of req.Seat in l, each hold valued
// exactly as Tips ranks holds: by 100·(P(win) + ½·P(draw)) of the round
// (percentage points), on what the seat could see when it chose
// (face-down dice count as fair random dice; holding first, the opponent
// replies at its best). The decisions are every hold before the reroll
// and the holds of every relock; standing instead of relocking, and the
// other skills (peek, force, double), are not reviewed: whether to spend
// a skill kept for the whole match is not a question the round's odds
// answer.
func Review(ctx context.Context, l game.Log[gp.Action], req review.Request) ([]review.Position, error) {
	ps, err := positions(ctx, l, func(s game.Seat) bool { return s == req.Seat }, req.Progress)
	if err != nil {
		return nil, err
	}
	if req.Seat < 0 || req.Seat >= gp.Seats {
		return nil, fmt.Errorf("no seat %s in a match of %d", req.Seat, gp.Seats)
	}
	return ps[req.Seat], nil
}

// HoldReview is how one seat's holds in a match compare with the best
// holds it had (the summary of the seat's review, Review).
type HoldReview struct {
	// Holds counts the seat's hold decisions: every hold before the
	// reroll, and the holds of every relock.
	Holds int
	// Best counts the decisions whose hold was worth as much as the best
	// one (another hold of equal value counts as best).
	Best int
	// GivenAway is the round-winning chance given away in all (a
	// probability, not a percentage): the sum over the decisions of the
	// best hold's value less the chosen hold's.
	GivenAway float64
}

// ReviewHolds replays the log of a Risk Choice match, whole or not, and
// sums up each seat's review, as the end of a match shows it. An action
// the game refuses is an error wrapping game.ErrCorruptLog.
func ReviewHolds(l game.Log[gp.Action]) ([gp.Seats]HoldReview, error) {
	var out [gp.Seats]HoldReview
	ps, err := positions(context.Background(), l, func(game.Seat) bool { return true }, nil)
	if err != nil {
		return out, err
	}
	for s, p := range ps {
		r, err := review.Of(gp.Game.Name(), game.Seat(s), ReviewThresholds, p)
		if err != nil {
			return out, err
		}
		out[s] = HoldReview{Holds: r.Summary.Decisions, Best: r.Summary.Best, GivenAway: r.Summary.TotalCost / 100}
	}
	return out, nil
}

// positions replays l and values the hold decisions of every seat keep
// takes, each from its own view; progress, when set, hears of each of
// their entries.
func positions(ctx context.Context, l game.Log[gp.Action], keep func(game.Seat) bool, progress func(done, total int)) ([gp.Seats][]review.Position, error) {
	var out [gp.Seats][]review.Position
	t := tables()
	ps, err := review.WalkSeats(ctx, gp.Game, l, keep, progress, func(_ game.Seat, v gp.View, a gp.Action) (review.Position, bool, error) {
		if a.Kind != gp.KindHold && a.Kind != gp.KindRelock {
			return review.Position{}, false, nil
		}
		p, ok := t.judge(v, a)
		return p, ok, nil
	})
	for s := range out {
		out[s] = ps[game.Seat(s)]
	}
	return out, err
}

// judge values every hold v's viewer had and marks the one action a
// chose, in percentage points of winning chance; ok is false when v holds
// no hold decision of the viewer's or the rule forbids a's hold.
func (t *tableSet) judge(v gp.View, a gp.Action) (review.Position, bool) {
	b, ok := t.beliefOf(v)
	if !ok {
		return review.Position{}, false
	}
	h := v.Me().Dice
	var c [maxHolds]candidate
	var vals [maxHolds]int64
	n := t.holds(h, b.rule, &c)
	t.values(b, &c, n, &vals)
	den := float64(t.denominator(b))
	k := t.keptOf[maskKey(h, a.Dice)]
	p := review.Position{Kind: string(a.Kind), Situation: "dice " + dice.FullMask.FaceWords(h), Chosen: -1, Choices: make([]review.Choice, n)}
	for i := range n {
		if c[i].kept == k {
			p.Chosen = i
		}
		p.Choices[i] = review.Choice{Action: holdWords(c[i].mask, h), Value: 100 * float64(vals[i]) / den}
	}
	return p, p.Chosen >= 0
}

// holdWords names a hold of dice h: "keep 6 6 3", "keep none" or "keep
// all five".
func holdWords(m dice.Mask, h dice.Hand) string {
	switch m {
	case 0:
		return "keep none"
	case dice.FullMask:
		return "keep all five"
	}
	return "keep " + m.FaceWords(h)
}
