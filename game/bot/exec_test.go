package bot_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/gametest"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// The test binary doubles as the programs under test: run with
// TEAHOUSE_TEST_BOT set, it plays that part instead of running the tests.
func TestMain(m *testing.M) {
	switch mode := os.Getenv("TEAHOUSE_TEST_BOT"); mode {
	case "":
	case "sleeper":
		time.Sleep(10 * time.Minute)
		os.Exit(0)
	default:
		os.Exit(fakeBot(mode))
	}
	goleak.VerifyTestMain(m)
}

// fakeBot reads requests and answers them as mode says.
func fakeBot(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	for n := 0; in.Scan(); n++ {
		var req struct {
			Game    string            `json:"game"`
			Seat    int               `json:"seat"`
			NewGame bool              `json:"new_game"`
			Legal   []json.RawMessage `json:"legal"`
			Events  []json.RawMessage `json:"events"`
		}
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			fmt.Fprintln(os.Stderr, "bad request:", err)
			return 2
		}
		switch mode {
		case "first":
			fmt.Fprintf(os.Stderr, "seat %d, %d events, new game %v\n", req.Seat, len(req.Events), req.NewGame)
			fmt.Println(string(req.Legal[0]))
		case "garbage":
			fmt.Println("hold everything!")
		case "silent":
			time.Sleep(time.Minute)
		case "crash":
			return 3
		case "orphan": // leaves a child holding the output open, and stalls
			if n == 0 {
				child := exec.Command(os.Args[0], "-test.run=none")
				child.Env = append(os.Environ(), "TEAHOUSE_TEST_BOT=sleeper")
				child.Stdout = os.Stdout
				if err := child.Start(); err != nil {
					return 4
				}
				_ = os.WriteFile(os.Getenv("TEAHOUSE_TEST_PIDFILE"), []byte(strconv.Itoa(child.Process.Pid)), 0o644)
			}
			time.Sleep(time.Minute)
		case "illegal":
			fmt.Println(`{"kind":"stand"}`)
		}
	}
	return 0
}

// programSeat is a pokerdice seat played by this binary in mode, with the
// simple fallback.
func programSeat(t *testing.T, mode string, timeout time.Duration) host.Sitter[gp.View, gp.Action] {
	t.Helper()
	t.Setenv("TEAHOUSE_TEST_BOT", mode)
	exe, err := os.Executable()
	require.NoError(t, err)
	p, err := bot.Exec[gp.View, gp.Action]("pokerdice", fmt.Sprintf("%q -test.run=none", exe), bot.Options{Timeout: timeout, Stderr: stderrFile(t)})
	require.NoError(t, err)
	return host.Sitter[gp.View, gp.Action]{
		Player:     game.Player{Kind: game.Program, Command: mode},
		Controller: p,
		Fallback:   host.Func[gp.View, gp.Action](firstLegal),
	}
}

var stderrPath string

func stderrFile(t *testing.T) *os.File {
	stderrPath = filepath.Join(t.TempDir(), "bot.stderr")
	f, err := os.Create(stderrPath)
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	return f
}

func firstLegal(v gp.View) gp.Action { return v.Legal()[0] }

// play plays a match of pokerdice with P2 played by seat.
func play(t *testing.T, seat host.Sitter[gp.View, gp.Action]) host.Game[gp.State, gp.Action] {
	t.Helper()
	seats := []host.Sitter[gp.View, gp.Action]{{Player: game.Player{Kind: game.AI}, Controller: host.Func[gp.View, gp.Action](firstLegal)}, seat}
	g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 3, Skills: true}, 7, seats, host.PlayOptions{})
	require.NoError(t, err)
	require.NoError(t, seat.Controller.(*bot.Program[gp.View, gp.Action]).Close())
	require.True(t, g.Outcome().Over, "the match ends whatever the program does")
	return g
}

func TestAProgramPlaysASeat(t *testing.T) {
	g := play(t, programSeat(t, "first", 10*time.Second))
	assert.Empty(t, g.Notes, "nothing went wrong")
	log, err := os.ReadFile(stderrPath)
	require.NoError(t, err)
	assert.Contains(t, string(log), "seat 1, ", "the program's standard error went to its file")
}

func TestAFailingProgramIsReplaced(t *testing.T) {
	// Only the silent program is meant to time out: the others have a
	// timeout no loaded machine reaches, so they fail as they mean to.
	tests := []struct {
		mode    string
		timeout time.Duration
		note    string
	}{
		{"garbage", time.Minute, `P2 answered "hold everything!", which is not one action`},
		{"silent", 200 * time.Millisecond, "P2 did not answer within 200ms; the computer plays P2 from now on"},
		{"crash", time.Minute, "P2 stopped (status 3); the computer plays P2 from now on"},
		{"illegal", time.Minute, `P2 answered {"kind":"stand"}, which the table refused: you can only stand after the reroll; the computer plays P2 from now on`},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			g := play(t, programSeat(t, tt.mode, tt.timeout))
			require.Len(t, g.Notes, 1, "one note: the seat is handed over once")
			assert.Contains(t, g.Notes[0].Text, tt.note)
			assert.Equal(t, []game.Seat{1}, g.Failed)
		})
	}
}

// A program whose child still holds its output when it stalls is ended,
// child and all, and the table goes on.
func TestAStalledProgramIsEndedWithItsChildren(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	t.Setenv("TEAHOUSE_TEST_PIDFILE", pidFile)
	g := play(t, programSeat(t, "orphan", 200*time.Millisecond))
	require.Len(t, g.Notes, 1)
	assert.Contains(t, g.Notes[0].Text, "P2 did not answer within 200ms")
	b, err := os.ReadFile(pidFile)
	require.NoError(t, err)
	pid, err := strconv.Atoi(string(b))
	require.NoError(t, err)
	assert.Eventually(t, func() bool { return syscall.Kill(pid, 0) != nil }, gametest.Patience(t), 20*time.Millisecond,
		"the program's child %d was killed with it", pid)
}

func TestAProgramThatCannotStart(t *testing.T) {
	p, err := bot.Exec[gp.View, gp.Action]("pokerdice", "/no/such/program", bot.Options{})
	require.NoError(t, err)
	g := play(t, host.Sitter[gp.View, gp.Action]{Controller: p, Fallback: host.Func[gp.View, gp.Action](firstLegal)})
	require.NotEmpty(t, g.Notes)
	assert.Contains(t, g.Notes[0].Text, "P2 could not be started")
	_, err = bot.Exec[gp.View, gp.Action]("pokerdice", `python3 "bot.py`, bot.Options{})
	assert.ErrorContains(t, err, "a quote is not closed")
}

func TestEventJSON(t *testing.T) {
	raw, err := bot.EventJSON(gp.HoldChosen{Seat: 1, Held: 3})
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"hold_chosen","seat":1,"held":3}`, string(raw))
	assert.True(t, strings.HasPrefix(string(raw), `{"type":`))
}
