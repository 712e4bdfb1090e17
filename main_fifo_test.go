//go:build linux

package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// terminal is a pseudo-terminal the program under test draws on: it
// answers the program's questions (background colour, cursor position) as
// a terminal does, and keeps what was drawn.
type terminal struct {
	master *os.File
	mu     sync.Mutex
	drawn  bytes.Buffer
}

// ioctl is the ioctl system call on fd.
func ioctl(fd, req uintptr, arg unsafe.Pointer) error {
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, fd, req, uintptr(arg)); errno != 0 {
		return errno
	}
	return nil
}

// startOnTerminal runs the binary with args on a new 100x30
// pseudo-terminal, as its controlling terminal.
func startOnTerminal(t *testing.T, args ...string) (*exec.Cmd, *terminal) {
	t.Helper()
	bin, err := binary()
	require.NoError(t, err)
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal can be opened here (%v): the program is not run on one", err)
	}
	t.Cleanup(func() { _ = master.Close() })
	var n, unlock uint32
	require.NoError(t, ioctl(master.Fd(), syscall.TIOCGPTN, unsafe.Pointer(&n)))
	require.NoError(t, ioctl(master.Fd(), syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)))
	slave, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	require.NoError(t, err)
	defer slave.Close()
	size := [4]uint16{30, 100, 0, 0} // rows, columns
	require.NoError(t, ioctl(slave.Fd(), syscall.TIOCSWINSZ, unsafe.Pointer(&size)))

	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_, _ = cmd.Process.Wait()
		}
	})
	term := &terminal{master: master}
	go term.serve()
	return cmd, term
}

// serve keeps what the program draws and answers its questions, until
// the terminal closes.
func (term *terminal) serve() {
	buf := make([]byte, 64*1024)
	for {
		n, err := term.master.Read(buf)
		if n > 0 {
			chunk := buf[:n]
			if bytes.Contains(chunk, []byte("\x1b]11;?")) {
				_, _ = term.master.Write([]byte("\x1b]11;rgb:0000/0000/0000\x1b\\"))
			}
			if bytes.Contains(chunk, []byte("\x1b[6n")) {
				_, _ = term.master.Write([]byte("\x1b[1;1R"))
			}
			term.mu.Lock()
			term.drawn.Write(chunk)
			term.mu.Unlock()
		}
		if err != nil {
			return
		}
	}
}

// waitFor waits until the program has drawn text.
func (term *terminal) waitFor(t *testing.T, text string) {
	t.Helper()
	require.Eventually(t, func() bool {
		term.mu.Lock()
		defer term.mu.Unlock()
		return bytes.Contains(term.drawn.Bytes(), []byte(text))
	}, gametest.Patience(t), 10*time.Millisecond, "never drawn: %q", text)
}

// A FIFO named like a log in the games directory, which nobody writes,
// holds up neither the lobby's saved games nor a SIGTERM: the list shows
// the other game and names the FIFO, and the signal ends the program.
func TestAFIFOAmongTheSavedGames(t *testing.T) {
	data := t.TempDir()
	games := filepath.Join(data, "games")
	require.NoError(t, os.MkdirAll(games, 0o700))
	log, err := os.ReadFile(filepath.Join("tui", "testdata", "saved", "pokerdice-20260101-201500-7.jsonl"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(games, "pokerdice-20260101-201500-7.jsonl"), log, 0o600))
	require.NoError(t, syscall.Mkfifo(filepath.Join(games, "pokerdice-20260101-230000-9.jsonl"), 0o600))

	cmd, term := startOnTerminal(t, "--data-dir", data, "--cache-dir", t.TempDir())
	term.waitFor(t, "Statistics")
	_, err = term.master.Write([]byte("g"))
	require.NoError(t, err)
	term.waitFor(t, "not a regular file")
	term.waitFor(t, "AI (optimal) wins")

	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var exit *exec.ExitError
		require.True(t, errors.As(err, &exit), "%v", err)
		assert.Equal(t, 128+int(syscall.SIGTERM), exit.ExitCode())
	case <-time.After(gametest.Patience(t)):
		t.Fatal("SIGTERM did not end the program")
	}
}
