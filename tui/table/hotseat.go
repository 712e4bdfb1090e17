package table

import (
	tea "github.com/charmbracelet/bubbletea"
)

// People taking turns at one keyboard. The screen shows the eyes of the
// person the table waits for; when that person changes, a game that hides
// anything from a seat hides the table until the next person says they
// are ready, so nobody sees another's secrets.

// handOver turns the screen to the person the table now waits for, if it
// waits for another person here: the one whose turn it is first, over one
// who may only act out of turn. It reports whether the screen turned.
func (m Model[F, V, A]) handOver() (Model[F, V, A], bool) {
	if len(m.eyes) < 2 {
		return m, false
	}
	for _, s := range m.shown.Waiting {
		if s < 0 || int(s) >= len(m.local) || !m.local[s] {
			continue
		}
		if s == m.viewer() {
			return m, false
		}
		m.turnTo = m.eyeIndex(s)
		if m.parts.Secret(m.face) {
			m.passing = true
			m.clock = m.clock.Stop()
			return m, true
		}
		return m.ready(), true
	}
	return m, false
}

// ready shows the table to the person it waits for.
func (m Model[F, V, A]) ready() Model[F, V, A] {
	m.passing, m.active = false, m.turnTo
	m.ShowTip, m.tipFor, m.status = false, -1, ""
	m.face = m.parts.Board.Sync(m.face, m.ctx(), m.sight(m.shown, m.active).View)
	return m
}

// readyKey is enter on the hand-over page.
func (m Model[F, V, A]) readyKey() (Model[F, V, A], tea.Cmd) {
	m = m.ready()
	return m.advance()
}
