package doudizhu

import (
	"context"
	"fmt"
	"strings"

	"teahouse/ai/review"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// ReviewThresholds are Dou Dizhu's cut-offs on a decision's cost, in
// expected points of the deal for the seat (the score the game keeps:
// base × multiplier, the landlord's twice a peasant's). A cost is only
// marked when it also exceeds review.Noise standard errors of the gap.
// A tenth of a point is about 5 points of winning chance for a peasant
// at base 1, under 1 for the landlord at base 3.
var ReviewThresholds = review.Thresholds{Unit: "expected points", Inaccuracy: 0.15, Mistake: 0.4, Blunder: 1}

// ReviewSamples is the review's budget when the request names none: the
// samples each decision plays out, ten times the hint's.
const ReviewSamples = 1000

// ReviewVersion is the version of Dou Dizhu's reviewer: bumped when its
// method or its default budget changes the figures.
const ReviewVersion = "2, 1000 samples"

// Review reviews every decision of req.Seat in l from that seat's view at
// that moment: each bid, call, rob, double, show and play with more than
// one legal choice is weighed by Evaluate (the hint's computation, at
// req.Samples, default ReviewSamples, seeded by req.Seed), the action
// made beside the candidates when it is not one of them, the choice to
// play face up before the deal too. A forced action is not weighed, nor
// is going out with the last cards.
func Review(ctx context.Context, l game.Log[gd.Action], req review.Request) ([]review.Position, error) {
	if req.Seat < 0 || int(req.Seat) >= gd.Seats {
		return nil, fmt.Errorf("no seat %s in a game of %d", req.Seat, gd.Seats)
	}
	b := Budget{Samples: req.Samples, Seed: req.Seed}
	if b.Samples == 0 {
		b.Samples = ReviewSamples
	}
	return review.Walk(ctx, gd.Game, l, req.Seat, req.Progress, func(v gd.View, a gd.Action) (review.Position, bool, error) {
		if !weighed(v) {
			return review.Position{}, false, nil
		}
		return reviewed(ctx, v, a, b)
	})
}

// weighed reports whether the review weighs v's decision: its viewer's
// turn, and more than one legal action.
func weighed(v gd.View) bool {
	return v.Turn == v.Viewer && len(v.Legal()) > 1
}

// reviewed is the decision to take a in v, evaluated at budget b; ok is
// false when a was the one play the expert weighs (going out with the
// last cards), no decision.
func reviewed(ctx context.Context, v gd.View, a gd.Action, b Budget) (p review.Position, ok bool, err error) {
	ev, err := Evaluate(ctx, v, b, a)
	if err != nil || ev.Samples == 0 {
		return review.Position{}, false, err
	}
	p = review.Position{Kind: ev.Kind, Situation: situation(v), Chosen: indexOf(ev.Choices, a), GapSE: make([]float64, len(ev.Choices))}
	for i, c := range ev.Choices {
		p.Choices = append(p.Choices, review.Choice{Action: c.Action.String(), Value: c.Value, SE: c.SE})
		p.GapSE[i] = ev.GapSE(i, p.Chosen)
	}
	return p, true, nil
}

// situation says in a few words what v's viewer saw that matters: its
// hand, and the bid so far, the call, the stake or the play to beat.
func situation(v gd.View) string {
	if v.Phase == gd.PhaseOpen {
		return "before the deal" + openWords(v)
	}
	out := "hand " + v.Mine().Counts().String()
	switch v.Phase {
	case gd.PhaseBid:
		if v.Base > 0 {
			out += fmt.Sprintf(", %s bid %d", v.Bidder, v.Base)
		}
	case gd.PhaseRob:
		out += fmt.Sprintf(", %s called", v.Caller)
		if v.Robs > 0 {
			out += fmt.Sprintf(", %s robbed", v.Bidder)
		}
	case gd.PhaseDouble, gd.PhaseShow:
		if v.Landlord != v.Viewer {
			out += fmt.Sprintf(", %s landlord", v.Landlord)
		}
		out += fmt.Sprintf(" at %d", v.Base)
	case gd.PhasePlay:
		if v.Table.IsPass() {
			return out + ", leading"
		}
		out += fmt.Sprintf(", %s by %s", v.Table.Cards, v.Leader)
	}
	return out
}

// openWords names the seats that chose to play face up before v's
// viewer, after a comma, or is empty.
func openWords(v gd.View) string {
	var open []string
	for s, o := range v.Open {
		if o {
			open = append(open, game.Seat(s).String())
		}
	}
	if len(open) == 0 {
		return ""
	}
	return ", " + strings.Join(open, " and ") + " face up"
}
