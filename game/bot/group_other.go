//go:build !unix

package bot

import "os/exec"

// ownGroup leaves cmd as it is where there are no process groups.
func ownGroup(*exec.Cmd) {}

// killGroup kills cmd.
func killGroup(cmd *exec.Cmd) { _ = cmd.Process.Kill() }
