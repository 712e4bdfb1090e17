package pace

import (
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
)

// Decision brings a computer seat's action, decided off the Update loop.
type Decision[A any] struct {
	instance uint64
	moves    int
	Seat     game.Seat
	Action   A
}

// Decide returns a command that runs decide and brings its action back as
// a Decision for the position after moves actions.
func Decide[A any](c Clock, moves int, seat game.Seat, decide func() A) tea.Cmd {
	inst := c.instance
	return func() tea.Msg {
		return Decision[A]{instance: inst, moves: moves, Seat: seat, Action: decide()}
	}
}

// For reports whether d was decided by this screen for the position after
// moves actions.
func (d Decision[A]) For(c Clock, moves int) bool {
	return d.instance == c.instance && d.moves == moves
}

// Stale returns d as if decided for another position, for tests.
func (d Decision[A]) Stale() Decision[A] {
	d.moves = -1
	return d
}
