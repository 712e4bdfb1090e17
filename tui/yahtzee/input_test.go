package yahtzee

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// Digits and space toggle holds, left/right move the die focus, r rolls
// the dice not held, up/down pick a box and enter scores it: the log has
// exactly those actions.
func TestInputKeysPlayATurn(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = press(t, m, "r")
	m = press(t, m, "1")           // die 1 held
	m = press(t, m, "l", "l", " ") // focus on die 3 and hold it
	m = press(t, m, "5", "5", "4") // die 5 on and off, die 4 on
	m = press(t, m, "r")           // roll dice 2 and 5
	m = moveTo(t, m, yz.Yahtzee)
	m = press(t, m, "enter")
	require.Contains(t, flatten(m.View()), "Score 0 in Yahtzee?", "a 0 asks first")
	require.Len(t, entries(t, m), 2, "nothing scored yet")
	m = press(t, m, "y")
	assert.Equal(t, []game.Entry[gy.Action]{
		{Seat: 0, Action: gy.Roll(0)},
		{Seat: 0, Action: gy.Roll(0b01101)},
		{Seat: 0, Action: gy.ScoreBox(yz.Yahtzee)},
	}, entries(t, m))
	assert.Contains(t, m.View(), "Round 2 of 13")
}

// The holds of a roll stay held for the next one; a new turn starts with
// none, and the box focus passes over filled boxes.
func TestInputHoldsAndFocusAcrossTurns(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = press(t, m, "r", "2", "5", "r", "r")
	m = score(t, moveTo(t, m, yz.Twos), "enter")
	m = press(t, m, "r", "r") // nothing held in the new turn
	m = moveTo(t, m, yz.Threes)
	m = score(t, m, "up") // from Threes up: past Twos to Aces
	es := entries(t, m)
	require.Len(t, es, 7)
	assert.Equal(t, gy.Roll(0b10010), es[1].Action)
	assert.Equal(t, gy.Roll(0b10010), es[2].Action, "the holds stayed")
	assert.Equal(t, gy.ScoreBox(yz.Twos), es[3].Action)
	assert.Equal(t, gy.Roll(0), es[5].Action, "a new turn holds nothing")
	assert.Equal(t, gy.ScoreBox(yz.Ones), es[6].Action)
}

// Pressing what the game refuses says why in the status line and changes
// nothing at the table.
func TestInputRefusalsSayWhy(t *testing.T) {
	tests := []struct {
		name   string
		keys   []string
		reason string
	}{
		{"score before rolling", []string{"enter"}, "Roll before you score"},
		{"hold before rolling", []string{"2"}, "Roll first: there is nothing to hold before the first roll"},
		{"a fourth roll", []string{"r", "r", "r", "r"}, "You have rolled three times: choose a box"},
		{"every die held", []string{"r", "1", "2", "3", "4", "5", "r"}, "Every die is held"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := start(t, testEnv(false), setup(42, you))
			m = press(t, m, tc.keys[:len(tc.keys)-1]...)
			before := entries(t, m)
			m = press(t, m, tc.keys[len(tc.keys)-1])
			assert.Contains(t, flatten(m.View()), tc.reason)
			assert.Equal(t, before, entries(t, m), "nothing was played")
		})
	}
}

// Buttons the game would refuse are dimmed: ( ) instead of [ ].
func TestInputButtonsAreDimmed(t *testing.T) {
	m := start(t, testEnv(true), setup(42, you))
	assert.Contains(t, m.View(), "[ r Roll ]")
	assert.Contains(t, m.View(), "( enter Score )")
	m = press(t, m, "r", "r", "r")
	assert.Contains(t, m.View(), "( r Roll )")
	assert.Regexp(t, `\[ enter Score [A-Z]`, m.View(), "scoring the box under the cursor is on")
}

// dieRect is where die d is on an ASCII screen: the dice are the first
// boxes drawn in the column beside the card.
func dieRect(t testing.TB, view string, d int, small bool) ui.Rect {
	t.Helper()
	top, w, h := "+-------+", ui.DieWidth, ui.DieHeight
	if small {
		top, w, h = "+---+", ui.SmallDieWidth, ui.SmallDieHeight
	}
	r, ok := screentest.FindText(view, top)
	require.True(t, ok, "no dice:\n%s", view)
	return ui.Rect{X: r.X + d*(w+1), Y: r.Y, W: w, H: h}
}

// A click on a die toggles exactly its hold, with big dice and small ones;
// Roll rolls the others, a click on a box's row scores it.
func TestInputClicks(t *testing.T) {
	six := []game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal}
	for _, c := range []struct {
		w, h    int
		players []game.Player
	}{{100, 30, nil}, {80, 24, nil}, {80, 24, six}} {
		for _, b := range []yz.Box{yz.Threes, yz.Chance} {
			t.Run(fmt.Sprintf("%dx%d/%dp/%s", c.w, c.h, max(2, len(c.players)), b), func(t *testing.T) {
				m := start(t, sized(c.w, c.h, true), setup(42, c.players...))
				m = clickRoll(t, m)
				d := int(b) % dice.HandSize
				small := len(c.players) == 6
				m, _ = drive(t, m, screentest.Click(dieRect(t, m.View(), d, small)))
				m, _ = drive(t, m, screentest.Click(dieRect(t, m.View(), 4, small)))
				m, _ = drive(t, m, screentest.Click(dieRect(t, m.View(), 4, small))) // and off again
				m = clickRoll(t, m)
				v := view(t, m)
				want, _, err := v.Card().Points(v.Dice, b)
				require.NoError(t, err)
				m = clickRow(t, m, b)
				require.Len(t, entries(t, m), 2, "one click only selects the row")
				m = scoreRow(t, m, b)
				es := entries(t, m)
				require.GreaterOrEqual(t, len(es), 3)
				assert.Equal(t, gy.Roll(dice.Mask(1)<<d), es[1].Action, "only die %d held", d+1)
				assert.Equal(t, gy.ScoreBox(b), es[2].Action)
				assert.Equal(t, want, truth(t, m).Card(0).Scores[b], "the box holds what the card showed")
			})
		}
	}
}

// A click on a row the game refuses says why and changes nothing.
func TestInputRefusedRow(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = clickRow(t, m, yz.Chance)
	assert.Contains(t, m.View(), "Roll before you score")
	assert.Empty(t, entries(t, m))
	m = press(t, m, "r")
	m = scoreRow(t, m, yz.Chance)
	m = press(t, m, "r")
	before := entries(t, m)
	m = clickRow(t, m, yz.Chance)
	assert.Contains(t, flatten(m.View()), "Chance holds")
	assert.Equal(t, before, entries(t, m))
}

// esc closes the help, then the advisor, and only then asks to leave; ?
// shows the rules, the joker rule too.
func TestInputEscapeAndHelp(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "t", "?")
	assert.Contains(t, flatten(m.View()), "a Yahtzee must go in its upper box if open")
	assert.Contains(t, flatten(m.View()), "box up")
	m, out := drive(t, m, keys("esc")...)
	assert.Contains(t, m.View(), "| Advisor ")
	assert.NotContains(t, m.View(), "How to play")
	m, out = drive(t, m, keys("esc")...)
	assert.Contains(t, m.View(), "| Log ")
	assert.Empty(t, out)
	_, out = drive(t, m, keys("esc")...)
	assert.Len(t, out, 1, "esc with nothing open leaves")
}

// A joker: the card shows the one box a Yahtzee may go in with its score,
// the other open boxes as forbidden (--), and a forbidden box is refused
// with the joker rule's reason. The position is reached by keys and clicks.
func TestInputJoker(t *testing.T) {
	seed, plan := jokerPlan(t)
	m := start(t, testEnv(true), setup(seed, you))
	for _, a := range plan {
		m = act(t, m, a)
	}
	v := view(t, m)
	face, upper := v.Dice[0], yz.UpperBox(v.Dice[0])
	require.True(t, yz.IsYahtzee(v.Dice))
	row := func(b yz.Box) string { return strings.Split(m.View(), "\n")[rowRect(t, m, b).Y][:40] }
	assert.Contains(t, row(yz.Chance), "--", "Chance is drawn forbidden")
	assert.Contains(t, row(upper), fmt.Sprintf("(%d)", 5*face), "%s shows its score", upper)

	before := entries(t, m)
	m = clickRow(t, m, yz.Chance)
	assert.Contains(t, flatten(m.View()), fmt.Sprintf("Joker rule: a Yahtzee of %ds must go in %s", face, upper))
	assert.Equal(t, before, entries(t, m))
	m = scoreRow(t, m, upper)
	require.Len(t, entries(t, m), len(before)+1)
	assert.Contains(t, flatten(m.View()), fmt.Sprintf("You score %d in %s (joker).", 5*face, upper))
}

// rowRect is where box b's name is on the card, marked focused or not.
func rowRect(t testing.TB, m screenOf, b yz.Box) ui.Rect {
	t.Helper()
	for y, line := range strings.Split(ansi.Strip(m.View()), "\n") {
		if strings.HasPrefix(line[min(2, len(line)):], longNames[b]+" ") {
			return ui.Rect{Y: y, W: 2 + len(longNames[b])}
		}
	}
	require.Fail(t, "no row "+b.String(), m.View())
	return ui.Rect{}
}

// clickRow clicks box b's row on the card.
func clickRow(t testing.TB, m screenOf, b yz.Box) screenOf {
	t.Helper()
	m, _ = drive(t, m, screentest.Click(rowRect(t, m, b)))
	return m
}

// clickRoll clicks the Roll button, with its key or without (on a narrow
// screen).
func clickRoll(t testing.TB, m screenOf) screenOf {
	t.Helper()
	if strings.Contains(m.View(), "r Roll") {
		return screentest.ClickText(t, m, "r Roll")
	}
	return screentest.ClickText(t, m, "[ Roll ]")
}

// scoreRow scores box b with clicks on its row: one selects it, the
// second scores it, and a third confirms a 0.
func scoreRow(t testing.TB, m screenOf, b yz.Box) screenOf {
	t.Helper()
	m = clickRow(t, clickRow(t, m, b), b)
	if strings.Contains(flatten(m.View()), "Score 0 in") {
		m = clickRow(t, m, b)
	}
	return m
}

// focused is the box under the cursor on the card.
func focused(t testing.TB, m screenOf) yz.Box {
	t.Helper()
	for _, line := range strings.Split(ansi.Strip(m.View()), "\n") {
		for b, name := range longNames {
			if strings.HasPrefix(line, "> "+name+" ") {
				return yz.Box(b)
			}
		}
	}
	require.Fail(t, "no box under the cursor", m.View())
	return 0
}

// moveTo moves the box cursor down to box b.
func moveTo(t testing.TB, m screenOf, b yz.Box) screenOf {
	t.Helper()
	for range yz.NumBoxes {
		if focused(t, m) == b {
			return m
		}
		m = press(t, m, "down")
	}
	require.Fail(t, "the cursor never reaches "+b.String())
	return m
}

// score presses k and then enter (y too, when a 0 asks first).
func score(t testing.TB, m screenOf, k ...string) screenOf {
	t.Helper()
	m = press(t, m, k...)
	if k[len(k)-1] != "enter" {
		m = press(t, m, "enter")
	}
	if strings.Contains(flatten(m.View()), "Score 0 in") {
		m = press(t, m, "y")
	}
	return m
}

// act plays a by keys: the dice to hold toggled, then r; or a click on the
// box's row.
func act(t *testing.T, m screenOf, a gy.Action) screenOf {
	t.Helper()
	if a.Kind == gy.KindScore {
		return scoreRow(t, m, a.Box)
	}
	var held dice.Mask
	if n := len(entries(t, m)); n > 0 {
		if last := entries(t, m)[n-1].Action; last.Kind == gy.KindRoll {
			held = last.Hold
		}
	}
	for d := range dice.HandSize {
		if (held ^ a.Hold).Has(d) {
			m = press(t, m, fmt.Sprint(d+1))
		}
	}
	return press(t, m, "r")
}

// jokerPlan finds a solitaire game, played with the reducer, that reaches a
// Yahtzee with the Yahtzee box already filled (scratched in round 1) and
// the matching upper box open, and returns its seed and actions.
func jokerPlan(t *testing.T) (uint64, []gy.Action) {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		s, err := gy.Game.New(gy.Config{Seats: 1}, seed)
		require.NoError(t, err)
		var plan []gy.Action
		play := func(a gy.Action) {
			s, _, err = gy.Game.Reduce(s, 0, a)
			require.NoError(t, err)
			plan = append(plan, a)
		}
		for round := 1; round <= gy.Rounds; round++ {
			play(gy.Roll(0))
			for roll := 2; roll <= gy.RollsPerTurn && !yz.IsYahtzee(gy.Game.View(s, 0).Dice); roll++ {
				play(gy.Roll(keepMost(gy.Game.View(s, 0).Dice)))
			}
			v := gy.Game.View(s, 0)
			if round > 1 && yz.IsYahtzee(v.Dice) && !v.Card().IsFilled(yz.UpperBox(v.Dice[0])) {
				return seed, plan
			}
			box := yz.Yahtzee // scratched in round 1
			if round > 1 {
				box = spare(v.Card().Allowed(v.Dice))
			}
			play(gy.ScoreBox(box))
		}
	}
	t.Fatal("no joker in 500 games")
	return 0, nil
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
