package bot

import (
	"os/exec"
	"sync"
)

// programs are the programs running, by process ID. Its lock is held while
// a program starts, so that a sweep never takes one for an orphan.
var programs struct {
	sync.Mutex
	live map[int]*exec.Cmd
}

// startTracked starts cmd and records it as a program running.
func startTracked(cmd *exec.Cmd) error {
	adopt()
	programs.Lock()
	defer programs.Unlock()
	if err := cmd.Start(); err != nil {
		return err
	}
	if programs.live == nil {
		programs.live = map[int]*exec.Cmd{}
	}
	programs.live[cmd.Process.Pid] = cmd
	return nil
}

// released waits for the program cmd, which has ended, with reap, forgets
// it and sweeps the orphans of programs (see sweep): all of them once no
// program runs. Until then the program's process ID is not free to be
// taken by another process, so EndAll signals nothing but programs.
func released(cmd *exec.Cmd, reap func()) {
	programs.Lock()
	defer programs.Unlock()
	reap()
	delete(programs.live, cmd.Process.Pid)
	sweep(len(programs.live) == 0)
}

// EndAll kills every program running and everything it started, at once:
// for a process about to end by a signal, which has no time to close its
// tables. The seats' Decide and Close then return as for a program that
// crashed.
func EndAll() {
	programs.Lock()
	defer programs.Unlock()
	for _, cmd := range programs.live {
		endProcess(cmd)
	}
	sweep(true)
}
