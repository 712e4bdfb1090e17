package review

import (
	"context"
	"errors"
	"fmt"

	"teahouse/game"
	"teahouse/game/catalog"
)

// Func is a game's reviewer (ai/<g>.Review): every decision of req.Seat in
// l, valued from that seat's view at that moment only.
type Func[A any] func(ctx context.Context, l game.Log[A], req Request) ([]Position, error)

// Reviewer reviews saved logs of one game: a catalog entry joined with
// its game's reviewer (Join), its types erased.
type Reviewer interface {
	// Review reviews req.Seat's decisions in a saved log (the file's
	// bytes; name labels errors).
	Review(ctx context.Context, log []byte, name string, req Request) (Report, error)
	// ReviewVersion names the reviewer's version: the review format's,
	// the game's rules' and the reviewer's own (its strategy table's).
	// A report kept by another version is stale.
	ReviewVersion() string
}

// ErrNoReviewer reports a game that has no reviewer.
var ErrNoReviewer = errors.New("no review")

// Version is the version of the review's format: of Report, of its marks
// and of the file it is kept in.
const Version = 1

// Reviewed is a catalog entry joined with its game's reviewer. It is an
// Entry still, and a Reviewer.
type Reviewed[C, S any, A fmt.Stringer, V any] struct {
	*catalog.Game[C, S, A, V]
	review     Func[A]
	thresholds Thresholds
	version    string
}

// Join joins the catalog entry g with its game's reviewer f, whose
// thresholds are th and whose own version (bumped when its figures
// change: its method, its budget, its strategy table) is version.
func Join[C, S any, A fmt.Stringer, V any](g *catalog.Game[C, S, A, V], f Func[A], th Thresholds, version string) *Reviewed[C, S, A, V] {
	return &Reviewed[C, S, A, V]{Game: g, review: f, thresholds: th, version: version}
}

// ReviewVersion implements Reviewer.
func (r *Reviewed[C, S, A, V]) ReviewVersion() string {
	return fmt.Sprintf("review v%d, %s rules v%d, reviewer %s", Version, r.Game.Game.Name(), r.Game.Game.Version(), r.version)
}

// Thresholds are the game's cut-offs.
func (r *Reviewed[C, S, A, V]) Thresholds() Thresholds { return r.thresholds }

// Review implements Reviewer: it reads the log as a saved game is read
// (game.ReadSaved), replays it to check it, checks the seat and runs the
// game's reviewer.
func (r *Reviewed[C, S, A, V]) Review(ctx context.Context, data []byte, name string, req Request) (Report, error) {
	g := r.Game.Game
	l, _, err := game.ReadSaved[A](data, name, g.Name())
	if err != nil {
		return Report{}, err
	}
	if l.Header.Sealed != "" {
		return Report{}, fmt.Errorf("%s: the game is still being played (its seed is sealed): review it when it is over", name)
	}
	if _, err := game.Replay(g, l); err != nil {
		return Report{}, fmt.Errorf("%s: %w", name, err)
	}
	if n := len(l.Header.Players); req.Seat < 0 || int(req.Seat) >= n {
		return Report{}, fmt.Errorf("%s: no seat %s: the game has seats P1 to P%d", name, req.Seat, n)
	}
	positions, err := r.review(ctx, l, req)
	if err != nil {
		return Report{}, fmt.Errorf("%s: %w", name, err)
	}
	rep, err := Of(g.Name(), req.Seat, r.thresholds, positions)
	if err != nil {
		return Report{}, fmt.Errorf("%s: %w", name, err)
	}
	return rep, nil
}

// For returns the reviewer of the catalog entry e: an error wrapping
// ErrNoReviewer ("no review for GAME yet") when its game has none.
func For(e catalog.Entry) (Reviewer, error) {
	if r, ok := e.(Reviewer); ok {
		return r, nil
	}
	return nil, fmt.Errorf("%w for %s yet", ErrNoReviewer, e.Info().Name)
}

// DefaultSeat is the seat a review of a game with players is of when
// none is named: the one person in it, else P1.
func DefaultSeat(players []game.Player) game.Seat {
	seat, people := game.Seat(0), 0
	for i, p := range players {
		if p.Kind == game.Human || p.Kind == game.Remote {
			seat, people = game.Seat(i), people+1
		}
	}
	if people != 1 {
		return 0
	}
	return seat
}
