//go:build linux

package bot

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
	"unsafe"
)

// prSetChildSubreaper is PR_SET_CHILD_SUBREAPER of <linux/prctl.h>: a
// descendant orphaned below a subreaper becomes its child, not init's.
const prSetChildSubreaper = 36

// adopt makes teahouse the subreaper of everything its programs start, so
// a descendant that leaves the program's process group (setsid) and
// outlives its parent is found among teahouse's own children.
var adopt = sync.OnceFunc(func() {
	_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
})

// awaitExit returns once the program has ended, leaving it to be waited
// for (a zombie): until then its process ID and group cannot be taken by
// another process, so endProcess signals nothing but the program's.
func (p *process) awaitExit() {
	const pPID, wExited, wNoWait = 1, 4, 0x1000000
	var info [128]byte // a siginfo_t, unread
	for {
		_, _, errno := syscall.Syscall6(syscall.SYS_WAITID, pPID, uintptr(p.cmd.Process.Pid),
			uintptr(unsafe.Pointer(&info)), wExited|wNoWait, 0, 0)
		if errno != syscall.EINTR {
			return
		}
	}
}

// reap waits for the program, which has ended, and keeps how.
func (p *process) reap() { p.status = p.cmd.Wait() }

// endProcess kills the program, its process group and every descendant
// that left the group. The tree is stopped first, so that nothing in it
// starts more while it is being listed.
func endProcess(cmd *exec.Cmd) {
	pid := cmd.Process.Pid
	stopped := map[int]bool{}
	for range 10 {
		more := false
		for _, d := range append(descendants(procTable(), pid), pid) {
			if !stopped[d] {
				stopped[d], more = true, true
				_ = syscall.Kill(d, syscall.SIGSTOP)
			}
		}
		if !more {
			break
		}
	}
	killGroup(cmd)
	for d := range stopped {
		_ = syscall.Kill(d, syscall.SIGKILL)
	}
}

// sweep reaps the descendants of programs that were orphaned and became
// teahouse's children (in a process group not teahouse's, and not a
// program); with all (no program runs), those still running are killed,
// with everything they started. While a program runs, one of them may
// still serve it, so only those that have ended are reaped. The caller
// holds programs' lock.
func sweep(all bool) {
	me, group := os.Getpid(), syscall.Getpgrp()
	for range 10 {
		procs := procTable()
		var kill, reap []int
		for pid, p := range procs {
			if p.parent != me || p.group == group || programs.live[pid] != nil || (!all && p.state != 'Z') {
				continue
			}
			reap = append(reap, pid)
			kill = append(kill, descendants(procs, pid)...)
		}
		if len(reap) == 0 {
			return
		}
		for _, pid := range append(kill, reap...) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		for _, pid := range reap {
			_, _ = syscall.Wait4(pid, nil, 0, nil)
		}
	}
}

// proc is what sweep and endProcess need of a process.
type proc struct {
	parent, group int
	state         byte
}

// procTable reads every process of /proc.
func procTable() map[int]proc {
	out := map[int]proc{}
	dir, err := os.ReadDir("/proc")
	if err != nil {
		return out
	}
	for _, e := range dir {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue // ended meanwhile
		}
		// pid (comm) state ppid pgrp ...; comm may hold spaces and ')'.
		f := bytes.Fields(b[bytes.LastIndexByte(b, ')')+1:])
		if len(f) < 3 || len(f[0]) != 1 {
			continue
		}
		parent, err1 := strconv.Atoi(string(f[1]))
		group, err2 := strconv.Atoi(string(f[2]))
		if err1 == nil && err2 == nil {
			out[pid] = proc{parent: parent, group: group, state: f[0][0]}
		}
	}
	return out
}

// descendants lists root's descendants in procs.
func descendants(procs map[int]proc, root int) []int {
	children := map[int][]int{}
	for pid, p := range procs {
		children[p.parent] = append(children[p.parent], pid)
	}
	var out []int
	for next := children[root]; len(next) > 0; {
		pid := next[0]
		next = append(next[1:], children[pid]...)
		out = append(out, pid)
	}
	return out
}
