package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCIChromiumIsHarmless runs .ci/chromium, the line of .ci/run that
// installs Chromium for the browser tests, where Chromium is there (it
// does nothing: apt-get is never run), where apt-get installs it, and
// where it cannot be installed
// (no apt-get; apt-get failing, as with no network): it never fails the
// run, and says why the browser tests will skip. The commands it may
// run are stand-ins in a directory of their own, the only one on PATH.
func TestCIChromiumIsHarmless(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("skipped: no bash to run .ci/chromium with")
	}
	script, err := filepath.Abs(filepath.Join(".ci", "chromium"))
	require.NoError(t, err)
	for _, c := range []struct {
		name     string
		commands map[string]string // stand-ins: name -> shell script
		said     string
		apt      bool // apt-get was run
		skips    bool // the browser tests are said to skip
	}{
		{"chromium present", map[string]string{"chromium": "exit 0", "apt-get": "exit 0", "id": "echo 0"}, "", false, false},
		{"chromium-browser present", map[string]string{"chromium-browser": "exit 0", "apt-get": "exit 0", "id": "echo 0"}, "", false, false},
		{"no apt-get", map[string]string{"id": "echo 0"}, "no apt-get", false, true},
		{"apt-get installs it", map[string]string{"apt-get": "exit 0", "id": "echo 0"}, "installing Chromium", true, false},
		{"apt-get fails", map[string]string{"apt-get": "exit 100", "id": "echo 0"}, "could not be installed", true, true},
		{"not root, no sudo", map[string]string{"apt-get": "exit 0", "id": "echo 1000"}, "no root", false, true},
		{"not root, sudo asks a password", map[string]string{"apt-get": "exit 0", "id": "echo 1000", "sudo": "exit 1"}, "no root", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			bin := t.TempDir()
			marks := t.TempDir()
			for name, body := range c.commands {
				body = "echo ran >> " + filepath.Join(marks, name) + "\n" + body
				require.NoError(t, os.WriteFile(filepath.Join(bin, name), []byte("#!"+bash+"\n"+body+"\n"), 0o755))
			}
			cmd := exec.Command(bash, script)
			cmd.Env = []string{"PATH=" + bin, "HOME=" + t.TempDir()}
			out, err := cmd.CombinedOutput()
			require.NoError(t, err, "the line never fails the run: %s", out)
			if c.said == "" {
				assert.Empty(t, strings.TrimSpace(string(out)))
			}
			assert.Contains(t, string(out), c.said)
			assert.Equal(t, c.skips, strings.Contains(string(out), "the browser tests will skip"), "%s", out)
			_, err = os.Stat(filepath.Join(marks, "apt-get"))
			assert.Equal(t, c.apt, err == nil, "apt-get run")
		})
	}
}
