package pokerdice

import (
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/pace"
)

// Actions become events; events play out on screen one at a time: the board
// moves, the log is written, rolls tumble and showdowns wait. Everything is
// redacted before it is queued, so nothing here can show a hidden face.

// apply reduces seat's action at the table and queues its events, redacted
// for the board's viewer and for the log. On error m is unchanged.
func (m model) apply(seat game.Seat, a gp.Action) (model, error) {
	tbl, events, err := m.tbl.Apply(seat, a)
	if err != nil {
		return m, err
	}
	before, _ := m.tbl.ToMove()
	m.tbl, m.moves = tbl, m.moves+1
	if after, _ := m.tbl.ToMove(); after != before || a.Kind == gp.KindHold || a.Kind == gp.KindRelock || a.Kind == gp.KindStand {
		m.pending = 0 // the decision is made; a skill used on the way keeps it open
	}
	forBoard := game.RedactAll(gp.Game, events, m.board.viewer)
	forLog := game.RedactAll(gp.Game, events, m.logViewer())
	for i := range events {
		m.queue = append(m.queue, queued{board: forBoard[i], log: forLog[i]})
		if r, ok := events[i].(gp.RoundScored); ok {
			m.results = append(m.results, r.Result)
		}
	}
	m.mode, m.status = modeHold, ""
	m.tips, m.tipsFor = nil, -1
	return m, nil
}

// playNext plays the next queued event: it writes the log and moves the
// board, and returns the beat the event needs on screen, if any. Rolls that
// follow each other tumble together.
func (m model) playNext() (model, beat) {
	q := m.queue[0]
	m.queue = m.queue[1:]
	m.board = m.board.apply(q.board)
	e, roll := q.board.(gp.DiceRolled)
	if !roll {
		m = m.logEvent(q.log)
	}
	switch q.board.(type) {
	case gp.DiceRolled:
		return m.tumbleRolls(e, q.log)
	case gp.RoundStarted:
		m.focus = 0
	case gp.RoundScored:
		if len(m.queue) > 0 {
			if _, last := m.queue[0].board.(gp.MatchOver); last {
				return m, beat{} // the match's end shows this showdown
			}
		}
		return m, beat{kind: beatShowdown}
	case gp.MatchOver:
		return m, beat{kind: beatOver}
	}
	return m, beat{}
}

// tumbleRolls makes a roll, and the rolls queued right after it, tumble
// together; their log lines wait until the dice land.
func (m model) tumbleRolls(e gp.DiceRolled, logged game.Event) (model, beat) {
	b := beat{kind: beatTumble, frames: pace.TumbleFrames}
	b.tumble[e.Seat] |= e.Rolled
	b.lines = m.describe(logged, m.logSeen)
	m.logSeen = m.logSeen.apply(logged)
	for len(m.queue) > 0 {
		r, ok := m.queue[0].board.(gp.DiceRolled)
		if !ok {
			break
		}
		b.lines = append(b.lines, m.describe(m.queue[0].log, m.logSeen)...)
		m.logSeen = m.logSeen.apply(m.queue[0].log)
		m.board = m.board.apply(r)
		b.tumble[r.Seat] |= r.Rolled
		m.queue = m.queue[1:]
	}
	lines := b.lines
	if b = m.tumbleBeat(b); b.kind == beatIdle { // nothing the viewer sees tumbles
		m.Log = m.Log.Append(lines...)
		return m, beat{}
	}
	return m, b
}

// land ends a tumble: the dice show their faces and the roll is logged.
func (m model) land() model {
	m.Log = m.Log.Append(m.beat.lines...)
	m.beat = beat{}
	return m
}

// logEvent writes an event, redacted for the log's reader, into the log.
func (m model) logEvent(e game.Event) model {
	m.Log = m.Log.Append(m.describe(e, m.logSeen)...)
	m.logSeen = m.logSeen.apply(e)
	return m
}

// tumbleBeat keeps only the dice the viewer can see tumbling (a face-down
// die has no faces to show); it is idle when nothing is left to tumble or
// the speed is instant.
func (m model) tumbleBeat(b beat) beat {
	if m.speed().Delay() <= 0 {
		return beat{}
	}
	any := false
	for s := range b.tumble {
		for d := range dice.HandSize {
			if m.board.dice[s][d] == 0 {
				b.tumble[s] &^= 1 << d
			}
		}
		any = any || b.tumble[s] != 0
	}
	if !any {
		return beat{}
	}
	return b
}

// shake draws new random faces for the tumbling dice from the screen's own
// generator: they are decoration, never the game's dice.
func (m model) shake() model {
	for s := range m.beat.tumble {
		m.beat.faces[s] = pace.Shake(&m.rng, m.beat.faces[s], m.beat.tumble[s])
	}
	return m
}
