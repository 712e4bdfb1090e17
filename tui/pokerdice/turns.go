package pokerdice

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// decidedMsg brings a computer seat's decision.
type decidedMsg struct {
	instance uint64
	moves    int
	seat     game.Seat
	action   gp.Action
}

// decide asks seat's computer player for a decision, off the Update loop.
func (m model) decide(seat game.Seat) tea.Cmd {
	p, v := m.ai[seat], gp.ViewOf(m.tbl.State(), seat)
	inst, moves := m.instance, m.moves
	return func() tea.Msg {
		return decidedMsg{instance: inst, moves: moves, seat: seat, action: p.Decide(v)}
	}
}

// decided receives a computer decision made for the current position.
func (m model) decided(msg decidedMsg) (model, tea.Cmd) {
	if msg.instance != m.instance || msg.moves != m.moves || m.beat.kind != beatDeciding {
		return m, nil
	}
	m.beat = beat{}
	return m.perform(msg.seat, msg.action)
}

// perform shows a computer's (or a replayed player's) action: holds appear
// one die at a time before the action is applied; anything else at once.
func (m model) perform(seat game.Seat, a gp.Action) (model, tea.Cmd) {
	if (a.Kind == gp.KindHold || a.Kind == gp.KindRelock) && a.Dice != 0 && m.speed().Delay() > 0 {
		first, _ := lowest(a.Dice)
		return m.begin(beat{kind: beatReveal, seat: seat, action: a, shown: 1 << first})
	}
	return m.applyPaced(seat, a)
}

// reveal shows one more held die, or applies the action once all are shown.
func (m model) reveal() (model, tea.Cmd) {
	b := m.beat
	if next, ok := lowest(b.action.Dice &^ b.shown); ok {
		m.beat.shown |= 1 << next
		return m.after(m.speed().Delay())
	}
	m.beat = beat{}
	return m.applyPaced(b.seat, b.action)
}

// applyPaced applies a computer's or replayed action and moves on. A refused
// action (a bug in the AI or a log that lies) is shown, and a computer then
// falls back on its first legal action so the match never stalls.
func (m model) applyPaced(seat game.Seat, a gp.Action) (model, tea.Cmd) {
	next, err := m.apply(seat, a)
	if err != nil {
		m.status = fmt.Sprintf("%s: %s refused: %v", m.names[seat], a, err)
		if m.rep.on {
			m.rep.playing = false
			return m, nil
		}
		legal := gp.ViewOf(m.tbl.State(), seat).Legal()
		if len(legal) == 0 {
			return m, nil
		}
		if next, err = m.apply(seat, legal[0]); err != nil {
			return m, nil
		}
	}
	return next.advance()
}

// lowest returns the lowest position m selects.
func lowest(m dice.Mask) (int, bool) {
	for d := range dice.HandSize {
		if m.Has(d) {
			return d, true
		}
	}
	return 0, false
}
