package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Pressing what the game refuses shows the game's reason and changes
// nothing at the table.
func TestIllegalActionsShowTheReason(t *testing.T) {
	tests := []struct {
		name   string
		keys   []string
		reason string
	}{
		{"score before rolling", []string{"enter"}, "Roll before you score"},
		{"hold before rolling", []string{"2"}, "Roll first: there is nothing to hold before the first roll"},
		{"a fourth roll", []string{"r", "r", "r", "r"}, "You have rolled three times: choose a box"},
		{"every die held", []string{"r", "1", "2", "3", "4", "5", "r"}, "Every die is held"},
		{"a filled box", []string{"r", "enter", "r", "up", "down", "enter"}, ""}, // focus never lands on it
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := start(t, testEnv(false), setup(42, you))
			m = press(t, m, tc.keys[:len(tc.keys)-1]...)
			before, pending := m.tbl.Log().Entries, m.pending
			m = press(t, m, tc.keys[len(tc.keys)-1])
			if tc.reason == "" {
				assert.Len(t, m.tbl.Log().Entries, len(before)+1, "enter scored an open box")
				return
			}
			assert.Contains(t, m.status, tc.reason)
			assert.Contains(t, flatten(m.View()), tc.reason)
			assert.Equal(t, before, m.tbl.Log().Entries, "the table log is unchanged")
			assert.Equal(t, pending, m.pending)
		})
	}
}

// Buttons the game would refuse are drawn dimmed: ( ) instead of [ ].
func TestIllegalButtonsAreDimmed(t *testing.T) {
	m := start(t, testEnv(true), setup(42, you))
	assert.Contains(t, m.View(), "[ r Roll ]")
	assert.Contains(t, m.View(), "( enter Score )")
	m = press(t, m, "r", "r", "r")
	assert.Contains(t, m.View(), "( r Roll )")
	assert.Contains(t, m.View(), "[ enter Score Aces ]")
}

// jokerTable plays a solitaire game with the reducer until seat 0 has
// rolled a Yahtzee with the Yahtzee box already filled (scratched in round
// 1) and the matching upper box open: the forced joker rule applies.
func jokerTable(t *testing.T) table {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		tbl, err := screen.NewTable(gy.Game, gy.Config{Seats: 1}, seed, []game.Player{you}, game.Instant, screentest.Now)
		require.NoError(t, err)
		apply := func(a gy.Action) {
			var err error
			tbl, _, err = tbl.Apply(0, a)
			require.NoError(t, err)
		}
		for round := 1; round <= gy.Rounds; round++ {
			apply(gy.Roll(0))
			for roll := 2; roll <= gy.RollsPerTurn; roll++ {
				v := gy.Game.View(tbl.State(), 0)
				if yz.IsYahtzee(v.Dice) {
					break
				}
				apply(gy.Roll(keepMost(v.Dice)))
			}
			v := gy.Game.View(tbl.State(), 0)
			card := v.Card()
			if round > 1 && yz.IsYahtzee(v.Dice) && !card.IsFilled(yz.UpperBox(v.Dice[0])) {
				return tbl
			}
			box := yz.Yahtzee // scratched in round 1
			if round > 1 {
				box = spare(card.Allowed(v.Dice))
			}
			apply(gy.ScoreBox(box))
		}
	}
	t.Fatal("no joker in 500 games")
	return table{}
}

// spare picks a box that keeps Chance and the upper boxes open as long as
// it can: a lower box first.
func spare(allowed []yz.Box) yz.Box {
	for _, b := range allowed {
		if !b.Upper() && b != yz.Chance {
			return b
		}
	}
	return allowed[0]
}

// keepMost holds the dice of the commonest face.
func keepMost(h dice.Hand) dice.Mask {
	c := h.Counts()
	best := 1
	for f := 2; f <= dice.Sides; f++ {
		if c[f] > c[best] {
			best = f
		}
	}
	var m dice.Mask
	for i, f := range h {
		if f == best {
			m |= 1 << i
		}
	}
	return m
}

// A joker: the card shows the one box the Yahtzee may go in with its
// score, every other open box as forbidden (--), and a forbidden box is
// refused with the joker rule's reason.
func TestIllegalJokerBox(t *testing.T) {
	tbl := jokerTable(t)
	m := fromTable(t, testEnv(true), tbl)
	v := m.view()
	face := v.Dice[0]
	upper := yz.UpperBox(face)
	require.True(t, m.myTurn())

	r, ok := zone(m, zoneBox+"12") // Chance: open, but the joker must go up
	require.True(t, ok)
	require.False(t, v.Card().IsFilled(yz.Chance))
	row := screentest.Region(m.View(), r)
	assert.Contains(t, row, "--", "Chance is drawn forbidden")
	r, _ = zone(m, zoneBox+itoa(int(upper)))
	assert.Contains(t, screentest.Region(m.View(), r), "("+itoa(5*face)+")", "%s shows its score", upper)

	before := m.tbl.Log().Entries
	m = clickZone(t, m, zoneBox+"12")
	assert.Contains(t, m.status, "Joker rule: a Yahtzee of "+itoa(face)+"s must go in "+upper.String())
	assert.Equal(t, before, m.tbl.Log().Entries, "the table log is unchanged")

	m = clickZone(t, m, zoneBox+itoa(int(upper)))
	require.Len(t, m.tbl.Log().Entries, len(before)+1)
	assert.Contains(t, flatten(m.View()), "You score "+itoa(5*face)+" in "+upper.String()+" (joker).")
}
