package pokerdice

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
)

// Pacing. Nothing here waits: every pause is a tick of the screen's
// pace.Clock, and computer decisions come back as pace.Decision messages.

// showdownDelays is how many Speed delays a showdown stays on screen when
// nobody at the keyboard has to press enter.
const showdownDelays = 3

// beatKind is what the screen is busy showing.
type beatKind int

const (
	beatIdle     beatKind = iota // nothing: waiting for a player or done
	beatTumble                   // rolled dice tumble
	beatThink                    // a pause before a computer seat decides
	beatDeciding                 // a computer decision is on its way
	beatReveal                   // a computer's holds appear one die at a time
	beatShowdown                 // a round's result stays on screen
	beatOver                     // the match's result stays on screen
	beatPause                    // a replay that plays waits before its next action
)

// beat is the screen's current piece of pacing.
type beat struct {
	kind   beatKind
	frames int                 // tumble: frames left
	tumble [gp.Seats]dice.Mask // tumble: the positions tumbling
	faces  [gp.Seats]dice.Hand // tumble: the random faces of this frame
	seat   game.Seat           // think, reveal: the seat acting
	action gp.Action           // reveal: the action being shown
	reveal pace.Reveal         // reveal: the held dice shown so far
	lines  []string            // tumble: the log lines of the roll, written once it lands
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
		m = m.shake()
		return m.after(pace.TumbleStep)
	case beatThink, beatReveal, beatPause:
		return m.after(delay)
	case beatShowdown, beatOver:
		if m.waitsForKey() {
			m.clock = m.clock.Stop() // nothing to wait for but enter
			return m, nil
		}
		return m.after(showdownDelays * delay)
	}
	return m, nil
}

// waitsForKey reports whether results stay on screen until enter: when a
// person plays, or a replay is paused.
func (m model) waitsForKey() bool {
	if m.rep.On {
		return !m.rep.Playing || m.beat.kind == beatOver
	}
	return m.humans() > 0
}

// advance moves the screen on when nothing is being shown: it plays queued
// events, hands the keyboard over, or starts a computer's turn.
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
	case m.passing || m.tbl.Over():
		return m, nil
	case m.rep.On:
		if m.rep.PlaysOn(m.moves) {
			return m.begin(beat{kind: beatPause})
		}
		return m, nil
	}
	if seat, ok := m.tbl.AIToMove(); ok {
		return m.begin(beat{kind: beatThink, seat: seat})
	}
	return m, nil
}

// sync pictures the table afresh once every event has played, first hiding
// the screen when the keyboard passes between two people in the skills
// variant, where each must not see the other's dice.
func (m model) sync() model {
	v := m.viewer()
	if v != m.board.viewer && m.hotSeat() && m.tbl.State().Config().Skills && !m.tbl.Over() {
		m.passing = true
		m.board = boardOf(gp.Game.View(m.tbl.State(), game.Spectator)) // for the header
		return m
	}
	m.board = boardOf(gp.Game.View(m.tbl.State(), v))
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
			m = m.shake()
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
	case beatIdle, beatDeciding:
		return m, nil // no pause of theirs is pending
	case beatShowdown:
	}
	m.beat = beat{}
	return m.advance()
}

// acknowledge ends a showdown or the match's end when enter is pressed.
func (m model) acknowledge() (model, tea.Cmd) {
	switch m.beat.kind {
	case beatShowdown:
		m.beat = beat{}
		m.clock = m.clock.Stop() // drop the automatic continue
		return m.advance()
	case beatOver:
		return m.finish()
	}
	return m, nil
}

// finish sends screen.Finished once.
func (m model) finish() (model, tea.Cmd) {
	cmd := screen.Finish(&m.done, func() []string { return m.summary() })
	return m, cmd
}
