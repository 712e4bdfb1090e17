package screen

import "teahouse/game"

// Seating is what the seat helpers need of a table (a game.Table): who
// sits in a seat and who is to move.
type Seating interface {
	Player(s game.Seat) game.Player
	ToMove() (game.Seat, bool)
}

// Human reports whether seat, one of a table's seats, is played at this
// keyboard; in a replay none is.
func Human[T Seating](t T, seats int, replay bool, seat game.Seat) bool {
	return !replay && seat >= 0 && int(seat) < seats && t.Player(seat).Kind == game.Human
}

// Humans counts the seats of a table played at this keyboard (none in a
// replay).
func Humans[T Seating](t T, seats int, replay bool) int {
	n := 0
	for i := range seats {
		if Human(t, seats, replay, game.Seat(i)) {
			n++
		}
	}
	return n
}

// Level is the AI level of seat, "" for a human.
func Level[T Seating](t T, seat game.Seat) string {
	if p := t.Player(seat); p.Kind == game.AI {
		return p.Level
	}
	return ""
}

// Viewer is whose view a screen whose seats all see the same checks
// actions against: the human to move, or else the first human at the
// table, or a spectator.
func Viewer[T Seating](t T, seats int, replay bool) game.Seat {
	if s, ok := t.ToMove(); ok && Human(t, seats, replay, s) {
		return s
	}
	for i := range seats {
		if Human(t, seats, replay, game.Seat(i)) {
			return game.Seat(i)
		}
	}
	return game.Spectator
}
