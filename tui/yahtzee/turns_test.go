package yahtzee

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/ui"
)

// dieTop is the top border of a die on an ASCII screen, held or not.
var dieTop = regexp.MustCompile(`[+#][-=]{7}[+#]`)

// diceOn reads the row of dice from an ASCII screen: the pips of each die
// (0 for a die not rolled) and the dice marked HELD under them.
func diceOn(t testing.TB, view string) (dice.Hand, dice.Mask) {
	t.Helper()
	lines := strings.Split(view, "\n")
	for i, l := range lines {
		loc := dieTop.FindStringIndex(l)
		if loc == nil || i+5 >= len(lines) {
			continue
		}
		var faces dice.Hand
		var held dice.Mask
		for d := range dice.HandSize {
			x := loc[0] + d*(ui.DieWidth+1)
			for _, pips := range lines[i+1 : i+4] {
				faces[d] += strings.Count(pips[x+1:x+ui.DieWidth-1], "o")
			}
			if strings.Contains(lines[i+5][x:x+ui.DieWidth], "HELD") {
				held |= 1 << d
			}
		}
		return faces, held
	}
	require.Fail(t, "no dice on screen", view)
	return dice.Hand{}, 0
}

// rowOnCard is the card's part of the row labelled label, after the label:
// the cells of the players, as wide as the card's rule lines.
func rowOnCard(t testing.TB, view, label string) string {
	t.Helper()
	lines := strings.Split(view, "\n")
	width := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "---") {
			width = len(l) - len(strings.TrimLeft(l, "-"))
			break
		}
	}
	require.Positive(t, width, "no rule line on the card")
	for _, l := range lines {
		card := l[:min(width, len(l))]
		if rest, ok := strings.CutPrefix(strings.TrimLeft(card, " >*"), label+" "); ok {
			return rest
		}
	}
	require.Fail(t, "no row "+label, view)
	return ""
}

// The screen follows the game's view from one turn to the next: once you
// have scored and the computer has played, round 2 starts with no dice,
// no holds and no previews on the card, both scores of round 1 written in
// and nothing flashing; your first roll then shows its own dice.
func TestScreenFollowsTheViewAcrossTurns(t *testing.T) {
	m := start(t, testEnv(true), setup(11))
	m = press(t, m, "r", "1", "2", "r")
	v := view(t, m)
	faces, held := diceOn(t, m.View())
	require.Equal(t, v.Dice, faces, "roll 2 as the view has it")
	require.Equal(t, dice.Mask(0b00011), held)

	m = press(t, m, "enter", "y")
	s := truth(t, m)
	require.True(t, where(m).MyTurn)
	v = view(t, m)
	require.Equal(t, 2, v.Round)
	require.Zero(t, v.RollsUsed)
	screen := m.View()
	assert.Contains(t, strings.Split(screen, "\n")[0], "Round 2 of 13")
	faces, held = diceOn(t, screen)
	assert.Zero(t, faces, "round 1's dice are gone")
	assert.Zero(t, held, "and so are its holds")
	assert.NotContains(t, screen, "\n* ", "nothing flashes")
	for _, name := range longNames {
		assert.NotContains(t, rowOnCard(t, screen, name), "(", "no preview in %s before the roll", name)
	}
	var totals []string
	for seat := range game.Seat(2) {
		card := s.Card(seat)
		for b := range yz.Box(yz.NumBoxes) {
			if card.IsFilled(b) {
				assert.Contains(t, rowOnCard(t, screen, longNames[b]), strconv.Itoa(card.Scores[b]), "%s's %s", seat, longNames[b])
			}
		}
		totals = append(totals, strconv.Itoa(card.Total()))
	}
	assert.Equal(t, totals, strings.Fields(rowOnCard(t, screen, "Total")), "both totals after round 1")

	m = press(t, m, "r")
	v = view(t, m)
	faces, held = diceOn(t, m.View())
	assert.Equal(t, v.Dice, faces, "round 2's first roll")
	assert.Zero(t, held, "a first roll keeps nothing")
}
