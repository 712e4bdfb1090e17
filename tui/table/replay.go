package table

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/ui"
)

// replay is a saved log being shown: every step of it, computed once, and
// how far the log panel has been written for each step reached, so the
// replay can step back and jump without playing the game again.
type replay[V any] struct {
	on      bool
	name    string
	frames  []host.Update[V]
	dropped string // what of the file could not be read
	playing bool
	logAt   []int // lines of the log after each step reached
}

// at is the last step shown whole.
func (r replay[V]) at() int { return len(r.logAt) - 1 }

// onScreen is the step on screen: the one still being shown, if any.
func (m Model[F, V, A]) onScreen() int {
	if len(m.pending) > 0 {
		return m.rep.at() + 1
	}
	return m.rep.at()
}

// reached records that step seq has been shown with lines log lines.
func (r replay[V]) reached(seq, lines int) replay[V] {
	if seq == len(r.logAt) {
		r.logAt = append(r.logAt[:len(r.logAt):len(r.logAt)], lines)
	}
	return r
}

// The zones of the replay's buttons.
const (
	zoneFirst = "table-first"
	zoneBack  = "table-back"
	zonePlay  = "table-play"
	zoneNext  = "table-next"
	zoneLast  = "table-last"
	zoneSpeed = "table-speed"
	// ZoneContinue is the button that ends a result shown until enter.
	ZoneContinue = "table-continue"
	// ZoneReady is the button of the hand-over page.
	ZoneReady = "table-ready"
)

// replayControls are the buttons of a replay and where it stands; the
// footer names their keys.
func (m Model[F, V, A]) replayControls() ui.Block {
	t, r := m.env.Theme, m.rep
	at, last := m.onScreen(), len(r.frames)-1
	play := "Play"
	if r.playing {
		play = "Pause"
	}
	buttons := ui.Row(1,
		t.Button(zoneFirst, "|<", "", at > 0, false),
		t.Button(zoneBack, "<", "", at > 0, false),
		t.Button(zonePlay, play, "", at < last || r.playing, r.playing),
		t.Button(zoneNext, ">", "", at < last, false),
		t.Button(zoneLast, ">|", "", at < last, false),
		t.Button(zoneSpeed, string(m.speed), "", true, false),
	)
	step := fmt.Sprintf("step %d of %d", at, last)
	return ui.Column(lipgloss.Left, buttons, ui.Text(t.Dim.Render(step)))
}

// forward shows the next step of the replay: the step still being shown
// is finished at once, so every press moves exactly one step however fast
// they come. The game's result held at the end ends the replay.
func (m Model[F, V, A]) forward() (Model[F, V, A], tea.Cmd) {
	if m.beat.on && len(m.pending) == 0 && m.shown.Outcome.Over {
		return m.end()
	}
	if m.busy() {
		var cmd tea.Cmd
		if m, cmd = m.caughtUp(); m.busy() {
			return m, cmd // the last step: its end held
		}
	}
	at := m.rep.at()
	if at >= len(m.rep.frames)-1 {
		m.rep.playing = false
		if m.shown.Outcome.Over {
			m.status = "End of the game."
		}
		return m, nil
	}
	m.pending = []host.Update[V]{m.rep.frames[at+1]}
	return m.advance()
}

// jump shows step k at once: back, to the start or to the end.
func (m Model[F, V, A]) jump(k int) (Model[F, V, A], tea.Cmd) {
	k = max(0, min(k, len(m.rep.frames)-1))
	m.beat, m.pending, m.next, m.tipFor = beatState{}, nil, 0, -1
	m.clock = m.clock.Stop()
	for m.rep.at() < k { // the log up to k has not been written yet: play it out
		m.pending = []host.Update[V]{m.rep.frames[m.rep.at()+1]}
		m = m.fastForward()
	}
	m.rep.logAt = m.rep.logAt[:k+1]
	m.lines = m.lines[:m.rep.logAt[k]]
	m = m.refillLog()
	m.shown = m.rep.frames[k]
	m.face = m.parts.Board.Sync(m.face, m.ctx(), m.sight(m.shown, m.active).View)
	m.logView = m.sight(m.shown, m.logEye).View
	if k == len(m.rep.frames)-1 {
		m.rep.playing = false
	}
	if m.shown.Outcome.Over {
		return m.begin(Beat{Hold: true, Pause: overDelays})
	}
	return m, nil
}

// caughtUp is the replay with the step on screen finished at once; the
// last step's end is then held as it would have been.
func (m Model[F, V, A]) caughtUp() (Model[F, V, A], tea.Cmd) {
	if !m.busy() {
		return m, nil
	}
	if m = m.cutShort(); m.rep.at() >= len(m.rep.frames)-1 {
		return m.rest()
	}
	return m, nil
}

// cutShort ends the beat on screen and shows the rest of the step with no
// beats.
func (m Model[F, V, A]) cutShort() Model[F, V, A] {
	m = m.skipFrames(Beat{Frames: m.beat.left}).writeLog(m.beat.lines...)
	m.beat = beatState{}
	m.clock = m.clock.Stop()
	return m.fastForward()
}

// fastForward shows what is pending with no beats.
func (m Model[F, V, A]) fastForward() Model[F, V, A] {
	for len(m.pending) > 0 {
		u := m.pending[0]
		if m.next < len(m.sight(u, m.active).Events) {
			var b Beat
			m, b = m.play(u)
			m = m.skipFrames(b).writeLog(m.beat.lines...)
			m.beat = beatState{}
			continue
		}
		m = m.settle(u)
	}
	return m
}

// togglePlay starts or pauses the replay.
func (m Model[F, V, A]) togglePlay() (Model[F, V, A], tea.Cmd) {
	m.rep.playing = !m.rep.playing
	if !m.rep.playing {
		if !m.beat.on {
			m.clock = m.clock.Stop()
		}
		return m, nil
	}
	if m.beat.on && m.beat.Hold && m.beat.left == 0 {
		return m.end()
	}
	if m.busy() {
		return m, nil
	}
	return m.forward()
}

// faster changes the replay's pace by one speed (by > 0 is faster).
func (m Model[F, V, A]) faster(by int) Model[F, V, A] {
	i := 0
	for j, s := range game.Speeds {
		if s == m.speed {
			i = j
		}
	}
	m.speed = game.Speeds[max(0, min(len(game.Speeds)-1, i+by))]
	return m
}

// cycleSpeed is the speed button: the next speed, the slowest after the
// fastest.
func (m Model[F, V, A]) cycleSpeed() Model[F, V, A] {
	if m.speed == game.Speeds[len(game.Speeds)-1] {
		m.speed = game.Speeds[0]
		return m
	}
	return m.faster(1)
}
