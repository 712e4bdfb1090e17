package webreplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// cell is the grid's cell of the row labelled row and the column of seat.
func cell(t *testing.T, g *Grid, row string, seat int) string {
	t.Helper()
	for _, r := range g.Rows {
		if r[0] == row {
			return r[seat+1]
		}
	}
	t.Fatalf("no row %q", row)
	return ""
}

// The score card says, in the column of the player to move once the dice
// are rolled, what each open box would score; a filled box its score; the
// other player's open boxes nothing.
func TestYahtzeeCardSaysWhatOpenBoxesWouldScore(t *testing.T) {
	var first, other yz.Card
	first, _, err := first.Fill(dice.Hand{2, 2, 2, 4, 5}, yz.Twos)
	require.NoError(t, err)
	v := gy.View{Config: gy.Config{Seats: 2}, Round: 2, Turn: 0, RollsUsed: 1, Dice: dice.Hand{3, 3, 3, 5, 5},
		Cards: [gy.MaxSeats]yz.Card{first, other}}
	sc := Yahtzee(v, v, nil, []string{"ann", "bob"})
	require.NotNil(t, sc.Grid)
	tests := []struct {
		row  string
		seat int
		want string
	}{
		{"Full house", 0, "(25)"},
		{"Threes", 0, "(9)"},
		{"Fives", 0, "(10)"},
		{"Yahtzee", 0, "(0)"},
		{"Chance", 0, "(19)"},
		{"Twos", 0, "6"},
		{"Full house", 1, ""},
		{"Twos", 1, ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, cell(t, sc.Grid, tt.row, tt.seat), "%s, seat %d", tt.row, tt.seat)
	}
	assert.Contains(t, sc.Lines, toScoreLine)

	v.RollsUsed, v.Dice = 0, dice.Hand{}
	sc = Yahtzee(v, v, nil, []string{"ann", "bob"})
	assert.Equal(t, "", cell(t, sc.Grid, "Full house", 0), "before the turn's first roll no box says anything")
}
