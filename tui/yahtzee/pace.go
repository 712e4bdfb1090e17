package yahtzee

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
)

// Pacing. Nothing here waits: every pause is a tick of the screen's
// pace.Clock, computer decisions come back as pace.Decision messages, and
// the strategy table as loadMsg messages.

// Multiples of the Speed delay for the beats that stay longer or shorter.
const (
	flashDelays = 2 // a scored box stays highlighted
	overDelays  = 3 // the final card stays when nobody has to press enter
)

// beatKind is what the screen is busy showing.
type beatKind int

const (
	beatIdle     beatKind = iota // nothing: waiting for a player or done
	beatTumble                   // rolled dice tumble
	beatThink                    // a pause before a computer seat decides
	beatDeciding                 // a computer decision is on its way
	beatWaiting                  // an optimal seat waits for the strategy table
	beatReveal                   // a computer's holds appear one die at a time
	beatFlash                    // the box just scored is highlighted
	beatOver                     // the game's result stays on screen
	beatPause                    // a replay that plays waits before its next action
)

// beat is the screen's current piece of pacing.
type beat struct {
	kind   beatKind
	frames int         // tumble: frames left
	tumble dice.Mask   // tumble: the dice tumbling
	faces  dice.Hand   // tumble: the random faces of this frame
	seat   game.Seat   // think, waiting, reveal: the seat acting
	action gy.Action   // reveal: the roll being shown
	reveal pace.Reveal // reveal: the held dice shown so far
	lines  []string    // tumble: the log lines of the roll, written once it lands
}

// after schedules the next step in d, invalidating any step still pending.
func (m model) after(d time.Duration) (model, tea.Cmd) {
	var cmd tea.Cmd
	m.clock, cmd = m.clock.After(d)
	return m, cmd
}

// begin makes b the current beat and schedules its first step.
func (m model) begin(b beat) (model, tea.Cmd) {
	m.beat = b
	delay := m.speed().Delay()
	switch b.kind {
	case beatTumble:
		m.beat.faces = pace.Shake(&m.rng, m.board.dice, b.tumble)
		return m.after(pace.TumbleStep)
	case beatThink, beatPause:
		return m.after(delay)
	case beatReveal:
		return m.after(delay / 2)
	case beatFlash:
		return m.after(flashDelays * delay)
	case beatOver:
		if m.waitsForKey() {
			m.clock = m.clock.Stop() // nothing to wait for but enter
			return m, nil
		}
		return m.after(overDelays * delay)
	}
	m.clock = m.clock.Stop()
	return m, nil
}

// waitsForKey reports whether the result stays on screen until enter: when
// a person plays, and at the end of a replay.
func (m model) waitsForKey() bool { return m.rep.On || m.humans() > 0 }

// advance moves the screen on when nothing is being shown: it plays queued
// events, or starts a computer's turn.
func (m model) advance() (model, tea.Cmd) {
	if m.beat.kind != beatIdle || m.done {
		return m, nil
	}
	for len(m.queue) > 0 {
		var b beat
		m, b = m.playNext()
		if b.kind != beatIdle {
			return m.begin(b)
		}
	}
	m = m.sync()
	switch {
	case m.tbl.Over():
		return m, nil
	case m.rep.On:
		if m.rep.PlaysOn(m.moves) {
			return m.begin(beat{kind: beatPause})
		}
		return m, nil
	}
	if seat, ok := m.tbl.AIToMove(); ok {
		if m.ai[seat] == nil {
			return m.begin(beat{kind: beatWaiting, seat: seat})
		}
		return m.begin(beat{kind: beatThink, seat: seat})
	}
	return m.humanTurn(), nil
}

// sync pictures the game afresh once every event has played, keeping the
// holds of the last roll, which the view does not tell.
func (m model) sync() model {
	b := boardOf(m.view())
	if b.turn == m.board.turn && b.rollsUsed == m.board.rollsUsed {
		b.held = m.board.held
	}
	m.board = b
	return m
}

// humanTurn readies the keyboard for the human to move: the box focus
// leaves a filled box. (The holds of a roll stay held for the next; a
// scored box lets them go.)
func (m model) humanTurn() model {
	if !m.myTurn() {
		return m
	}
	if c := m.board.card(); c.IsFilled(m.focusBox) {
		m.focusBox = m.nextOpen(c, m.focusBox, 1)
	}
	return m
}

// step handles the end of a pause.
func (m model) step(msg pace.Step) (model, tea.Cmd) {
	if !m.clock.Wants(msg) {
		return m, nil // stale: the pause was cut short or replaced
	}
	switch m.beat.kind {
	case beatTumble:
		m.beat.frames--
		if m.beat.frames > 0 {
			m.beat.faces = pace.Shake(&m.rng, m.beat.faces, m.beat.tumble)
			return m.after(pace.TumbleStep)
		}
		m = m.land()
	case beatThink:
		m.beat.kind = beatDeciding
		return m, m.decide(m.beat.seat)
	case beatReveal:
		return m.reveal()
	case beatOver:
		return m.finish()
	case beatPause:
		m.beat = beat{}
		return m.replayStep()
	case beatIdle, beatDeciding, beatWaiting:
		return m, nil // no pause of theirs is pending
	case beatFlash:
	}
	m.beat = beat{}
	return m.advance()
}

// acknowledge is enter at the end of the game.
func (m model) acknowledge() (model, tea.Cmd) {
	if m.beat.kind == beatOver {
		return m.finish()
	}
	return m, nil
}

// finish sends screen.Finished once.
func (m model) finish() (model, tea.Cmd) {
	cmd := screen.Finish(&m.done, func() []string { return m.summary() })
	return m, cmd
}

// nextOpen returns the open box of c after from (before it for by < 0), in
// card order and wrapping; from itself when every other box is filled.
func (m model) nextOpen(c yz.Card, from yz.Box, by int) yz.Box {
	b := int(from)
	for range yz.NumBoxes {
		b = (b + by + yz.NumBoxes) % yz.NumBoxes
		if !c.IsFilled(yz.Box(b)) {
			return yz.Box(b)
		}
	}
	return from
}
