package host

import (
	"context"
	"errors"
	"io"
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
