package catalog

import (
	"context"
	"fmt"
	"slices"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/dataset"
)

// Info is what the catalog says of a game: for the lobby, the setup
// screen, the command line and `teahouse games --json`.
type Info struct {
	// Name is the game's name in logs and on the command line.
	Name string `json:"name"`
	// Title and Blurb are the lobby's name and line for the game.
	Title string `json:"title"`
	Blurb string `json:"blurb"`
	// Teams says who partners whom in a game of teams (see Def.Teams).
	Teams string `json:"teams,omitempty"`
	// Unrated says why the game is not rated (see Def.Unrated).
	Unrated string `json:"unrated,omitempty"`
	// Seats is the default number of seats; MinSeats and MaxSeats bound
	// it.
	Seats    int `json:"seats"`
	MinSeats int `json:"min_seats"`
	MaxSeats int `json:"max_seats"`
	// Levels are the computer's levels, weakest first; Strongest is the
	// last of them.
	Levels    []string `json:"levels"`
	Strongest string   `json:"strongest"`
	// Options are the game's options, in setup order.
	Options []game.Option `json:"options"`
}

// Option returns the game's option of key.
func (i Info) Option(key string) (game.Option, bool) {
	for _, o := range i.Options {
		if o.Key == key {
			return o, true
		}
	}
	return game.Option{}, false
}

// DefaultPlayers are the seats a new game starts with, in the lobby's
// setup and on the command line alike: a person in the first of Seats
// seats, the strongest computer in the others.
func (i Info) DefaultPlayers() []game.Player {
	players := []game.Player{{Kind: game.Human}}
	for range max(0, i.Seats-1) {
		p := game.Player{Kind: game.Human}
		if i.Strongest != "" {
			p = game.Player{ID: "ai:" + i.Strongest, Kind: game.AI, Level: i.Strongest}
		}
		players = append(players, p)
	}
	return players
}

// Entry is one game of the catalog, joined with its computers. Its
// methods know nothing of the game's own types.
type Entry interface {
	// Info says what the game is and which options it takes.
	Info() Info
	// Check reports whether settings make a game for seats seats: nil, or
	// a *game.Refusal of game.ErrBadOption saying why not.
	Check(s game.Settings, seats int) error
	// Normalize reads settings as a game for seats seats would and writes
	// them back: every option given, in the game's own spelling.
	Normalize(s game.Settings, seats int) (game.Settings, error)
	// Outcome replays a saved log (the file's bytes; name labels errors)
	// and returns how the game stands at its end.
	Outcome(log []byte, name string) (game.Outcome, error)
	// Reader reads the game's logs for the dataset export.
	Reader() dataset.Reader
	// Simulate plays a run of the game without a screen and reports what
	// it measured.
	Simulate(ctx context.Context, run Run) (Report, error)
	// Runs says how the game is run without a screen.
	Runs() RunInfo
	// Duel measures two players against each other over deals, each
	// played twice with the players trading seats.
	Duel(ctx context.Context, d Duel) (DuelReport, error)
}

// Of joins a game's definition with its computers into an entry.
func Of[C, S any, A fmt.Stringer, V any](d Def[C, S, A, V], r bot.Roster[V, A]) *Game[C, S, A, V] {
	return &Game[C, S, A, V]{Def: d, Roster: r}
}

// OfTable joins a game's definition with computers that play by the
// table's config (Blackjack's by its rules): r(c) seats the table of
// config c; the entry's Roster is that of the zero config.
func OfTable[C, S any, A fmt.Stringer, V any](d Def[C, S, A, V], r func(c C) bot.Roster[V, A]) *Game[C, S, A, V] {
	var zero C
	return &Game[C, S, A, V]{Def: d, Roster: r(zero), table: r}
}

// Game is an Entry that still knows the game's types: a screen or a
// harness that needs them holds it.
type Game[C, S any, A fmt.Stringer, V any] struct {
	Def[C, S, A, V]
	// Roster makes the computers that take seats.
	Roster bot.Roster[V, A]
	// table, when set, makes the computers of a table of a config.
	table func(c C) bot.Roster[V, A]
}

// RosterFor makes the computers of a table of config c: those of the
// table's config for an entry made by OfTable, else Roster.
func (g *Game[C, S, A, V]) RosterFor(c C) bot.Roster[V, A] {
	if g.table != nil {
		return g.table(c)
	}
	return g.Roster
}

// Info implements Entry.
func (g *Game[C, S, A, V]) Info() Info {
	lo, hi := g.SeatRange()
	i := Info{Name: g.Game.Name(), Title: g.Title, Blurb: g.Blurb, Teams: g.Teams, Unrated: g.Unrated, Seats: g.Seats, MinSeats: lo, MaxSeats: hi,
		Levels: slices.Clone(g.Roster.Levels), Options: g.Fields.Options()}
	if n := len(i.Levels); n > 0 {
		i.Strongest = i.Levels[n-1]
	}
	return i
}

// Check implements Entry.
func (g *Game[C, S, A, V]) Check(s game.Settings, seats int) error {
	_, err := g.Config(s, seats)
	return err
}

// Normalize implements Entry.
func (g *Game[C, S, A, V]) Normalize(s game.Settings, seats int) (game.Settings, error) {
	c, err := g.Config(s, seats)
	if err != nil {
		return nil, err
	}
	return g.Fields.Settings(c), nil
}

// Outcome implements Entry.
func (g *Game[C, S, A, V]) Outcome(data []byte, name string) (game.Outcome, error) {
	return game.OutcomeOf(g.Game, data, name)
}

// Reader implements Entry.
func (g *Game[C, S, A, V]) Reader() dataset.Reader { return dataset.For(g.Game) }

// List is the catalog: every game, in lobby order.
type List []Entry

// Lookup returns the game called name.
func (l List) Lookup(name string) (Entry, error) {
	for _, e := range l {
		if e.Info().Name == name {
			return e, nil
		}
	}
	return nil, fmt.Errorf("no game %q: want %s", name, game.OrList(l.Names()))
}

// Names are the games' names, in lobby order.
func (l List) Names() []string {
	out := make([]string, len(l))
	for i, e := range l {
		out[i] = e.Info().Name
	}
	return out
}
