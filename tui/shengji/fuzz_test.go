package shengji

import (
	"testing"

	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// fuzz are the fuzz targets: games read from the fuzzer's bytes (see
// screentest.FuzzSetup), trump declared or fixed, against the greedy
// computer (the expert thinks too long for a fuzzer's pace), their moves
// chosen among the legal ones by the bytes that follow and made with the
// keys a person would press, played to their end.
var fuzz = screentest.Targets[screenOf, gs.Config, gs.State, gs.Action, gs.View]{
	Screen: Screens, Game: gs.Game, Name: "shengji", Move: pickedMove, Before: []string{"backspace"},
	Levels: []string{"greedy"}, Short: map[string]int{"deals": 1},
	Config: screentest.SetupPlayers(setupConfig),
	Play: screentest.Play[screenOf, gs.Action]{
		Junk: []string{"left", "right", "space", "enter", "p", "t", "1", "2", "3", "4", "9", "T", "0",
			"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace", "pgup", "pgdown", "home", "end"}},
	KeySeeds:    []string{"\x2a\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x01\x02\x81\x03\x90\x05\x07"},
	ReplaySeeds: []string{"\x04\x09\x00\x00\x00\x00\x00\x00\x00\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"},
	Inputs:      24,
}

// pickedMove is the legal action pick chooses (a declaration only among
// the four the keys reach), and its keys, after backspace clears the
// selection.
func pickedMove(t testing.TB, v gs.View, pick byte) ([]string, *gs.Action) {
	legal, _ := v.Legal()
	if v.Phase == gs.PhaseDeal {
		legal = legal[:min(len(legal), 5)]
	}
	a := screentest.Pick(t, legal, pick)
	return actionKeys(t, v, a), &a
}

// FuzzKeys plays games steered by the fuzzer's bytes through the screen's
// keys, clicks and resizes, to their end.
func FuzzKeys(f *testing.F) { fuzz.FuzzKeys(f) }

// FuzzReplay replays games the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) { fuzz.FuzzReplay(f) }

// The fuzz targets' inputs reach the end of their games.
func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t) }
