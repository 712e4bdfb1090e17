package table

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Face is a game's part of its screen, as small parts declared in its
// Spec: the board (required), input, log text, help page, tips and the
// rest (all with defaults). Each part is a function of the face's value F
// (the board of one pair of eyes: the table as the viewer sees it while
// events play out, the dice held, the cards selected) and of what the
// driver tells it (Ctx); a part that changes the face returns a new F.
// Method expressions of the game's face type fill them:
//
//	table.Face[face, gp.View, gp.Action]{
//		Board: table.Board[face, gp.View, gp.Action]{Sync: face.Sync, Event: face.Event, Draw: face.Draw, ...},
//		Input: table.Input[face, gp.View, gp.Action]{Keys: face.Keys, Key: face.Key, ...},
//		Log:   table.LogText[face, gp.View, gp.Action]{Describe: face.Describe, ...},
//		Help:  face.HelpPage,
//	}
type Face[F, V, A any] struct {
	// Board draws the table; Sync, LogArea and Draw are required.
	Board Board[F, V, A]
	// Input is what keys and clicks do; none by default.
	Input Input[F, V, A]
	// Log writes the log panel's lines; none by default.
	Log LogText[F, V, A]
	// Help is the rules in short, shown in place of the table with ?; a
	// blank page by default.
	Help func(f F, c Ctx[V, A], w, h int) ui.Block
	// Tips work out the tip panel's advice; none when Tips.Work is nil.
	Tips Tips[F, V, A]
	// PageHint is the hint a web page is given at the seat's turn, worked
	// out from the seat's view alone, for a game whose hint is a key of
	// its screen rather than a tip panel (Dou Dizhu's, Shengji's); nil
	// when the tips serve pages (Tips.Page) or the game gives none.
	PageHint func(v V) *webreplay.Hint
	// Secret reports whether seats see different things, so that people
	// taking turns at one keyboard hand it over with the table hidden;
	// false when nil.
	Secret func(f F) bool
	// Init is called once when the screen starts: a command to load what
	// the face needs (a strategy table); nil for nothing.
	Init func(f F, c Ctx[V, A]) (F, tea.Cmd)
	// Update handles messages of the face's own (a strategy table
	// loading); nil for none.
	Update func(f F, c Ctx[V, A], msg tea.Msg) (F, tea.Cmd)
	// Seated is the face of the screen that p joined at seat of a shared
	// table (not a spectator's), for a game that keeps something of each
	// person (Blackjack's bankrolls); nil keeps the face as it is.
	Seated func(f F, env screen.Env, seat game.Seat, p game.Player) F
}

// Board is how a face draws the table.
type Board[F, V, A any] struct {
	// Sync pictures the table afresh from v: at the start, after every
	// step has played, after a jump in a replay or a hand-over.
	Sync func(f F, c Ctx[V, A], v V) F
	// Event moves the table by one event, redacted for the viewer, and
	// says how long it stays on screen; nil: the table waits for Sync.
	Event func(f F, c Ctx[V, A], e game.Event) (F, Beat)
	// Frame shows the frame of the current beat with left frames still
	// to come, 0 when it has ended (dice that roll); nil draws the face
	// as it is.
	Frame func(f F, c Ctx[V, A], left int) F
	// Header is the screen's top two lines; the game's name by default.
	Header func(f F, c Ctx[V, A]) Header
	// LogArea is where the log panel goes in a body of w by h cells.
	LogArea func(f F, c Ctx[V, A], w, h int) ui.Rect
	// Draw draws the body, w by h cells, with c.Log placed at LogArea.
	Draw func(f F, c Ctx[V, A], w, h int) ui.Block
}

// Input is what a person's keys and clicks do; every part may be nil.
type Input[F, V, A any] struct {
	// Keys are the game's own bindings now, for the footer and the help.
	Keys func(f F, c Ctx[V, A]) ui.HelpKeys
	// Key handles a key the driver does not take.
	Key func(f F, c Ctx[V, A], k tea.KeyMsg) (F, Intent[A])
	// Click handles a click on one of the face's zones.
	Click func(f F, c Ctx[V, A], zone string) (F, Intent[A])
	// Back closes something of the face's own (choosing a target) for
	// esc, and reports whether it did.
	Back func(f F, c Ctx[V, A]) (F, bool)
	// Auto takes a person's action for them when there is nothing to
	// decide (a pass while nothing can be declared): the table asks it
	// for the person it waits for, with that person's view, once
	// everything has been shown, and sends the action it returns with
	// true.
	Auto func(f F, c Ctx[V, A], v V) (A, bool)
}

// LogText writes the log panel's lines for the log's reader (c.Viewer: a
// spectator when people taking turns must not read each other's secrets
// there) from what that reader sees: the view it had before an event, and
// the view the event, redacted for it, moves it to (the game's Apply). The
// driver keeps that view; a log line never reads the face's board or
// input. The face f is given for what it keeps beyond the table (a
// strategy table, the bankroll records of the people here).
type LogText[F, V, A any] struct {
	// Opening writes the lines of the position a game starts in (the
	// first roll, the deal), seen as v.
	Opening func(f F, c Ctx[V, A], v V) []string
	// Describe writes the lines of event e, which moves the reader's view
	// from before to after.
	Describe func(f F, c Ctx[V, A], before, after V, e game.Event) []string
	// Summary is what the result screen says once the game is over, for
	// the eyes on screen (c.View).
	Summary func(f F, c Ctx[V, A], o game.Outcome) []string
}

// Tips are a face's advice, shown in the tip panel (t).
type Tips[F, V, A any] struct {
	// Work returns the work that computes the tips of c.View, run off the
	// Update loop (nil when there are none to give now).
	Work func(f F, c Ctx[V, A]) func() any
	// Keep keeps tips computed for the position on screen.
	Keep func(f F, c Ctx[V, A], tip any) F
	// Name is what the footer calls them ("tip" when empty), such as
	// "hint".
	Name string
	// Note has the log record each position for which a person here had
	// the tips worked out (a game.NoteTip note), so that a replay page
	// can show what they said there.
	Note bool
	// Page is the tips kept (Keep) as a web page shows them, for a page
	// that asks for them (Attend); nil: pages are not given them.
	Page func(f F, c Ctx[V, A]) *webreplay.Hint
}

// on reports whether the face gives tips.
func (t Tips[F, V, A]) on() bool { return t.Work != nil }

// filled is fc with its defaults, or why it cannot draw a table.
func (fc Face[F, V, A]) filled(name string) (Face[F, V, A], error) {
	b := &fc.Board
	if b.Sync == nil || b.LogArea == nil || b.Draw == nil {
		return fc, fmt.Errorf("the screen of %s has no board: Sync, LogArea and Draw are required", name)
	}
	if b.Event == nil {
		b.Event = func(f F, _ Ctx[V, A], _ game.Event) (F, Beat) { return f, Beat{} }
	}
	if b.Frame == nil {
		b.Frame = func(f F, _ Ctx[V, A], _ int) F { return f }
	}
	if b.Header == nil {
		b.Header = func(F, Ctx[V, A]) Header { return Header{Title: name} }
	}
	in := &fc.Input
	if in.Keys == nil {
		in.Keys = func(F, Ctx[V, A]) ui.HelpKeys { return ui.HelpKeys{} }
	}
	if in.Key == nil {
		in.Key = func(f F, _ Ctx[V, A], _ tea.KeyMsg) (F, Intent[A]) { return f, Intent[A]{} }
	}
	if in.Click == nil {
		in.Click = func(f F, _ Ctx[V, A], _ string) (F, Intent[A]) { return f, Intent[A]{} }
	}
	if in.Back == nil {
		in.Back = func(f F, _ Ctx[V, A]) (F, bool) { return f, false }
	}
	l := &fc.Log
	if l.Opening == nil {
		l.Opening = func(F, Ctx[V, A], V) []string { return nil }
	}
	if l.Describe == nil {
		l.Describe = func(F, Ctx[V, A], V, V, game.Event) []string { return nil }
	}
	if l.Summary == nil {
		l.Summary = func(F, Ctx[V, A], game.Outcome) []string { return nil }
	}
	if fc.Help == nil {
		fc.Help = func(F, Ctx[V, A], int, int) ui.Block { return ui.Text("") }
	}
	if fc.Tips.on() && fc.Tips.Keep == nil {
		fc.Tips.Keep = func(f F, _ Ctx[V, A], _ any) F { return f }
	}
	if fc.Secret == nil {
		fc.Secret = func(F) bool { return false }
	}
	if fc.Init == nil {
		fc.Init = func(f F, _ Ctx[V, A]) (F, tea.Cmd) { return f, nil }
	}
	if fc.Update == nil {
		fc.Update = func(f F, _ Ctx[V, A], _ tea.Msg) (F, tea.Cmd) { return f, nil }
	}
	if fc.Seated == nil {
		fc.Seated = func(f F, _ screen.Env, _ game.Seat, _ game.Player) F { return f }
	}
	return fc, nil
}

// Header is a screen's top two lines: the title, a subtitle after it (in
// a replay the driver names the replayed file instead), what the first
// line says on the right, and the second line.
type Header struct {
	Title, Sub, Right string
	Second            string
}

// Intent is what a key or a click asks for: an action for the viewer's
// seat, a sentence for the status line, or the tip panel.
type Intent[A any] struct {
	// Act is the action to send, or nil.
	Act *A
	// Status is shown in the status line when set.
	Status string
	// Tip toggles the tip panel.
	Tip bool
	// As is the seat that takes Act when it is not the viewer's: another
	// person at this keyboard acting out of turn (taking back a score
	// after the table has turned to the next player); nil for the viewer.
	As *game.Seat
}

// Do is the intent to send a.
func Do[A any](a A) Intent[A] { return Intent[A]{Act: &a} }

// DoAs is the intent to send a for seat s, a person played here.
func DoAs[A any](s game.Seat, a A) Intent[A] { return Intent[A]{Act: &a, As: &s} }

// Say is the intent to show s in the status line.
func Say[A any](s string) Intent[A] { return Intent[A]{Status: s} }

// Beat is how long an event stays on screen. The zero Beat is none.
type Beat struct {
	// Frames of animation are shown Every apart (70 ms when 0), before
	// the pause; Frame is called for each.
	Frames int
	Every  time.Duration
	// Pause is how many Speed delays the event then stays.
	Pause float64
	// Hold keeps a result on screen until enter while a person plays here
	// (or a replay is paused); otherwise Pause.
	Hold bool
	// LogAfter writes the event's log lines once the beat has ended (a
	// roll is logged once the dice land).
	LogAfter bool
	// Join makes the events that follow, while they ask for a Join beat
	// too, play in the same beat (both seats' rolls tumble together).
	Join bool
}

// none reports whether b shows nothing at all.
func (b Beat) none() bool { return b.Frames == 0 && b.Pause == 0 && !b.Hold }

// Ctx is what a face is told of the screen around it.
type Ctx[V, A any] struct {
	// Env is the program's theme, size and directories.
	Env screen.Env
	// Names names the seats as this screen writes them.
	Names screen.Names
	// Players are who sit at the table.
	Players []game.Player
	// Viewer is whose eyes the table is shown with: a seat of a person
	// here, or game.Omniscient (a replay, a table of computers).
	Viewer game.Seat
	// View is what the viewer may know after the steps played so far.
	View V
	// Waiting are the seats that may act, as of the steps played so far.
	Waiting []game.Seat
	// Outcome is how the game stands.
	Outcome game.Outcome
	// MyTurn is true when the person at the keyboard may act for Viewer:
	// the table waits for them and nothing is still being shown.
	MyTurn bool
	// Thinking is the computer or program seat the table waits for, once
	// everything has been shown; game.NoSeat otherwise.
	Thinking game.Seat
	// Busy is true while events are still being shown.
	Busy bool
	// Beat is the beat being shown (the zero Beat when none).
	Beat Beat
	// Holding is true while a result waits on screen for enter.
	Holding bool
	// People counts the seats played at this keyboard.
	People int
	// Status is the status line: why the last key did nothing.
	Status string
	// ShowTip is whether the tip panel is open.
	ShowTip bool
	// Replay is set while a saved log is replayed.
	Replay *ReplayInfo
	// Speed paces the screen's animations.
	Speed game.Speed
	// Log is the log panel, drawn at the face's LogArea (Draw only).
	Log ui.Block
	// Controls are the buttons of a replay (first, back, play, next,
	// last, speed), for the face to place where its actions go.
	Controls ui.Block

	check func(V, A) error
	canAs func(game.Seat, A) bool
	legal func(V) ([]A, bool)
	final func() game.Log[A]
}

// ReplayInfo is where a replay stands.
type ReplayInfo struct {
	// Name is the replayed file.
	Name string
	// At and Total count the actions played and logged.
	At, Total int
	// Playing is true while the replay plays by itself.
	Playing bool
}

// Check asks the game whether the viewer may take a now, judging by the
// view on screen: nil, or why not.
func (c Ctx[V, A]) Check(a A) error { return c.check(c.View, a) }

// Can reports whether the viewer may take a now: it is their turn and the
// game accepts it.
func (c Ctx[V, A]) Can(a A) bool { return c.MyTurn && c.check(c.View, a) == nil }

// CanAs reports whether seat s, a person played here, may take a now
// (see Intent.As), judged by s's view of the table on screen.
func (c Ctx[V, A]) CanAs(s game.Seat, a A) bool { return c.canAs != nil && c.canAs(s, a) }

// Try is the intent of a key or a click that takes a: nothing in a replay
// or while the table is still being shown; when it is not the viewer's
// turn, why the game would refuse a (nothing if it would not); otherwise
// Do(a), which the driver judges against the view before it sends it.
func (c Ctx[V, A]) Try(a A) Intent[A] {
	switch {
	case c.Replay != nil || c.Busy:
		return Intent[A]{}
	case !c.MyTurn:
		if err := c.Check(a); err != nil {
			return Say[A](screen.Reason(err))
		}
		return Intent[A]{}
	}
	return Do(a)
}

// Legal lists the viewer's legal actions now.
func (c Ctx[V, A]) Legal() ([]A, bool) { return c.legal(c.View) }

// FinalLog is the game's whole log once the game is over, as far as the
// screen has been told (its last events may still be playing out), to look
// back on how it was played; false before then, for the log holds every
// secret of the game.
func (c Ctx[V, A]) FinalLog() (game.Log[A], bool) {
	if c.final == nil {
		return game.Log[A]{}, false
	}
	return c.final(), true
}

// Glyphs are the theme's glyphs.
func (c Ctx[V, A]) Glyphs() ui.Glyphs { return c.Env.Theme.Glyphs() }
