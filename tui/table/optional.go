package table

import tea "github.com/charmbracelet/bubbletea"

// Animated may be implemented by a face whose beats animate (dice that
// roll): Frame shows the frame of the current beat with left frames still
// to come, 0 when it has ended. A face without it is drawn as it is.
type Animated[F, V, A any] interface {
	Frame(c Ctx[V, A], left int) F
}

// Tipped may be implemented by a face that gives tips: Tip returns the
// work that computes the tips of c.View, run off the Update loop (nil when
// there are none to give now), and WithTip keeps tips computed for the
// position on screen.
type Tipped[F, V, A any] interface {
	Tip(c Ctx[V, A]) func() any
	WithTip(c Ctx[V, A], tip any) F
}

// Updater may be implemented by a face with messages of its own (a
// strategy table loading, the settling of a step).
type Updater[F, V, A any] interface {
	Update(c Ctx[V, A], msg tea.Msg) (F, tea.Cmd)
}

// Closer may be implemented by a face that keeps something for its
// people beyond the screen (Blackjack's bankrolls): Close is called as the
// screen closes, to hand over what it has not saved yet.
type Closer interface {
	Close()
}

// frame is f at the given frame of its animation, or f if it has none.
func frame[F, V, A any](f F, c Ctx[V, A], left int) F {
	if a, ok := any(f).(Animated[F, V, A]); ok {
		return a.Frame(c, left)
	}
	return f
}

// tipWork is f's work for the tips of c.View, or nil if it gives none.
func tipWork[F, V, A any](f F, c Ctx[V, A]) func() any {
	if t, ok := any(f).(Tipped[F, V, A]); ok {
		return t.Tip(c)
	}
	return nil
}

// withTip is f keeping tip, or f if it gives no tips.
func withTip[F, V, A any](f F, c Ctx[V, A], tip any) F {
	if t, ok := any(f).(Tipped[F, V, A]); ok {
		return t.WithTip(c, tip)
	}
	return f
}

// update is f after its own message msg, or f unchanged if it has none.
func update[F, V, A any](f F, c Ctx[V, A], msg tea.Msg) (F, tea.Cmd) {
	if u, ok := any(f).(Updater[F, V, A]); ok {
		return u.Update(c, msg)
	}
	return f, nil
}
