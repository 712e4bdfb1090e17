package yahtzee

import (
	tea "github.com/charmbracelet/bubbletea"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/pace"
)

// decided is the message that brings a computer seat's decision.
type decided = pace.Decision[gy.Action]

// decide asks seat's computer player for a decision, off the Update loop.
func (m model) decide(seat game.Seat) tea.Cmd {
	p, v := m.ai[seat], gy.Game.View(m.tbl.State(), seat)
	return pace.Decide(m.clock, m.moves, seat, func() gy.Action { return p.Decide(v) })
}

// decided receives a computer decision made for the current position.
func (m model) decided(msg decided) (model, tea.Cmd) {
	if !msg.For(m.clock, m.moves) || m.beat.kind != beatDeciding {
		return m, nil
	}
	m.beat = beat{}
	return m.perform(msg.Seat, msg.Action)
}

// perform shows a computer's (or a replayed player's) action: the dice a
// roll keeps are marked one at a time before the roll; a box is scored at
// once (and flashes as its event plays).
func (m model) perform(seat game.Seat, a gy.Action) (model, tea.Cmd) {
	if a.Kind == gy.KindRoll && a.Hold != 0 && m.speed().Delay() > 0 {
		return m.begin(beat{kind: beatReveal, seat: seat, action: a, reveal: pace.NewReveal(a.Hold)})
	}
	return m.applyPaced(seat, a)
}

// reveal marks one more held die, or rolls once all are marked.
func (m model) reveal() (model, tea.Cmd) {
	b := m.beat
	if r, ok := b.reveal.Next(); ok {
		m.beat.reveal = r
		return m.after(m.speed().Delay() / 2)
	}
	m.beat = beat{}
	return m.applyPaced(b.seat, b.action)
}

// applyPaced applies a computer's or replayed action and moves on. A refused
// action (a bug in the AI or a log that lies) is shown, and a computer then
// falls back on its first legal action so the game never stalls.
func (m model) applyPaced(seat game.Seat, a gy.Action) (model, tea.Cmd) {
	next, ok := pace.ApplyOr(m, a,
		func(m model, a gy.Action) (model, error) { return m.apply(seat, a) },
		func(m model, err error) model {
			m.status = pace.Refusal(m.names[seat], a, err)
			if m.rep.On {
				m.rep.Playing = false
			}
			return m
		},
		func() []gy.Action { return gy.Game.View(m.tbl.State(), seat).Legal() },
		!m.rep.On)
	if !ok {
		return next, nil
	}
	return next.advance()
}

// seatPlayers makes the computer player of every AI seat that can play
// now: an optimal seat needs the strategy table, and waits until it loads.
func (m model) seatPlayers() model {
	ai := make([]aiy.Player, m.seats())
	for i := range ai {
		level := m.level(game.Seat(i))
		if level == "" || m.rep.On {
			continue
		}
		if p, err := aiy.New(level, m.strat.table); err == nil {
			ai[i] = p
		}
	}
	m.ai = ai
	return m
}
