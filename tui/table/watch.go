package table

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Watching a table of computers: space pauses what is shown and resumes
// it, and "." shows one more play while paused. The table itself plays on;
// what it does waits, in order, to be shown.

// pausedSays is the status line while a table of computers is paused.
const pausedSays = "Paused: space resumes, . shows the next play."

// watching reports whether the screen shows a live table nobody here
// plays: only computers, programs or people at other terminals.
func (m Model[F, V, A]) watching() bool {
	return !m.rep.on && m.watcher != nil && m.people() == 0 && !m.done
}

// togglePause pauses what is shown, or resumes it.
func (m Model[F, V, A]) togglePause() (Model[F, V, A], tea.Cmd) {
	m.paused, m.stepOne = !m.paused, false
	if m.paused {
		m.status = pausedSays
		m = m.stopBeat()
		return m, nil
	}
	if m.beat.on {
		return m.pause()
	}
	return m.advance()
}

// stepPaused shows the next play while paused (pausing first if need be):
// the beat on screen ends and the next event with a beat is shown, held.
func (m Model[F, V, A]) stepPaused() (Model[F, V, A], tea.Cmd) {
	if !m.paused {
		m.paused = true
		m = m.stopBeat()
	}
	m.status, m.stepOne = pausedSays, true
	if m.beat.on {
		return m.end()
	}
	return m.advance()
}

// stopBeat holds the beat on screen, its animation ended, with no pause
// running.
func (m Model[F, V, A]) stopBeat() Model[F, V, A] {
	if m.beat.on && m.beat.left > 0 {
		m.beat.left = 0
		m.face = m.parts.Board.Frame(m.face, m.ctx(), 0)
	}
	m.clock = m.clock.Stop()
	return m
}

// ByHand returns the screen with a clock whose pauses end only when the
// message Pacing gives is delivered: tests check the beats without
// waiting for them.
func (m Model[F, V, A]) ByHand() Model[F, V, A] {
	m.clock = m.clock.ByHand()
	return m
}

// Pacing is the pause the screen waits out now (a beat on screen, or the
// next step of a replay that plays): how long it lasts and the message
// that ends it; false when none runs.
func (m Model[F, V, A]) Pacing() (time.Duration, tea.Msg, bool) {
	s, d, ok := m.clock.Due()
	return d, s, ok
}
