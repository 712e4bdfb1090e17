package blackjack

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screentest"
)

// fuzzPlay is a table read from the fuzzer's bytes (see
// screentest.FuzzSetup), its moves chosen among the legal ones by the
// bytes that follow and made with the keys a person would press, played
// until the table closes.
var fuzzPlay = screentest.Play[screenOf, gb.Action]{GameID: "blackjack", Move: pickedMove, HelpOpen: helpOpen,
	Junk: []string{"up", "down", "+", "-", "enter", "h", "s", "d", "p", "r", "i", "e", "n", "x", "b", "c", "t", "?",
		"pgup", "pgdown", "home", "end", "left", "right", "space", "1", "k"}}

// helpOpen reports whether the full help covers the table.
func helpOpen(m screenOf) bool { return m.ShowHelp }

// actionKey is the key of each action that takes no amount.
var actionKey = map[gb.ActionKind]string{
	gb.KindSitOut: "x", gb.KindRebuy: "b", gb.KindEvenMoney: "e", gb.KindDecline: "n", gb.KindHit: "h",
	gb.KindStand: "s", gb.KindDouble: "d", gb.KindSplit: "p", gb.KindSurrender: "r",
}

// pickedMove is the legal action pick chooses for the person to move, and
// its key: a bet and insurance are made with enter and i at the amount the
// screen shows, any other by its letter.
func pickedMove(t testing.TB, m screenOf, l game.Log[gb.Action], pick byte) ([]string, *gb.Action) {
	t.Helper()
	s, err := game.Replay(gb.Game, l)
	require.NoError(t, err)
	legal, _ := gb.Game.Legal(gb.Game.View(s, where(m).Viewer))
	require.NotEmpty(t, legal, "the screen waits for a move")
	a := legal[int(pick)%len(legal)]
	switch a.Kind {
	case gb.KindBet:
		return []string{"enter"}, nil
	case gb.KindInsure:
		return []string{"i"}, nil
	}
	k, ok := actionKey[a.Kind]
	require.True(t, ok, "a key for %s", a.Kind)
	return []string{k}, &a
}

// fuzzKeys plays the table data describes at 80x24 and checks its end.
func fuzzKeys(t *testing.T, data []byte) screentest.Fuzzed {
	c := screentest.NewChoices(data)
	m := start(t, sized(80, 24, false), screentest.FuzzSetup(t, "blackjack", c, aibj.Levels, map[string]int{"rounds": 3}))
	m, out := fuzzPlay.Run(t, m, 80, 24, c)
	require.True(t, gb.Game.Outcome(truth(t, m)).Over, "the log holds the whole table")
	return out
}

// FuzzKeys plays tables steered by the fuzzer's bytes through the
// screen's keys, clicks and resizes, every preset of rules, until they
// close.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x03\x01\x00\x00\x00\x00\x00\x00\x02\x00\x01\x02\x03\x01\x02\x81\x03\x90\x05\x07"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzKeys(t, data) })
}

// fuzzReplay replays a table steered by the fuzzer's bytes, stepping
// through it with the keys the last bytes choose, and feeds the bytes
// themselves to Replay too, which must refuse them or replay them.
func fuzzReplay(t *testing.T, data []byte) bool {
	screentest.ReplayToEnd(t, Screens, testEnv(true), data, func(m screenOf) bool { return !where(m).Over })
	play, keys := screentest.NewChoices(data).Split()
	s := screentest.FuzzSetup(t, "blackjack", play, aibj.Levels, map[string]int{"rounds": 3})
	players, cfg, err := setupOf(s)
	require.NoError(t, err)
	log, ok := screentest.SteeredLog(t, gb.Game, cfg, s.Seed, players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	return screentest.ReplaySteered(t, Screens, sized(80, 24, false), log, keys, helpOpen)
}

// FuzzReplay replays tables the fuzzer's bytes play, and the bytes
// themselves as a log (a saved table's among the seeds).
func FuzzReplay(f *testing.F) {
	s := setup(2, aiBasic)
	s.Options["rounds"] = "2"
	l := saved(f, start(f, testEnv(false), s))
	var buf bytes.Buffer
	require.NoError(f, l.Write(&buf))
	f.Add(buf.Bytes())
	f.Add([]byte{})
	f.Add([]byte("\x04\x09\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzReplay(t, data) })
}

// The fuzz targets' inputs reach the end of their tables.
func TestFuzzInputsReachTheEnd(t *testing.T) {
	screentest.RequireInputsEnd(t, 24, fuzzKeys, fuzzReplay)
}
