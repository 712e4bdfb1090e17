package doudizhu

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/screentest"
)

// fuzzLevels are the computers a fuzzed session seats: the expert thinks
// too long for a fuzzer's pace.
var fuzzLevels = []string{"simple", "rule"}

// fuzzJunk are the keys the fuzzer presses between moves: every key of
// the table but those that quit or leave it.
var fuzzJunk = []string{"left", "right", "space", "enter", "p", "t", "c", "s", "v", "1", "2", "3", "4", "9", "T", "0",
	"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace", "pgup", "pgdown", "home", "end"}

// fuzzPlay is a session read from the fuzzer's bytes (see
// screentest.FuzzSetup), its moves chosen among the legal ones by the
// bytes that follow and made with the keys a person would press, played
// to its end.
var fuzzPlay = screentest.Play[screenOf, gd.Action]{GameID: "doudizhu", Junk: fuzzJunk, Move: pickedMove,
	HelpOpen: helpOpen}

// helpOpen reports whether the full help covers the table.
func helpOpen(m screenOf) bool { return m.ShowHelp }

// pickedMove is the legal action pick chooses for the person to move, and
// its keys: the selection cleared, then the bid, the call, the ranks of
// the cards typed and enter, or the pass.
func pickedMove(t testing.TB, m screenOf, l game.Log[gd.Action], pick byte) ([]string, *gd.Action) {
	t.Helper()
	s, err := game.Replay(gd.Game, l)
	require.NoError(t, err)
	legal := gd.Game.View(s, where(m).Viewer).Legal()
	require.NotEmpty(t, legal, "the screen waits for a move")
	a := legal[int(pick)%len(legal)]
	keys := []string{"backspace"}
	switch a.Kind {
	case gd.KindPass, gd.KindKeep:
		keys = append(keys, "p")
	case gd.KindBid:
		keys = append(keys, strconv.Itoa(a.Bid))
	case gd.KindCall, gd.KindRob:
		keys = append(keys, "enter")
	case gd.KindShow:
		keys = append(keys, "s")
	case gd.KindPlay:
		keys = append(append(keys, strings.Split(a.Cards.String(), "")...), "enter")
	}
	return keys, &a
}

// fuzzKeys plays the session data describes at 80x24 and checks its end:
// the screen said so, and the session's log is of a session over.
func fuzzKeys(t *testing.T, data []byte) screentest.Fuzzed {
	c := screentest.NewChoices(data)
	s := screentest.FuzzSetup(t, "doudizhu", c, fuzzLevels, map[string]int{"deals": 2})
	m := start(t, sized(80, 24, c.Byte()&1 != 0), s)
	m, out := fuzzPlay.Run(t, m, 80, 24, c)
	require.True(t, gd.Game.Outcome(truth(t, m)).Over, "the log holds the whole session")
	return out
}

// FuzzKeys plays sessions steered by the fuzzer's bytes through the
// screen's keys, clicks and resizes, every way of bidding, to their end.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x07\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x00\x00\x00\x01\x00\x03\x81\x03\x90\x05\x07"))
	f.Add([]byte("\x28\x00\x00\x00\x00\x00\x00\x00\x02\x02\x01\x01\x01\x00\x01\x01\x00\x02\x85\x9a\x30\x10\xe0\x22\x14"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzKeys(t, data) })
}

// fuzzReplay replays a session steered by the fuzzer's bytes, stepping
// through it with the keys the last bytes choose, and feeds the bytes
// themselves to Replay too, which must refuse them or replay them.
func fuzzReplay(t *testing.T, data []byte) bool {
	screentest.ReplayToEnd(t, Screens, sized(80, 24, true), data, func(m screenOf) bool { return !where(m).Over })
	play, keys := screentest.NewChoices(data).Split()
	s := screentest.FuzzSetup(t, "doudizhu", play, fuzzLevels, map[string]int{"deals": 2})
	cfg, err := setupConfig(s)
	require.NoError(t, err)
	log, ok := screentest.SteeredLog(t, gd.Game, cfg, s.Seed, s.Players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	return screentest.ReplaySteered(t, Screens, sized(80, 24, false), log, keys, helpOpen)
}

// FuzzReplay replays sessions the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x04\x09\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzReplay(t, data) })
}

// The fuzz targets' inputs reach the end of their sessions.
func TestFuzzInputsReachTheEnd(t *testing.T) {
	screentest.RequireInputsEnd(t, 40, fuzzKeys, fuzzReplay)
}
