package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// start builds a screen of the game and runs its Init, press and drive
// feed it keys and messages; where says where it stands.
var start, press, drive, where = screentest.Helpers[screenOf](Screens)

// The shared screen-test helpers, under the names these tests use.
var (
	keys    = screentest.Keys
	flatten = screentest.Flatten
)

// setup is a game of seed between players (you and the optimal AI by
// default) at instant speed.
func setup(seed uint64, players ...game.Player) screen.Setup {
	return screentest.Setup("yahtzee", seed, []game.Player{you, aiOptimal}, players...)
}

// savedLog is the game's log as the table keeps it; truth is the game as
// the table holds it: its saved log, replayed.
var savedLog, truth = screentest.Records(gy.Game, "yahtzee")

// entries are the actions of the game so far.
func entries(t testing.TB, m screenOf) []game.Entry[gy.Action] {
	t.Helper()
	return savedLog(t, m).Entries
}

// view is the game as seat 0 sees it at the table.
func view(t testing.TB, m screenOf) gy.View { return gy.Game.View(truth(t, m), 0) }

// playOn presses keys for the people here until the game is over (each
// turn: roll, the keys given, score) and returns what the screen said at
// the end.
func playOn(t testing.TB, m screenOf, turn ...string) (screenOf, []string) {
	t.Helper()
	return screentest.PlayOn(t, m, 500, func(screenOf, table.Progress) []string {
		return append(append([]string{"r"}, turn...), "enter", "y")
	})
}

// playUntilOver plays as playOn does until the final table is on screen,
// before enter takes it to the result.
func playUntilOver(t testing.TB, m screenOf, turn ...string) (screenOf, int) {
	t.Helper()
	step := 0
	for ; !where(m).Over || !where(m).Holding; step++ {
		require.Less(t, step, 500, "the game never ends")
		if where(m).Holding {
			m = press(t, m, "enter")
			continue
		}
		m = press(t, m, append(append([]string{"r"}, turn...), "enter", "y")...)
	}
	return m, step
}
