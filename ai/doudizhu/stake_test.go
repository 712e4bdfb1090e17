package doudizhu

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// bidConfigs are the ways to bid, double and show: score bidding with
// doubling and showing after the bottom, calling with robbing back, and
// calling and robbing with showing before the deal.
var bidConfigs = []gd.Config{
	{Deals: 1, Doubling: true, ShowCards: gd.ShowAfterBottom},
	{Deals: 1, Bidding: gd.CallAndRob, RobBack: true, Doubling: true},
	{Deals: 1, Bidding: gd.CallAndRob, ShowCards: gd.ShowBeforeDeal},
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

// BenchmarkExpertStakeDecision times the expert's doubles and shows (the
// decisions it weighs by Evaluate) with the default budget, on one core,
// over every such decision with a choice of 8 seeded deals of each of
// bidConfigs: one op is all of them, and the metrics are per decision as
// BenchmarkExpertDecision's.
func BenchmarkExpertStakeDecision(b *testing.B) {
	var views []gd.View
	for _, v := range bidViews(b, 8) {
		if v.Phase != gd.PhaseBid && v.Phase != gd.PhaseRob {
			views = append(views, v)
		}
	}
	e := expertPlayer{playouts: DefaultPlayouts, work: DefaultWork, stakeSamples: DefaultStakeSamples}
	var times []time.Duration
	b.ReportAllocs()
	for b.Loop() {
		for _, v := range views {
			start := time.Now()
			e.Decide(v)
			times = append(times, time.Since(start))
		}
	}
	b.ReportMetric(float64(len(views)), "decisions")
	reportTimes(b, times)
}

// The expert's decisions before the play, under every way to bid, double
// and show, are legal, the same when asked twice, and the same on twins
// of the view whose hidden hands (and, in the bidding, the bottom) are
// dealt again and written into it: they read the seat's view only. Its
// bids, calls and robs are the rule player's; some of its doubles and
// shows are not.
func TestExpertStakesDependOnTheViewOnly(t *testing.T) {
	views := bidViews(t, 2)
	if testing.Short() {
		views = bidViews(t, 1)
	}
	e, err := New("expert")
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(7, 8))
	kinds, differ := map[string]int{}, 0
	for _, v := range views {
		a := e.Decide(v)
		require.NoError(t, v.Check(a), "the expert %ss legally", kindOf(v))
		assert.Equal(t, a, e.Decide(v), "the same twice")
		twin := twinView(r, v)
		if v.Landlord == game.NoSeat {
			twin.Bottom = dz.FullPack &^ twin.Played &^ twin.Hands[0] &^ twin.Hands[1] &^ twin.Hands[2]
		}
		assert.Equal(t, a, e.Decide(twin), "the same on a twin of the view")
		kinds[kindOf(v)]++
		if a != (rulePlayer{}).Decide(v) {
			assert.Contains(t, []string{"double", "show"}, kindOf(v), "bids and robs are the rule player's")
			differ++
		}
	}
	t.Log(kinds, differ, "not the rule player's")
	for _, k := range []string{"bid", "rob", "double", "show"} {
		assert.Positive(t, kinds[k], "%s decisions compared", k)
	}
	assert.Positive(t, differ, "the evaluation overrules the rule player's double or show somewhere")
}

// A landlord whose hand wins for sure (the rocket and four bombs) plays
// it face up, doubling a sure win: the rule player never shows, the
// expert does.
func TestExpertShowsASureWin(t *testing.T) {
	v := gd.View{Viewer: 0, Turn: 0, Phase: gd.PhaseShow, Landlord: 0, Base: 1, Bidder: 0,
		Caller: game.NoSeat, Config: gd.Config{ShowCards: gd.ShowAfterBottom}, Sizes: [3]int{20, 17, 17}}
	v.Hands[0] = setOf(t, "RB2222AAAAKKKKQQQQJJ")
	v.Bottom, _, _ = v.Hands[0].Take(dz.MustParse("QJJ"))
	require.Equal(t, gd.Keep(), rulePlayer{}.Decide(v))
	e, err := New("expert")
	require.NoError(t, err)
	assert.Equal(t, gd.Show(), e.Decide(v))
}

// A candidate leads the rule player's only by more than stakeMargin paired
// standard errors: a bigger gap, or the same gap with less noise.
func TestPreferredNeedsAClearLead(t *testing.T) {
	ev := Evaluation{Choices: []Estimate{{Value: 1}, {Value: 1.5}}, Best: 1, Samples: 4,
		values: [][]float64{{1, 1, 1, 1}, {1.5, 1.5, 1.5, 1.5}}}
	assert.Equal(t, 1, preferred(ev, 0), "a lead with no noise")
	ev.values[1] = []float64{0, 3, 0, 3}
	assert.Equal(t, 0, preferred(ev, 0), "the same lead within 2 paired errors")
	ev.Best = 0
	assert.Equal(t, 0, preferred(ev, 0), "the rule player's is best")
}
