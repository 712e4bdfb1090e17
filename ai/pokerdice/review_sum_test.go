package pokerdice

import (
	"context"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// reviewOf reviews seat's holds in l.
func reviewOf(t testing.TB, l game.Log[gp.Action], seat game.Seat) review.Report {
	ps, err := Review(context.Background(), l, review.Request{Seat: seat})
	require.NoError(t, err)
	r, err := review.Of(gp.Game.Name(), seat, ReviewThresholds, ps)
	require.NoError(t, err)
	return r
}

// roundResults replays l and returns seat's result of each round: 1 won,
// ½ drawn, 0 lost.
func roundResults(t testing.TB, l game.Log[gp.Action], seat game.Seat) []float64 {
	s, err := game.Start(gp.Game, l.Header)
	require.NoError(t, err)
	var out []float64
	for _, e := range l.Entries {
		var events []game.Event
		s, events, err = gp.Game.Reduce(s, e.Seat, e.Action)
		require.NoError(t, err)
		for _, ev := range events {
			if r, ok := ev.(gp.RoundScored); ok {
				switch r.Result.Winner {
				case seat:
					out = append(out, 1)
				case game.NoSeat:
					out = append(out, 0.5)
				default:
					out = append(out, 0)
				}
			}
		}
	}
	return out
}

// The exact review adds up. A hold's value is the seat's exact chance of
// winning the round (a draw half) against the opponent's best reply, so
// against the optimal player (who replies at its best) a round's result
// is the chosen hold's value plus luck of mean zero: over 2,000 matches
// the simple seat's mean cost per round equals the best holds' mean value
// less its mean result, within the standard error. The optimal seat gives
// away exactly nothing in every match.
func TestReviewCostsAddUp(t *testing.T) {
	if testing.Short() {
		t.Skip("2,000 matches")
	}
	const matches = 2000
	sitters, err := Roster.Sitters([]game.Player{ai("simple"), ai("optimal")}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	var rounds int
	var sumCost, sumBest, sumResult, sumGap, sumGap2 float64
	for i := range matches {
		cfg := gp.Config{Rounds: 3, FirstStarter: game.Seat(i % 2)}
		g, err := host.Play(context.Background(), gp.Game, cfg, game.SubSeed(23, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		l := g.Log()
		simple, best := reviewOf(t, l, 0), reviewOf(t, l, 1)
		require.Zero(t, best.Summary.TotalCost, "match %d: the optimal seat gives nothing away", i)
		results := roundResults(t, l, 0)
		require.Len(t, simple.Decisions, len(results), "match %d: one hold a round", i)
		for k, d := range simple.Decisions {
			gap := results[k] - d.Value/100
			rounds++
			sumCost, sumBest, sumResult = sumCost+d.Cost, sumBest+d.BestValue, sumResult+100*results[k]
			sumGap, sumGap2 = sumGap+gap, sumGap2+gap*gap
		}
	}
	n := float64(rounds)
	meanGap := sumGap / n
	se := 100 * math.Sqrt((sumGap2/n-meanGap*meanGap)/(n-1))
	meanCost, meanBest, meanResult := sumCost/n, sumBest/n, sumResult/n
	t.Logf("simple over %d rounds: mean cost %.2f points of winning chance; best holds' mean value %.2f less simple's mean result %.2f = %.2f; standard error %.2f",
		rounds, meanCost, meanBest, meanResult, meanBest-meanResult, se)
	assert.Greater(t, meanCost, 0.5, "the simple seat gives chances away")
	assert.InDelta(t, meanBest-meanResult, meanCost, 3*se)
}

// The tip and the review never disagree: at every hold of many matches
// the review's best hold is the tip's first, with its value.
func TestReviewAgreesWithTheTips(t *testing.T) {
	matches := 200
	if testing.Short() {
		matches = 20
	}
	sitters, err := Roster.Sitters([]game.Player{ai("simple"), ai("simple")}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	positions := 0
	for i := range matches {
		cfg := gp.Config{Rounds: 5, Skills: i%2 == 1}
		g, err := host.Play(context.Background(), gp.Game, cfg, game.SubSeed(24, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		l := g.Log()
		for seat := range game.Seat(gp.Seats) {
			r := reviewOf(t, l, seat)
			s, err := game.Start(gp.Game, l.Header)
			require.NoError(t, err)
			d := 0
			for step, e := range l.Entries {
				if e.Seat == seat && d < len(r.Decisions) && r.Decisions[d].Step == step {
					v := gp.Game.View(s, seat)
					tip := Tips(v, 1)[0]
					top := r.Decisions[d].Choices[0]
					assert.Equal(t, holdWords(tip.Hold, v.Me().Dice), top.Action, "match %d step %d", i, step)
					assert.InDelta(t, 100*tip.Value, top.Value, 1e-9)
					assert.InDelta(t, top.Value, r.Decisions[d].BestValue, 1e-9)
					d, positions = d+1, positions+1
				}
				s, _, err = gp.Game.Reduce(s, e.Seat, e.Action)
				require.NoError(t, err)
			}
			require.Equal(t, len(r.Decisions), d)
		}
	}
	assert.Greater(t, positions, matches*4)
}

// A hold's review is made from what the seat knew then: a log cut just
// after the hold (the opponent's face-down dice never shown, the rerolls
// other or none) reviews it the same.
func TestReviewSeesNoFuture(t *testing.T) {
	sitters, err := Roster.Sitters([]game.Player{ai("simple"), ai("optimal")}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	for i := range 10 {
		g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 5, Skills: true}, game.SubSeed(25, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		l := g.Log()
		for seat := range game.Seat(gp.Seats) {
			whole := reviewOf(t, l, seat)
			for k, d := range whole.Decisions {
				cut := l.Clone()
				cut.Entries = cut.Entries[:d.Step+1]
				r := reviewOf(t, cut, seat)
				require.Len(t, r.Decisions, k+1)
				assert.Equal(t, d, r.Decisions[k])
			}
		}
	}
}
