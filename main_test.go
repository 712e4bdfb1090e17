package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// binary builds teahouse once for the tests that run it as a process.
var binary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "teahouse-bin-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "teahouse")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v: %s", err, out)
	}
	return bin, nil
})

// TestExampleBots builds teahouse and plays each example program of
// docs/examples against the computer with the sim commands: every program
// plays its seat to the end with no fallback, and a run on two workers,
// each starting its own program, reports what a run on one does.
func TestExampleBots(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed: the example programs of docs/examples are not run")
	}
	bin, err := binary()
	require.NoError(t, err)
	tests := []struct {
		name string
		args []string
	}{
		{"pokerdice", []string{"sim", "pokerdice", "--games", "300", "--seed", "1", "--seats", "simple,exec:python3 docs/examples/pokerdice_bot.py", "--skills"}},
		{"yahtzee", []string{"sim", "yahtzee", "--games", "5", "--seed", "1", "--seats", "greedy,exec:python3 docs/examples/yahtzee_bot.py"}},
		{"blackjack", []string{"sim", "blackjack", "--games", "5", "--rounds", "100", "--seed", "1", "--seats", "ai:basic,exec:python3 docs/examples/blackjack_bot.py"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sim := func(workers string) []byte {
				cmd := exec.Command(bin, append(tt.args, "--json", "--workers", workers, "--cache-dir", t.TempDir())...)
				cmd.Stderr = os.Stderr
				out, err := cmd.Output()
				require.NoError(t, err)
				return out
			}
			out := sim("1")
			var rep map[string]any
			require.NoError(t, json.Unmarshal(out, &rep), string(out))
			assert.Nil(t, rep["fallbacks"], "the program played every decision: %s", out)
			assert.NotNil(t, rep["games"], "a report of the run: %s", out)
			assert.Equal(t, string(out), string(sim("2")), "two workers, two programs, the same report")
		})
	}
}

// startGame runs the binary on a game of two computers with data under
// data, and returns once it has drawn its first frame.
func startGame(t *testing.T, data string) (*exec.Cmd, *strings.Builder) {
	t.Helper()
	bin, err := binary()
	require.NoError(t, err)
	cmd := exec.Command(bin, "--data-dir", data, "play", "pokerdice", "--seats", "ai:simple,ai:simple", "--speed", "slow")
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	t.Cleanup(func() { in.Close() })
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	errOut := &strings.Builder{}
	cmd.Stderr = errOut
	require.NoError(t, cmd.Start())
	drawn := make(chan struct{})
	go func() { // the first frame drawn: the program is up (and listens for signals)
		first := make([]byte, 1)
		_, _ = out.Read(first)
		close(drawn)
		_, _ = io.Copy(io.Discard, out)
	}()
	select {
	case <-drawn:
	case <-time.After(gametest.Patience(t)):
		require.Fail(t, "the program drew nothing")
	}
	return cmd, errOut
}

// TestSignalsSaveTheGame kills a game with SIGTERM and SIGHUP (a terminal
// closed): the log of the game so far is saved, and the process ends with
// the status of a process that signal ended.
func TestSignalsSaveTheGame(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			data := t.TempDir()
			cmd, errOut := startGame(t, data)
			require.NoError(t, cmd.Process.Signal(sig))
			err := cmd.Wait()
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit, errOut.String())
			assert.Equal(t, 128+int(sig), exit.ExitCode())
			logs, err := filepath.Glob(filepath.Join(data, "games", "pokerdice-*.jsonl"))
			require.NoError(t, err)
			require.Len(t, logs, 1, "the game's log was saved: %s", errOut.String())
			assert.Contains(t, errOut.String(), "game log saved: "+logs[0])
		})
	}
}

// TestAFailedSaveIsReported stops a game whose log cannot be written (the
// games directory is a file): the program says so, with the path and the
// reason, and does not claim a save.
func TestAFailedSaveIsReported(t *testing.T) {
	data := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(data, "games"), []byte("not a directory"), 0o644))
	cmd, errOut := startGame(t, data)
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	err := cmd.Wait()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 128+int(syscall.SIGTERM), exit.ExitCode())
	assert.Contains(t, errOut.String(), filepath.Join(data, "games"))
	assert.Contains(t, errOut.String(), "not a directory")
	assert.NotContains(t, errOut.String(), "game log saved")
}

// TestAStoreThatCannotBeOpenedIsReported starts a game whose data
// directory holds a teahouse.db that is not a database: the game plays
// and its log is saved, and the program says on exit that the records
// were not kept, naming the file. The file is left as it was.
func TestAStoreThatCannotBeOpenedIsReported(t *testing.T) {
	data := t.TempDir()
	db := filepath.Join(data, "teahouse.db")
	junk := strings.Repeat("not a database ", 10)
	require.NoError(t, os.WriteFile(db, []byte(junk), 0o644))
	cmd, errOut := startGame(t, data)
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	_ = cmd.Wait()
	assert.Contains(t, errOut.String(), "are not kept this time: "+db)
	assert.Contains(t, errOut.String(), "game log saved")
	kept, err := os.ReadFile(db)
	require.NoError(t, err)
	assert.Equal(t, junk, string(kept))
}

// running says whether the process pid runs (a zombie has ended).
func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	return len(f) > 0 && f[0] != "Z"
}

// TestASignalEndsProgramSeats signals teahouse while a program seat has
// closed its output and sleeps, after starting a process in a session of
// its own: at a table on screen and in a sim, teahouse ends at once, by
// the signal, and takes the program and its descendant with it.
func TestASignalEndsProgramSeats(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the test finds processes in /proc, and descendants in sessions of their own are caught on Linux only")
	}
	bin, err := binary()
	require.NoError(t, err)
	pids := filepath.Join(t.TempDir(), "pids")
	program := `exec:sh -c 'exec >&-; setsid sleep 1000 & echo $! > "$1"; echo $$ >> "$1"; exec sleep 1000' sh ` + pids
	tests := []struct {
		name   string
		args   []string
		status func(t *testing.T, err error)
	}{
		{"play", []string{"--data-dir", t.TempDir(), "play", "pokerdice", "--seats", "ai:simple," + program, "--bot-timeout", "1h"},
			func(t *testing.T, err error) {
				var exit *exec.ExitError
				require.ErrorAs(t, err, &exit)
				assert.Equal(t, 128+int(syscall.SIGTERM), exit.ExitCode())
			}},
		{"sim", []string{"sim", "pokerdice", "--games", "3", "--seats", "simple," + program, "--bot-timeout", "1h"},
			func(t *testing.T, err error) {
				var exit *exec.ExitError
				require.ErrorAs(t, err, &exit)
				ws, ok := exit.Sys().(syscall.WaitStatus)
				require.True(t, ok)
				assert.True(t, ws.Signaled() && ws.Signal() == syscall.SIGTERM, "ended by SIGTERM: %v", err)
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_ = os.Remove(pids)
			cmd := exec.Command(bin, tt.args...)
			in, err := cmd.StdinPipe()
			require.NoError(t, err)
			t.Cleanup(func() { in.Close() })
			errOut := &strings.Builder{}
			cmd.Stdout, cmd.Stderr = io.Discard, errOut
			cmd.WaitDelay = 5 * time.Second // a descendant left behind may hold the output
			require.NoError(t, cmd.Start())
			var started []int
			require.Eventually(t, func() bool {
				b, _ := os.ReadFile(pids)
				started = started[:0]
				for _, f := range strings.Fields(string(b)) {
					if pid, err := strconv.Atoi(f); err == nil {
						started = append(started, pid)
					}
				}
				return len(started) == 2
			}, gametest.Patience(t), 10*time.Millisecond, "the program started: %s", errOut)
			t.Cleanup(func() {
				for _, pid := range started {
					if running(pid) {
						_ = syscall.Kill(pid, syscall.SIGKILL)
					}
				}
			})
			require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
			ended := make(chan error, 1)
			go func() { ended <- cmd.Wait() }()
			select {
			case err := <-ended:
				tt.status(t, err)
			case <-time.After(gametest.Patience(t)):
				_ = cmd.Process.Kill()
				<-ended
				t.Fatalf("teahouse did not end on SIGTERM: %s", errOut)
			}
			for _, pid := range started {
				assert.Eventually(t, func() bool { return !running(pid) }, gametest.Patience(t), 10*time.Millisecond,
					"the program's process %d ended with teahouse", pid)
			}
		})
	}
}

// TestAnIgnoredSignalLeavesProgramSeatsPlaying starts a sim ignoring
// SIGHUP, as nohup does: a SIGHUP neither kills its program seat nor
// swallows the SIGTERM that follows, which ends the sim and the program.
func TestAnIgnoredSignalLeavesProgramSeatsPlaying(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the test finds processes in /proc")
	}
	bin, err := binary()
	require.NoError(t, err)
	pidFile := filepath.Join(t.TempDir(), "pid")
	program := `exec:sh -c 'echo $$ > "$1"; exec sleep 1000' sh ` + pidFile
	cmd := exec.Command("sh", "-c", `trap "" HUP; exec "$@"`, "sh", bin, "sim", "pokerdice", "--games", "3", "--seats", "simple,"+program, "--bot-timeout", "1h")
	errOut := &strings.Builder{}
	cmd.Stdout, cmd.Stderr = io.Discard, errOut
	require.NoError(t, cmd.Start())
	var pid int
	require.Eventually(t, func() bool {
		b, _ := os.ReadFile(pidFile)
		pid, err = strconv.Atoi(strings.TrimSpace(string(b)))
		return err == nil
	}, time.Minute, 10*time.Millisecond, "the program started: %s", errOut)
	t.Cleanup(func() {
		if running(pid) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	require.NoError(t, cmd.Process.Signal(syscall.SIGHUP))
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	ended := make(chan error, 1)
	go func() { ended <- cmd.Wait() }()
	select {
	case err := <-ended:
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "the sim did not end by the signal: %s", errOut)
		ws, ok := exit.Sys().(syscall.WaitStatus)
		require.True(t, ok)
		assert.True(t, ws.Signaled() && ws.Signal() == syscall.SIGTERM, "ended by SIGTERM, not the ignored SIGHUP: %v; %s", err, errOut)
		assert.NotContains(t, errOut.String(), "fallback", "the program played on until SIGTERM")
	case <-time.After(time.Minute):
		_ = cmd.Process.Kill()
		<-ended
		t.Fatalf("teahouse did not end on SIGTERM: %s", errOut)
	}
	assert.Eventually(t, func() bool { return !running(pid) }, time.Minute, 10*time.Millisecond, "the program ended with teahouse")
}
