package game

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"
)

// Header is the first line of a game log: with the seed and the config it
// fixes every random draw, so the entries that follow replay the game exactly.
//
// The log of a game still being played holds its seed sealed instead
// (Sealed, with Seed 0): see LogFile. A finished log, or one of a game
// left, has the seed in the clear.
type Header struct {
	Game    string          `json:"game"`
	Version int             `json:"rules_version"`
	Seed    uint64          `json:"seed"`
	Sealed  string          `json:"sealed_seed,omitempty"`
	Config  json.RawMessage `json:"config"`
	Players []Player        `json:"players"`
	Started time.Time       `json:"started"`
}

// Entry is one logged action: which seat did what. Automatic transitions are
// never logged; Reduce derives them.
type Entry[A any] struct {
	Seat   Seat `json:"seat"`
	Action A    `json:"action"`
}

// Note is something the table said during a game that is not an action,
// such as a program seat failing and the computer taking over. Replay
// skips notes; a screen shows them.
type Note struct {
	// At is the number of actions applied when the note was made.
	At int `json:"-"`
	// Seat is the seat the note is about, or NoSeat.
	Seat Seat `json:"seat"`
	// Text says what happened in a sentence.
	Text string `json:"note"`
	// Kind tells notes a replay reads apart from the table's sentences:
	// NoteTip, NoteReseat, or empty for a sentence only. Logs written
	// before kinds existed have none, and read as before.
	Kind string `json:"kind,omitempty"`
	// Was, on a note of a seat changing hands (NoteReseat), is who played
	// Seat until then: the actions before the note are theirs.
	Was *Player `json:"was,omitempty"`
}

// NoteTip is the Kind of a note saying that the person in Seat had the
// game's tip (a Blackjack hint) worked out for the position after At
// actions: a replay can show what the tip said there. It changes nothing
// in the game: replay skips it like any note.
const NoteTip = "tip"

// NoteReseat is the Kind of a note saying that Seat changed hands after
// At actions (a person who left and the computer who took over, or the
// person back): Was is who played it until then, and the log's header
// names who plays it at the end. A screen that writes the game's story
// again names each action by who made it.
const NoteReseat = "reseat"

// Log is a whole game as JSON Lines: the header, then one line per action
// and per note, in the order they happened.
type Log[A any] struct {
	Header  Header
	Entries []Entry[A]
	Notes   []Note
}

// Clone returns a copy of l that shares no storage with it.
func (l Log[A]) Clone() Log[A] {
	l.Entries, l.Notes = slices.Clone(l.Entries), slices.Clone(l.Notes)
	l.Header.Players = slices.Clone(l.Header.Players)
	return l
}

// ErrCorruptLog reports a log that cannot be read; the wrapping error names
// the file and line.
var ErrCorruptLog = errors.New("corrupt game log")

// MaxLineBytes is the most a line of a log may hold, not counting the
// newline that ends it. A longer line is an error wrapping ErrLongLine
// (and ErrCorruptLog), whole or not: it is no line cut short by a crash,
// which a reader may leave out.
const MaxLineBytes = 1 << 20

// ErrLongLine reports a log line longer than MaxLineBytes.
var ErrLongLine = fmt.Errorf("longer than 1 MiB (%d bytes), the most a log line may hold", MaxLineBytes)

// Write writes the log as JSON Lines.
func (l Log[A]) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	if err := enc.Encode(l.Header); err != nil {
		return err
	}
	notes := l.Notes
	for i := 0; i <= len(l.Entries); i++ {
		for len(notes) > 0 && notes[0].At <= i {
			if err := enc.Encode(notes[0]); err != nil {
				return err
			}
			notes = notes[1:]
		}
		if i < len(l.Entries) {
			if err := enc.Encode(l.Entries[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// ReadHeader reads just the header line, to learn which game a log holds.
// name labels errors, usually the file's path.
func ReadHeader(r io.Reader, name string) (Header, error) {
	sc := newLineScanner(r)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return Header{}, scanError(name, 1, err)
		}
		return Header{}, fmt.Errorf("%s: %w: the file is empty", name, ErrCorruptLog)
	}
	return decodeHeader(sc.Bytes(), name)
}

// ReadLog reads a whole log of game, rejecting a log of another game, unknown
// fields and malformed lines with an error that names the file and line.
func ReadLog[A any](r io.Reader, name, game string) (Log[A], error) {
	var l Log[A]
	sc := newLineScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if line == 1 {
			h, err := decodeHeader(text, name)
			if err != nil {
				return l, err
			}
			if h.Game != game {
				return l, fmt.Errorf("%s:1: %w: a log of %q, not %q", name, ErrCorruptLog, h.Game, game)
			}
			l.Header = h
			continue
		}
		if len(text) == 0 {
			continue
		}
		if n, ok := noteOf(text); ok {
			n.At = len(l.Entries)
			l.Notes = append(l.Notes, n)
			continue
		}
		var e Entry[A]
		if err := strictUnmarshal(text, &e); err != nil {
			return l, fmt.Errorf("%s:%d: %w: %v", name, line, ErrCorruptLog, err)
		}
		l.Entries = append(l.Entries, e)
	}
	if err := sc.Err(); err != nil {
		return l, scanError(name, line+1, err)
	}
	if line == 0 {
		return l, fmt.Errorf("%s: %w: the file is empty", name, ErrCorruptLog)
	}
	return l, nil
}

// noteOf reads a note line; ok is false for any other line.
func noteOf(text []byte) (Note, bool) {
	var n Note
	if !bytes.Contains(text, []byte(`"note"`)) || strictUnmarshal(text, &n) != nil || n.Text == "" {
		return Note{}, false
	}
	return n, true
}

func decodeHeader(text []byte, name string) (Header, error) {
	var h Header
	if err := strictUnmarshal(text, &h); err != nil {
		return h, fmt.Errorf("%s:1: %w: header: %v", name, ErrCorruptLog, err)
	}
	if h.Game == "" {
		return h, fmt.Errorf("%s:1: %w: the header names no game", name, ErrCorruptLog)
	}
	return h, nil
}

func strictUnmarshal(text []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("more than one JSON value on the line")
	}
	return nil
}

// newLineScanner reads a log's lines, up to MaxLineBytes each.
func newLineScanner(r io.Reader) *bufio.Scanner {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), MaxLineBytes+1) // the line and its newline
	return sc
}

// scanError is the error of a scanner that stopped at line of the log
// name: a line over MaxLineBytes says so.
func scanError(name string, line int, err error) error {
	if errors.Is(err, bufio.ErrTooLong) {
		return fmt.Errorf("%s:%d: %w: line %d is %w", name, line, ErrCorruptLog, line, ErrLongLine)
	}
	return fmt.Errorf("%s:%d: %w: %v", name, line, ErrCorruptLog, err)
}
