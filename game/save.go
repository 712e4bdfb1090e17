package game

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// SaveLog writes l atomically into dir (created if missing) as
// GAME-YYYYMMDD-HHMMSS-SEED.jsonl and returns the file's path: the log is
// written to a temporary file in dir and renamed into place, so a crash never
// leaves a half-written log.
func SaveLog[A any](dir string, l Log[A]) (string, error) {
	var buf bytes.Buffer
	if err := l.Write(&buf); err != nil {
		return "", fmt.Errorf("encode log: %w", err)
	}
	name := fmt.Sprintf("%s-%s-%d.jsonl", l.Header.Game, l.Header.Started.UTC().Format("20060102-150405"), l.Header.Seed)
	path := filepath.Join(dir, name)
	return path, WriteFileAtomic(path, buf.Bytes())
}

// WriteFileAtomic writes data to path through a temporary file in the same
// directory and a rename, creating the directory if needed.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+"-*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		_ = f.Close()
		return err
	}
	if err = f.Sync(); err != nil {
		_ = f.Close()
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
