package table

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/screen"
)

// Acting and following the host. A person's action goes to the host in a
// command; what it did comes back, like every computer's move, through
// the watcher, which a command waits on only while something is sure to
// come: an answer to an action, or the move of a seat not played here.

// updated brings what the watcher received.
type updated[V any] struct {
	instance uint64
	ups      []host.Update[V]
	open     bool
}

// acted brings the host's answer to a person's action.
type acted struct {
	instance uint64
	err      error
}

// tipped brings tips computed for step step and eye viewer.
type tipped struct {
	instance uint64
	step     int
	viewer   game.Seat
	tip      any
}

// myTurn reports whether the person at the keyboard may act for the eyes
// shown: the table waits for them and nothing is still being shown.
func (m Model[F, V, A]) myTurn() bool { return m.mayAct(m.eyes[m.active]) }

// mayAct reports whether seat, a person here, may act now: the table
// waits for it and nothing is still being shown.
func (m Model[F, V, A]) mayAct(seat game.Seat) bool {
	if m.rep.on || m.busy() || m.passing || m.done || m.acting {
		return false
	}
	return seat >= 0 && int(seat) < len(m.local) && m.local[seat] && waits(m.shown.Waiting, seat)
}

// canAs reports whether seat, a person here, may take a now, judged by
// its own view of the table on screen.
func (m Model[F, V, A]) canAs(seat game.Seat, a A) bool {
	i := m.eyeIndex(seat)
	return m.eyes[i] == seat && m.mayAct(seat) && m.src.Check(m.sight(m.shown, i).View, a) == nil
}

func waits(ws []game.Seat, s game.Seat) bool {
	for _, w := range ws {
		if w == s {
			return true
		}
	}
	return false
}

// intent carries out what a key or a click asked for.
func (m Model[F, V, A]) intent(in Intent[A]) (Model[F, V, A], tea.Cmd) {
	if in.Status != "" {
		m.status = in.Status
	}
	if in.Tip {
		m.ShowTip = !m.ShowTip
		return m.askTip()
	}
	if in.Act == nil {
		return m, nil
	}
	i := m.active
	if in.As != nil {
		if i = m.eyeIndex(*in.As); m.eyes[i] != *in.As {
			return m, nil // not a seat played here
		}
	}
	return m.act(i, *in.Act)
}

// act sends the action of eyes[i], a person's, to the host, or says why
// it is refused.
func (m Model[F, V, A]) act(i int, a A) (Model[F, V, A], tea.Cmd) {
	if !m.mayAct(m.eyes[i]) {
		return m, nil // the screen is still showing what happened
	}
	if err := m.src.Check(m.sight(m.shown, i).View, a); err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	m.acting, m.status = true, ""
	src, seat, inst := m.src, m.eyes[i], m.clock.Instance()
	send := func() tea.Msg { return acted{instance: inst, err: src.Act(seat, a)} }
	m, listen := m.listen()
	return m, tea.Batch(send, listen)
}

// autoAct takes the action a face's Auto gives for the person the table
// waits for, when it has nothing to decide; ok reports whether it did.
func (m Model[F, V, A]) autoAct() (Model[F, V, A], tea.Cmd, bool) {
	auto := m.parts.Input.Auto
	if auto == nil || len(m.shown.Waiting) == 0 {
		return m, nil, false
	}
	seat := m.shown.Waiting[0]
	i := m.eyeIndex(seat)
	if m.eyes[i] != seat || !m.mayAct(seat) {
		return m, nil, false
	}
	a, ok := auto(m.face, m.ctxFor(i), m.sight(m.shown, i).View)
	if !ok || m.src.Check(m.sight(m.shown, i).View, a) != nil {
		return m, nil, false
	}
	m, cmd := m.act(i, a)
	return m, cmd, true
}

// acted takes the host's answer: a refusal (the table moved on between the
// check and the action) is said.
func (m Model[F, V, A]) actedMsg(msg acted) (Model[F, V, A], tea.Cmd) {
	m.acting = false
	if msg.err != nil {
		m.status = screen.Reason(msg.err)
	}
	return m, nil
}

// listen waits for the watcher when something is sure to come.
func (m Model[F, V, A]) listen() (Model[F, V, A], tea.Cmd) {
	if m.watcher == nil || m.listening || m.done {
		return m, nil
	}
	last := m.shown
	if len(m.pending) > 0 {
		last = m.pending[len(m.pending)-1]
	}
	// At a shared table anything may come at any time: a person taking
	// a seat, or leaving it.
	if !m.acting && !m.guest && (last.Outcome.Over || !m.othersWait(last)) {
		return m, nil
	}
	m.listening = true
	w, inst := m.watcher, m.clock.Instance()
	return m, func() tea.Msg {
		ups, open := w.Next()
		return updated[V]{instance: inst, ups: ups, open: open}
	}
}

// othersWait reports whether u waits for a seat not played here.
func (m Model[F, V, A]) othersWait(u host.Update[V]) bool {
	for _, s := range u.Waiting {
		if !m.local[s] {
			return true
		}
	}
	return false
}

// updatedMsg queues what the watcher received and shows it.
func (m Model[F, V, A]) updatedMsg(msg updated[V]) (Model[F, V, A], tea.Cmd) {
	m.listening = false
	m.pending = append(m.pending[:len(m.pending):len(m.pending)], msg.ups...)
	m, cmd := m.advance()
	if !msg.open {
		return m, cmd
	}
	m, listen := m.listen()
	return m, tea.Batch(cmd, listen)
}

// askTip computes the tips of the position on screen in a command, when
// the tip panel is open and no tips are there for it.
func (m Model[F, V, A]) askTip() (Model[F, V, A], tea.Cmd) {
	step, eye := m.shown.Seq, m.tipEye()
	if !m.ShowTip || m.busy() || (m.tipFor == step && m.tipViewer == eye) {
		return m, nil
	}
	c := m.ctxFor(m.eyeIndex(eye))
	if !m.parts.Tips.on() {
		return m, nil
	}
	work := m.parts.Tips.Work(m.face, c)
	if work == nil {
		return m, nil
	}
	m.tipFor, m.tipViewer = step, eye
	inst := m.clock.Instance()
	compute := func() tea.Msg { return tipped{instance: inst, step: step, viewer: eye, tip: work()} }
	if m.tipNote == "" || m.rep.on || !m.mayAct(eye) {
		return m, compute
	}
	src, n := m.src, game.Note{At: step, Seat: eye, Kind: game.NoteTip, Text: fmt.Sprintf("%s asked for the %s", eye, m.tipNote)}
	// A table closed meanwhile has its log already: the note is lost
	// with nothing else, and the game goes on as it was.
	note := func() tea.Msg { _ = src.Annotate(n); return nil }
	return m, tea.Batch(compute, note)
}

// tipNoteName is what the log's tip notes call tips t, or empty when they
// are not noted.
func tipNoteName[F, V, A any](t Tips[F, V, A]) string {
	switch {
	case !t.Note || !t.on():
		return ""
	case t.Name != "":
		return t.Name
	}
	return "tip"
}

// tipEye is whose tips are shown: the person to act, or in a replay the
// seat the table waits for.
func (m Model[F, V, A]) tipEye() game.Seat {
	if m.rep.on && len(m.shown.Waiting) > 0 {
		return m.shown.Waiting[0]
	}
	return m.eyes[m.active]
}

// eyeIndex is the index of eye among the eyes kept, or the active one.
func (m Model[F, V, A]) eyeIndex(eye game.Seat) int {
	for i, e := range m.eyes {
		if e == eye {
			return i
		}
	}
	return m.active
}

// tippedMsg keeps tips still about the position on screen.
func (m Model[F, V, A]) tippedMsg(msg tipped) Model[F, V, A] {
	if msg.step == m.shown.Seq && msg.viewer == m.tipEye() && msg.step == m.tipFor {
		m.face = m.parts.Tips.Keep(m.face, m.ctx(), msg.tip)
	}
	return m
}
