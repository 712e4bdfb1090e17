package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the pure Go SQLite driver: building teahouse needs nothing but Go
)

// FileName is the database's file inside the data directory.
const FileName = "teahouse.db"

// busyTimeout is how long a change waits for other programs' changes to
// finish before it gives up. Each transaction of this package is short,
// but SQLite's waiting is not fair: a change may wait for many others on a
// busy machine (an SSH server's sessions), and a change given up is a
// save that failed.
const busyTimeout = 30 * time.Second

// Store is the database of one data directory. Its methods may be called
// from any goroutine; each change is one transaction.
type Store struct {
	path string
	db   *sql.DB
	now  func() time.Time

	mu      sync.Mutex
	pending map[string]Change // bankroll changes not saved yet (pending.go)
}

// Options adjust Open.
type Options struct {
	// Now stamps changes (a bankroll's Updated, an import); nil means
	// time.Now.
	Now func() time.Time
}

// Open opens (creating it if needed) the database DIR/teahouse.db and
// brings its schema up to date. A database of a newer schema is refused
// with an error wrapping ErrNewer, and a file that is not a database with
// the driver's reason; either way the file is left as it is.
func Open(dir string) (*Store, error) { return OpenWith(dir, Options{}) }

// OpenWith is Open with options.
func OpenWith(dir string, o Options) (*Store, error) {
	if dir == "" {
		return nil, errors.New("no data directory")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	path, err := filepath.Abs(filepath.Join(dir, FileName))
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s := &Store{path: path, db: db, now: o.Now}
	if s.now == nil {
		s.now = time.Now
	}
	if err := migrate(db, migrations); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// dsn is the driver's name for the database at path: a file: URI (so no
// character of the path is taken for a parameter) in WAL mode, with the
// busy timeout, and every transaction beginning IMMEDIATE, so a
// read-modify-write never meets a write that slipped in between.
func dsn(path string) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Set("_txlock", "immediate")
	return "file:" + (&url.URL{Path: filepath.ToSlash(path)}).EscapedPath() + "?" + q.Encode()
}

// Path returns the database's file.
func (s *Store) Path() string { return s.path }

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// change runs f in one transaction, committed if f returns nil and rolled
// back otherwise. The error names the database.
func (s *Store) change(f func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(context.Background(), nil)
	if err != nil {
		return s.wrap(err)
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// wrap names the database in an error.
func (s *Store) wrap(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", s.path, err)
}

// stampLayout is how the database keeps a time: UTC to the nanosecond, of
// one width, so that stamps sort as text.
const stampLayout = "2006-01-02T15:04:05.000000000Z"

// stamp is t as the database keeps it.
func stamp(t time.Time) string { return t.UTC().Format(stampLayout) }

// unstamp reads a stamp.
func unstamp(s string) (time.Time, error) { return time.Parse(stampLayout, s) }
