package shengji

import (
	"testing"

	"github.com/stretchr/testify/require"

	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// fuzz are the fuzz targets: games read from the fuzzer's bytes (see
// screentest.FuzzSetup), trump declared or fixed, against the greedy
// computer (the expert thinks too long for a fuzzer's pace), their moves
// chosen among the legal ones by the bytes that follow and made with the
// keys a person would press, played to their end.
var fuzz = screentest.Targets[screenOf, gs.Config, gs.State, gs.Action, gs.View]{
	Screen: Game, Game: gs.Game, Move: pickedMove, Levels: []string{"greedy"}, MaxRounds: 1,
	Config: screentest.SetupPlayers(configOf),
	Play: screentest.Play[screenOf, gs.Action]{HelpOpen: screentest.HelpOpen[face, gs.View, gs.Action],
		Junk: []string{"left", "right", "space", "enter", "p", "t", "1", "2", "3", "4", "9", "T", "0",
			"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace", "pgup", "pgdown", "home", "end"}},
}

// pickedMove is the legal action pick chooses for the person to move (a
// declaration only among the four the keys reach), and its keys after the
// selection is cleared.
func pickedMove(t testing.TB, m screenOf, s gs.State, pick byte) ([]string, *gs.Action) {
	t.Helper()
	v := gs.Game.View(s, where(m).Viewer)
	legal, _ := v.Legal()
	require.NotEmpty(t, legal, "the screen waits for a move")
	if v.Phase == gs.PhaseDeal {
		legal = legal[:min(len(legal), 5)]
	}
	a := legal[int(pick)%len(legal)]
	return append([]string{"backspace"}, actionKeys(t, v, a)...), &a
}

// FuzzKeys plays games steered by the fuzzer's bytes through the screen's
// keys, clicks and resizes, to their end.
func FuzzKeys(f *testing.F) {
	fuzz.FuzzKeys(f, []byte("\x2a\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x01\x02\x81\x03\x90\x05\x07"))
}

// FuzzReplay replays games the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) {
	fuzz.FuzzReplay(f, []byte("\x04\x09\x00\x00\x00\x00\x00\x00\x00\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"))
}

// The fuzz targets' inputs reach the end of their games.
func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t, 24) }
