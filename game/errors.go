package game

import "errors"

// Sentinel errors returned, wrapped with detail, by every reducer. Test them
// with errors.Is; the wrapped message says in words why the action failed.
var (
	// ErrNotYourTurn: the seat acted while another seat is to move.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrIllegal: the action is not allowed in this position.
	ErrIllegal = errors.New("illegal action")
	// ErrGameOver: the game has ended; no action is accepted.
	ErrGameOver = errors.New("game over")
	// ErrNoSuchSeat: the seat number is not at this table.
	ErrNoSuchSeat = errors.New("no such seat")
)
