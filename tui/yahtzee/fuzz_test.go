package yahtzee

import (
	"strconv"
	"testing"

	aiyz "teahouse/ai/yahtzee"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// fuzz are the fuzz targets: games read from the fuzzer's bytes (see
// screentest.FuzzSetup), with the ASCII theme or not, played to their
// end: each byte rolls (holding the dice its low bits toggle) or scores
// the box under the cursor, which junk keys move.
var fuzz = screentest.Targets[screenOf, gy.Config, gy.State, gy.Action, gy.View]{
	Screen: Screens, Game: gy.Game, Name: "yahtzee", Move: pickedMove, Before: []string{"left"},
	Levels: aiyz.Levels, ASCII: true,
	Config: setupOf,
	Env:    func(ascii bool) screen.Env { return sized(80, 24, ascii) },
	Play: screentest.Play[screenOf, gy.Action]{
		Unstick: []string{"left", "enter", "y"},
		Junk: []string{"left", "right", "up", "down", "space", "enter", "y", "r", "u", "1", "2", "3", "4", "5", "t", "?",
			"h", "j", "k", "l", "pgup", "pgdown", "home", "end"}},
	KeySeeds:    []string{"\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x02\x03\x13\x40\x81\x83\x90\x05\x47"},
	ReplaySeeds: []string{"\x04\x09\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"},
	Inputs:      24,
}

// pickedMove is a roll or a score, as pick says: a roll toggles the dice
// of pick's low bits and presses r, a score (bit 0x40, or no roll left)
// presses enter and y for a 0. The holds and the box are the screen's
// (junk may have changed them), so the action is not known in advance; a
// key (left) first takes back a question of scoring 0.
func pickedMove(_ testing.TB, v gy.View, pick byte) ([]string, *gy.Action) {
	if v.RollsUsed > 0 && (pick&0x40 != 0 || v.RollsUsed >= gy.RollsPerTurn) {
		return []string{"enter", "y"}, nil
	}
	var keys []string
	for d := range dice.HandSize {
		if v.RollsUsed > 0 && pick&(1<<d) != 0 {
			keys = append(keys, strconv.Itoa(d+1))
		}
	}
	return append(keys, "r"), nil
}

// FuzzKeys plays games steered by the fuzzer's bytes through the screen's
// keys, clicks and resizes, to their end.
func FuzzKeys(f *testing.F) { fuzz.FuzzKeys(f) }

// FuzzReplay replays games the fuzzer's bytes play, and the bytes
// themselves as a log (a saved game's among the seeds).
func FuzzReplay(f *testing.F) {
	_, data := screentest.SavedLog(f, start(f, testEnv(false), setup(2, aiGreedy)))
	fuzz.FuzzReplay(f, data)
}

// The fuzz targets' inputs reach the end of their games.
func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t) }
