package game

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// SaveLog writes l atomically into dir (created if missing) under a new
// name (LogName: the game and its start, never its seed) and returns the
// file's path: the log is written to a temporary file in dir and renamed
// into place, so a crash never leaves a half-written log.
func SaveLog[A any](dir string, l Log[A]) (string, error) {
	f, path, err := createLogName(dir, l.Header.Game, l.Header.Started)
	if err != nil {
		return "", err
	}
	_ = f.Close()
	if err := writeLogFile(path, l, true); err != nil {
		_ = os.Remove(path) // the name it had taken
		return "", err
	}
	return path, nil
}

// writeLogFile writes l atomically at path; synced, it waits for the disk
// too (see AtomicFile.CommitUnsynced).
func writeLogFile[A any](path string, l Log[A], synced bool) error {
	var buf bytes.Buffer
	if err := l.Write(&buf); err != nil {
		return fmt.Errorf("encode log: %w", err)
	}
	return writeFileAtomic(path, buf.Bytes(), synced)
}

// WriteFileAtomic writes data to path through a temporary file in the same
// directory and a rename, creating the directory if needed; it returns
// once the file is on disk.
func WriteFileAtomic(path string, data []byte) error {
	return writeFileAtomic(path, data, true)
}

func writeFileAtomic(path string, data []byte, synced bool) error {
	f, err := CreateAtomic(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	if !synced {
		return f.CommitUnsynced()
	}
	return f.Commit()
}

// AtomicFile is a file that takes the place of its path only when Commit
// succeeds: it is written as a temporary file in the same directory, so
// readers of path never see it half written. It is for a writer that
// streams more than it wants to hold in memory.
type AtomicFile struct {
	*os.File
	path string
}

// CreateAtomic starts writing path, creating its directory if needed.
// Write to the file, then Commit it, or Abort to leave path as it was.
func CreateAtomic(path string) (*AtomicFile, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, "."+strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+"-*.tmp")
	if err != nil {
		return nil, err
	}
	return &AtomicFile{File: f, path: path}, nil
}

// Commit syncs the file to disk and renames it into place; on error the
// temporary file is removed and path is left as it was.
func (f *AtomicFile) Commit() error {
	if err := f.Sync(); err != nil {
		f.Abort()
		return err
	}
	return f.CommitUnsynced()
}

// CommitUnsynced renames the file into place without waiting for the
// disk: readers still never see it half written, and a program that
// crashes leaves the old file or the new one, but a power failure may
// leave it empty. It is for files that can be made again, such as a
// simulation's logs, which the same seed rewrites: waiting for the disk
// after each one would slow a run of short games many times over.
func (f *AtomicFile) CommitUnsynced() error {
	if err := f.Close(); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), f.path); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	return nil
}

// Abort closes and removes the temporary file, leaving path as it was.
func (f *AtomicFile) Abort() {
	_ = f.Close()
	_ = os.Remove(f.Name())
}
