package table

import (
	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/screen"
)

// recap rewrites the log panel of a screen that joins a table under way
// (a person back at their seat, a spectator): every step of the table's
// log l up to now, the table as the screen's first update shows it, as
// the screen's eyes would have seen it (host.Frames: the events redacted
// for them), and the notes at their steps. The log face is then synced
// back to now. A log that cannot be replayed leaves the panel as start
// wrote it.
func (m Model[F, C, S, A, V]) recap(l game.Log[A], now host.Update[V]) Model[F, C, S, A, V] {
	frames, err := host.Frames(m.game, l, m.eyes...)
	if err != nil || now.Seq <= 0 || len(frames) <= now.Seq {
		return m
	}
	m.lines, m.inPanel, m.Log = nil, 0, m.Log.Reset()
	first := m.sight(frames[0], m.logEye).View
	m.logFace = m.logFace.Sync(m.ctx(), first)
	m = m.writeLog(m.logFace.Opening(m.ctx(), first)...)
	for _, u := range frames[1 : now.Seq+1] {
		for _, e := range m.sight(u, m.logEye).Events {
			m = m.writeLog(m.logFace.Describe(m.ctx(), e)...)
			m.logFace, _ = m.logFace.Event(m.ctx(), e)
		}
		m.logFace = m.logFace.Sync(m.ctx(), m.sight(u, m.logEye).View)
		for _, n := range u.Notes {
			m = m.writeLog(screen.Plain(n.Text))
		}
	}
	m.logFace = m.logFace.Sync(m.ctx(), m.sight(now, m.logEye).View)
	return m
}
