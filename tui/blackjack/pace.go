package blackjack

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
)

// Pacing. Nothing here waits: every pause is a tick of the screen's
// pace.Clock, and computer decisions come back as pace.Decision messages.
// At instant speed nothing pauses at all.

// Multiples of the Speed delay.
const (
	dealDelays  = 0.5 // between two cards
	roundDelays = 2   // a round's results stay when computers play alone
	overDelays  = 3   // the final table stays when nobody has to press enter
)

// beatKind is what the screen is busy showing.
type beatKind int

const (
	beatIdle     beatKind = iota // nothing: waiting for a player or done
	beatDeal                     // a card just arrived; the next event waits
	beatThink                    // a pause before a computer seat decides
	beatDeciding                 // a computer decision is on its way
	beatRound                    // a round's results stay on screen
	beatOver                     // the game's result stays on screen
	beatPause                    // a replay that plays waits before its next action
)

// beat is the screen's current piece of pacing.
type beat struct {
	kind beatKind
	seat game.Seat // think, deciding: the seat acting
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
	case beatDeal:
		return m.after(time.Duration(dealDelays * float64(delay)))
	case beatThink, beatPause:
		return m.after(delay)
	case beatRound:
		return m.after(roundDelays * delay)
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
	m.board = m.board.sync(m.view())
	switch {
	case m.tbl.Over():
		return m, nil
	case m.rep.On:
		if m.rep.PlaysOn(m.moves) {
			return m.begin(beat{kind: beatPause})
		}
		return m, nil
	}
	if _, broke := m.brokeWaiting(); broke {
		return m, nil // the table waits for a broke person: a new bankroll, or to watch
	}
	if seat, ok := m.tbl.AIToMove(); ok {
		return m.begin(beat{kind: beatThink, seat: seat})
	}
	return m, nil
}

// brokeWaiting returns a person who cannot bet the minimum while the
// computers bet: the table waits until they take a new bankroll or choose
// to watch the round, so computers do not play on (at instant speed,
// round after round) past a person who has not decided.
func (m model) brokeWaiting() (game.Seat, bool) {
	if m.rep.On || m.tbl.Over() {
		return game.NoSeat, false
	}
	v := gb.Game.View(m.tbl.State(), game.Spectator)
	if v.Phase != gb.PhaseBetting {
		return game.NoSeat, false
	}
	to, _ := m.tbl.ToMove()
	for i := range m.seats() {
		seat := game.Seat(i)
		if !m.human(seat) || seat == to || !v.Spots[i].SatOut || m.watched[i] == v.Round {
			continue // their own turn, the reducer waits for them
		}
		if gb.Game.View(m.tbl.State(), seat).Check(gb.Rebuy()) == nil {
			return seat, true
		}
	}
	return game.NoSeat, false
}

// watch is x from a broke person while the computers bet: they sit this
// round out, and the computers play on.
func (m model) watch(seat game.Seat) (model, tea.Cmd) {
	m.watched[seat] = m.tbl.State().Round()
	return m.advance()
}

// step handles the end of a pause.
func (m model) step(msg pace.Step) (model, tea.Cmd) {
	if !m.clock.Wants(msg) {
		return m, nil // stale: the pause was cut short or replaced
	}
	switch m.beat.kind {
	case beatThink:
		m.beat.kind = beatDeciding
		return m, m.decide(m.beat.seat)
	case beatOver:
		return m.finish()
	case beatPause:
		m.beat = beat{}
		return m.replayStep()
	case beatIdle, beatDeciding:
		return m, nil // no pause of theirs is pending
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
