package table

import "teahouse/game"

// ctx is what the face is told, with the eyes on screen.
func (m Model[F, V, A]) ctx() Ctx[V, A] { return m.ctxFor(m.active) }

// logCtx is what the log text is told: the context of the log's reader.
func (m Model[F, V, A]) logCtx() Ctx[V, A] { return m.ctxFor(m.logEye) }

// ctxFor is the face's context with the eyes of m.eyes[eye].
func (m Model[F, V, A]) ctxFor(eye int) Ctx[V, A] {
	c := Ctx[V, A]{
		Env: m.env, Names: m.names, Players: m.players,
		Viewer: m.eyes[eye], View: m.sight(m.shown, eye).View,
		Waiting: m.shown.Waiting, Outcome: m.shown.Outcome,
		MyTurn: eye == m.active && m.myTurn(), Thinking: m.thinking(), Busy: m.busy(),
		People: m.people(), Status: m.status, ShowTip: m.ShowTip, Speed: m.speed,
		check: m.src.Check, canAs: m.canAs, legal: m.src.Legal,
	}
	if m.beat.on {
		c.Beat = m.beat.Beat
		c.Holding = m.beat.Hold && m.beat.left == 0 && m.waitsForKey()
	}
	if m.over() {
		c.final = m.src.Log // a replay's: the log as read
	}
	if m.rep.on {
		c.Replay = &ReplayInfo{Name: m.rep.name, At: m.shown.Seq, Total: len(m.rep.frames) - 1, Playing: m.rep.playing}
		c.Controls = m.replayControls()
		if c.Status == "" && !c.Busy && !c.Outcome.Over && m.shown.Seq == len(m.rep.frames)-1 {
			c.Status = endOfLog
		}
	}
	return c
}

// endOfLog is the status at the last step of a log whose game did not end.
const endOfLog = "End of the log: the game was left unfinished here."

// over reports whether the game is over in what the screen has been told,
// shown or still to show.
func (m Model[F, V, A]) over() bool {
	if len(m.pending) > 0 {
		return m.pending[len(m.pending)-1].Outcome.Over
	}
	return m.shown.Outcome.Over
}

// viewer is the seat the eyes on screen belong to.
func (m Model[F, V, A]) viewer() game.Seat { return m.eyes[m.active] }

// Progress is where a screen stands: what a shell lists of a table, and
// what a test waits for.
type Progress struct {
	// Step counts the actions shown so far.
	Step int
	// Waiting are the seats the table waits for, as shown.
	Waiting []game.Seat
	// Viewer is whose eyes the screen shows.
	Viewer game.Seat
	// Over is true once the game is over; Done once the screen has said
	// so to the shell.
	Over, Done bool
	// Busy is true while events are still being shown, Holding while a
	// result waits for enter, Passing while the keyboard passes between
	// people, MyTurn while a person here may act.
	Busy, Holding, Passing, MyTurn bool
	// Help is true while the full help covers the table.
	Help bool
	// Paused is true while a table of computers is paused (space).
	Paused bool
}

// Progress says where the screen stands.
func (m Model[F, V, A]) Progress() Progress {
	c := m.ctx()
	return Progress{Step: m.shown.Seq, Waiting: m.shown.Waiting, Viewer: m.viewer(), Over: m.shown.Outcome.Over, Done: m.done,
		Busy: c.Busy, Holding: c.Holding, Passing: m.passing, MyTurn: c.MyTurn, Help: m.ShowHelp, Paused: m.paused}
}

// Person reports whether seat is a person's (at this keyboard or another
// terminal), not a computer's or a program's.
func (c Ctx[V, A]) Person(seat game.Seat) bool {
	if seat < 0 || int(seat) >= len(c.Players) {
		return false
	}
	k := c.Players[seat].Kind
	return k == game.Human || k == game.Remote
}

// Awaits is the status line while the table waits for the seat Thinking:
// a computer or a program "thinks…" (or does what thinks says, "bets"),
// a person at another terminal is waited for, "Waiting for bob…", since
// they may have gone (a shared table keeps their seat a while).
func (c Ctx[V, A]) Awaits(thinks string) string {
	ellipsis := c.Env.Theme.Glyphs().Ellipsis
	if c.Person(c.Thinking) {
		return "Waiting for " + c.Names[c.Thinking] + ellipsis
	}
	return c.Names[c.Thinking] + " " + thinks + ellipsis
}
