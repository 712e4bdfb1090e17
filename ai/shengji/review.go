package shengji

import (
	"context"
	"fmt"

	"teahouse/ai/review"
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// ReviewThresholds are Shengji's cut-offs on a decision's cost, in the
// expert's unit: points of the deal for the seat's team, a level of the
// deal's result counted as 40 (the level table's step). A cost is only
// marked when it also exceeds review.Noise standard errors of the gap.
var ReviewThresholds = review.Thresholds{Unit: "points (a level counts 40)", Inaccuracy: 5, Mistake: 15, Blunder: 40}

// ReviewSamples is the review's budget when the request names none: the
// most samples a decision plays out, four times a live decision's.
const ReviewSamples = 4 * DefaultSamples

// ReviewVersion is the version of Shengji's reviewer: bumped when its
// method or its default budget changes the figures.
const ReviewVersion = "3, 256 samples"

// Review reviews every declaration or pass, burial and play of req.Seat
// in l from that seat's view at that moment, each weighed by Evaluate
// (the expert's own search, at req.Samples, default ReviewSamples,
// seeded by req.Seed; a declaring choice over whole deals imagined from
// the view), the action made beside the candidates when it is not one of
// them. A choice with only one candidate (a pass with nothing to
// declare, a forced follow) is no decision.
func Review(ctx context.Context, l game.Log[gs.Action], req review.Request) ([]review.Position, error) {
	if req.Seat < 0 || int(req.Seat) >= gs.Seats {
		return nil, fmt.Errorf("no seat %s in a game of %d", req.Seat, gs.Seats)
	}
	samples := req.Samples
	if samples == 0 {
		samples = ReviewSamples
	}
	return review.Walk(ctx, gs.Game, l, req.Seat, req.Progress, func(v gs.View, a gs.Action) (review.Position, bool, error) {
		ev, err := Evaluate(v, samples, req.Seed, a)
		if err != nil || ev.Samples == 0 {
			return review.Position{}, false, err
		}
		p := positionOf(ev, a)
		p.Situation = situation(v)
		return p, true, nil
	})
}

// situation says in a few words what the seat saw: "declaring, 9 cards,
// 2♠ by P2", "burying, 33 cards, hearts trump", "leading, 18 cards,
// attackers 45", "10♥ 10♥ by P2, 18 cards, attackers 45".
func situation(v gs.View) string {
	left := fmt.Sprintf("%d cards, attackers %d", v.Mine().Len(), v.AttackerPoints())
	switch {
	case v.Phase == gs.PhaseDeal && v.Declarer == game.NoSeat:
		return fmt.Sprintf("declaring, %d cards, no declaration", v.Mine().Len())
	case v.Phase == gs.PhaseDeal:
		return fmt.Sprintf("declaring, %d cards, %s by %s", v.Mine().Len(), cards.Format(v.DeclaredCards.Cards()), v.Declarer)
	case v.Phase == gs.PhaseBury:
		return fmt.Sprintf("burying, %d cards, %s trump", v.Mine().Len(), sj.SuitName(v.Trump.Suit))
	case v.Leading():
		return "leading, " + left
	}
	return fmt.Sprintf("%s by %s, %s", cards.Format(v.Lead().Cards()), v.Leader, left)
}

// positionOf is the review's record of the decision evaluated as ev, to
// take a.
func positionOf(ev Evaluation, a gs.Action) review.Position {
	p := review.Position{Kind: ev.Kind, GapSE: make([]float64, len(ev.Choices))}
	for i, c := range ev.Choices {
		if faces(c.Action.Cards) == faces(a.Cards) {
			p.Chosen = i
		}
	}
	for i, c := range ev.Choices {
		p.Choices = append(p.Choices, review.Choice{Action: c.Action.String(), Value: c.Value, SE: c.SE})
		p.GapSE[i] = ev.GapSE(i, p.Chosen)
	}
	return p
}
