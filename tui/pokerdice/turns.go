package pokerdice

import (
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/pace"
)

// decided is the message that brings a computer seat's decision.
type decided = pace.Decision[gp.Action]

// decide asks seat's computer player for a decision, off the Update loop.
func (m model) decide(seat game.Seat) tea.Cmd {
	p, v := m.ai[seat], gp.Game.View(m.tbl.State(), seat)
	return pace.Decide(m.clock, m.moves, seat, func() gp.Action { return p.Decide(v) })
}

// decided receives a computer decision made for the current position.
func (m model) decided(msg decided) (model, tea.Cmd) {
	if !msg.For(m.clock, m.moves) || m.beat.kind != beatDeciding {
		return m, nil
	}
	m.beat = beat{}
	return m.perform(msg.Seat, msg.Action)
}

// perform shows a computer's (or a replayed player's) action: holds appear
// one die at a time before the action is applied; anything else at once.
func (m model) perform(seat game.Seat, a gp.Action) (model, tea.Cmd) {
	if (a.Kind == gp.KindHold || a.Kind == gp.KindRelock) && a.Dice != 0 && m.speed().Delay() > 0 {
		return m.begin(beat{kind: beatReveal, seat: seat, action: a, reveal: pace.NewReveal(a.Dice)})
	}
	return m.applyPaced(seat, a)
}

// reveal shows one more held die, or applies the action once all are shown.
func (m model) reveal() (model, tea.Cmd) {
	b := m.beat
	if r, ok := b.reveal.Next(); ok {
		m.beat.reveal = r
		return m.after(m.speed().Delay())
	}
	m.beat = beat{}
	return m.applyPaced(b.seat, b.action)
}

// applyPaced applies a computer's or replayed action and moves on. A refused
// action (a bug in the AI or a log that lies) is shown, and a computer then
// falls back on its first legal action so the match never stalls.
func (m model) applyPaced(seat game.Seat, a gp.Action) (model, tea.Cmd) {
	next, ok := pace.ApplyOr(m, a,
		func(m model, a gp.Action) (model, error) { return m.apply(seat, a) },
		func(m model, err error) model {
			m.status = pace.Refusal(m.names[seat], a, err)
			if m.rep.On {
				m.rep.Playing = false
			}
			return m
		},
		func() []gp.Action { return gp.Game.View(m.tbl.State(), seat).Legal() },
		!m.rep.On)
	if !ok {
		return next, nil
	}
	return next.advance()
}
