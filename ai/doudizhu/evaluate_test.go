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

// Evaluate refuses, without a panic, a view that contradicts itself, the
// choice to play face up before the deal, no budget and an action the
// seat may not take.
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
	open := gd.View{Viewer: 0, Turn: 0, Phase: gd.PhaseOpen, Landlord: game.NoSeat}
	_, err = Evaluate(context.Background(), open, Budget{Samples: 4})
	assert.ErrorIs(t, err, ErrNoEstimate)
	other := v
	other.Turn = 1
	_, err = Evaluate(context.Background(), other, Budget{Samples: 4})
	assert.ErrorIs(t, err, ErrNoHint)
}
