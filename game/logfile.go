package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// syncEvery bounds the time between two syncs of a LogFile while lines
// are added: a power cut loses at most about this much play.
const syncEvery = time.Second

// LogFile is the log of a game being played, written as it goes: the
// header first, then each action and note as it happens, so a program
// killed, crashed or cut from its power leaves the game on disk up to its
// last synced line. Each line is written whole before the next is added
// (a program killed leaves no half line of it); the file is synced when
// its owner says the table waits (Sync), with a line added a second or
// more after the last sync, and when it is finished or closed.
//
// While the game is played its header holds the seed sealed with the key
// of the games directory (SealKey), not in the clear, and the file is
// locked (flock) by the program playing it: someone who reads the log then
// (a program at the table, another person, a player of the same server
// opening the saved games) cannot deal the cards still hidden, and
// ReadLogFile refuses to unseal it. Finish writes the whole log in its
// final form, the seed in the clear, atomically over it; a program killed
// leaves it sealed and, its lock gone, readable with the key.
//
// A write that fails (a full disk) is cut back to the last whole line,
// and nothing more is added: Err says why. The methods are safe for
// concurrent use.
type LogFile struct {
	mu       sync.Mutex
	f        *os.File
	path     string
	size     int64 // bytes of whole lines written
	err      error // the first failure: nothing more is added
	dirty    bool  // lines written since the last sync
	synced   time.Time
	closed   bool // nothing more is added
	finished bool // the log has its final form
}

// CreateLogFile starts the log of a game with header h in the games
// directory dir (made, mode 0700, if missing) under a new name (LogName);
// the header's seed is sealed with dir's key, made if dir has none.
func CreateLogFile(dir string, h Header) (*LogFile, error) {
	key, err := LoadSealKey(dir, true)
	if err != nil {
		return nil, fmt.Errorf("the key that seals the seed: %w", err)
	}
	if h.Sealed, err = key.Seal(h.Seed); err != nil {
		return nil, err
	}
	h.Seed = 0
	line, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	f, path, err := createLogName(dir, h.Game, h.Started)
	if err != nil {
		return nil, err
	}
	if err := lockPlaying(f); err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		return nil, err
	}
	lf := &LogFile{f: f, path: path, synced: time.Now()}
	if err := lf.write(append(line, '\n')); err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		return nil, err
	}
	if err := lf.syncLocked(); err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		return nil, err
	}
	syncDir(dir)
	return lf, nil
}

// Path is the log's file.
func (l *LogFile) Path() string { return l.path }

// Err says why the log stopped being written as the game went, if it did.
func (l *LogFile) Err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// Add writes one line of the log: an Entry or a Note. Once a write has
// failed, or the log is finished, it does nothing; the error is Err's.
func (l *LogFile) Add(v any) error {
	line, err := json.Marshal(v)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err != nil || l.closed {
		return l.err
	}
	if err := l.write(append(line, '\n')); err != nil {
		return err
	}
	if time.Since(l.synced) >= syncEvery {
		return l.syncLocked()
	}
	return nil
}

// write appends line whole, or cuts the file back to the lines before it
// and fails for good.
func (l *LogFile) write(line []byte) error {
	n, err := l.f.Write(line)
	if err == nil {
		l.size += int64(n)
		l.dirty = true
		return nil
	}
	if terr := l.f.Truncate(l.size); terr != nil {
		err = fmt.Errorf("%w (and cutting it back to its last whole line: %v)", err, terr)
	}
	_, _ = l.f.Seek(l.size, 0)
	l.err = fmt.Errorf("%s: %w", l.path, err)
	return l.err
}

// Sync waits for the lines written so far to be on disk: the table calls
// it when it waits for a person, at the end of a round, deal or trick.
func (l *LogFile) Sync() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err != nil || l.closed {
		return l.err
	}
	return l.syncLocked()
}

func (l *LogFile) syncLocked() error {
	if !l.dirty {
		return nil
	}
	if err := l.f.Sync(); err != nil {
		l.err = fmt.Errorf("%s: %w", l.path, err)
		return l.err
	}
	l.dirty, l.synced = false, time.Now()
	return nil
}

// Finish writes the whole log, data (Log.Write's JSON Lines, the seed in
// the clear), atomically over the file and closes it: the log takes its
// final form. When this fails the log stays as it is, open, locked and
// taking lines (a quit taken back plays on). It may be tried again after
// a failure, after Close too; once it has succeeded it does nothing.
func (l *LogFile) Finish(data []byte) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.finished {
		return nil
	}
	if err := writeFileAtomic(l.path, data, true); err != nil {
		return fmt.Errorf("%s: %w", l.path, err)
	}
	syncDir(filepath.Dir(l.path))
	l.finished = true
	if !l.closed { // what it holds was replaced whole: nothing to sync
		l.closed = true
		_ = l.f.Close()
	}
	return nil
}

// FinishLog is Finish with the log l.
func FinishLog[A any](f *LogFile, l Log[A]) error {
	var buf bytes.Buffer
	if err := l.Write(&buf); err != nil {
		return fmt.Errorf("encode log: %w", err)
	}
	return f.Finish(buf.Bytes())
}

// Close syncs and closes a log that was not finished: it stays as it was
// written, its seed sealed (a game left running by a program that ends
// without saving it).
func (l *LogFile) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.closeLocked()
}

// closeLocked syncs what was written (what was written so far stays,
// whatever happens next) and closes the file, once.
func (l *LogFile) closeLocked() error {
	if l.closed {
		return nil
	}
	l.closed = true
	var err error
	if l.err == nil {
		err = l.syncLocked()
	}
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// LogName is the file name of a log of game started at started:
// GAME-YYYYMMDD-HHMMSS.jsonl, or with -2, -3, ... before .jsonl after the
// first of its second (n counts from 1). The seed is never in it.
func LogName(game string, started time.Time, n int) string {
	name := game + "-" + started.UTC().Format("20060102-150405")
	if n > 1 {
		name += "-" + strconv.Itoa(n)
	}
	return name + ".jsonl"
}

// createLogName creates a new, empty log file (mode 0600) in dir for a
// game started at started, under the first LogName not taken.
func createLogName(dir, game string, started time.Time) (*os.File, string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, "", err
	}
	for n := 1; ; n++ {
		path := filepath.Join(dir, LogName(game, started, n))
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && n < 10_000 {
			continue
		}
		return f, path, err
	}
}

// syncDir waits for dir's entries (a file made or renamed there) to be on
// disk, where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}
