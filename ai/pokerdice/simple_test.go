package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

func TestSimpleHold(t *testing.T) {
	tests := []struct {
		hand string
		rule pd.HoldRule
		want dice.Mask
	}{
		{"33614", pd.Free, 0b00011},
		{"12346", pd.Free, 0},
		{"33366", pd.Free, dice.FullMask},
		{"13213", pd.Free, 0b11011},
		{"55555", pd.Free, dice.FullMask},
		{"33366", pd.Strict, 0b00111},
		{"33661", pd.Strict, 0b01100}, // equal pairs: the higher value
		{"63636", pd.Strict, 0b10101},
		{"12346", pd.Strict, 0},
		{"14441", pd.Strict, 0b01110},
		{"55555", pd.Strict, dice.FullMask},
	}
	for _, tt := range tests {
		t.Run(tt.rule.String()+"/"+tt.hand, func(t *testing.T) {
			assert.Equal(t, tt.want, simpleHold(hand(tt.hand), tt.rule))
		})
	}
}

func TestSimpleDecide(t *testing.T) {
	p, err := New("simple")
	require.NoError(t, err)
	v := firstView(hand("33614"), hand("12345"), pd.Strict)
	assert.Equal(t, gp.Hold(0b00011), p.Decide(v))

	skills := hidden(secondView(hand("12346"), hand("66612"), 0b00111, pd.Free), 0)
	assert.Equal(t, gp.Hold(0), p.Decide(skills), "never peeks, forces or doubles")

	relock := skills
	relock.Phase = gp.PhaseRelock
	a := p.Decide(relock)
	assert.Equal(t, gp.Stand(), a)
	assert.NoError(t, relock.Check(a))
}
