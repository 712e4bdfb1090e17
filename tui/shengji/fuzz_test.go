package shengji

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// fuzzLevels are the computers a fuzzed game seats: the expert thinks too
// long for a fuzzer's pace.
var fuzzLevels = []string{"greedy"}

// fuzzPlay is a game read from the fuzzer's bytes (see
// screentest.FuzzSetup), its moves chosen among the legal ones by the
// bytes that follow and made with the keys a person would press, played
// to its end.
var fuzzPlay = screentest.Play[screenOf, gs.Action]{GameID: "shengji", Move: pickedMove, HelpOpen: helpOpen,
	Junk: []string{"left", "right", "space", "enter", "p", "t", "1", "2", "3", "4", "9", "T", "0",
		"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace", "pgup", "pgdown", "home", "end"}}

// helpOpen reports whether the full help covers the table.
func helpOpen(m screenOf) bool { return m.ShowHelp }

// pickedMove is the legal action pick chooses for the person to move (a
// declaration only among the four the keys reach), and its keys after the
// selection is cleared.
func pickedMove(t testing.TB, m screenOf, l game.Log[gs.Action], pick byte) ([]string, *gs.Action) {
	t.Helper()
	s, err := game.Replay(gs.Game, l)
	require.NoError(t, err)
	v := gs.Game.View(s, where(m).Viewer)
	legal, _ := v.Legal()
	require.NotEmpty(t, legal, "the screen waits for a move")
	if v.Phase == gs.PhaseDeal {
		legal = legal[:min(len(legal), 5)]
	}
	a := legal[int(pick)%len(legal)]
	return append([]string{"backspace"}, actionKeys(t, v, a)...), &a
}

// fuzzKeys plays the game data describes at 80x24 and checks its end.
func fuzzKeys(t *testing.T, data []byte) screentest.Fuzzed {
	c := screentest.NewChoices(data)
	m := start(t, sized(80, 24), screentest.FuzzSetup(t, "shengji", c, fuzzLevels, map[string]int{"deals": 1}))
	m, out := fuzzPlay.Run(t, m, 80, 24, c)
	require.True(t, gs.Game.Outcome(truth(t, m)).Over, "the log holds the whole game")
	return out
}

// FuzzKeys plays games steered by the fuzzer's bytes through the screen's
// keys, clicks and resizes, trump declared or fixed, to their end.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x2a\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x01\x02\x81\x03\x90\x05\x07"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzKeys(t, data) })
}

// fuzzReplay replays a game steered by the fuzzer's bytes, stepping
// through it with the keys the last bytes choose, and feeds the bytes
// themselves to Replay too, which must refuse them or replay them.
func fuzzReplay(t *testing.T, data []byte) bool {
	screentest.ReplayToEnd(t, Screens, sized(80, 24), data, func(m screenOf) bool { return !where(m).Over })
	play, keys := screentest.NewChoices(data).Split()
	s := screentest.FuzzSetup(t, "shengji", play, fuzzLevels, map[string]int{"deals": 1})
	cfg, err := setupConfig(s)
	require.NoError(t, err)
	log, ok := screentest.SteeredLog(t, gs.Game, cfg, s.Seed, s.Players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	return screentest.ReplaySteered(t, Screens, sized(80, 24), log, keys, helpOpen)
}

// FuzzReplay replays games the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x04\x09\x00\x00\x00\x00\x00\x00\x00\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzReplay(t, data) })
}

// The fuzz targets' inputs reach the end of their games.
func TestFuzzInputsReachTheEnd(t *testing.T) {
	screentest.RequireInputsEnd(t, 24, fuzzKeys, fuzzReplay)
}
