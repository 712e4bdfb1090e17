package game

import (
	"errors"
	"fmt"
)

// Sentinel errors: every refused action wraps one of them, in a *Refusal
// that says why in a player's words. Test them with errors.Is.
var (
	// ErrNotYourTurn: the seat acted while the game waits for others.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrIllegal: the action is not allowed in this position.
	ErrIllegal = errors.New("illegal action")
	// ErrGameOver: the game has ended; no action is accepted.
	ErrGameOver = errors.New("game over")
	// ErrNoSuchSeat: the seat number is not at this table.
	ErrNoSuchSeat = errors.New("no such seat")
)

// Refusal is a refused action: the kind (one of the sentinels above) and
// the reason as a sentence for the player, such as "the minimum bet is 10".
// errors.Is(r, r.Kind) holds.
type Refusal struct {
	Kind   error
	Reason string
}

// Error joins the kind and the reason: "illegal action: the minimum bet is 10".
func (r *Refusal) Error() string {
	if r.Reason == "" {
		return r.Kind.Error()
	}
	return r.Kind.Error() + ": " + r.Reason
}

// Unwrap returns the kind.
func (r *Refusal) Unwrap() error { return r.Kind }

// Refuse returns a *Refusal of kind with the reason formatted from format
// and args.
func Refuse(kind error, format string, args ...any) error {
	return &Refusal{Kind: kind, Reason: fmt.Sprintf(format, args...)}
}

// Illegal is Refuse(ErrIllegal, format, args...).
func Illegal(format string, args ...any) error { return Refuse(ErrIllegal, format, args...) }

// CheckTurn refuses viewer an action at a table of seats seats where turn
// is to move: ErrNoSuchSeat when viewer holds no seat, ErrNotYourTurn when
// it is another seat's turn; nil when viewer may move.
func CheckTurn(viewer, turn Seat, seats int) error {
	switch {
	case viewer < 0 || int(viewer) >= seats:
		return Refuse(ErrNoSuchSeat, "%s has no seat at this table", viewer)
	case turn != viewer:
		return Refuse(ErrNotYourTurn, "%s is to move", turn)
	}
	return nil
}

// Reason returns the sentence a player reads for err: the reason of a
// *Refusal, or else the error's text.
func Reason(err error) string {
	var r *Refusal
	if errors.As(err, &r) && r.Reason != "" {
		return r.Reason
	}
	return err.Error()
}
