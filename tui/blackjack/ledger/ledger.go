// Package ledger keeps blackjack players' bankrolls and lifetime statistics
// between games, by player ID ("local:ann"), in one JSON file of the
// user's data directory (DIR/blackjack/bankroll.json). Writes are atomic
// (a temporary file renamed into place); a file that cannot be read as a
// ledger is set aside under a new name, never overwritten or silently
// reset.
//
// Version 1 of the file kept players by display name ("You", "Player 2").
// Load reads it with every name turned into an ID by Store.IDOf, and the
// first write of version 2 first copies the version 1 file beside it
// (bankroll.json.v1), so nothing is lost.
//
//	s := ledger.At(dataDir, time.Now)
//	s.IDOf = func(name string) string { return "local:" + name }
//	book, err := s.Load() // a missing file is an empty book
//	var c *ledger.CorruptError
//	if errors.As(err, &c) { /* tell the player: c.SetAside holds the old file */ }
//	r := book.Players["local:ann"].Hand(bj.Win).Round(bj.Chips(10), bj.Chips(1010))
//	err = s.Merge(map[string]ledger.Record{"local:ann": r})
//
// The package does no terminal work; the blackjack screen decides when to
// record and save.
package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"time"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
)

// Version is the file format this package writes; it reads it and
// version 1, which kept players by name.
const Version = 2

// FileName is the ledger's file inside DIR/blackjack.
const FileName = "bankroll.json"

// Record is one player's bankroll and lifetime statistics. Amounts are in
// chips, counted in halves like every blackjack amount.
type Record struct {
	// Bankroll is the chips the player owns now.
	Bankroll bj.Amount `json:"bankroll"`
	// Rounds counts the rounds the player bet on.
	Rounds int `json:"rounds"`
	// Hands counts settled hands (each hand of a split counts).
	Hands int `json:"hands"`
	// Won, Lost and Pushed split Hands by result; a blackjack paid, even
	// money and a win count as won, a surrender as lost.
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Pushed int `json:"pushed"`
	// Blackjacks counts naturals paid (3:2, 6:5 or even money).
	Blackjacks int `json:"blackjacks"`
	// Surrenders counts hands given up for half the bet.
	Surrenders int `json:"surrenders"`
	// NewBankrolls counts new bankrolls taken when broke.
	NewBankrolls int `json:"new_bankrolls"`
	// Net is what the player has won (positive) or lost over every round,
	// new bankrolls not included.
	Net bj.Amount `json:"net"`
	// BiggestWin and BiggestLoss are the best and the worst result of one
	// round (BiggestLoss is zero or negative).
	BiggestWin  bj.Amount `json:"biggest_win"`
	BiggestLoss bj.Amount `json:"biggest_loss"`
	// Updated is when the record last changed.
	Updated time.Time `json:"updated"`
}

// Fresh returns the record of a new player with bankroll chips.
func Fresh(bankroll bj.Amount) Record { return Record{Bankroll: bankroll} }

// Hand returns r with one more hand settled with outcome o.
func (r Record) Hand(o bj.Outcome) Record {
	r.Hands++
	switch o {
	case bj.Win:
		r.Won++
	case bj.Natural, bj.EvenMoney:
		r.Won++
		r.Blackjacks++
	case bj.Push:
		r.Pushed++
	case bj.Surrendered:
		r.Lost++
		r.Surrenders++
	default: // lose, bust, dealer blackjack
		r.Lost++
	}
	return r
}

// Round returns r after a round the player bet on, which ended net (hands
// and insurance) with bankroll chips.
func (r Record) Round(net, bankroll bj.Amount) Record {
	r.Rounds++
	r.Net += net
	r.BiggestWin = max(r.BiggestWin, net)
	r.BiggestLoss = min(r.BiggestLoss, net)
	r.Bankroll = bankroll
	return r
}

// NewBankroll returns r after a new bankroll was taken, leaving bankroll
// chips.
func (r Record) NewBankroll(bankroll bj.Amount) Record {
	r.NewBankrolls++
	r.Bankroll = bankroll
	return r
}

// validate reports the first impossible figure of a record.
func (r Record) validate() error {
	for _, n := range []int{r.Rounds, r.Hands, r.Won, r.Lost, r.Pushed, r.Blackjacks, r.Surrenders, r.NewBankrolls} {
		if n < 0 {
			return fmt.Errorf("a negative count %d", n)
		}
	}
	switch {
	case r.Bankroll < 0:
		return fmt.Errorf("a negative bankroll %s", r.Bankroll)
	case r.Won+r.Lost+r.Pushed != r.Hands:
		return fmt.Errorf("%d hands but %d won, %d lost and %d pushed", r.Hands, r.Won, r.Lost, r.Pushed)
	case r.BiggestWin < 0 || r.BiggestLoss > 0:
		return fmt.Errorf("a biggest win of %s and a biggest loss of %s", r.BiggestWin, r.BiggestLoss)
	}
	return nil
}

// Book is every player's record, by player ID.
type Book struct {
	Players map[string]Record
	// Upgraded lists what reading a version 1 file did, one sentence a
	// name ("You is now local:ann."); empty for a version 2 file.
	Upgraded []string
}

// file is the JSON form of a Book.
type file struct {
	Version int               `json:"version"`
	Players map[string]Record `json:"players"`
}

// ErrCorrupt is wrapped by a CorruptError.
var ErrCorrupt = errors.New("corrupt bankroll file")

// ErrNewer reports a ledger written by a newer teahouse: it is left alone,
// and nothing is saved over it.
var ErrNewer = errors.New("bankroll file written by a newer teahouse")

// CorruptError reports a ledger that could not be read as one, and where
// it was set aside.
type CorruptError struct {
	// Path is the ledger's file.
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

// Store is the ledger file of one data directory.
type Store struct {
	// Path is the file, DIR/blackjack/bankroll.json.
	Path string
	// Now names set-aside files and stamps records; nil means time.Now.
	Now func() time.Time
	// IDOf is the ID of a player a version 1 file names; nil keeps the
	// name as the ID.
	IDOf func(name string) string
}

// At returns the store of the data directory dir.
func At(dir string, now func() time.Time) Store {
	return Store{Path: filepath.Join(dir, "blackjack", FileName), Now: now}
}

func (s Store) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}

// Load reads the ledger. A missing file is an empty book and no error. A
// file that is not a valid ledger is renamed to Path.corrupt-TIMESTAMP and
// reported with a *CorruptError, with an empty book: the player's history
// is kept on disk for them to mend. A ledger of a newer version returns
// ErrNewer; any other error (an unreadable file) is returned as it is.
// Only with a nil error or a *CorruptError may the caller save.
func (s Store) Load() (Book, error) {
	empty := Book{Players: map[string]Record{}}
	data, err := os.ReadFile(s.Path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return empty, nil
	case err != nil:
		return empty, err
	}
	b, perr := s.parse(data)
	if perr == nil {
		return b, nil
	}
	if errors.Is(perr, ErrNewer) {
		return empty, fmt.Errorf("%s: %w", s.Path, perr)
	}
	aside, err := s.setAside()
	if err != nil {
		return empty, fmt.Errorf("%s: %w (%v), and it could not be set aside: %v", s.Path, ErrCorrupt, perr, err)
	}
	return empty, &CorruptError{Path: s.Path, SetAside: aside, Err: perr}
}

// Peek reads the ledger as Load does but changes nothing on disk, for
// showing the records: a file that is not a valid ledger is an error
// wrapping ErrCorrupt, left where it is (the next Load sets it aside).
func (s Store) Peek() (Book, error) {
	data, err := os.ReadFile(s.Path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Book{Players: map[string]Record{}}, nil
	case err != nil:
		return Book{}, err
	}
	b, err := s.parse(data)
	switch {
	case errors.Is(err, ErrNewer):
		return Book{}, fmt.Errorf("%s: %w", s.Path, err)
	case err != nil:
		return Book{}, fmt.Errorf("%s: %w: %v", s.Path, ErrCorrupt, err)
	}
	return b, nil
}

// parse reads and checks a ledger file, turning a version 1 file's names
// into IDs.
func (s Store) parse(data []byte) (Book, error) {
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		return Book{}, err
	}
	switch {
	case f.Version > Version:
		return Book{}, fmt.Errorf("%w: version %d (this one reads %d)", ErrNewer, f.Version, Version)
	case f.Version < 1:
		return Book{}, fmt.Errorf("version %d: want %d", f.Version, Version)
	}
	b := Book{Players: map[string]Record{}}
	for _, key := range sortedKeys(f.Players) {
		r := f.Players[key]
		if key == "" {
			return Book{}, errors.New("a player without a name")
		}
		if err := r.validate(); err != nil {
			return Book{}, fmt.Errorf("%s: %w", key, err)
		}
		if f.Version == Version {
			b.Players[key] = r
			continue
		}
		id := s.idOf(key)
		if _, taken := b.Players[id]; taken { // two names of one person: keep both
			id = fmt.Sprintf("%s (was %s)", id, key)
		}
		b.Players[id] = r
		b.Upgraded = append(b.Upgraded, fmt.Sprintf("%s is now %s.", key, id))
	}
	return b, nil
}

// idOf is the ID of a name of a version 1 file.
func (s Store) idOf(name string) string {
	if s.IDOf == nil {
		return name
	}
	if id := s.IDOf(name); id != "" {
		return id
	}
	return name
}

func sortedKeys(m map[string]Record) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// setAside renames the ledger to a free name beside it.
func (s Store) setAside() (string, error) {
	base := s.Path + ".corrupt-" + s.now().UTC().Format("20060102-150405")
	name := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			break
		}
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return name, os.Rename(s.Path, name)
}

// Save writes b atomically, creating the directory if needed. Over a
// version 1 file it first keeps a copy of that file beside it (see
// KeepV1): the first version 2 write never loses the old one.
func (s Store) Save(b Book) error {
	if _, err := s.KeepV1(); err != nil {
		return err
	}
	f := file{Version: Version, Players: b.Players}
	if f.Players == nil {
		f.Players = map[string]Record{}
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return game.WriteFileAtomic(s.Path, append(data, '\n'))
}

// KeepV1 copies the ledger to Path.v1 when it is a version 1 file, and
// returns the copy's path ("" when there is nothing to keep). A copy
// already there with other bytes is kept too: the new one takes a free
// name, Path.v1-2 and on.
func (s Store) KeepV1() (string, error) {
	data, err := os.ReadFile(s.Path)
	if err != nil {
		return "", nil // nothing there, or Load has said why it cannot be read
	}
	var f file
	if json.Unmarshal(data, &f) != nil || f.Version != 1 {
		return "", nil
	}
	name := s.Path + ".v1"
	for i := 2; ; i++ {
		old, err := os.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			break
		}
		if err == nil && string(old) == string(data) {
			return name, nil
		}
		name = fmt.Sprintf("%s.v1-%d", s.Path, i)
	}
	if err := game.WriteFileAtomic(name, data); err != nil {
		return "", fmt.Errorf("keeping the version 1 bankroll file as %s: %w", filepath.Base(name), err)
	}
	return name, nil
}

// Merge writes recs into the ledger, keeping every other player's record
// as the file has it now (another teahouse may have written since this one
// read it), each written record stamped with the time. A corrupt file is
// set aside first: the records are still written, and the *CorruptError
// is returned. ErrNewer and read errors write nothing.
func (s Store) Merge(recs map[string]Record) error {
	b, loadErr := s.Load()
	var corrupt *CorruptError
	if loadErr != nil && !errors.As(loadErr, &corrupt) {
		return loadErr
	}
	now := s.now().UTC()
	for name, r := range recs {
		r.Updated = now
		b.Players[name] = r
	}
	if err := s.Save(b); err != nil {
		return err
	}
	return loadErr
}
