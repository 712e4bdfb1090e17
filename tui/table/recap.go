package table

import (
	"slices"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/screen"
)

// recap rewrites the log panel of a screen that joins a table under way
// (a person back at their seat, a spectator): every step of the table's
// log l up to now, the table as the screen's first update shows it, as
// the screen's eyes would have seen it (frames, host.Frames of l: the
// events redacted for them), and the notes at their steps. Each action is
// named by who made it: a computer that played the seat while its person
// was away is the computer, not "You". The log's view is then the table
// as it stands now. A log that cannot be replayed leaves the panel as
// start wrote it.
func (m Model[F, V, A]) recap(l game.Log[A], frames []host.Update[V], now host.Update[V]) Model[F, V, A] {
	if now.Seq <= 0 || len(frames) <= now.Seq {
		return m
	}
	players, names := m.players, m.names
	sitters := sittersAt(l, now.Seq+1)
	m.lines, m.inPanel, m.Log = nil, 0, m.Log.Reset()
	m.players, m.names = m.named(sitters[0])
	m.logView = m.sight(frames[0], m.logEye).View
	m = m.writeLog(m.parts.Log.Opening(m.face, m.logCtx(), m.logView)...)
	m = m.writeNotes(frames[0].Notes) // made before the first move: a person taking a seat
	for i, u := range frames[1 : now.Seq+1] {
		m.players, m.names = m.named(sitters[i+1])
		for _, e := range m.sight(u, m.logEye).Events {
			var lines []string
			m, lines = m.describe(e)
			m = m.writeLog(lines...)
		}
		m.logView = m.sight(u, m.logEye).View
		m = m.writeNotes(u.Notes)
	}
	m.players, m.names = players, names
	m.logView = m.sight(now, m.logEye).View
	return m
}

// writeNotes writes the sentences of notes to the log panel.
func (m Model[F, V, A]) writeNotes(notes []game.Note) Model[F, V, A] {
	for _, n := range notes {
		m = m.writeLog(screen.Plain(n.Text))
	}
	return m
}

// sittersAt lists, for each of the first n steps of l, who sat in the
// seats when its action was made (at step 0, at the start): the players
// of l's header, who sit there at its end, and before each seat's change
// of hands (a game.NoteReseat note) the player it says was there.
func sittersAt[A any](l game.Log[A], n int) [][]game.Player {
	out := make([][]game.Player, n)
	cur := slices.Clone(l.Header.Players)
	notes := l.Notes
	for k := n - 1; k >= 0; k-- {
		for len(notes) > 0 && notes[len(notes)-1].At >= k { // a note after step At: the actions from At+1 on are the new sitter's
			if nt := notes[len(notes)-1]; nt.Kind == game.NoteReseat && nt.Was != nil && nt.Seat >= 0 && int(nt.Seat) < len(cur) {
				cur[nt.Seat] = *nt.Was
			}
			notes = notes[:len(notes)-1]
		}
		out[k] = slices.Clone(cur)
	}
	return out
}
