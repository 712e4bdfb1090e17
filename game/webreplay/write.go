package webreplay

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// WriteFile writes p to path whole or not at all: the page goes to a
// temporary file beside path, which is then renamed over it, so a failed
// write never leaves half a page or spoils a page already there. The
// error names path and says why.
func WriteFile(path string, p Page) error {
	var b bytes.Buffer
	if err := Render(&b, p); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	_, err = tmp.Write(b.Bytes())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}
