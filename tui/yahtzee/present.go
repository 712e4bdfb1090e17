package yahtzee

import (
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/pace"
)

// Actions become events; events play out on screen one at a time: the
// board moves, the log is written, rolls tumble and scored boxes flash.

// apply reduces seat's action at the table and queues its events. On error
// m is unchanged.
func (m model) apply(seat game.Seat, a gy.Action) (model, error) {
	tbl, events, err := m.tbl.Apply(seat, a)
	if err != nil {
		return m, err
	}
	m.tbl, m.moves = tbl, m.moves+1
	m.queue = append(m.queue, events...)
	m.status = ""
	m.tips, m.tipsFor = advice{}, -1
	return m, nil
}

// playNext plays the next queued event: it writes the log and moves the
// board, and returns the beat the event needs on screen, if any.
func (m model) playNext() (model, beat) {
	e := m.queue[0]
	m.queue = m.queue[1:]
	seen := m.board
	m.board = m.board.apply(e)
	switch e := e.(type) {
	case gy.DiceRolled:
		b := beat{kind: beatTumble, tumble: e.Rolled, lines: m.describe(e, seen)}
		if m.speed().Delay() <= 0 {
			m.Log = m.Log.Append(b.lines...)
			return m, beat{}
		}
		b.frames = pace.TumbleFrames
		return m, b
	case gy.BoxScored:
		m.pending, m.focusDie = 0, 0 // the turn is over: nothing is held
		m.Log = m.Log.Append(m.describe(e, seen)...)
		if m.speed().Delay() > 0 && !m.human(e.Seat) {
			return m, beat{kind: beatFlash, seat: e.Seat}
		}
	case gy.GameOver:
		m.Log = m.Log.Append(m.describe(e, seen)...)
		return m, beat{kind: beatOver}
	default:
		m.Log = m.Log.Append(m.describe(e, seen)...)
	}
	return m, beat{}
}

// land ends a tumble: the dice show their faces and the roll is logged.
func (m model) land() model {
	m.Log = m.Log.Append(m.beat.lines...)
	m.beat = beat{}
	return m
}
