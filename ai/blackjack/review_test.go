package blackjack

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	"teahouse/game/host"
	bj "teahouse/rules/blackjack"
)

// stander bets the minimum, declines insurance and even money, and
// stands on everything.
type stander struct{}

func (stander) Decide(_ context.Context, d host.Decision[gb.View, gb.Action]) (gb.Action, error) {
	v := d.View
	return first(v, gb.Stand(), gb.Decline(), gb.Bet(v.Config.MinBet), gb.Rebuy(), gb.SitOut()), nil
}

// session plays rounds rounds of a 6-deck table, P1 basic strategy, P2
// the counter and P3 always standing, and returns its log.
func session(t testing.TB, rounds int, seed uint64) game.Log[gb.Action] {
	t.Helper()
	rules := bj.Default()
	rules.Decks = 6
	cfg := gb.Config{Seats: 3, Rounds: rounds, Rules: rules}
	seats, err := Roster(cfg.Rules).Sitters([]game.Player{{Kind: game.AI, Level: "basic"}, {Kind: game.AI, Level: "counter"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	seats = append(seats, host.Sitter[gb.View, gb.Action]{Player: game.Player{Kind: game.AI, Level: "stand"}, Controller: stander{}})
	g, err := host.Play(context.Background(), gb.Game, cfg, seed, seats, host.PlayOptions{})
	require.NoError(t, err)
	return g.Log()
}

// reviewOf reviews seat's decisions in l.
func reviewOf(t testing.TB, l game.Log[gb.Action], seat game.Seat) review.Report {
	t.Helper()
	ps, err := Review(context.Background(), l, review.Request{Seat: seat})
	require.NoError(t, err)
	r, err := review.Of(gb.Game.Name(), seat, ReviewThresholds, ps)
	require.NoError(t, err)
	return r
}

// Basic strategy in a 6-deck shoe gives away little, and only where the
// cards left make another play worth more (no basic play is a mistake);
// standing on everything gives away a great deal.
func TestReviewBasicAndStander(t *testing.T) {
	rounds := 400
	if short() {
		rounds = 60
	}
	l := session(t, rounds, 23)
	basic, stand := reviewOf(t, l, 0), reviewOf(t, l, 2)
	perBasic := basic.Summary.TotalCost / float64(basic.Summary.Decisions)
	perStand := stand.Summary.TotalCost / float64(stand.Summary.Decisions)
	t.Logf("basic: %d decisions, total cost %.3f bets (%.4f a decision), %d inaccuracies, %d mistakes, %d blunders",
		basic.Summary.Decisions, basic.Summary.TotalCost, perBasic, basic.Summary.Inaccuracies, basic.Summary.Mistakes, basic.Summary.Blunders)
	t.Logf("always stand: %d decisions, total cost %.3f bets (%.4f a decision), %d inaccuracies, %d mistakes, %d blunders",
		stand.Summary.Decisions, stand.Summary.TotalCost, perStand, stand.Summary.Inaccuracies, stand.Summary.Mistakes, stand.Summary.Blunders)
	require.Greater(t, basic.Summary.Decisions, rounds/2)
	assert.Less(t, perBasic, 0.01, "basic strategy costs under a hundredth of a bet a decision")
	assert.Zero(t, basic.Summary.Blunders)
	assert.GreaterOrEqual(t, basic.Summary.Accuracy, 95.0)
	assert.Greater(t, perStand, 0.05, "standing on everything")
	assert.Greater(t, stand.Summary.Blunders, 0)
	assert.Greater(t, perStand, 10*perBasic)
}

// The hint and the review never disagree: at every play the review's
// best is the hint's best among the actions the chips allow, with its
// value; at insurance and even money, the hint's advice.
func TestReviewAgreesWithTheHint(t *testing.T) {
	rounds := 200
	if short() {
		rounds = 30
	}
	l := session(t, rounds, 24)
	positions := 0
	for seat := range game.Seat(3) {
		r := reviewOf(t, l, seat)
		frames, err := host.Frames(gb.Game, l, seat)
		require.NoError(t, err)
		seen := NewSeen(6)
		d := 0
		for step, e := range l.Entries {
			for _, ev := range frames[step].Sights[0].Events {
				seen = seen.Apply(ev)
			}
			if e.Seat != seat || d >= len(r.Decisions) || r.Decisions[d].Step != step {
				continue
			}
			v, dec := frames[step].Sights[0].View, r.Decisions[d]
			unseen, err := seen.Unseen()
			require.NoError(t, err)
			switch dec.Kind {
			case "play":
				hand, ok := v.Active()
				require.True(t, ok)
				ph := bj.PlayerHand{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit, SplitAces: hand.SplitAces, Hands: v.Me().NHands}
				h, err := NewHint(v.Config.Rules, unseen, bj.Value(v.Dealer.Up().Rank), ph)
				require.NoError(t, err)
				best := h.Best
				if v.Check(gameAction(best)) != nil { // the chips forbid it: the best of what they allow
					best = Stand
					for _, a := range Actions {
						if ev, ok := h.EVs.EV(a); ok && v.Check(gameAction(a)) == nil && ev > mustEV(h.EVs, best) {
							best = a
						}
					}
				}
				assert.Equal(t, best.String(), dec.Choices[0].Action, "step %d", step)
				assert.InDelta(t, mustEV(h.EVs, best), dec.BestValue, 1e-12, "step %d", step)
			case "insurance":
				want := "decline"
				if InsuranceEV(unseen) > 0 {
					want = dec.Choices[0].Action
					assert.Contains(t, want, "insure")
				}
				assert.Equal(t, want, dec.Choices[0].Action, "step %d", step)
			case "even money":
				num, den := v.Config.Rules.Payout.Blackjack()
				want := "take even money"
				if float64(num)/float64(den)*(1-unseen.Prob(bj.Ten)) > 1 {
					want = "decline"
				}
				assert.Equal(t, want, dec.Choices[0].Action, "step %d", step)
			default:
				t.Fatalf("step %d: a decision of kind %q", step, dec.Kind)
			}
			d, positions = d+1, positions+1
		}
		require.Equal(t, len(r.Decisions), d, "seat %s", seat)
	}
	assert.Greater(t, positions, rounds)
}

func mustEV(e EVs, a Action) float64 {
	ev, _ := e.EV(a)
	return ev
}

// A decision's review is made from what the seat knew then: a log cut
// just after it (the hole card never turned, the next cards other or
// none) reviews it the same.
func TestReviewSeesNoFuture(t *testing.T) {
	l := session(t, 20, 25)
	for seat := range game.Seat(3) {
		whole := reviewOf(t, l, seat)
		for k, d := range whole.Decisions {
			if k%3 != 0 {
				continue
			}
			cut := l.Clone()
			cut.Entries = cut.Entries[:d.Step+1]
			r := reviewOf(t, cut, seat)
			require.Len(t, r.Decisions, k+1)
			assert.Equal(t, d, r.Decisions[k])
		}
	}
}

// BenchmarkReview reviews a session of 50 rounds for one seat.
func BenchmarkReview(b *testing.B) {
	l := session(b, 50, 26)
	b.ResetTimer()
	for range b.N {
		if _, err := Review(context.Background(), l, review.Request{Seat: 0}); err != nil {
			b.Fatal(err)
		}
	}
}
