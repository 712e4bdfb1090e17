//go:build !linux

package bot

import "os/exec"

// adopt does nothing: outside Linux nothing catches a descendant that
// leaves the program's process group (see docs/bots.md).
func adopt() {}

// awaitExit waits for the program and keeps how it ended.
func (p *process) awaitExit() { p.status = p.cmd.Wait() }

// reap does nothing: awaitExit has waited for the program.
func (p *process) reap() {}

// endProcess kills the program's process group.
func endProcess(cmd *exec.Cmd) { killGroup(cmd) }

// sweep does nothing: orphans are not found outside Linux.
func sweep(bool) {}
