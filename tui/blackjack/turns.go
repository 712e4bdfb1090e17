package blackjack

import (
	tea "github.com/charmbracelet/bubbletea"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/pace"
)

// decided is the message that brings a computer seat's decision.
type decided = pace.Decision[gb.Action]

// decide asks seat's computer player for a decision, off the Update loop.
// The player is made afresh for each decision from what the seat may
// know: its view and the events of the shoe (redacted), which a counter
// observes, so the screen shares nothing mutable with the command.
func (m model) decide(seat game.Seat) tea.Cmd {
	level, rules := m.level(seat), m.rules()
	v, events := gb.Game.View(m.tbl.State(), seat), m.shoe.events
	return pace.Decide(m.clock, m.moves, seat, func() gb.Action { return decideFor(level, rules, v, events) })
}

// decideFor is the decision of a computer player of level that has seen
// events, in position v.
func decideFor(level string, rules bj.Rules, v gb.View, events []game.Event) gb.Action {
	p, err := aibj.NewPlayer(level, rules)
	if err != nil {
		return gb.Stand() // refused, then replaced by a legal action
	}
	if o, ok := p.(aibj.Observer); ok {
		o.Observe(events)
	}
	return p.Decide(v)
}

// decided receives a computer decision made for the current position. A
// decision for a position that has moved on is dropped: a person who took
// a new bankroll meanwhile set the computer thinking again.
func (m model) decided(msg decided) (model, tea.Cmd) {
	if !msg.For(m.clock, m.moves) || m.beat.kind != beatDeciding {
		return m, nil
	}
	m.beat = beat{}
	return m.applyPaced(msg.Seat, msg.Action)
}

// applyPaced applies a computer's or replayed action and moves on. A refused
// action (a bug in the AI or a log that lies) is shown, and a computer then
// falls back on a legal action so the game never stalls.
func (m model) applyPaced(seat game.Seat, a gb.Action) (model, tea.Cmd) {
	next, ok := pace.ApplyOr(m, a,
		func(m model, a gb.Action) (model, error) { return m.apply(seat, a) },
		func(m model, err error) model {
			m.status = pace.Refusal(m.names[seat], a, err)
			if m.rep.On {
				m.rep.Playing = false
			}
			return m
		},
		func() []gb.Action { return gb.Game.View(m.tbl.State(), seat).Legal() },
		!m.rep.On)
	if !ok {
		return next, nil
	}
	return next.advance()
}
