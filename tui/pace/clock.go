package pace

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Clock schedules a screen's pauses. It is a value held in the screen's
// model: After returns a new clock. instance tells apart the messages of
// two screens (a rematch must ignore the last game's ticks).
type Clock struct {
	instance uint64
	gen      int
	wait     time.Duration // the pause running, when on
	on       bool
	byHand   bool // pauses end only when their Step is delivered (tests)
}

// NewClock returns the clock of a screen; instance should differ between
// screens of one program, for example the start time mixed with the seed.
func NewClock(instance uint64) Clock { return Clock{instance: instance} }

// Step says a pause has ended.
type Step struct {
	instance uint64
	gen      int
}

// Kick starts a screen's pacing once the program runs (from Init).
type Kick struct{ instance uint64 }

// After schedules the next Step in d (at once when d <= 0), making any Step
// still pending stale.
func (c Clock) After(d time.Duration) (Clock, tea.Cmd) {
	c.gen++
	c.wait, c.on = d, true
	msg := c.due()
	if c.byHand {
		return c, nil
	}
	if d <= 0 {
		return c, func() tea.Msg { return msg }
	}
	return c, tea.Tick(d, func(time.Time) tea.Msg { return msg })
}

// Stop makes any pending Step stale, for a pause that a key ended early or
// one that waits for a key alone.
func (c Clock) Stop() Clock {
	c.gen++
	c.on = false
	return c
}

// ByHand returns the clock with pauses that end only when their Step is
// delivered (Due says which, and how long it would have been): tests
// drive a screen's pacing without waiting.
func (c Clock) ByHand() Clock {
	c.byHand = true
	return c
}

// Due is the Step that ends the pause running and the pause's length;
// false when none runs.
func (c Clock) Due() (Step, time.Duration, bool) { return c.due(), c.wait, c.on }

// due is the Step the clock waits for.
func (c Clock) due() Step { return Step{instance: c.instance, gen: c.gen} }

// Wants reports whether s ends the current pause.
func (c Clock) Wants(s Step) bool { return s == c.due() }

// Kick returns the command that starts the screen.
func (c Clock) Kick() tea.Cmd {
	k := Kick{c.instance}
	return func() tea.Msg { return k }
}

// Kicked reports whether k starts this screen.
func (c Clock) Kicked(k Kick) bool { return k.instance == c.instance }

// Owns reports whether a message tagged with instance belongs to this screen.
func (c Clock) Owns(instance uint64) bool { return instance == c.instance }

// Instance returns the tag of this screen's messages.
func (c Clock) Instance() uint64 { return c.instance }
