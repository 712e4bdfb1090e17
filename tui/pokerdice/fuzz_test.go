package pokerdice

import (
	"math/bits"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screentest"
)

// fuzzPlay is a match read from the fuzzer's bytes (see
// screentest.FuzzSetup), its moves chosen among the legal ones by the
// bytes that follow and made with the keys a person would press, played
// to its end.
var fuzzPlay = screentest.Play[screenOf, gp.Action]{GameID: "pokerdice", Move: pickedMove, HelpOpen: helpOpen,
	Unstick: unstick(),
	Junk: []string{"left", "right", "space", "enter", "1", "2", "3", "4", "5", "p", "f", "d", "r", "s", "t", "?",
		"h", "l", "up", "down", "pgup", "pgdown", "home", "end"}}

// unstick are keys that make a move whatever dice junk keys held: esc,
// s (a stand after the reroll), then enter at each of the 32 ways of
// holding, reached one toggle at a time (a Gray code), one of which the
// rules allow.
func unstick() []string {
	keys := []string{"esc", "s", "enter"}
	for i := 1; i < 1<<dice.HandSize; i++ {
		keys = append(keys, strconv.Itoa(bits.TrailingZeros(uint(i))+1), "enter")
	}
	return keys
}

// helpOpen reports whether the full help covers the table.
func helpOpen(m screenOf) bool { return m.ShowHelp }

// dieKeys are the digit keys of the dice of m.
func dieKeys(m dice.Mask) []string {
	var keys []string
	for d := range dice.HandSize {
		if m.Has(d) {
			keys = append(keys, strconv.Itoa(d+1))
		}
	}
	return keys
}

// pickedMove is the legal action pick chooses for the person to move, and
// its keys after esc, which ends choosing a target or relocking: the
// dice's digits and enter for a hold (the holds the screen had are kept,
// so the action is not known in advance), r, the digits and enter for a
// relock, p or f and the die's digit for a peek or a force, d or s.
func pickedMove(t testing.TB, m screenOf, l game.Log[gp.Action], pick byte) ([]string, *gp.Action) {
	t.Helper()
	s, err := game.Replay(gp.Game, l)
	require.NoError(t, err)
	legal := gp.Game.View(s, where(m).Viewer).Legal()
	require.NotEmpty(t, legal, "the screen waits for a move")
	a := legal[int(pick)%len(legal)]
	keys := []string{"esc"}
	switch a.Kind {
	case gp.KindHold:
		return append(append(keys, dieKeys(a.Dice)...), "enter"), nil
	case gp.KindRelock:
		keys = append(append(append(keys, "r"), dieKeys(a.Dice)...), "enter")
	case gp.KindPeek:
		keys = append(keys, "p", strconv.Itoa(a.Die+1))
	case gp.KindForce:
		keys = append(keys, "f", strconv.Itoa(a.Die+1))
	case gp.KindDouble:
		keys = append(keys, "d")
	case gp.KindStand:
		keys = append(keys, "s")
	}
	return keys, &a
}

// fuzzKeys plays the match data describes at 80x24 and checks its end.
func fuzzKeys(t *testing.T, data []byte) screentest.Fuzzed {
	c := screentest.NewChoices(data)
	env := testEnv(c.Byte()&1 != 0)
	env.Width, env.Height = 80, 24
	m := start(t, env, screentest.FuzzSetup(t, "pokerdice", c, aipd.Levels, map[string]int{"rounds": 3}))
	m, out := fuzzPlay.Run(t, m, 80, 24, c)
	require.True(t, gp.Game.Outcome(truth(t, m)).Over, "the log holds the whole match")
	return out
}

// FuzzKeys plays matches steered by the fuzzer's bytes through the
// screen's keys, clicks and resizes, every variant, to their end.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x2a\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x02\x00\x03\x13\x40\x81\x83\x90\x05\x47"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzKeys(t, data) })
}

// fuzzReplay replays a match steered by the fuzzer's bytes, stepping
// through it with the keys the last bytes choose, and feeds the bytes
// themselves to Replay too, which must refuse them or replay them.
func fuzzReplay(t *testing.T, data []byte) bool {
	screentest.ReplayToEnd(t, Screens, testEnv(true), data, func(m screenOf) bool { return !where(m).Over })
	play, keys := screentest.NewChoices(data).Split()
	s := screentest.FuzzSetup(t, "pokerdice", play, aipd.Levels, map[string]int{"rounds": 3})
	cfg, err := setupConfig(s)
	require.NoError(t, err)
	log, ok := screentest.SteeredLog(t, gp.Game, cfg, s.Seed, s.Players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	return screentest.ReplaySteered(t, Screens, testEnv(false), log, keys, helpOpen)
}

// FuzzReplay replays matches the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x04\x09\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzReplay(t, data) })
}

// The fuzz targets' inputs reach the end of their matches.
func TestFuzzInputsReachTheEnd(t *testing.T) {
	screentest.RequireInputsEnd(t, 24, fuzzKeys, fuzzReplay)
}
