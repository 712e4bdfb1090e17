package table

import (
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
)

// Showing what happened. Updates from the table queue up in pending; they
// are shown one event at a time, each for as long as its face's Beat asks,
// then the face is synced to the view the update ends with. Nothing here
// waits: every pause is a tick of the screen's clock.

// overDelays is how many Speed delays the final table stays when nobody
// has to press enter.
const overDelays = 3

// frameEvery is the time between two frames of an animation by default.
const frameEvery = 70 * time.Millisecond

// busy reports whether events are still being shown.
func (m Model[F, V, A]) busy() bool { return len(m.pending) > 0 || m.beat.on }

// advance shows the events waiting, until one needs time on screen.
func (m Model[F, V, A]) advance() (Model[F, V, A], tea.Cmd) {
	if m.beat.on || m.done || m.passing || (m.paused && !m.stepOne) {
		return m, nil
	}
	for len(m.pending) > 0 {
		u := m.pending[0]
		events := m.sight(u, m.active).Events
		if m.next < len(events) {
			var b Beat
			m, b = m.play(u)
			if !b.none() || b.Hold {
				return m.begin(b)
			}
			continue
		}
		m = m.settle(u)
	}
	return m.rest()
}

// play shows the next event of u, and the ones of the same kind after it
// when its beat joins them, and returns the beat they need.
func (m Model[F, V, A]) play(u host.Update[V]) (Model[F, V, A], Beat) {
	board, log := m.sight(u, m.active).Events, m.sight(u, m.logEye).Events
	var beat Beat
	var lines []string
	for first := true; m.next < len(board); first = false {
		e := board[m.next]
		if !first && (!beat.Join || e.EventName() != board[m.next-1].EventName()) {
			break
		}
		var l []string
		m, l = m.describe(log[m.next])
		lines = append(lines, l...)
		var b Beat
		m.face, b = m.parts.Board.Event(m.face, m.ctx(), e)
		m.next++
		beat = joinBeats(beat, b, first)
		if !b.Join {
			break
		}
	}
	if m.speed.Delay() <= 0 {
		m = m.skipFrames(beat)
		beat.Frames, beat.Pause = 0, 0
	}
	if beat.LogAfter && !beat.none() {
		m.beat.lines = lines
	} else {
		m = m.writeLog(lines...)
	}
	return m, beat
}

// describe writes the log lines of e, an event redacted for the log's
// reader, and moves the reader's view by it.
func (m Model[F, V, A]) describe(e game.Event) (Model[F, V, A], []string) {
	before := m.logView
	m.logView = m.apply(before, e)
	return m, m.parts.Log.Describe(m.face, m.logCtx(), before, m.logView, e)
}

// skipFrames ends at once the animation of a beat that is not shown.
func (m Model[F, V, A]) skipFrames(b Beat) Model[F, V, A] {
	if b.Frames > 0 {
		m.face = m.parts.Board.Frame(m.face, m.ctx(), 0)
	}
	return m
}

// joinBeats is the beat of events shown together: the longest of each.
func joinBeats(a, b Beat, first bool) Beat {
	if first {
		return b
	}
	a.Frames, a.Pause = max(a.Frames, b.Frames), max(a.Pause, b.Pause)
	a.Hold, a.LogAfter = a.Hold || b.Hold, a.LogAfter || b.LogAfter
	return a
}

// settle ends showing u: the faces are synced to its views, its notes
// logged, and it becomes the table on screen.
func (m Model[F, V, A]) settle(u host.Update[V]) Model[F, V, A] {
	m.pending, m.next, m.shown = m.pending[1:], 0, u
	m.heldLast = m.heldLast && u.Outcome.Over
	if m.guest && !slices.Equal(u.Players, m.seated) {
		m = m.seatPlayers(u.Players) // someone took a seat, or left it
	}
	m.face = m.parts.Board.Sync(m.face, m.ctx(), m.sight(u, m.active).View)
	m.logView = m.sight(u, m.logEye).View
	for _, n := range u.Notes {
		m = m.writeLog(screen.Plain(n.Text))
	}
	if m.rep.on {
		m.rep = m.rep.reached(u.Seq, len(m.lines))
	}
	return m
}

// rest is what follows once everything has been shown: the end of the
// game, a hand-over, the next step of a replay that plays, or waiting
// for the table.
func (m Model[F, V, A]) rest() (Model[F, V, A], tea.Cmd) {
	switch {
	case m.shown.Outcome.Over && m.heldLast: // the last event's result was the game's: one enter ends it
		return m.finish()
	case m.shown.Outcome.Over:
		return m.begin(Beat{Hold: true, Pause: overDelays})
	case m.rep.on:
		if m.rep.playing && m.rep.at() < len(m.rep.frames)-1 {
			return m.after(m.speed.Delay())
		}
		if m.rep.playing {
			m.rep.playing = false
			m.status = "End of the log."
		}
		return m, nil
	}
	if m, cmd, ok := m.autoAct(); ok {
		return m, cmd
	}
	if m, _ = m.handOver(); m.passing {
		return m, nil
	}
	return m.listen()
}

// begin shows a beat: its frames, then its pause or the wait for enter.
func (m Model[F, V, A]) begin(b Beat) (Model[F, V, A], tea.Cmd) {
	m.beat = beatState{Beat: b, on: true, left: b.Frames, lines: m.beat.lines}
	m.heldLast = false
	if m.paused { // stepped to while paused: held until the next key
		m.stepOne = false
		return m.stopBeat(), nil
	}
	if b.Frames > 0 {
		m.face = m.parts.Board.Frame(m.face, m.ctx(), m.beat.left)
		return m.after(every(b))
	}
	return m.pause()
}

// pause holds the beat after its frames: until enter, or for its pause.
func (m Model[F, V, A]) pause() (Model[F, V, A], tea.Cmd) {
	if m.beat.Hold && m.waitsForKey() {
		m.clock = m.clock.Stop()
		return m, nil
	}
	d := time.Duration(m.beat.Pause * float64(m.speed.Delay()))
	if d <= 0 && !m.beat.Hold {
		return m.end()
	}
	return m.after(d)
}

// step handles the end of a pause of the screen's clock.
func (m Model[F, V, A]) step(s pace.Step) (Model[F, V, A], tea.Cmd) {
	if !m.clock.Wants(s) {
		return m, nil // stale: the pause was cut short or replaced
	}
	m.clock = m.clock.Stop() // it has ended
	switch {
	case m.beat.on && m.beat.left > 0:
		m.beat.left--
		m.face = m.parts.Board.Frame(m.face, m.ctx(), m.beat.left)
		if m.beat.left > 0 {
			return m.after(every(m.beat.Beat))
		}
		return m.pause()
	case m.beat.on:
		return m.end()
	case m.rep.on && m.rep.playing:
		return m.forward()
	}
	return m, nil
}

// end ends the beat on screen and moves on.
func (m Model[F, V, A]) end() (Model[F, V, A], tea.Cmd) {
	if m.beat.left > 0 {
		m.face = m.parts.Board.Frame(m.face, m.ctx(), 0)
	}
	lines := m.beat.lines
	m.heldLast = m.beat.Hold
	if m.beat.Hold { // a deal's result seen: the next one is followed in the log
		m.Log = m.Log.Follow()
	}
	m.beat = beatState{}
	m.clock = m.clock.Stop()
	m = m.writeLog(lines...)
	if m.shown.Outcome.Over && !m.busy() {
		return m.finish()
	}
	return m.advance()
}

// finish tells the shell the game is over, once.
func (m Model[F, V, A]) finish() (Model[F, V, A], tea.Cmd) {
	cmd := screen.Finish(&m.done, m.finished)
	return m, cmd
}

// finished is what the shell is told when the game is over.
func (m Model[F, V, A]) finished() screen.Finished {
	f := screen.Finished{Summary: m.parts.Log.Summary(m.face, m.ctx(), m.shown.Outcome)}
	if !m.rep.on { // a replay's game was recorded when it was played
		f.Outcome, f.Players = m.shown.Outcome, slices.Clone(m.players)
	}
	return f
}

// Ended implements screen.Ender: a live game that is over (its last
// position held until enter, or still being shown) whose end the shell
// has not been told.
func (m Model[F, V, A]) Ended() (screen.Finished, bool) {
	if m.rep.on || m.done || !m.over() {
		return screen.Finished{}, false
	}
	last := m.shown
	if n := len(m.pending); n > 0 {
		last = m.pending[n-1]
	}
	return screen.Finished{Outcome: last.Outcome, Players: slices.Clone(m.players)}, true
}

// waitsForKey reports whether a result stays on screen until enter: while
// a person plays here, or a replay is paused or at its end.
func (m Model[F, V, A]) waitsForKey() bool {
	if m.rep.on {
		return !m.rep.playing || m.shown.Outcome.Over
	}
	return m.people() > 0
}

// after schedules the next step of the clock in d.
func (m Model[F, V, A]) after(d time.Duration) (Model[F, V, A], tea.Cmd) {
	var cmd tea.Cmd
	m.clock, cmd = m.clock.After(d)
	return m, cmd
}

func every(b Beat) time.Duration {
	if b.Every > 0 {
		return b.Every
	}
	return frameEvery
}

// people counts the seats played at this keyboard.
func (m Model[F, V, A]) people() int {
	n := 0
	for _, l := range m.local {
		if l {
			n++
		}
	}
	return n
}

// thinking is the computer or program seat the table waits for, once all
// is shown.
func (m Model[F, V, A]) thinking() game.Seat {
	if m.busy() || m.rep.on || m.shown.Outcome.Over {
		return game.NoSeat
	}
	for _, s := range m.shown.Waiting {
		if !m.local[s] {
			return s
		}
	}
	return game.NoSeat
}

// writeLog adds lines to the log panel. The panel keeps the last
// logKeep lines once it holds logMax (it wraps every line it holds as one
// is added); the saved game log keeps everything.
func (m Model[F, V, A]) writeLog(lines ...string) Model[F, V, A] {
	if len(lines) == 0 {
		return m
	}
	from := len(m.lines)
	m.lines = append(m.lines[:len(m.lines):len(m.lines)], lines...)
	if m.unseen { // no screen shows the panel
		return m
	}
	if m.inPanel+len(lines) <= logMax {
		m.Log, m.inPanel = m.Log.Append(m.panelLines(from, lines)...), m.inPanel+len(lines)
		return m
	}
	return m.refillLog()
}

// refillLog puts the newest lines back in the log panel, under the
// review's summary when it is on.
func (m Model[F, V, A]) refillLog() Model[F, V, A] {
	from := max(0, len(m.lines)-logKeep)
	keep := m.lines[from:]
	m.Log, m.inPanel = m.Log.Reset().Append(append(m.reviewHead(), m.panelLines(from, keep)...)...), len(keep)
	return m
}

// The log panel's limits (see writeLog).
const (
	logMax  = 600
	logKeep = 400
)
