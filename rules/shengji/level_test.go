package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// The default table at every boundary.
func TestLevelTable(t *testing.T) {
	def := func(n int) Result { return Result{Levels: n} }
	att := func(n int) Result { return Result{AttackersWin: true, Levels: n} }
	tests := []struct {
		points int
		want   Result
	}{
		{0, def(3)},
		{5, def(2)}, {35, def(2)},
		{40, def(1)}, {75, def(1)},
		{80, att(0)}, {115, att(0)},
		{120, att(1)}, {155, att(1)},
		{160, att(2)}, {195, att(2)},
		{200, att(3)}, {235, att(3)},
		{240, att(4)},
		{-10, def(3)}, // a throw penalty can leave the attackers below nothing
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, LevelTable{}.Result(tt.points), "%d points", tt.points)
	}
	// A table with other thresholds: take over at 120, a level each 30.
	other := LevelTable{TakeOver: 120, Step: 30}
	assert.Equal(t, def(3), other.Result(0))
	assert.Equal(t, def(2), other.Result(85))
	assert.Equal(t, def(1), other.Result(90))
	assert.Equal(t, def(1), other.Result(115))
	assert.Equal(t, att(0), other.Result(120))
	assert.Equal(t, att(1), other.Result(150))

	assert.Equal(t, "defenders +3", def(3).String())
	assert.Equal(t, "attackers take over", att(0).String())
	assert.Equal(t, "attackers take over +2", att(2).String())
}

func TestNextDealer(t *testing.T) {
	assert.Equal(t, 2, Result{Levels: 1}.NextDealer(0), "the defenders keep it: the dealer's partner")
	assert.Equal(t, 1, Result{Levels: 1}.NextDealer(3))
	assert.Equal(t, 1, Result{AttackersWin: true}.NextDealer(0), "the next seat, an attacker")
	assert.Equal(t, 0, Result{AttackersWin: true}.NextDealer(3))
}

func TestRaise(t *testing.T) {
	tests := []struct {
		from cards.Rank
		by   int
		want cards.Rank
	}{
		{cards.Two, 0, cards.Two},
		{cards.Two, 3, cards.Five},
		{cards.Nine, 1, cards.Ten},
		{cards.Queen, 1, cards.King},
		{cards.King, 1, cards.Ace},
		{cards.Queen, 3, cards.Ace}, // stops at A
		{cards.Ace, 2, cards.Ace},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Raise(tt.from, tt.by), "%s + %d", tt.from, tt.by)
	}
	for in, want := range map[string]cards.Rank{"2": cards.Two, "10": cards.Ten, "t": cards.Ten, "J": cards.Jack, "a": cards.Ace} {
		got, err := ParseLevel(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got)
	}
	for _, bad := range []string{"1", "11", "SJ", "", "X"} {
		_, err := ParseLevel(bad)
		assert.Error(t, err, bad)
	}
}
