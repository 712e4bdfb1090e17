package screentest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Targets are a game screen's two fuzz targets (see Choices), M the
// screen's type, the rest the game's types:
//
//	var fuzz = screentest.Targets[screenOf, gd.Config, gd.State, gd.Action, gd.View]{...}
//	func FuzzKeys(f *testing.F)                  { fuzz.FuzzKeys(f, seeds...) }
//	func FuzzReplay(f *testing.F)                { fuzz.FuzzReplay(f, seeds...) }
//	func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t, 24) }
type Targets[M Progressor, C, S, A, V any] struct {
	// Screen is the game's screens, Game its engine.
	Screen screen.Game
	Game   game.Game[C, S, A, V]
	// Levels are the computers a fuzzed table seats, MaxRounds its most
	// rounds (see FuzzSetup).
	Levels    []string
	MaxRounds int
	// Config is the game's config and players of a setup.
	Config func(screen.Setup) (C, []game.Player, error)
	// Env is the environment of the screens at 80x24, ASCII-only when
	// ascii is set; Sized when nil.
	Env func(ascii bool) screen.Env
	// ASCII has the keys target read whether it plays with ASCII from
	// the byte after the setup.
	ASCII bool
	// Move is the keys of a move for the person m waits for in s, and
	// the action they make (see Play.Move); Play's own Move is not used.
	Move func(t testing.TB, m M, s S, pick byte) (keys []string, want *A)
	// Play plays the live table; its GameID is Screen's.
	Play Play[M, A]
}

// env is the environment of the screens at 80x24.
func (z Targets[M, C, S, A, V]) env(ascii bool) screen.Env {
	if z.Env == nil {
		return Sized(80, 24, ascii)
	}
	return z.Env(ascii)
}

// Keys is the body of FuzzKeys: the table data describes, played at
// 80x24 through the screen's keys, clicks and resizes, to its end, which
// the saved log holds.
func (z Targets[M, C, S, A, V]) Keys(t *testing.T, data []byte) Fuzzed {
	c := NewChoices(data)
	s := FuzzSetup(z.Screen, c, z.Levels, z.MaxRounds)
	m := Start[M](t, z.Screen, z.env(z.ASCII && c.Byte()&1 != 0), s)
	p := z.Play
	p.GameID = z.Screen.ID
	p.Move = func(t testing.TB, m M, l game.Log[A], pick byte) ([]string, *A) {
		t.Helper()
		s, err := game.Replay(z.Game, l)
		require.NoError(t, err)
		return z.Move(t, m, s, pick)
	}
	m, out := p.Run(t, m, 80, 24, c)
	_, truth := Records(z.Game, z.Screen.ID)
	require.True(t, z.Game.Outcome(truth(t, m)).Over, "the log holds the whole game")
	return out
}

// Replay is the body of FuzzReplay: the bytes themselves replayed, which
// the screen must refuse or replay, then the table the bytes play, stepped
// through with the keys the last bytes choose (see ReplaySteered).
func (z Targets[M, C, S, A, V]) Replay(t *testing.T, data []byte) bool {
	ReplayToEnd(t, z.Screen, z.env(true), data, func(m M) bool { return !m.Progress().Over })
	play, keys := NewChoices(data).Split()
	s := FuzzSetup(z.Screen, play, z.Levels, z.MaxRounds)
	cfg, players, err := z.Config(s)
	require.NoError(t, err)
	log, ok := SteeredLog(t, z.Game, cfg, s.Seed, players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	return ReplaySteered(t, z.Screen, z.env(false), log, keys, z.Play.HelpOpen)
}

// FuzzKeys fuzzes Keys from the empty input and seeds.
func (z Targets[M, C, S, A, V]) FuzzKeys(f *testing.F, seeds ...[]byte) {
	fuzz(f, z.Keys, seeds)
}

// FuzzReplay fuzzes Replay from the empty input and seeds (a saved
// table's log among them).
func (z Targets[M, C, S, A, V]) FuzzReplay(f *testing.F, seeds ...[]byte) {
	fuzz(f, z.Replay, seeds)
}

// fuzz fuzzes body from the empty input and seeds.
func fuzz[R any](f *testing.F, body func(*testing.T, []byte) R, seeds [][]byte) {
	f.Add([]byte{})
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { body(t, data) })
}

// RequireInputsEnd checks that n random inputs of the two targets reach
// the end of their tables (see RequireInputsEnd).
func (z Targets[M, C, S, A, V]) RequireInputsEnd(t *testing.T, n int) {
	t.Helper()
	RequireInputsEnd(t, n, z.Keys, z.Replay)
}

// HelpOpen reports whether the full help covers m's table.
func HelpOpen[F, V, A any](m table.Model[F, V, A]) bool { return m.ShowHelp }

// SetupPlayers is Config for a game whose config configOf reads from a
// setup, the players the setup's.
func SetupPlayers[C any](configOf func(screen.Setup) (C, error)) func(screen.Setup) (C, []game.Player, error) {
	return func(s screen.Setup) (C, []game.Player, error) {
		cfg, err := configOf(s)
		return cfg, s.Players, err
	}
}
