package screentest

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
)

// Replayer returns OpenReplay for the screens of g, M their concrete type,
// in the environment env returns.
func Replayer[M screen.Screen](g screen.Screens, env func() screen.Env) func(t testing.TB, data []byte, name string) M {
	return func(t testing.TB, data []byte, name string) M {
		t.Helper()
		return OpenReplay[M](t, g, env(), data, name)
	}
}

// RequireSavedAsRead checks that SaveLog of the replay screen s writes
// data, the log the replay was read from, unchanged.
func RequireSavedAsRead(t testing.TB, s screen.Screen, data []byte) {
	t.Helper()
	again, err := s.SaveLog(t.TempDir())
	require.NoError(t, err)
	got, err := os.ReadFile(again)
	require.NoError(t, err)
	assert.Equal(t, data, got)
}

// RequireCorrupt checks that g refuses to replay data, read from the file
// name, with an error wrapping game.ErrCorruptLog that contains want (the
// file and line, "name:3:").
func RequireCorrupt(t testing.TB, g screen.Screens, env screen.Env, data []byte, name, want string) {
	t.Helper()
	_, err := g.Replay(env, data, name, game.Instant)
	require.ErrorIs(t, err, game.ErrCorruptLog)
	assert.Contains(t, err.Error(), want)
}

// ReplayToEnd opens g's replay of data, arbitrary bytes from a fuzzer, at
// instant speed and steps it with n while left reports an action left, a
// thousand steps at most, then draws it. It reports false when g refuses
// the bytes; it must never panic.
func ReplayToEnd[M screen.Screen](t testing.TB, g screen.Screens, env screen.Env, data []byte, left func(M) bool) (M, bool) {
	t.Helper()
	scr, err := g.Replay(env, data, "f.jsonl", game.Instant)
	if err != nil {
		var zero M
		return zero, false
	}
	m := scr.(M)
	for steps := 0; left(m) && steps < 1000; steps++ {
		m = Press(t, m, "n")
	}
	_ = m.View()
	return m, true
}
