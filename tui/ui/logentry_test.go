package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWrapEntry(t *testing.T) {
	tests := []struct {
		name, in string
		w        int
		want     string
	}{
		{"fits", "You bid 3.", 20, "You bid 3."},
		{"continuation indented", "the quick brown fox jumps over", 12,
			"the quick\n  brown fox\n  jumps over"},
		{"rewrapped to the indented width", "rules: You, P2 AI (expert), P3 AI (expert).", 24,
			"rules: You, P2 AI\n  (expert), P3 AI\n  (expert)."},
		{"a long word still breaks", "abcdefghij klmnopqrst", 10, "abcdefghij\n  klmnopqr\n  st"},
		{"a signed number stays whole", "You: dealer blackjack, -10.", 14, "You: dealer\n  blackjack,\n  -10."},
		{"too narrow to indent", "a b c d", 3, "a b\nc d"},
		{"a broken CJK name gets no space", "Waiting for 茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶.", 30,
			"Waiting for\n  茶茶茶茶茶茶茶茶茶茶茶茶茶茶\n  茶茶茶茶茶茶茶茶茶茶."},
		{"a name of 24 CJK characters", "茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶茶 takes P2", 28,
			"茶茶茶茶茶茶茶茶茶茶茶茶茶茶\n  茶茶茶茶茶茶茶茶茶茶 takes\n  P2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, WrapEntry(tt.in, tt.w))
		})
	}
}
