//go:build linux

package bot

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
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
// that left the group. The program is stopped first and then its tree,
// parents before children, so that nothing in it starts more, or waits
// for a child and frees its process ID, while it is being listed.
func endProcess(cmd *exec.Cmd) {
	pid := cmd.Process.Pid
	_ = syscall.Kill(pid, syscall.SIGSTOP) // not waited for: its ID is teahouse's to free
	stopped := map[int]proc{}
	for range 10 {
		more := false
		procs := procTable()
		for _, d := range descendants(procs, pid) {
			if _, ok := stopped[d]; !ok {
				stopped[d], more = procs[d], true
				signal(d, procs[d], syscall.SIGSTOP)
			}
		}
		if !more {
			break
		}
	}
	killGroup(cmd)
	for d, p := range stopped {
		signal(d, p, syscall.SIGKILL)
	}
}

// signal sends sig to the process pid that procTable listed as p, if pid
// is still that process: one that has ended since (or is ending, a zombie)
// may have been waited for by its parent, and its ID taken by another
// process, which is left alone. The process is held by a pidfd while it is
// checked, so the signal reaches the process checked; where the kernel
// has no pidfd (before Linux 5.3) it is checked just before the signal.
func signal(pid int, p proc, sig syscall.Signal) {
	if p.state == 'Z' {
		return
	}
	fd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		if errors.Is(err, syscall.ENOSYS) && sameProcess(pid, p) {
			_ = syscall.Kill(pid, sig)
		}
		return
	}
	defer syscall.Close(fd)
	if sameProcess(pid, p) {
		_ = unix.PidfdSendSignal(fd, sig, nil, 0)
	}
}

// sameProcess reports whether pid is the process listed as p: one that
// runs and started when p did.
func sameProcess(pid int, p proc) bool {
	now, ok := readProc(pid)
	return ok && now.state != 'Z' && now.start == p.start
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
		for _, pid := range kill {
			signal(pid, procs[pid], syscall.SIGKILL)
		}
		for _, pid := range reap { // teahouse's children: their IDs are its to free
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
	start         uint64 // when it started, in clock ticks after boot
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
		if p, ok := readProc(pid); ok {
			out[pid] = p
		}
	}
	return out
}

// readProc reads the process pid from /proc; ok is false once it is gone.
func readProc(pid int) (p proc, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return p, false
	}
	// pid (comm) state ppid pgrp ... (the 22nd field: starttime); comm
	// may hold spaces and ')'.
	f := bytes.Fields(b[bytes.LastIndexByte(b, ')')+1:])
	if len(f) < 20 || len(f[0]) != 1 {
		return p, false
	}
	parent, err1 := strconv.Atoi(string(f[1]))
	group, err2 := strconv.Atoi(string(f[2]))
	start, err3 := strconv.ParseUint(string(f[19]), 10, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return p, false
	}
	return proc{parent: parent, group: group, state: f[0][0], start: start}, true
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
