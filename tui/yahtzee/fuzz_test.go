package yahtzee

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	"teahouse/tui/screentest"
)

// fuzzPlay is a game read from the fuzzer's bytes (see
// screentest.FuzzSetup), played to its end: each byte rolls (holding the
// dice its low bits toggle) or scores the box under the cursor, which
// junk keys move.
var fuzzPlay = screentest.Play[screenOf, gy.Action]{GameID: "yahtzee", Move: pickedMove, HelpOpen: helpOpen,
	Unstick: []string{"left", "enter", "y"},
	Junk: []string{"left", "right", "up", "down", "space", "enter", "y", "r", "u", "1", "2", "3", "4", "5", "t", "?",
		"h", "j", "k", "l", "pgup", "pgdown", "home", "end"}}

// helpOpen reports whether the full help covers the table.
func helpOpen(m screenOf) bool { return m.ShowHelp }

// pickedMove is a roll or a score, as pick says, for the person to move:
// a roll toggles the dice of pick's low bits and presses r, a score (bit
// 0x40, or no roll left) presses enter and y for a 0. The holds and the
// box are the screen's (junk may have changed them), so the action is
// not known in advance; a key first takes back a question of scoring 0.
func pickedMove(t testing.TB, m screenOf, l game.Log[gy.Action], pick byte) ([]string, *gy.Action) {
	t.Helper()
	s, err := game.Replay(gy.Game, l)
	require.NoError(t, err)
	v := gy.Game.View(s, where(m).Viewer)
	keys := []string{"left"}
	if v.RollsUsed > 0 && (pick&0x40 != 0 || v.RollsUsed >= gy.RollsPerTurn) {
		return append(keys, "enter", "y"), nil
	}
	if v.RollsUsed > 0 {
		for d := range dice.HandSize {
			if pick&(1<<d) != 0 {
				keys = append(keys, strconv.Itoa(d+1))
			}
		}
	}
	return append(keys, "r"), nil
}

// fuzzKeys plays the game data describes at 80x24 and checks its end.
func fuzzKeys(t *testing.T, data []byte) screentest.Fuzzed {
	c := screentest.NewChoices(data)
	env := sized(80, 24, c.Byte()&1 != 0)
	m := start(t, env, screentest.FuzzSetup(t, "yahtzee", c, aiy.Levels, nil))
	m, out := fuzzPlay.Run(t, m, 80, 24, c)
	require.True(t, gy.Game.Outcome(truth(t, m)).Over, "the log holds the whole game")
	return out
}

// FuzzKeys plays games steered by the fuzzer's bytes through the screen's
// keys, clicks and resizes, to their end.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x02\x03\x13\x40\x81\x83\x90\x05\x47"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzKeys(t, data) })
}

// fuzzReplay replays a game steered by the fuzzer's bytes, stepping
// through it with the keys the last bytes choose, and feeds the bytes
// themselves to Replay too, which must refuse them or replay them.
func fuzzReplay(t *testing.T, data []byte) bool {
	screentest.ReplayToEnd(t, Screens, testEnv(true), data, func(m screenOf) bool { return !where(m).Over })
	play, keys := screentest.NewChoices(data).Split()
	s := screentest.FuzzSetup(t, "yahtzee", play, aiy.Levels, nil)
	cfg, players, err := setupOf(s)
	require.NoError(t, err)
	log, ok := screentest.SteeredLog(t, gy.Game, cfg, s.Seed, players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	env := sized(80, 24, false)
	return screentest.ReplaySteered(t, Screens, env, log, keys, helpOpen)
}

// FuzzReplay replays games the fuzzer's bytes play, and the bytes
// themselves as a log (a saved game's among the seeds).
func FuzzReplay(f *testing.F) {
	_, data := screentest.SavedLog(f, start(f, testEnv(false), setup(2, aiGreedy)))
	f.Add(data)
	f.Add([]byte{})
	f.Add([]byte("\x04\x09\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzReplay(t, data) })
}

// The fuzz targets' inputs reach the end of their games.
func TestFuzzInputsReachTheEnd(t *testing.T) {
	screentest.RequireInputsEnd(t, 24, fuzzKeys, fuzzReplay)
}
