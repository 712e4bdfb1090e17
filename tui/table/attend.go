package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
	"teahouse/tui/web"
)

// Attend follows the table for a web page through the eyes of seat,
// played by the person at the page, or of game.Spectator. It is the
// screen Join makes, kept off screen: the same watcher, the same log
// lines (written again as far as the seat saw it, for a person coming
// back), the same pace of events; each step goes to the page as a
// web.Step. Leaving it leaves the table, which plays on.
func (t *Shared[F, C, S, A, V]) Attend(env screen.Env, seat game.Seat) (screen.Attendant, error) {
	if env.Theme == nil { // no screen: the log's words need a theme's glyphs only
		env.Theme = ui.NewTheme(lipgloss.NewRenderer(io.Discard), false)
	}
	m, err := t.joined(env, seat)
	if err != nil {
		return nil, err
	}
	m.unseen, m.Log = true, m.Log.Reset()
	at := &attendant[F, V, A]{src: m.src, leave: m.leave, seat: seat, scene: t.scene, game: t.game.Name()}
	at.joined = web.Joined{Type: web.MsgJoined, Game: at.game, Seat: seat, Seats: len(m.players),
		Delay: int(t.speed.Delay() / time.Millisecond)}
	switch {
	case t.parts.Tips.on() && t.parts.Tips.Page != nil:
		at.joined.Hint = tipsName(t.parts.Tips)
	case t.parts.PageHint != nil:
		at.joined.Hint = "hint"
	}
	ups := m.pending
	m.pending = nil
	at.m, at.prev = m, m.sight(m.shown, 0).View
	at.first = []web.Step{at.stepOf(m.shown, 0, []web.Event{})}
	for _, u := range ups {
		at.first = append(at.first, at.step(u))
	}
	return at, nil
}

// tipsName is what a game calls its tips.
func tipsName[F, V, A any](t Tips[F, V, A]) string {
	if t.Name == "" {
		return "tip"
	}
	return t.Name
}

// attendant is a seat of a shared table followed for a page: a screen's
// Model that shows nothing, moved one update at a time.
type attendant[F, V, A any] struct {
	src    Source[V, A]
	leave  func()
	seat   game.Seat
	scene  webreplay.SceneOf[V]
	game   string
	joined web.Joined
	once   sync.Once

	mu    sync.Mutex
	m     Model[F, V, A]
	prev  V          // the view of the last step, for the scene's "before"
	first []web.Step // the table as it stood when joined, for the first Next
}

// Joined says what the page joined.
func (at *attendant[F, V, A]) Joined() web.Joined { return at.joined }

// Next waits for the table to move and returns its steps.
func (at *attendant[F, V, A]) Next() ([]web.Step, bool) {
	at.mu.Lock()
	if first := at.first; first != nil {
		at.first = nil
		at.mu.Unlock()
		return first, true
	}
	w := at.m.watcher
	at.mu.Unlock()
	ups, open := w.Next()
	at.mu.Lock()
	defer at.mu.Unlock()
	steps := make([]web.Step, 0, len(ups))
	for _, u := range ups {
		steps = append(steps, at.step(u))
	}
	if open && len(ups) > 0 && at.auto() {
		last := &steps[len(steps)-1] // the position the seat's action was taken in: nothing for the page to do
		last.YourTurn, last.Legal, last.Auto = false, []json.RawMessage{}, true
	}
	return steps, open
}

// step shows u on the model, as a screen does with no time to wait, and
// returns it as the page's step, with each event's pause on screen.
func (at *attendant[F, V, A]) step(u host.Update[V]) web.Step {
	m := at.m
	from := len(m.lines)
	m.pending, m.next = []host.Update[V]{u}, 0
	seen := m.sight(u, 0).Events
	events := make([]web.Event, len(seen))
	for i, e := range seen {
		b, err := bot.EventJSON(e)
		if err != nil { // an event of the game's own types always encodes
			b = json.RawMessage(`{"type":` + quote(e.EventName()) + `}`)
		}
		events[i].Event = b
	}
	for m.next < len(seen) {
		was := m.next
		var b Beat
		m, b = m.play(u)
		m = m.skipFrames(b).writeLog(m.beat.lines...)
		m.beat = beatState{}
		last := max(was, m.next-1)
		events[last].Pause, events[last].Hold = pauseOf(b, m.speed.Delay()), b.Hold
	}
	at.m = m.settle(u)
	return at.stepOf(u, from, events)
}

// pauseOf is how long a beat keeps an event on screen at a pace of delay,
// in milliseconds.
func pauseOf(b Beat, delay time.Duration) int {
	if delay <= 0 {
		return 0
	}
	every := b.Every
	if every == 0 {
		every = frameEvery
	}
	d := time.Duration(b.Frames)*every + time.Duration(b.Pause*float64(delay))
	return int(d / time.Millisecond)
}

// stepOf is the page's step for u, shown on the model, whose log lines
// from from on it wrote.
func (at *attendant[F, V, A]) stepOf(u host.Update[V], from int, events []web.Event) web.Step {
	m := at.m
	sight := m.sight(u, 0)
	st := web.Step{Type: web.MsgStep, Seq: u.Seq, Actor: u.Actor, Waiting: orEmpty(u.Waiting), Events: events,
		Players: slices.Clone([]string(m.names)), Log: orEmpty(slices.Clone(m.lines[from:])), Outcome: u.Outcome,
		Legal: []json.RawMessage{}, LegalComplete: true}
	st.View, _ = json.Marshal(sight.View) // a view is plain data: it always encodes
	if at.scene != nil {
		sc := at.scene(at.prev, sight.View, sight.Events, m.names)
		st.Scene = &sc
	}
	at.prev = sight.View
	for i, p := range m.players {
		st.Kinds = append(st.Kinds, kindOf(p, i < len(u.Players) && u.Players[i].ID == ""))
	}
	st.YourTurn = at.seat >= 0 && waits(u.Waiting, at.seat) && !u.Outcome.Over
	if st.YourTurn {
		legal, complete := at.src.Legal(sight.View)
		for _, a := range legal {
			b, _ := json.Marshal(a) // an action is plain data: it always encodes
			st.Legal = append(st.Legal, b)
		}
		st.LegalComplete = complete
	}
	if u.Outcome.Over {
		st.Summary = m.parts.Log.Summary(m.face, m.ctx(), u.Outcome)
	}
	return st
}

// kindOf is who plays a seat, as the page is told: "you", "person",
// "computer", or "open" for a person's seat nobody has taken.
func kindOf(p game.Player, open bool) string {
	switch {
	case p.Kind == game.Human:
		return "you"
	case p.Kind == game.Remote && open:
		return "open"
	case p.Kind == game.Remote:
		return "person"
	}
	return "computer"
}

// auto takes the seat's action when there is nothing to decide (a face's
// Input.Auto), as the screen does once everything is shown, and reports
// whether it did.
func (at *attendant[F, V, A]) auto() bool {
	m := at.m
	if at.seat < 0 || m.parts.Input.Auto == nil || !waits(m.shown.Waiting, at.seat) || m.shown.Outcome.Over {
		return false
	}
	a, ok := m.parts.Input.Auto(m.face, m.ctx(), m.sight(m.shown, 0).View)
	if ok {
		_ = at.src.Act(at.seat, a) // a refusal: the table moved on, and the next step says where it stands
	}
	return ok
}

// Act takes action for the seat.
func (at *attendant[F, V, A]) Act(action json.RawMessage) error {
	if at.seat < 0 {
		return errors.New("A spectator does not play: sit down to play.")
	}
	var a A
	d := json.NewDecoder(bytes.NewReader(action))
	d.DisallowUnknownFields()
	if err := d.Decode(&a); err != nil {
		return fmt.Errorf("That is not an action of %s (%v): send one of the step's legal actions.", at.game, err)
	}
	if err := at.src.Act(at.seat, a); err != nil {
		return errors.New(screen.Reason(err))
	}
	return nil
}

// errNoHint refuses a hint where the game gives none.
var errNoHint = errors.New("There is no hint for this position.")

// Hint works out the game's tips for the position last stepped to, as the
// terminal's tip panel does (and notes the asking in the log where the
// game does so), and returns them as a page shows them.
func (at *attendant[F, V, A]) Hint() (web.Hint, error) {
	at.mu.Lock()
	m := at.m
	at.mu.Unlock()
	tips := m.parts.Tips
	if at.seat < 0 || !waits(m.shown.Waiting, at.seat) {
		return web.Hint{}, errNoHint
	}
	c := m.ctx()
	if hint := m.parts.PageHint; hint != nil {
		h := hint(c.View)
		if h == nil {
			return web.Hint{}, errNoHint
		}
		return web.Hint{Type: web.MsgHint, Seq: m.shown.Seq, Title: h.Title, Lines: hintLines(*h)}, nil
	}
	if !tips.on() || tips.Page == nil {
		return web.Hint{}, errNoHint
	}
	c.ShowTip = true
	work := tips.Work(m.face, c)
	if work == nil {
		return web.Hint{}, errNoHint
	}
	tip := work() // off the table's lock: the tips may take a while
	h := tips.Page(tips.Keep(m.face, c, tip), c)
	if h == nil {
		return web.Hint{}, errNoHint
	}
	if name := tipNoteName(tips); name != "" {
		// A table closed meanwhile has its log already: the note is lost
		// with nothing else.
		_ = at.src.Annotate(game.Note{At: m.shown.Seq, Seat: at.seat, Kind: game.NoteTip, Text: fmt.Sprintf("%s asked for the %s", at.seat, name)})
	}
	return web.Hint{Type: web.MsgHint, Seq: m.shown.Seq, Title: h.Title, Lines: hintLines(*h)}, nil
}

// hintLines are a hint's rows and lines as lines of text.
func hintLines(h webreplay.Hint) []string {
	var out []string
	for _, r := range h.Rows {
		l := r.Action + ": " + r.Value
		if r.Note != "" {
			l += " (" + r.Note + ")"
		}
		out = append(out, l)
	}
	return append(out, h.Lines...)
}

// Leave stops following the table, once.
func (at *attendant[F, V, A]) Leave() { at.once.Do(at.leave) }

// orEmpty is s, or an empty list for nil: a list the page reads is never
// null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// quote is s as a JSON string.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
