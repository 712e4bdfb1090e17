package bot

import (
	"sync"
)

// programs are the programs running, by process ID. Its lock is held while
// a program starts, so that a sweep never takes one for an orphan.
var programs struct {
	sync.Mutex
	live map[int]*process
}

// startTracked starts p's command and records it as a program running.
func startTracked(p *process) error {
	cmd := p.cmd
	adopt()
	programs.Lock()
	defer programs.Unlock()
	if err := cmd.Start(); err != nil {
		return err
	}
	if programs.live == nil {
		programs.live = map[int]*process{}
	}
	programs.live[cmd.Process.Pid] = p
	return nil
}

// released waits for the program p, which has ended, forgets it and
// sweeps the orphans of programs (see sweep): all of them once no program
// runs. Until then the program's process ID is not free to be taken by
// another process, so EndAll signals nothing but programs.
func released(p *process) {
	programs.Lock()
	defer programs.Unlock()
	p.reap()
	delete(programs.live, p.cmd.Process.Pid)
	sweep(len(programs.live) == 0)
}

// EndAll kills every program running and everything it started, at once:
// for a process about to end by a signal, which has no time to close its
// tables. The seats' Decide then fail with an error wrapping
// host.ErrClosing, which hands no seat to a fallback: the game stops
// there, as at a table being closed.
func EndAll() {
	programs.Lock()
	defer programs.Unlock()
	for _, p := range programs.live {
		p.endedAll.Store(true)
		endProcess(p.cmd)
	}
	sweep(true)
}
