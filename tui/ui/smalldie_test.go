package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSmallDieSizeIsConstant(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		for face := 0; face <= 7; face++ {
			for _, st := range allStates() {
				b := th.SmallDie(face, st)
				require.Equal(t, SmallDieWidth, b.Width(), "face %d %+v", face, st)
				require.Equal(t, SmallDieHeight, b.Height(), "face %d %+v", face, st)
			}
		}
	}
}

// Without colour a small die still reads: its digit, HELD, the focus
// markers, and a back that gives no value away.
func TestSmallDieStatesVisibleWithoutColour(t *testing.T) {
	th := newTestTheme(t, true)
	plain := func(face int, st DieState) string { return ansi.Strip(th.SmallDie(face, st).Text) }
	for face := 1; face <= 6; face++ {
		assert.Contains(t, plain(face, DieState{}), strconv.Itoa(face))
		assert.NotContains(t, plain(face, DieState{FaceDown: true}), strconv.Itoa(face))
	}
	assert.Equal(t, "+---+\n| 4 |\n+---+\n     ", plain(4, DieState{}))
	assert.Equal(t, "#===#\n# 4 #\n#===#\nHELD ", plain(4, DieState{Held: true}))
	assert.Equal(t, "+---+\n| 4 |\n+---+\n>   <", plain(4, DieState{Focused: true}))
	assert.Equal(t, "#===#\n# 4 #\n#===#\n>HLD<", plain(4, DieState{Held: true, Focused: true}))
	assert.Equal(t, "+---+\n|///|\n+---+\n     ", plain(4, DieState{FaceDown: true}))
}

// Both rows of dice give each die its zone, exactly where it is drawn.
func TestDiceRowsZones(t *testing.T) {
	th := newTestTheme(t, true)
	faces := []int{1, 2, 3, 4, 5}
	for _, tc := range []struct {
		row  Block
		w, h int
	}{
		{th.DiceRow(faces, nil, "d"), DieWidth, DieHeight},
		{th.SmallDiceRow(faces, []DieState{{}, {Held: true}}, "d"), SmallDieWidth, SmallDieHeight},
	} {
		require.Equal(t, 5*tc.w+4, tc.row.Width())
		require.Equal(t, tc.h, tc.row.Height())
		require.Len(t, tc.row.Zones, 5)
		lines := strings.Split(ansi.Strip(tc.row.Text), "\n")
		for i, z := range tc.row.Zones {
			assert.Equal(t, "d"+strconv.Itoa(i), z.ID)
			assert.Equal(t, Rect{X: i * (tc.w + 1), W: tc.w, H: tc.h}, z.Rect)
			id, ok := tc.row.Hit(z.X+1, z.Y+1)
			assert.True(t, ok)
			assert.Equal(t, z.ID, id)
			if tc.w == SmallDieWidth {
				assert.Contains(t, string([]rune(lines[1])[z.X:z.X+z.W]), strconv.Itoa(faces[i]))
			}
		}
	}
}

// JoinDice lines up dice drawn by a screen's own hand like DiceRow does.
func TestJoinDice(t *testing.T) {
	th := newTestTheme(t, false)
	dice := []Block{th.Die(6, DieState{}), th.Die(2, DieState{Held: true})}
	joined := JoinDice(dice, DieWidth, DieHeight, "x")
	assert.Equal(t, Row(1, Zone("x0", dice[0]), Zone("x1", dice[1])).Text, joined.Text)
	assert.Equal(t, lipgloss.Width(joined.Text), 2*DieWidth+1)
}
