//go:build linux

package bot

import (
	"os/exec"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A process ID listed in the process table is signalled only while it is
// the process listed: one that started at another time holds an ID freed
// and taken since (the listed process ended and was waited for), and is
// left alone; a zombie is never signalled.
func TestSignalReachesOnlyTheProcessListed(t *testing.T) {
	tests := []struct {
		name   string
		listed func(p proc) proc
		killed bool
	}{
		{"the process listed", func(p proc) proc { return p }, true},
		{"another process with its ID", func(p proc) proc { p.start--; return p }, false},
		{"listed as a zombie", func(p proc) proc { p.state = 'Z'; return p }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command("sleep", "1000")
			require.NoError(t, cmd.Start())
			t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
			p, ok := readProc(cmd.Process.Pid)
			require.True(t, ok)
			require.Equal(t, syscall.Getpid(), p.parent)

			signal(cmd.Process.Pid, tt.listed(p), syscall.SIGKILL)
			var ws syscall.WaitStatus
			waited, err := syscall.Wait4(cmd.Process.Pid, &ws, syscall.WNOHANG, nil)
			require.NoError(t, err)
			if !tt.killed {
				assert.Zero(t, waited, "the process was left alone")
				return
			}
			if waited == 0 { // killed, not yet ended
				waited, err = syscall.Wait4(cmd.Process.Pid, &ws, 0, nil)
				require.NoError(t, err)
			}
			assert.Equal(t, cmd.Process.Pid, waited)
			assert.Equal(t, syscall.SIGKILL, ws.Signal(), "the process was killed")
		})
	}
}
