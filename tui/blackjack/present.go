package blackjack

import (
	"slices"

	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// Actions become events; events play out on screen one at a time: cards
// arrive one per paced step, the log is written, results stay. Events are
// redacted before they are queued (the hole card stays a zero Card until
// HoleCardRevealed), so nothing the screen draws or writes can show it.

// apply reduces seat's action at the table, records what it did to the
// people's bankrolls, and queues its events. On error m is unchanged.
func (m model) apply(seat game.Seat, a gb.Action) (model, error) {
	tbl, events, err := m.tbl.Apply(seat, a)
	if err != nil {
		return m, err
	}
	m.tbl, m.moves = tbl, m.moves+1
	var changed bool
	m.bank, changed = m.bank.record(events)
	m.bank.pending = m.bank.pending || changed
	m.queue = append(slices.Clip(m.queue), game.RedactAll(gb.Game, events, game.Spectator)...)
	m.status = ""
	m.hint = hint{forMoves: -1}
	return m, nil
}

// playNext plays the next queued event: it moves the board, remembers the
// cards seen and writes the log, and returns the beat the event needs on
// screen, if any.
func (m model) playNext() (model, beat) {
	e := m.queue[0]
	m.queue = m.queue[1:]
	seen := m.board
	m.board = m.board.apply(e)
	m.shoe = m.shoe.apply(e)
	m = m.writeLog(m.describe(e, seen)...)
	paced := m.speed().Delay() > 0
	switch e.(type) {
	case gb.CardDealt, gb.HoleCardRevealed:
		if paced && len(m.queue) > 0 {
			return m, beat{kind: beatDeal}
		}
	case gb.RoundOver:
		if paced && m.humans() == 0 && !m.rep.On && !m.lastRound() {
			return m, beat{kind: beatRound}
		}
	case gb.GameOver:
		return m, beat{kind: beatOver}
	}
	return m, beat{}
}

// lastRound reports whether the game ends with the events still queued.
func (m model) lastRound() bool {
	for _, e := range m.queue {
		if _, ok := e.(gb.GameOver); ok {
			return true
		}
	}
	return false
}
