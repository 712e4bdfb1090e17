package doudizhu

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

func TestHintRefusesWhenNothingToDecide(t *testing.T) {
	v := position{me: 1, landlord: 0, hand: "34", unseen: "5566", sizes: [3]int{2, 0, 2}, table: "A"}.view(t)
	for name, w := range map[string]gd.View{
		"not its turn": func() gd.View { w := v; w.Turn = 2; return w }(),
		"a spectator":  func() gd.View { w := v; w.Viewer = game.Spectator; return w }(),
		"over":         func() gd.View { w := v; w.Phase = gd.PhaseOver; return w }(),
	} {
		_, err := Hint(w)
		assert.ErrorIs(t, err, ErrNoHint, name)
		_, err = Hints(w)
		assert.ErrorIs(t, err, ErrNoHint, name)
	}
}

// Hints lists every legal play once, Hint's first, the plays Evaluate
// weighed by their value, then the others, the pass last of those.
func TestHintsListEveryPlayBestFirst(t *testing.T) {
	v := position{me: 2, landlord: 0, hand: "4589JA2", unseen: "3334445566778899TTJQQKKK", sizes: [3]int{15, 9}, table: "6", leader: 0}.view(t)
	hs, err := Hints(v)
	require.NoError(t, err)
	h, err := Hint(v)
	require.NoError(t, err)
	assert.Equal(t, h, hs[0])
	ev, err := Evaluate(context.Background(), v, Budget{Samples: HintSamples})
	require.NoError(t, err)
	assert.Equal(t, ev.Choices[ev.Best].Action, h.Action, "the hint is the evaluation's best")
	var got []gd.Action
	for i, s := range hs {
		got = append(got, s.Action)
		assert.NotEmpty(t, s.Why)
		if i > 0 && i < len(ev.Choices) {
			assert.GreaterOrEqual(t, ev.Choices[indexOf(ev.Choices, hs[i-1].Action)].Value, ev.Choices[indexOf(ev.Choices, s.Action)].Value)
		}
	}
	assert.ElementsMatch(t, v.Legal(), got)
	if indexOf(ev.Choices, gd.PassAction()) < 0 {
		assert.Equal(t, gd.PassAction(), hs[len(hs)-1].Action)
	}

	bid := gd.View{Viewer: 0, Turn: 0, Phase: gd.PhaseBid, Landlord: game.NoSeat, Bidder: game.NoSeat, Caller: game.NoSeat, Sizes: [3]int{17, 17, 17}}
	bid.Hands[0] = setOf(t, "3456789TJQKA2BR22")
	hs, err = Hints(bid)
	require.NoError(t, err)
	got = nil
	for _, s := range hs {
		got = append(got, s.Action)
	}
	assert.ElementsMatch(t, bid.Legal(), got, "every bid weighed")
}

// The bidding hint says what the hand is like in words, never a bare
// number ("your hand rates 3").
func TestStrengthWords(t *testing.T) {
	seen := map[string]bool{}
	for s := -5; s <= 20; s++ {
		w := strengthWords(s)
		assert.Regexp(t, `^a (very strong|strong|fair|weak) hand: [a-z ,]+$`, w)
		seen[w] = true
	}
	assert.Len(t, seen, 4, "each step of the scale has its words")
}

// BenchmarkHint times the hint (Hints, at HintSamples) at every decision
// with a choice in 3 seeded sessions of rule players with every option
// (bids, robs, doubles, shows and plays): one op is all of them; the
// metrics are per hint (the mean, the median and the slowest).
func BenchmarkHint(b *testing.B) {
	rule := [gd.Seats]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}}
	var views []gd.View
	for seed := range uint64(3) {
		l := sessionLog(b, everyOption, 30+seed, rule)
		s, err := game.Start(gd.Game, l.Header)
		require.NoError(b, err)
		for _, e := range l.Entries {
			if v := gd.Game.View(s, e.Seat); weighed(v) {
				views = append(views, v)
			}
			s, _, err = gd.Game.Reduce(s, e.Seat, e.Action)
			require.NoError(b, err)
		}
	}
	var times []time.Duration
	for b.Loop() {
		for _, v := range views {
			start := time.Now()
			if _, err := Hints(v); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
		}
	}
	reportTimes(b, times)
}
