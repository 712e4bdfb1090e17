package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
)

func TestCheckHold(t *testing.T) {
	h := dice.Hand{3, 3, 6, 1, 3}
	tests := []struct {
		name    string
		mask    dice.Mask
		rule    HoldRule
		wantErr bool
	}{
		{"free any subset", 0b01101, Free, false},
		{"free nothing", 0, Free, false},
		{"free everything", dice.FullMask, Free, false},
		{"strict one value", 0b10011, Strict, false},
		{"strict single die", 0b00100, Strict, false},
		{"strict nothing", 0, Strict, false},
		{"strict mixed values", 0b00101, Strict, true},
		{"mask beyond five dice", 1 << 6, Free, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckHold(h, tt.mask, tt.rule)
			if !tt.wantErr {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			if tt.rule == Strict {
				assert.ErrorIs(t, err, ErrHoldRule)
				assert.Equal(t, "strict holds: keep dice of one value only", err.Error())
			}
		})
	}
}

func TestParseHoldRule(t *testing.T) {
	for _, r := range []HoldRule{Free, Strict} {
		got, err := ParseHoldRule(r.String())
		require.NoError(t, err)
		assert.Equal(t, r, got)
	}
	_, err := ParseHoldRule("loose")
	assert.ErrorContains(t, err, "free or strict")
}
