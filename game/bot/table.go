package bot

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"teahouse/game"
	"teahouse/game/host"
)

// TableOptions tune a live table opened from its players (OpenTable).
type TableOptions struct {
	// Bot tunes program seats; their standard error goes to a file
	// beside the game's log (none without one).
	Bot Options
	// Think is the table's think time (host.Options.Think).
	Think time.Duration
	// ThinkOf is the think time of a decision by the deciding seat's view
	// (host.Options.ThinkOf); nil: Think.
	ThinkOf func(view any) time.Duration
	// LogDir is where the log is written as the game goes (a
	// game.LogFile); "" writes none, and the game is saved whole at its
	// end only.
	LogDir string
	// Start is when the game starts, as its log says; the zero time is
	// now.
	Start time.Time
	// NoPrograms refuses program seats: a server runs no programs its
	// players name.
	NoPrograms bool
	// Keepers keep something of the table beyond it (host.Options.Keepers).
	Keepers []host.Keeper
}

// Table is a live table whose seats are filled from its players: its
// host, the log written as the game goes and the files its program seats
// write their standard error to. Every front end (the local screen, the
// SSH server's shared tables) sets its seats up with OpenTable; Close
// closes them all.
type Table[C, S, A, V any] struct {
	*host.Host[C, S, A, V]
	roster Roster[V, A]
	bot    Options
	// File is the log written as the game goes: nil without
	// TableOptions.LogDir, or when it could not be created (LogErr).
	File *game.LogFile
	// LogErr is why the log could not be created; the game is then
	// saved whole at its end only.
	LogErr error
	stderr []*os.File
}

// OpenTable starts a table of g on its own host with players in its seats:
// a computer of the roster's level, a program (its standard error in a
// file beside the log, GAME-TIME.P2.stderr, readable by its owner only)
// or a person, who acts through the host. A table that cannot open leaves
// no file behind.
func OpenTable[C, S, A, V any](g game.Game[C, S, A, V], r Roster[V, A], cfg C, seed uint64, players []game.Player, o TableOptions) (*Table[C, S, A, V], error) {
	if o.NoPrograms {
		for i, p := range players {
			if p.Kind == game.Program {
				return nil, fmt.Errorf("%s: %w", game.Seat(i), errNoPrograms)
			}
		}
	}
	start := o.Start
	if start.IsZero() {
		start = time.Now()
	}
	t := &Table[C, S, A, V]{roster: r, bot: o.Bot}
	if o.LogDir != "" {
		if f, err := game.CreateLogFile(o.LogDir, host.HeaderOf(g, cfg, seed, players, start)); err == nil {
			t.File = f
		} else {
			t.LogErr = err
		}
	}
	sitters, err := r.Sitters(players, func(s game.Seat) Options {
		bo := o.Bot
		if players[s].Kind != game.Program {
			return bo
		}
		if f := stderrFile(t.File, s); f != nil {
			t.stderr = append(t.stderr, f)
			bo.Stderr = f
		}
		return bo
	})
	if err != nil {
		t.discard()
		return nil, err
	}
	t.Host, err = host.Open(g, cfg, seed, sitters, host.Options{Think: o.Think, ThinkOf: o.ThinkOf, Now: func() time.Time { return start }, Log: t.File, Keepers: o.Keepers})
	if err != nil {
		t.discard()
		return nil, err
	}
	return t, nil
}

// errNoPrograms refuses a program a seat it cannot take.
var errNoPrograms = errors.New("a program cannot take a seat at this table")

// Sit gives seat to p from now on, with note said at the table
// (host.Host.Reseat): a computer of p.Level, or a person who acts through
// the host. A program is refused: one is started only with its table.
func (t *Table[C, S, A, V]) Sit(seat game.Seat, p game.Player, note string) error {
	if p.Kind == game.Program {
		return errNoPrograms
	}
	s, err := t.roster.Sitter(p, t.bot)
	if err != nil {
		return err
	}
	return t.Reseat(seat, s, note)
}

// Close stops the table (host.Host.Close) and closes its files: the log
// left as it was written, its seed sealed, unless it was finished; a
// program's standard error file removed when the program wrote nothing
// to it.
func (t *Table[C, S, A, V]) Close() {
	t.Host.Close()
	t.closeFiles()
}

// Discard stops a table that never served anyone and removes its files.
func (t *Table[C, S, A, V]) Discard() {
	t.Host.Close()
	t.discard()
}

// closeFiles closes the log and the program seats' files, removing those
// the program wrote nothing to: an empty file says nothing beside the log.
func (t *Table[C, S, A, V]) closeFiles() {
	if t.File != nil {
		_ = t.File.Close()
	}
	for _, f := range t.stderr {
		fi, err := f.Stat()
		_ = f.Close()
		if err == nil && fi.Size() == 0 {
			_ = os.Remove(f.Name())
		}
	}
}

// discard closes and removes the table's files.
func (t *Table[C, S, A, V]) discard() {
	t.closeFiles()
	for _, f := range t.stderr {
		_ = os.Remove(f.Name())
	}
	if t.File != nil {
		_ = os.Remove(t.File.Path())
	}
}

// stderrFile creates the file a program seat's standard error goes to,
// beside the game's log and named after it (GAME-TIME.P2.stderr: no seed
// in its path, which the program can read), readable by its owner only;
// nil when the game has no log file.
func stderrFile(log *game.LogFile, s game.Seat) *os.File {
	if log == nil {
		return nil
	}
	name := strings.TrimSuffix(log.Path(), ".jsonl") + "." + s.String() + ".stderr"
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return nil
	}
	return f
}
