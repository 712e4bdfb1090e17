package doudizhu

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// The landlord holding the rocket and a 3 against two one-card peasants
// wins for sure by the rocket first (the stake doubled: 2 a peasant, 4 in
// all) and loses for sure by the 3 first: the evaluation says so exactly,
// with no error, and calls the rocket best.
func TestEvaluateKnowsASureThing(t *testing.T) {
	v := position{me: 0, landlord: 0, hand: "3BR", unseen: "45", sizes: [3]int{3, 1, 1}}.view(t)
	v.Base = 1
	ev, err := Evaluate(context.Background(), v, Budget{Samples: 20})
	require.NoError(t, err)
	best := ev.Choices[ev.Best]
	assert.Equal(t, "play BR", best.Action.String())
	assert.Equal(t, 4.0, best.Value)
	assert.Zero(t, best.SE)
	three := indexOf(ev.Choices, gd.PlayCards(dz.MustParse("3")))
	require.GreaterOrEqual(t, three, 0)
	assert.Equal(t, -2.0, ev.Choices[three].Value)
	assert.Zero(t, ev.GapSE(ev.Best, three))
}

// A doubling decision is weighed in points: a landlord whose hand wins
// for sure (the rocket and four bombs) doubles, as the peasants did not.
func TestEvaluateDoublesASureWin(t *testing.T) {
	v := gd.View{Viewer: 0, Turn: 0, Phase: gd.PhaseDouble, Landlord: 0, Base: 1, Bidder: 0,
		Caller: game.NoSeat, Config: gd.Config{Doubling: true}, Sizes: [3]int{20, 17, 17}}
	v.Hands[0] = setOf(t, "RB2222AAAAKKKKQQQQJJ")
	v.Bottom, _, _ = v.Hands[0].Take(dz.MustParse("QJJ"))
	ev, err := Evaluate(context.Background(), v, Budget{Samples: 40})
	require.NoError(t, err)
	assert.Equal(t, gd.Double(), ev.Choices[ev.Best].Action)
	d := indexOf(ev.Choices, gd.Double())
	assert.Greater(t, ev.Choices[d].Value, 2*ev.Choices[1-d].Value-1e-9, "doubling doubles a sure win")
}

// Evaluate refuses, without a panic, a view that contradicts itself, no
// budget and an action the seat may not take.
func TestEvaluateRefuses(t *testing.T) {
	v := position{me: 0, landlord: 0, hand: "3BR", unseen: "45", sizes: [3]int{3, 1, 1}}.view(t)
	bad := v
	bad.Sizes = [3]int{3, 5, 1}
	_, err := Evaluate(context.Background(), bad, Budget{Samples: 4})
	assert.ErrorIs(t, err, gd.ErrCannotImagine)
	_, err = Evaluate(context.Background(), v, Budget{})
	assert.Error(t, err)
	_, err = Evaluate(context.Background(), v, Budget{Samples: 4}, gd.Bid(2))
	assert.Error(t, err)
	other := v
	other.Turn = 1
	_, err = Evaluate(context.Background(), other, Budget{Samples: 4})
	assert.ErrorIs(t, err, ErrNoHint)
}

// Before the deal the choice to play face up is weighed on whole deals,
// both choices on the same ones, the stake included: the rule players
// neither read a shown hand nor bid otherwise for it, so on every deal
// the first to play face up makes it worth four times as much (no cap),
// and that is the better choice just when the seat's expectation is
// positive; once a seat has, the multipliers do not add up and the
// choice changes nothing. The hint is the evaluation's best.
func TestEvaluateBeforeTheDeal(t *testing.T) {
	s, err := gd.Game.New(gd.Config{Deals: 1, ShowCards: gd.ShowBeforeDeal}, 3)
	require.NoError(t, err)
	first := gd.Game.View(s, s.Turn())
	s, _, err = gd.Game.Reduce(s, s.Turn(), gd.Show()) // P1 plays face up
	require.NoError(t, err)
	second := gd.Game.View(s, s.Turn())
	for _, c := range []struct {
		v     gd.View
		times float64
	}{{first, 4}, {second, 1}} {
		require.Equal(t, gd.PhaseOpen, c.v.Phase)
		ev, err := Evaluate(context.Background(), c.v, Budget{Samples: 60, Seed: 1})
		require.NoError(t, err)
		assert.Equal(t, "show", ev.Kind)
		require.Len(t, ev.Choices, 2)
		assert.Equal(t, 60, ev.Samples)
		show, keep := indexOf(ev.Choices, gd.Show()), indexOf(ev.Choices, gd.Keep())
		require.GreaterOrEqual(t, show, 0)
		require.GreaterOrEqual(t, keep, 0)
		nonZero := 0
		for k := range ev.Samples {
			assert.Equal(t, c.times*ev.values[keep][k], ev.values[show][k], "%s, deal %d", c.v.Viewer, k)
			if ev.values[keep][k] != 0 {
				nonZero++
			}
		}
		assert.Positive(t, nonZero, "deals were played for points")
		if c.times > 1 {
			assert.Equal(t, ev.Choices[keep].Value > 0, ev.Best == show)
			assert.Positive(t, ev.GapSE(show, keep))
		} else {
			assert.Zero(t, ev.GapSE(show, keep))
			assert.Equal(t, keep, ev.Best, "on a tie the hand stays hidden")
		}

		h, err := Hint(c.v)
		require.NoError(t, err)
		hev, err := Evaluate(context.Background(), c.v, Budget{Samples: HintSamples})
		require.NoError(t, err)
		assert.Equal(t, hev.Choices[hev.Best].Action, h.Action)
	}
}
