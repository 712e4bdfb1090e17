package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// LedgerFile is where teahouse kept blackjack bankrolls before the
// database, inside the data directory.
var LedgerFile = filepath.Join("blackjack", "bankroll.json")

// ledgerVersion is the newest bankroll file format; version 1 kept players
// by display name, version 2 by player ID.
const ledgerVersion = 2

// ledgerSource names the bankroll file's import in the imports table.
const ledgerSource = "blackjack/bankroll.json"

// ErrCorrupt is wrapped by a CorruptError.
var ErrCorrupt = errors.New("corrupt bankroll file")

// CorruptError reports a bankroll file that could not be read as one, and
// where it was set aside so that it is not lost and not reported again.
type CorruptError struct {
	// Path is the bankroll file.
	Path string
	// SetAside is where the unreadable file now lies.
	SetAside string
	// Err says what was wrong with it.
	Err error
}

// Error says what was wrong and where the file went.
func (e *CorruptError) Error() string {
	return fmt.Sprintf("%s: %s (%v): set aside as %s", e.Path, ErrCorrupt, e.Err, filepath.Base(e.SetAside))
}

// Unwrap makes errors.Is(err, ErrCorrupt) hold.
func (e *CorruptError) Unwrap() error { return ErrCorrupt }

// Imported says what ImportBankrolls did.
type Imported struct {
	// Path is the file read; "" when there was nothing to import.
	Path string
	// Players counts the records imported.
	Players int
	// Upgraded says, one sentence a name, what reading a version 1 file
	// did ("You is now local:ann.").
	Upgraded []string
	// Kept says, one sentence a player, where the database already had a
	// record and kept it; the file's record is still in the file.
	Kept []string
}

// ImportBankrolls imports the bankroll file of the data directory dir
// (LedgerFile), once: the import is recorded with the records, in one
// transaction, and never done again. The file is left as it was. A
// version 1 file names players; idOf gives each name's player ID (nil, or
// an empty answer, keeps the name).
//
// With no file, or one imported before, it returns an empty Imported. A
// file that is not a bankroll file is renamed to FILE.corrupt-TIMESTAMP
// and reported with a *CorruptError; a file of a newer teahouse is left
// alone and reported with an error wrapping ErrNewer; neither is recorded
// as imported, and the store works on.
func (s *Store) ImportBankrolls(dir string, idOf func(name string) string) (Imported, error) {
	path := filepath.Join(dir, LedgerFile)
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return Imported{}, nil // the usual cases, and no write lock taken for them
	}
	if done, err := s.imported(s.db); err != nil || done {
		return Imported{}, s.wrap(err)
	}
	var out Imported
	var fileErr error // what is wrong with the file, which says its own path
	err := s.change(func(tx *sql.Tx) error {
		if done, err := s.imported(tx); err != nil || done { // another program may have imported it since
			return err
		}
		data, err := os.ReadFile(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return nil
		case err != nil:
			fileErr = err
			return nil
		}
		recs, upgraded, perr := parseLedger(data, idOf)
		switch {
		case errors.Is(perr, ErrNewer):
			fileErr = fmt.Errorf("%s: %w", path, perr)
			return nil
		case perr != nil:
			aside, err := s.setAside(path)
			if err != nil {
				fileErr = fmt.Errorf("%s: %w (%v), and it could not be set aside: %v", path, ErrCorrupt, perr, err)
			} else {
				fileErr = &CorruptError{Path: path, SetAside: aside, Err: perr}
			}
			return nil
		}
		out = Imported{Path: path, Upgraded: upgraded}
		for _, player := range slices.Sorted(maps.Keys(recs)) {
			r := recs[player]
			res, err := tx.Exec(`INSERT INTO bankrolls (player, `+recordColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (player) DO NOTHING`, player, r.Bankroll, r.Rounds, r.Hands, r.Won, r.Lost, r.Pushed, r.Blackjacks,
				r.Surrenders, r.NewBankrolls, r.Net, r.BiggestWin, r.BiggestLoss, stamp(r.Updated))
			if err != nil {
				return err
			}
			if added, err := res.RowsAffected(); err != nil {
				return err
			} else if added == 0 {
				out.Kept = append(out.Kept, fmt.Sprintf("%s had a record here already: it is kept, and the file's is left in %s.", player, path))
				continue
			}
			out.Players++
		}
		note := fmt.Sprintf("%d players imported", out.Players)
		if len(out.Kept) > 0 {
			note += "; " + strings.Join(out.Kept, " ")
		}
		_, err = tx.Exec(`INSERT INTO imports (source, path, done, note) VALUES (?, ?, ?, ?)`, ledgerSource, path, stamp(s.now()), note)
		return err
	})
	if err == nil {
		err = fileErr
	}
	if err != nil {
		return Imported{}, err
	}
	return out, nil
}

// imported reports whether the bankroll file was imported.
func (s *Store) imported(q querier) (bool, error) {
	var n int
	if err := q.QueryRow(`SELECT count(*) FROM imports WHERE source = ?`, ledgerSource).Scan(&n); err != nil {
		return false, err
	}
	return n > 0, nil
}

// ledger is the JSON form of a bankroll file.
type ledger struct {
	Version int               `json:"version"`
	Players map[string]Record `json:"players"`
}

// parseLedger reads and checks a bankroll file, turning a version 1
// file's names into IDs; upgraded says what became of each name.
func parseLedger(data []byte, idOf func(string) string) (recs map[string]Record, upgraded []string, err error) {
	var f ledger
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, nil, err
	}
	switch {
	case f.Version > ledgerVersion:
		return nil, nil, fmt.Errorf("%w: bankroll file version %d (this one reads %d)", ErrNewer, f.Version, ledgerVersion)
	case f.Version < 1:
		return nil, nil, fmt.Errorf("version %d: want %d", f.Version, ledgerVersion)
	}
	recs = map[string]Record{}
	for _, key := range slices.Sorted(maps.Keys(f.Players)) {
		r := f.Players[key]
		if key == "" {
			return nil, nil, errors.New("a player without a name")
		}
		if err := r.validate(); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", key, err)
		}
		if f.Version == ledgerVersion {
			recs[key] = r
			continue
		}
		id := key
		if idOf != nil && idOf(key) != "" {
			id = idOf(key)
		}
		if _, taken := recs[id]; taken { // two names of one person: keep both
			id = fmt.Sprintf("%s (was %s)", id, key)
		}
		recs[id] = r
		upgraded = append(upgraded, fmt.Sprintf("%s is now %s.", key, id))
	}
	return recs, upgraded, nil
}

// setAside renames the file at path to a free name beside it.
func (s *Store) setAside(path string) (string, error) {
	base := path + ".corrupt-" + s.now().UTC().Format("20060102-150405")
	name := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			break
		}
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return name, os.Rename(path, name)
}
