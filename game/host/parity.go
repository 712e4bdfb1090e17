package host

import (
	"context"
	"errors"
	"io"

	"teahouse/game"
)

// ByParity decides with Even in the even games of a run and with Odd in
// the odd ones (by Decision.Round): a run that plays each deal twice with
// the players swapping seats seats them so.
type ByParity[V, A any] struct {
	Even, Odd Controller[V, A]
}

// Decide implements Controller.
func (b ByParity[V, A]) Decide(ctx context.Context, d Decision[V, A]) (A, error) {
	if d.Round%2 == 0 {
		return b.Even.Decide(ctx, d)
	}
	return b.Odd.Decide(ctx, d)
}

// Close closes both controllers that hold something open.
func (b ByParity[V, A]) Close() error {
	var errs []error
	for _, c := range []Controller[V, A]{b.Even, b.Odd} {
		if cl, ok := c.(io.Closer); ok {
			errs = append(errs, cl.Close())
		}
	}
	return errors.Join(errs...)
}

// Swapped is a Run.Players for a run that plays each deal twice with
// players a and b trading seats, as ByParity controllers do: even games
// seat even, odd games the same seats with a and b exchanged.
func Swapped(a, b game.Player, even ...game.Player) func(i int) []game.Player {
	odd := make([]game.Player, len(even))
	for j, p := range even {
		switch p {
		case a:
			odd[j] = b
		case b:
			odd[j] = a
		default:
			odd[j] = p
		}
	}
	return func(i int) []game.Player {
		if i%2 == 0 {
			return even
		}
		return odd
	}
}
