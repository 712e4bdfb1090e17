package bot_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/gametest"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// within runs f and fails the test if f has not returned while the test
// binary has time left (gametest.Patience), far below the programs' sleeps.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(gametest.Patience(t)):
		t.Fatalf("%s hangs", what)
	}
}

// steps is a game of one seat and Config steps, each request of which
// holds more than a pipe's buffer: a step, short or, with an even number
// of steps left, long.
type steps struct{}

// stepped is the event of a step.
type stepped struct {
	Left int `json:"left"`
}

func (stepped) EventName() string { return "stepped" }

type stepView struct {
	Left int    `json:"left"`
	Pad  string `json:"pad"`
}

type step struct {
	Step bool `json:"step"`
	Long bool `json:"long,omitempty"`
}

func (steps) Name() string                                { return "steps" }
func (steps) Version() int                                { return 1 }
func (steps) New(n int, _ uint64) (int, error)            { return n, nil }
func (steps) Seats(int) int                               { return 1 }
func (steps) Redact(e game.Event, _ game.Seat) game.Event { return e }
func (steps) Apply(v stepView, e game.Event) stepView {
	if s, ok := e.(stepped); ok {
		v.Left = s.Left
	}
	return v
}
func (steps) Check(stepView, step) error { return nil }
func (steps) Reduce(s int, _ game.Seat, _ step) (int, []game.Event, error) {
	return s - 1, []game.Event{stepped{Left: s - 1}}, nil
}
func (steps) Legal(v stepView) ([]step, bool) {
	if v.Left%2 == 0 {
		return []step{{Step: true}, {Step: true, Long: true}}, true
	}
	return []step{{Step: true}}, true
}
func (steps) Waiting(s int) []game.Seat {
	if s > 0 {
		return []game.Seat{0}
	}
	return nil
}
func (steps) View(s int, _ game.Seat) stepView {
	return stepView{Left: s, Pad: strings.Repeat("x", 256<<10)}
}
func (steps) Outcome(s int) game.Outcome {
	return game.Outcome{Over: s == 0, Seats: []game.SeatResult{{}}}
}

// shProgram is a Program running script with sh (its $0 the test binary,
// its $1 arg), its standard error in stderrPath, with the first legal
// action as its fallback.
func shProgram[V, A any](t *testing.T, gameName, script, arg string, o bot.Options) (*bot.Program[V, A], host.Sitter[V, A]) {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	o.Stderr = stderrFile(t)
	p, err := bot.Exec[V, A](gameName, fmt.Sprintf("sh -c %q %q %q", script, exe, arg), o)
	require.NoError(t, err)
	first := host.Func[V, A](func(v V) A { return firstOf[V, A](v) })
	return p, host.Sitter[V, A]{Player: game.Player{Kind: game.Program, Command: script}, Controller: p, Fallback: first}
}

// firstOf is the first legal action of the games these tests play.
func firstOf[V, A any](v V) A {
	switch v := any(v).(type) {
	case gp.View:
		return any(v.Legal()[0]).(A)
	case stepView:
		return any(step{Step: true}).(A)
	}
	panic("no such game")
}

// A program that closes its output, or answers without reading its
// requests, loses its seat within the timeout; the game plays on.
func TestAProgramThatCannotBeHeardOrWillNotListen(t *testing.T) {
	tests := []struct {
		name, script, note string
	}{
		{"closes its output", `exec >&-; exec cat >/dev/null`, "P1 closed its standard output"},
		{"answers without reading", `while :; do echo '{"step":true}'; sleep 1; done`, "P1 did not read its request within 300ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, seat := shProgram[stepView, step](t, "steps", tt.script, "", bot.Options{Timeout: 300 * time.Millisecond})
			var g host.Game[int, step]
			within(t, "the game", func() {
				var err error
				g, err = host.Play(context.Background(), steps{}, 3, 1, []host.Sitter[stepView, step]{seat}, host.PlayOptions{})
				require.NoError(t, err)
			})
			within(t, "closing the program", func() { require.NoError(t, p.Close()) })
			assert.True(t, g.Outcome().Over)
			require.Len(t, g.Notes, 1)
			assert.Contains(t, g.Notes[0].Text, tt.note)
		})
	}
}

// Closing a live table (a quit, a signal) while its program neither reads
// nor answers returns at once, whatever the bot timeout.
func TestClosingATableNeverWaitsForAProgram(t *testing.T) {
	tests := []struct{ name, script string }{
		{"closes its output", `exec >&-; echo > "$1"; exec cat >/dev/null`},
		{"answers without reading", `echo > "$1"; exec sleep 1000`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			started := filepath.Join(t.TempDir(), "started")
			_, seat := shProgram[stepView, step](t, "steps", tt.script, started, bot.Options{Timeout: time.Hour})
			h, err := host.Open(steps{}, 3, 1, []host.Sitter[stepView, step]{seat}, host.Options{})
			require.NoError(t, err)
			require.Eventually(t, func() bool { _, err := os.Stat(started); return err == nil }, gametest.Patience(t), 10*time.Millisecond,
				"the program started")
			within(t, "closing the table", h.Close)
		})
	}
}

// A program writing 3 MB to its standard error plays on, and leaves its
// first megabyte and a line saying the rest was dropped.
func TestAProgramsStandardErrorIsCapped(t *testing.T) {
	p, seat := shProgram[gp.View, gp.Action](t, "pokerdice", `yes "a noisy line of debugging" | head -c 3000000 >&2; TEAHOUSE_TEST_BOT=first exec "$0" -test.run=none`, "", bot.Options{Timeout: time.Minute})
	g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 3, Skills: true}, 7,
		[]host.Sitter[gp.View, gp.Action]{{Player: game.Player{Kind: game.AI}, Controller: host.Func[gp.View, gp.Action](firstLegal)}, seat}, host.PlayOptions{})
	require.NoError(t, err)
	assert.Empty(t, g.Notes, "the program played on while it wrote")
	within(t, "closing the program", func() { require.NoError(t, p.Close()) })
	b, err := os.ReadFile(stderrPath)
	require.NoError(t, err)
	kept, marker, found := strings.Cut(string(b), "\n[teahouse: ")
	require.True(t, found, "the marker line is there")
	assert.Len(t, kept, 1<<20, "the first megabyte is kept")
	assert.Equal(t, "the program wrote more than 1048576 bytes to its standard error; the rest was dropped]\n", marker)
}

// alive says whether the process pid still exists (a zombie counts).
func alive(pid int) bool { return syscall.Kill(pid, 0) == nil }

// wrotePID says whether a program has written a process ID to path.
func wrotePID(path string) bool {
	b, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	_, err = strconv.Atoi(strings.TrimSpace(string(b)))
	return err == nil
}

// pidIn reads the process ID a program wrote to path.
func pidIn(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	require.NoError(t, err)
	return pid
}

// What a program starts and leaves behind, even in a session of its own
// (setsid), ends with it: at the end of the game, when it fails, when the
// table is closed under it.
func TestAProgramsDescendantsEndWithIt(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("descendants that leave the program's process group are caught on Linux only (docs/bots.md)")
	}
	escapes := []struct{ name, spawn string }{
		{"a child in a session of its own", `setsid sleep 1000 & echo $! > "$1"`},
		{"an orphaned grandchild in a session of its own", `setsid sh -c 'sleep 1000 & echo $! > "$0"' "$1"`},
		{"a child that only closed its stdio", `sleep 1000 </dev/null >/dev/null 2>&1 & echo $! > "$1"`},
	}
	ends := []struct {
		name, mode string
		live       bool // the table is closed while the program decides
	}{
		{"end of the game", "first", false},
		{"fallback", "garbage", false},
		{"the table closed", "silent", true},
	}
	for _, e := range escapes {
		for _, end := range ends {
			t.Run(e.name+", "+end.name, func(t *testing.T) {
				pidFile := filepath.Join(t.TempDir(), "escaped.pid")
				script := e.spawn + `; TEAHOUSE_TEST_BOT=` + end.mode + ` exec "$0" -test.run=none`
				p, seat := shProgram[gp.View, gp.Action](t, "pokerdice", script, pidFile, bot.Options{Timeout: time.Minute})
				seats := []host.Sitter[gp.View, gp.Action]{{Player: game.Player{Kind: game.AI}, Controller: host.Func[gp.View, gp.Action](firstLegal)}, seat}
				if end.live {
					h, err := host.Open(gp.Game, gp.Config{Rounds: 3, Skills: true}, 7, seats, host.Options{})
					require.NoError(t, err)
					require.Eventually(t, func() bool { return wrotePID(pidFile) }, gametest.Patience(t), 10*time.Millisecond, "the program started")
					within(t, "closing the table", h.Close)
				} else {
					within(t, "the game", func() {
						_, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 3, Skills: true}, 7, seats, host.PlayOptions{})
						require.NoError(t, err)
					})
					within(t, "closing the program", func() { require.NoError(t, p.Close()) })
				}
				pid := pidIn(t, pidFile)
				if alive(pid) {
					_ = syscall.Kill(pid, syscall.SIGKILL)
					t.Fatalf("the program's descendant %d outlived it", pid)
				}
			})
		}
	}
}

// A program that loses its seat in a run by answering an action the rules
// refuse is ended with the run, not left running after it.
func TestARunEndsAProgramThatLostItsSeat(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "program.pid")
	_, seat := shProgram[gp.View, gp.Action](t, "pokerdice", `echo $$ > "$1"; read line; echo '{"kind":"stand"}'; exec sleep 1000`, pidFile, bot.Options{Timeout: time.Minute})
	run := host.Run[gp.Config, gp.State, gp.Action, gp.View]{
		Game: gp.Game, Games: 2, Seed: 7, Workers: 1,
		Config: func(int) gp.Config { return gp.Config{Rounds: 1} },
		Seats: func() ([]host.Sitter[gp.View, gp.Action], error) {
			return []host.Sitter[gp.View, gp.Action]{{Player: game.Player{Kind: game.AI}, Controller: host.Func[gp.View, gp.Action](firstLegal)}, seat}, nil
		},
	}
	var notes []game.Note
	within(t, "the run", func() {
		var err error
		_, notes, err = host.Simulate(context.Background(), run, host.Tally[gp.State, gp.Action, int]{
			Game: func(*int, int, host.Game[gp.State, gp.Action]) {}, Merge: func(*int, int) {}})
		require.NoError(t, err)
	})
	require.Len(t, notes, 1)
	assert.Contains(t, notes[0].Text, "which the table refused")
	pid := pidIn(t, pidFile)
	if alive(pid) {
		_ = syscall.Kill(pid, syscall.SIGKILL)
		t.Fatalf("the program %d outlived the run", pid)
	}
}

// A program that loses its seat at a table by answering an action the
// rules refuse is ended then, not when the table closes.
func TestATableEndsAProgramThatLostItsSeat(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "program.pid")
	_, seat := shProgram[gp.View, gp.Action](t, "pokerdice", `echo $$ > "$1"; read line; echo '{"kind":"stand"}'; exec sleep 1000`, pidFile, bot.Options{Timeout: time.Minute})
	seats := []host.Sitter[gp.View, gp.Action]{{Player: game.Player{Kind: game.AI}, Controller: host.Func[gp.View, gp.Action](firstLegal)}, seat}
	h, err := host.Open(gp.Game, gp.Config{Rounds: 5}, 7, seats, host.Options{})
	require.NoError(t, err)
	defer within(t, "closing the table", h.Close)
	require.Eventually(t, func() bool { return wrotePID(pidFile) }, gametest.Patience(t), 10*time.Millisecond, "the program started")
	pid := pidIn(t, pidFile)
	assert.Eventually(t, func() bool { return !alive(pid) }, gametest.Patience(t), 10*time.Millisecond,
		"the program %d ended while the table is open", pid)
}

// A run whose program is ended by EndAll (teahouse is ending by a signal)
// stops with an error, its seat handed to no fallback, so it reports no
// results played by a computer in the program's name.
func TestARunStopsWhenItsProgramsAreEndedAll(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "program.pid")
	_, seat := shProgram[gp.View, gp.Action](t, "pokerdice", `echo $$ > "$1"; exec sleep 1000`, pidFile, bot.Options{Timeout: time.Hour})
	run := host.Run[gp.Config, gp.State, gp.Action, gp.View]{
		Game: gp.Game, Games: 3, Seed: 7, Workers: 1,
		Config: func(int) gp.Config { return gp.Config{Rounds: 1} },
		Seats: func() ([]host.Sitter[gp.View, gp.Action], error) {
			return []host.Sitter[gp.View, gp.Action]{{Player: game.Player{Kind: game.AI}, Controller: host.Func[gp.View, gp.Action](firstLegal)}, seat}, nil
		},
	}
	go func() {
		if assert.Eventually(t, func() bool { return wrotePID(pidFile) }, gametest.Patience(t), 10*time.Millisecond, "the program started") {
			bot.EndAll()
		}
	}()
	var games int
	var notes []game.Note
	var err error
	within(t, "the run", func() {
		_, notes, err = host.Simulate(context.Background(), run, host.Tally[gp.State, gp.Action, int]{
			Game: func(*int, int, host.Game[gp.State, gp.Action]) { games++ }, Merge: func(*int, int) {}})
	})
	require.ErrorIs(t, err, host.ErrClosing)
	assert.Empty(t, notes, "no fallback took the seat")
	assert.Zero(t, games, "no game was counted")
}
