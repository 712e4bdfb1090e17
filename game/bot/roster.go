package bot

import (
	"fmt"

	"teahouse/game"
	"teahouse/game/host"
)

// Roster is how a game fills seats with computers: its AI levels, weakest
// first, and how to make a player of each.
type Roster[V, A any] struct {
	// Game is the game's name, as in its logs.
	Game string
	// Levels are the AI levels, weakest first; the weakest takes over a
	// program seat that fails.
	Levels []string
	// Teams, when set, are more levels a whole side of a run of A against
	// B may play at (a mix of levels, one a seat); AI makes their players.
	Teams []string
	// AI returns a computer player of level; each call a fresh one, so a
	// player that remembers what it saw serves one seat.
	AI func(level string) (host.Controller[V, A], error)
}

// Sitter fills a seat for p: a computer of p.Level, a program running
// p.Command, or a person, who has no controller. The weakest level is the
// fallback of a program and of a stronger computer.
func (r Roster[V, A]) Sitter(p game.Player, o Options) (host.Sitter[V, A], error) {
	s := host.Sitter[V, A]{Player: p}
	var err error
	switch p.Kind {
	case game.Human, game.Remote:
	case game.AI:
		s.Controller, err = r.AI(p.Level)
		if err == nil && p.Level != r.Levels[0] {
			s.Fallback, err = r.AI(r.Levels[0])
		}
	case game.Program:
		if s.Fallback, err = r.AI(r.Levels[0]); err == nil {
			s.Controller, err = Exec[V, A](r.Game, p.Command, o)
		}
	default:
		err = fmt.Errorf("unknown kind of seat %q", p.Kind)
	}
	return s, err
}

// Sitters fills every seat of players (see Sitter); opts gives each
// program seat its options, such as where its standard error goes.
func (r Roster[V, A]) Sitters(players []game.Player, opts func(seat game.Seat) Options) ([]host.Sitter[V, A], error) {
	out := make([]host.Sitter[V, A], len(players))
	for i, p := range players {
		s, err := r.Sitter(p, opts(game.Seat(i)))
		if err != nil {
			for _, done := range out[:i] {
				closeController(done.Controller)
			}
			return nil, fmt.Errorf("%s: %w", game.Seat(i), err)
		}
		out[i] = s
	}
	return out, nil
}
