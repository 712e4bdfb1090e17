package bot

import (
	"teahouse/game"
	"teahouse/game/host"
)

// Duplicate fills the seats of a run that plays each deal twice, players
// a and b trading seats, so that each holds each seat's cards once: even
// games seat even (every seat a or b), odd games the same seats with a and
// b exchanged. players names who sits where in each game (host.Swapped);
// seats fills one worker's seats, each with both games' controllers and
// fallbacks played by the game's parity (host.ByParity). A seat without a
// fallback of its own (a computer of the weakest level) falls back on the
// weakest level; o gives every program seat its options.
func (r Roster[V, A]) Duplicate(o Options, a, b game.Player, even ...game.Player) (
	players func(i int) []game.Player, seats func() ([]host.Sitter[V, A], error)) {
	players = host.Swapped(a, b, even...)
	seats = func() ([]host.Sitter[V, A], error) {
		opts := func(game.Seat) Options { return o }
		evens, err := r.Sitters(players(0), opts)
		if err != nil {
			return nil, err
		}
		odds, err := r.Sitters(players(1), opts)
		if err != nil {
			return nil, err
		}
		out := make([]host.Sitter[V, A], len(evens))
		for i := range out {
			for _, s := range []*host.Sitter[V, A]{&evens[i], &odds[i]} {
				if s.Fallback == nil {
					if s.Fallback, err = r.AI(r.Levels[0]); err != nil {
						return nil, err
					}
				}
			}
			out[i] = host.Sitter[V, A]{Player: evens[i].Player,
				Controller: host.ByParity[V, A]{Even: evens[i].Controller, Odd: odds[i].Controller},
				Fallback:   host.ByParity[V, A]{Even: evens[i].Fallback, Odd: odds[i].Fallback}}
		}
		return out, nil
	}
	return players, seats
}
