package doudizhu

import (
	"context"

	gd "teahouse/game/doudizhu"
)

// DefaultStakeSamples is the expert's budget for a decision on the stake
// (a double, playing face up after the bottom or before the deal): how
// many deals of the cards it has not seen it samples, both choices played
// out on each, on one core (see stake).
const DefaultStakeSamples = 500

// stakeMargin is how many paired standard errors (Evaluation.GapSE) the
// better choice must lead the rule player's by for the expert to take it
// instead: at 2, a choice merely lucky on the samples seldom displaces
// the rule player's.
const stakeMargin = 2

// stake is the expert's decision before the play. It bids, calls and
// robs as the rule player does: bidding by Evaluate's sampling measured
// no stronger (docs/ai/doudizhu.md). It doubles and shows by that
// sampling, from v alone and on one core: the rule player's choice,
// unless the other is worth more expected points by over stakeMargin
// paired standard errors. The samples are seeded by the view and the
// expert's seed. A forced decision, or a view no deal fits (never one a
// table shows), is the rule player's.
func (e expertPlayer) stake(v gd.View) gd.Action {
	rule := rulePlayer{}.Decide(v)
	if v.Phase == gd.PhaseBid || v.Phase == gd.PhaseRob || len(v.Legal()) < 2 {
		return rule
	}
	ev, err := evaluate(context.Background(), v, Budget{Samples: e.stakeSamples, Seed: e.seed}, 1, rule)
	if err != nil {
		return rule
	}
	return ev.Choices[preferred(ev, indexOf(ev.Choices, rule))].Action
}

// preferred is the candidate of ev the expert takes over candidate r,
// the rule player's: ev's best when it leads r by more than stakeMargin
// paired standard errors, else r.
func preferred(ev Evaluation, r int) int {
	b := ev.Best
	if b != r && ev.Choices[b].Value-ev.Choices[r].Value > stakeMargin*ev.GapSE(b, r) {
		return b
	}
	return r
}
