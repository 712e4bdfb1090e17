package screentest

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
)

// Targets are a game screen's two fuzz targets (see Choices), M the
// screen's type, the rest the game's types:
//
//	var fuzz = screentest.Targets[screenOf, gd.Config, gd.State, gd.Action, gd.View]{...}
//	func FuzzKeys(f *testing.F)                  { fuzz.FuzzKeys(f, seeds...) }
//	func FuzzReplay(f *testing.F)                { fuzz.FuzzReplay(f, seeds...) }
//	func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t, 24) }
type Targets[M Progressor, C, S, A, V any] struct {
	// Screen is the game's screens, Game its engine and Name its name in
	// the catalog and its logs.
	Screen screen.Screens
	Game   game.Game[C, S, A, V]
	Name   string
	// Levels are the computers a fuzzed table seats, Short the most a
	// number option (its match length) counts (see FuzzSetup).
	Levels []string
	Short  map[string]int
	// Config is the game's config and players of a setup.
	Config func(screen.Setup) (C, []game.Player, error)
	// Env is the environment of the screens at 80x24, ASCII-only when
	// ascii is set; Sized when nil.
	Env func(ascii bool) screen.Env
	// ASCII has the keys target read whether it plays with ASCII from
	// the byte after the setup.
	ASCII bool
	// Move is the keys of a move picked by pick for the person the screen
	// waits for, whose view is v, and the action they make (see
	// Play.Move, which it fills); Before are keys pressed before each
	// move's, to undo what junk keys chose.
	Move   func(t testing.TB, v V, pick byte) (keys []string, want *A)
	Before []string
	// Play plays the live table; its GameID is Name.
	Play Play[M, A]
	// KeySeeds and ReplaySeeds are the targets' seed inputs besides the
	// empty one; Inputs is how many random inputs RequireInputsEnd plays.
	KeySeeds, ReplaySeeds []string
	Inputs                int
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
	s := FuzzSetup(t, z.Name, c, z.Levels, z.Short)
	m := Start[M](t, z.Screen, z.env(z.ASCII && c.Byte()&1 != 0), s)
	p := z.Play
	p.GameID = z.Name
	p.Move = func(t testing.TB, m M, l game.Log[A], pick byte) ([]string, *A) {
		t.Helper()
		s, err := game.Replay(z.Game, l)
		require.NoError(t, err)
		keys, want := z.Move(t, z.Game.View(s, m.Progress().Viewer), pick)
		return append(slices.Clone(z.Before), keys...), want
	}
	m, out := p.Run(t, m, 80, 24, c)
	_, truth := Records(z.Game, z.Name)
	require.True(t, z.Game.Outcome(truth(t, m)).Over, "the log holds the whole game")
	return out
}

// Replay is the body of FuzzReplay: the bytes themselves replayed, which
// the screen must refuse or replay, then the table the bytes play, stepped
// through with the keys the last bytes choose (see ReplaySteered).
func (z Targets[M, C, S, A, V]) Replay(t *testing.T, data []byte) bool {
	ReplayToEnd(t, z.Screen, z.env(true), data, func(m M) bool { return !m.Progress().Over })
	play, keys := NewChoices(data).Split()
	s := FuzzSetup(t, z.Name, play, z.Levels, z.Short)
	cfg, players, err := z.Config(s)
	require.NoError(t, err)
	log, ok := SteeredLog(t, z.Game, cfg, s.Seed, players, play)
	require.True(t, ok, "a setup's config is one the game takes")
	return ReplaySteered[M](t, z.Screen, z.env(false), log, keys)
}

// FuzzKeys fuzzes Keys from the empty input and KeySeeds.
func (z Targets[M, C, S, A, V]) FuzzKeys(f *testing.F) {
	fuzz(f, z.Keys, z.KeySeeds, nil)
}

// FuzzReplay fuzzes Replay from the empty input, ReplaySeeds and logs (a
// saved table's).
func (z Targets[M, C, S, A, V]) FuzzReplay(f *testing.F, logs ...[]byte) {
	fuzz(f, z.Replay, z.ReplaySeeds, logs)
}

// fuzz fuzzes body from the empty input, seeds and more.
func fuzz[R any](f *testing.F, body func(*testing.T, []byte) R, seeds []string, more [][]byte) {
	f.Add([]byte{})
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	for _, b := range more {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) { body(t, data) })
}

// RequireInputsEnd checks that Inputs random inputs of the two targets
// reach the end of their tables (see RequireInputsEnd).
func (z Targets[M, C, S, A, V]) RequireInputsEnd(t *testing.T) {
	t.Helper()
	RequireInputsEnd(t, z.Inputs, z.Keys, z.Replay)
}

// Pick is the action of legal that pick chooses; the screen waits for a
// move, so there is one.
func Pick[A any](t testing.TB, legal []A, pick byte) A {
	t.Helper()
	require.NotEmpty(t, legal, "the screen waits for a move")
	return legal[int(pick)%len(legal)]
}

// SetupPlayers is Config for a game whose config configOf reads from a
// setup, the players the setup's.
func SetupPlayers[C any](configOf func(screen.Setup) (C, error)) func(screen.Setup) (C, []game.Player, error) {
	return func(s screen.Setup) (C, []game.Player, error) {
		cfg, err := configOf(s)
		return cfg, s.Players, err
	}
}
