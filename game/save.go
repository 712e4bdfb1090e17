package game

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
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
	path := filepath.Join(dir, LogName(l.Header.Game, l.Header.Started, l.Header.Seed))
	return path, WriteFileAtomic(path, buf.Bytes())
}

// LogName is the file name SaveLog gives the log of a game started at
// started with seed: GAME-YYYYMMDD-HHMMSS-SEED.jsonl.
func LogName(game string, started time.Time, seed uint64) string {
	return fmt.Sprintf("%s-%s-%d.jsonl", game, started.UTC().Format("20060102-150405"), seed)
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
