package catalog

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
)

// ErrBadRun: a run was asked for that cannot be played (a count below
// zero, a seat missing, a split through a deal played twice).
var ErrBadRun = errors.New("bad run")

// Run is a run of one game without a screen: the games From to
// From+Games-1 of a seed, each set up from Settings and played by
// computers or programs. Game i depends on Seed and i only, so the same
// run gives the same report on any number of workers, and a run split in
// parts ([0,n) and [n,2n)) plays, names and counts each game as the whole
// run ([0,2n)) does: the parts' counts add up to the whole's.
type Run struct {
	// Settings are the game's options; one not given takes its default.
	Settings game.Settings
	// Seed fixes every draw; it also names the logs (game.RunLogName).
	Seed uint64
	// From is the index of the first game; Games how many are played.
	From, Games int
	// Seats are the players of every seat, in seat order. Left nil, A
	// plays B in the game's duplicate layout (Tally.Duplicate): each deal
	// is played twice, A and B trading seats.
	Seats []game.Player
	// A and B are the two players of a duplicate run.
	A, B game.Player
	// Bot tunes the program seats.
	Bot bot.Options
	// LogDir, when set, is where each game's log is written as it ends
	// (see host.Run.LogDir); the report is the same with or without it.
	LogDir string
	// Workers is how many games are played at once; 0 means one per core.
	// Each worker starts its own program processes.
	Workers int
}

// Duplicate reports whether the run plays A against B.
func (r Run) Duplicate() bool { return r.Seats == nil }

// Report is what a run measured. It is written as JSON as it is; Print
// writes it for a person.
type Report interface {
	Print(w io.Writer)
}

// Tally is how a game counts a run of it and reports it, declared in its
// game/<g> package beside its Def.
type Tally[C, S, A any] struct {
	// Games is the run's number of games when none is asked for.
	Games int
	// Duplicate is where A sits in the first game of each deal (true) and
	// where B sits (false); the second game seats them the other way round.
	// Nil: the game is run only with every seat given.
	Duplicate []bool
	// Game, when set, is the config of game i of a run from the settings'
	// config c (a table that would never end given an end, say).
	Game func(c C, i int) C
	// Chunk is how many consecutive games a worker takes at a time (0:
	// 64); a duplicate run's is made even.
	Chunk int
	// Count returns an empty count of some of run's games, set up with c.
	Count func(c C, run Run) Count[S, A]
	// Gain, when set, is how a game's result for a side is counted from
	// its events: what event e adds to the result of the side holding the
	// seats marked true (the side's gain less the other's). Nil: a game's
	// result is its outcome's (see Duel).
	Gain func(e game.Event, side []bool) int
}

// Side returns the seats A holds in game i of a duplicate run: Duplicate
// in even games, the others in odd ones.
func (t *Tally[C, S, A]) Side(i int) []bool {
	return sideOf(t.Duplicate, i)
}

// sideOf returns the seats marked by layout in even games and the others
// in odd ones.
func sideOf(layout []bool, i int) []bool {
	side := slices.Clone(layout)
	if i%2 == 1 {
		for j := range side {
			side[j] = !side[j]
		}
	}
	return side
}

// Count is a tally of some consecutive games of a run. Its methods are
// called from one goroutine at a time.
type Count[S, A any] interface {
	// Event is given every event of game i as it happens.
	Event(i int, e game.Event)
	// Game is given game i at its end.
	Game(i int, g host.Game[S, A])
	// Add folds in the count of the games that follow its own (a count of
	// the same game, made by the same Tally).
	Add(later Count[S, A])
	// Report is the report of a count of a whole run; notes say where a
	// program failed and a computer took its seat over.
	Report(notes []string) Report
}

// RunInfo says how a game is run without a screen: what the command line
// asks for.
type RunInfo struct {
	// Games is the run's number of games when none is asked for.
	Games int
	// Duplicate is the number of seats of a game run as A against B (see
	// Tally.Duplicate); 0 for a game run with every seat given.
	Duplicate int
	// Levels are the levels a player of a run may play at: the computer's
	// levels and, for A or B, the levels a whole side may play at.
	Levels []string
}

// Runs implements Entry: the zero RunInfo for a game not run so.
func (g *Game[C, S, A, V]) Runs() RunInfo {
	if g.Tally == nil {
		return RunInfo{}
	}
	r := RunInfo{Games: g.Tally.Games, Duplicate: len(g.Tally.Duplicate), Levels: slices.Clone(g.Roster.Levels)}
	if r.Duplicate > 0 {
		r.Levels = append(r.Levels, g.Roster.Teams...)
	}
	return r
}

// Simulate implements Entry. A bad run or setting is a
// *game.Refusal; a program that cannot start, or a log that cannot be
// written, is an error naming the game.
func (g *Game[C, S, A, V]) Simulate(ctx context.Context, run Run) (Report, error) {
	t := g.Tally
	if t == nil {
		return nil, game.Refuse(ErrBadRun, "%s cannot be run without a screen", g.Game.Name())
	}
	seats := len(run.Seats)
	switch {
	case run.Duplicate() && len(t.Duplicate) == 0:
		return nil, game.Refuse(ErrBadRun, "%s is run with every seat given, not A against B", g.Game.Name())
	case !run.Duplicate() && len(t.Duplicate) > 0:
		return nil, game.Refuse(ErrBadRun, "%s is run A against B, each deal twice with the seats swapped, not with every seat given", g.Game.Name())
	case run.Duplicate():
		seats = len(t.Duplicate)
	}
	if err := checkRange(run, run.Duplicate()); err != nil {
		return nil, err
	}
	cfg, err := g.Config(run.Settings, seats)
	if err != nil {
		return nil, err
	}
	h := host.Run[C, S, A, V]{Game: g.Game, Games: run.Games, From: run.From, Seed: run.Seed,
		Workers: run.Workers, Chunk: t.Chunk, LogDir: run.LogDir, Config: t.configs(cfg)}
	if run.Duplicate() {
		g.duplicate(&h, cfg, t.Duplicate, run.Bot, run.A, run.B)
	} else {
		h.Seats = func() ([]host.Sitter[V, A], error) {
			return g.RosterFor(cfg).Sitters(run.Seats, func(game.Seat) bot.Options { return run.Bot })
		}
	}
	total, notes, err := host.Simulate(ctx, h, host.Tally[S, A, counted[C, S, A]]{
		Event: func(c *counted[C, S, A], i int, e game.Event) { c.of(t, cfg, run).Event(i, e) },
		Game:  func(c *counted[C, S, A], i int, gm host.Game[S, A]) { c.of(t, cfg, run).Game(i, gm) },
		Merge: func(c *counted[C, S, A], part counted[C, S, A]) {
			if part.c != nil {
				c.of(t, cfg, run).Add(part.c)
			}
		},
	})
	if err != nil {
		return nil, err
	}
	texts := make([]string, len(notes))
	for i, n := range notes {
		texts[i] = n.Text
	}
	return total.of(t, cfg, run).Report(texts), nil
}

// configs returns the config of each game of a run from the settings'
// config c.
func (t *Tally[C, S, A]) configs(c C) func(i int) C {
	return func(i int) C {
		if t.Game != nil {
			return t.Game(c, i)
		}
		return c
	}
}

// duplicate sets h up to play a against b, each deal twice on the same
// seed: a in the seats layout marks in the first game, b in the others,
// then the seats traded. A chunk holds whole deals.
func (g *Game[C, S, A, V]) duplicate(h *host.Run[C, S, A, V], cfg C, layout []bool, o bot.Options, a, b game.Player) {
	even := make([]game.Player, len(layout))
	for i, mine := range layout {
		even[i] = b
		if mine {
			even[i] = a
		}
	}
	h.Players, h.Seats = g.RosterFor(cfg).Duplicate(o, a, b, even...)
	seed := h.Seed
	h.SeedOf = func(i int) uint64 { return game.SubSeed(seed, i/2) }
	h.Chunk += h.Chunk % 2
	if h.Chunk == 0 {
		h.Chunk = 64
	}
}

// checkRange refuses a run's count or first game that cannot be played:
// a duplicate run plays each deal's two games together.
func checkRange(run Run, pairs bool) error {
	switch {
	case run.Games < 0:
		return game.Refuse(ErrBadRun, "games %d: want 0 or more", run.Games)
	case run.From < 0:
		return game.Refuse(ErrBadRun, "from %d: want 0 or more", run.From)
	case pairs && run.Games%2 != 0:
		return game.Refuse(ErrBadRun, "games %d: each deal is played twice, A and B trading seats: want an even number", run.Games)
	case pairs && run.From%2 != 0:
		return game.Refuse(ErrBadRun, "from %d: each deal is played twice, A and B trading seats: want an even game", run.From)
	}
	return nil
}

// counted holds a chunk's count, made at its first game.
type counted[C, S, A any] struct{ c Count[S, A] }

// of returns the count, making it on first use.
func (c *counted[C, S, A]) of(t *Tally[C, S, A], cfg C, run Run) Count[S, A] {
	if c.c == nil {
		c.c = t.Count(cfg, run)
	}
	return c.c
}

// PlayerName names a player of a run as a report does: a computer by its
// level, a program as exec:COMMAND.
func PlayerName(p game.Player) string {
	switch p.Kind {
	case game.AI:
		return p.Level
	case game.Program:
		return "exec:" + p.Command
	}
	return string(p.Kind)
}

// PrintFallbacks writes a report's notes of program seats that failed
// and were taken over by a computer, one a line.
func PrintFallbacks(w io.Writer, notes []string) {
	for _, n := range notes {
		fmt.Fprintf(w, "  fallback: %s\n", n)
	}
}
