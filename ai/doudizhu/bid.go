package doudizhu

import (
	"context"

	gd "teahouse/game/doudizhu"
)

// DefaultBidSamples is the expert's budget for a decision before the
// play (a bid, call or rob, a double, playing face up): how many deals of
// the cards it has not seen it samples, every legal action played out on
// each, on one core (see bidByEvaluation).
const DefaultBidSamples = 500

// bidMargin is how many paired standard errors (Evaluation.GapSE) the
// best action must lead the rule player's by for the expert to take it
// instead: at 2, a candidate merely lucky on the samples seldom displaces
// the rule player's choice, whose own errors are those the review finds.
const bidMargin = 2

// bidByEvaluation is the expert's decision before the play: the rule
// player's action, unless Evaluate's sampling, from v alone and on one
// core, finds another worth more expected points by over bidMargin paired
// standard errors; then that one. The samples are seeded by the view and
// the expert's seed. A forced decision, or a view no deal fits (never one
// a table shows), is the rule player's.
func (e expertPlayer) bidByEvaluation(v gd.View) gd.Action {
	rule := rulePlayer{}.Decide(v)
	if len(v.Legal()) < 2 {
		return rule
	}
	ev, err := evaluate(context.Background(), v, Budget{Samples: e.bidSamples, Seed: e.seed}, 1, rule)
	if err != nil {
		return rule
	}
	return ev.Choices[preferred(ev, indexOf(ev.Choices, rule))].Action
}

// preferred is the candidate of ev the expert takes over candidate r,
// the rule player's: ev's best when it leads r by more than bidMargin
// paired standard errors, else r.
func preferred(ev Evaluation, r int) int {
	b := ev.Best
	if b != r && ev.Choices[b].Value-ev.Choices[r].Value > bidMargin*ev.GapSE(b, r) {
		return b
	}
	return r
}
