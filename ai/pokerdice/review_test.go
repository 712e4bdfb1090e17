package pokerdice

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// logOf is the log of a match of cfg and seed with entries, written by
// hand.
func logOf(t *testing.T, cfg gp.Config, seed uint64, entries ...game.Entry[gp.Action]) game.Log[gp.Action] {
	t.Helper()
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	return game.Log[gp.Action]{
		Header:  game.Header{Game: gp.Game.Name(), Version: gp.Game.Version(), Seed: seed, Config: raw},
		Entries: entries,
	}
}

// A round written by hand: P2 holds three dice first, P1 then holds the
// best, the worst or another hold. The review of P1's hold matches values
// counted by brute force over every reroll; P2's, holding first, matches
// the tips.
func TestReviewHoldsByHand(t *testing.T) {
	cfg := gp.Config{Rounds: 3, FirstStarter: 1}
	const seed = 5
	s, err := gp.Game.New(cfg, seed)
	require.NoError(t, err)
	theirs := dice.Mask(0b00111)
	first := gp.Game.View(s, 1)
	s, _, err = gp.Game.Reduce(s, 1, gp.Hold(theirs))
	require.NoError(t, err)
	v := gp.Game.View(s, 0)
	mine, opp := v.Me().Dice, v.Opponent().Dice

	value := map[dice.Mask]float64{}
	var best, worst dice.Mask
	for _, m := range bruteHolds(mine, pd.Free) {
		win, draw := bruteSecond(mine, m, opp, theirs)
		value[m] = win + draw/2
		if value[m] > value[best] {
			best = m
		}
		if value[m] < value[worst] {
			worst = m
		}
	}
	require.Greater(t, value[best], value[worst])

	tips := Tips(first, maxHolds)
	var p2 float64
	for _, tip := range tips {
		if tip.Hold == theirs {
			p2 = tip.Value
		}
	}
	require.NotZero(t, p2, "P2's hold is among the tips")

	for _, tt := range []struct {
		name string
		hold dice.Mask
	}{{"best", best}, {"worst", worst}, {"nothing", 0}, {"everything", dice.FullMask}} {
		t.Run(tt.name, func(t *testing.T) {
			l := logOf(t, cfg, seed, game.Entry[gp.Action]{Seat: 1, Action: gp.Hold(theirs)}, game.Entry[gp.Action]{Seat: 0, Action: gp.Hold(tt.hold)})
			r, err := ReviewHolds(l)
			require.NoError(t, err)
			chosen := value[keptAs(mine, tt.hold)]
			assert.Equal(t, 1, r[0].Holds)
			assert.Equal(t, boolInt(chosen == value[best]), r[0].Best)
			assert.InDelta(t, value[best]-chosen, r[0].GivenAway, 1e-12)

			assert.Equal(t, 1, r[1].Holds)
			assert.Equal(t, boolInt(p2 == tips[0].Value), r[1].Best)
			assert.InDelta(t, tips[0].Value-p2, r[1].GivenAway, 1e-12)
		})
	}
}

// keptAs is the mask of bruteHolds that keeps the same faces of h as m.
func keptAs(h dice.Hand, m dice.Mask) dice.Mask {
	for _, b := range bruteHolds(h, pd.Free) {
		if sameFaces(h, b, m) {
			return b
		}
	}
	return m
}

func sameFaces(h dice.Hand, a, b dice.Mask) bool {
	var ca, cb [dice.Sides + 1]int
	for _, f := range a.Faces(h) {
		ca[f]++
	}
	for _, f := range b.Faces(h) {
		cb[f]++
	}
	return ca == cb
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Over whole matches the optimal player always holds the best holds, and
// the simple player's review adds up, decision by decision, to what the
// tips say of its holds.
func TestReviewHoldsWholeMatches(t *testing.T) {
	const n = 40
	sitters, err := Roster.Sitters([]game.Player{ai("optimal"), ai("simple")}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	var simple HoldReview
	for i := range n {
		cfg := gp.Config{Rounds: 5, Rule: pd.HoldRule(i % 2), Skills: i%4 >= 2}
		g, err := host.Play(context.Background(), gp.Game, cfg, uint64(i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		l := g.Log()
		r, err := ReviewHolds(l)
		require.NoError(t, err)

		var want [gp.Seats]HoldReview
		s, err := game.Start(gp.Game, l.Header)
		require.NoError(t, err)
		for _, e := range l.Entries {
			if a := e.Action; a.Kind == gp.KindHold || a.Kind == gp.KindRelock {
				v := gp.Game.View(s, e.Seat)
				tips := Tips(v, maxHolds)
				w := &want[e.Seat]
				w.Holds++
				for _, tip := range tips {
					if sameFaces(v.Me().Dice, tip.Hold, a.Dice) {
						w.GivenAway += tips[0].Value - tip.Value
						w.Best += boolInt(tip.Value == tips[0].Value)
					}
				}
			}
			s, _, err = gp.Game.Reduce(s, e.Seat, e.Action)
			require.NoError(t, err)
		}
		require.GreaterOrEqual(t, r[0].Holds, s.Round(), "match %d: a hold a round at least", i)
		assert.Equal(t, r[0].Holds, r[0].Best, "match %d: optimal holds the best", i)
		simple.Holds, simple.Best = simple.Holds+r[1].Holds, simple.Best+r[1].Best
		assert.Zero(t, r[0].GivenAway, "match %d", i)
		for seat := range gp.Seats {
			assert.Equal(t, want[seat].Holds, r[seat].Holds, "match %d seat %d", i, seat)
			assert.Equal(t, want[seat].Best, r[seat].Best, "match %d seat %d", i, seat)
			assert.InDelta(t, want[seat].GivenAway, r[seat].GivenAway, 1e-9, "match %d seat %d", i, seat)
			assert.Equal(t, r[seat].Best == r[seat].Holds, r[seat].GivenAway == 0, "match %d seat %d", i, seat)
		}
	}
	assert.Less(t, simple.Best, simple.Holds, "the simple player misses the best hold at times")
	assert.Positive(t, simple.Best)
}

// A log the game refuses, or of another game, is an error.
func TestReviewHoldsRefusesBadLogs(t *testing.T) {
	l := logOf(t, gp.Config{}, 1, game.Entry[gp.Action]{Seat: 1, Action: gp.Hold(0)})
	_, err := ReviewHolds(l)
	require.ErrorIs(t, err, game.ErrCorruptLog, "P1 holds first in round 1")
	assert.Contains(t, err.Error(), "action 1 (P2)")

	l.Header.Game = "yahtzee"
	_, err = ReviewHolds(l)
	assert.ErrorIs(t, err, game.ErrCorruptLog)
}
