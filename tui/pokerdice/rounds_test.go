package pokerdice

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/ui"
)

// row is a seat's row of dice as an ASCII screen draws it: the faces (0
// for a back), the dice marked HELD and those marked FORCED.
type row struct {
	faces        dice.Hand
	held, forced dice.Mask
	label        string
}

// rowOn reads the row of dice under the label that starts with name from
// an ASCII screen: the pips of each die, and the marker line under them.
func rowOn(t testing.TB, view, name string) row {
	t.Helper()
	lines := strings.Split(view, "\n")
	for i, l := range lines[2:] { // below the header
		i += 2
		at := strings.Index(l, name+"  ")
		if at < 0 || at > rowWidth || i+6 >= len(lines) {
			continue
		}
		r := row{label: l[at:min(len(l), at+rowWidth)]}
		for d := range dice.HandSize {
			x := at + d*(ui.DieWidth+1)
			for _, pips := range lines[i+2 : i+5] {
				r.faces[d] += strings.Count(pips[x+1:x+ui.DieWidth-1], "o")
			}
			switch mark := lines[i+6][x : x+ui.DieWidth]; {
			case strings.Contains(mark, "HELD"):
				r.held |= 1 << d
			case strings.Contains(mark, "FORCED"):
				r.forced |= 1 << d
			}
		}
		return r
	}
	require.Fail(t, "no row of dice for "+name, view)
	return row{}
}

// names are the labels of the seats' rows.
var names = [gp.Seats]string{"You", "AI (optimal)"}

// The screen follows the game's view from one round to the next: the
// showdown shows both final hands until enter, and the next round shows
// its own dice, holds and stakes, none of the last round's (in the skills
// variant the opponent's dice, all face up at the showdown, are backs
// again).
func TestScreenFollowsTheViewAcrossRounds(t *testing.T) {
	for _, tt := range []struct {
		name     string
		variants map[string]string
	}{{"free holds", nil}, {"skills", map[string]string{"skills": "on"}}} {
		t.Run(tt.name, func(t *testing.T) {
			m := start(t, testEnv(true), setup(5, tt.variants))
			m = press(t, m, "1", "2", "enter")
			if where(m).MyTurn {
				m = press(t, m, "s") // after the reroll: stand
			}
			require.True(t, where(m).Holding, "round 1's showdown waits for enter")
			last := truth(t, m).Last()
			require.Equal(t, 1, last.Round)
			view := m.View()
			for s, name := range names {
				r := rowOn(t, view, name)
				assert.Equal(t, last.Hands[s], r.faces, "%s's final hand is on the table", name)
				assert.Zero(t, r.held|r.forced, "the holds are spent")
				assert.Contains(t, r.label, last.Ranks[s].String())
			}

			m = press(t, m, "enter")
			s := truth(t, m)
			require.Equal(t, 2, s.Round())
			require.True(t, where(m).MyTurn)
			v := gp.Game.View(s, 0)
			view = m.View()
			assert.Contains(t, strings.Split(view, "\n")[0], "Round 2")
			assert.Contains(t, view, fmt.Sprintf("You %d : %d AI", last.Score[0], last.Score[1]))
			assert.NotContains(t, view, "WINS", "the showdown is over")
			for s, name := range names {
				r := rowOn(t, view, name)
				p := v.Players[s]
				assert.Equal(t, p.Dice, r.faces, "%s's dice are round 2's as the view shows them", name)
				assert.Equal(t, p.Held, r.held, "%s's holds", name)
				assert.Equal(t, p.Forced, r.forced, "%s's dice forced", name)
				assert.Equal(t, p.Doubled, strings.Contains(r.label, "x2 stake"), "%s's stake", name)
			}
			if tt.variants != nil {
				assert.NotEqual(t, dice.FullMask, v.Players[1].Known, "the opponent's dice are face down again")
			}
		})
	}
}

// While dice tumble, the holds they spare stay marked: the reroll's with
// the dice forced to join it, a relock's without (the reroll spent them);
// once the dice land after the reroll the holds are spent.
func TestHoldsShownWhileTheDiceTumble(t *testing.T) {
	held := gp.View{Viewer: 0, Config: gp.Config{Skills: true, Rounds: 5}, Round: 1, Winner: game.NoSeat}
	for i := range held.Players {
		p := &held.Players[i]
		p.Dice, p.Known, p.Held, p.Decided = dice.Hand{6, 6, 5, 4, 1}, dice.FullMask, 0b00111, true
	}
	held.Players[1].Forced = 0b00001
	relock := held
	relock.Phase, relock.Turn, relock.Players[1].Decided = gp.PhaseRelock, 1, false
	tests := []struct {
		name         string
		before       gp.View
		events       []game.Event
		held, forced dice.Mask
	}{{
		name:   "the reroll",
		before: held,
		events: []game.Event{
			gp.DiceRolled{Seat: 0, Dice: dice.Hand{6, 6, 5, 3, 3}, Rolled: 0b11000, Public: dice.FullMask},
			gp.DiceRolled{Seat: 1, Dice: dice.Hand{2, 6, 5, 3, 3}, Rolled: 0b11001, Public: dice.FullMask},
		},
		held: 0b00111, forced: 0b00001,
	}, {
		name:   "a relock",
		before: relock,
		events: []game.Event{
			gp.SkillUsed{Seat: 1, Skill: gp.SkillRelock},
			gp.HoldChosen{Seat: 1, Held: 0b00011},
			gp.DiceRolled{Seat: 1, Dice: dice.Hand{6, 6, 1, 1, 2}, Rolled: 0b11100, Public: dice.FullMask},
		},
		held: 0b00011,
	}}
	c := ctx{Viewer: 0}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFace(tt.before.Config).Sync(c, tt.before)
			for _, e := range tt.events {
				f, _ = f.Event(c, e)
			}
			held, forced := f.holds(1)
			assert.Equal(t, tt.held, held, "held while tumbling")
			assert.Equal(t, tt.forced, forced, "forced while tumbling")
			f = f.Frame(c, 0)
			held, forced = f.holds(1)
			assert.Zero(t, held|forced, "spent once the dice land")
		})
	}
}
