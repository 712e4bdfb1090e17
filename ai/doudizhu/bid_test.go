package doudizhu

import (
	"testing"
	"time"

	gd "teahouse/game/doudizhu"
)

// bidConfigs are the ways to bid, double and show: score bidding with
// doubling and showing after the bottom, calling with robbing back, and
// showing before the deal.
var bidConfigs = []gd.Config{
	{Deals: 1, Doubling: true, ShowCards: gd.ShowAfterBottom},
	{Deals: 1, Bidding: gd.CallAndRob, RobBack: true, Doubling: true},
	{Deals: 1, ShowCards: gd.ShowBeforeDeal},
}

// bidViews are the decisions before the play, with a choice, of seeded
// rule-player sessions of every one of bidConfigs.
func bidViews(b testing.TB, sessions int) []gd.View {
	var out []gd.View
	for _, cfg := range bidConfigs {
		for _, v := range playViews(b, cfg, sessions, 1) {
			if v.Phase != gd.PhasePlay && len(v.Legal()) > 1 {
				out = append(out, v)
			}
		}
	}
	return out
}

// BenchmarkExpertBidDecision times the expert's decisions before the play
// (bids, calls, robs, doubles, shows) with the default budget, on one
// core, over every such decision with a choice of 4 seeded deals of each
// of bidConfigs: one op is all of them, and the metrics are per decision
// as BenchmarkExpertDecision's.
func BenchmarkExpertBidDecision(b *testing.B) {
	views := bidViews(b, 4)
	e := expertPlayer{playouts: DefaultPlayouts, work: DefaultWork, bidSamples: DefaultBidSamples}
	var times []time.Duration
	b.ReportAllocs()
	for b.Loop() {
		for _, v := range views {
			start := time.Now()
			e.Decide(v)
			times = append(times, time.Since(start))
		}
	}
	reportTimes(b, times)
}
