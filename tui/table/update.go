package table

import (
	"path/filepath"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Init starts the face and shows the table.
func (m Model[F, V, A]) Init() tea.Cmd { return tea.Batch(m.clock.Kick(), m.reviewStart()) }

// Update handles keys, clicks, the window size, the host's updates and the
// screen's own pacing. It never waits: pauses are ticks, the host is
// talked to in commands.
func (m Model[F, V, A]) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.env.Width, m.env.Height = msg.Width, msg.Height
	case pace.Kick:
		if m.clock.Kicked(msg) {
			var init, adv tea.Cmd
			m.face, init = m.parts.Init(m.face, m.ctx())
			m, adv = m.advance()
			cmd = tea.Batch(init, adv)
		}
	case pace.Step:
		m, cmd = m.step(msg)
	case updated[V]:
		if m.clock.Owns(msg.instance) {
			m, cmd = m.updatedMsg(msg)
		}
	case acted:
		if m.clock.Owns(msg.instance) {
			m, cmd = m.actedMsg(msg)
		}
	case tipped:
		if m.clock.Owns(msg.instance) {
			m = m.tippedMsg(msg)
		}
	case reviewProgress, reviewReady:
		m, cmd = m.reviewMsg(msg)
	case tea.KeyMsg:
		m, cmd = ui.EachKey(m, msg, Model[F, V, A].key)
	case tea.MouseMsg:
		m, cmd = m.mouse(msg)
	default:
		m.face, cmd = m.parts.Update(m.face, m.ctx(), msg)
	}
	var tip tea.Cmd
	m, tip = m.askTip()
	m = m.fileTrouble().fitPanels()
	return m, tea.Batch(cmd, tip)
}

// key handles one key press.
func (m Model[F, V, A]) key(msg tea.KeyMsg) (Model[F, V, A], tea.Cmd) {
	k := m.keys
	m.status = ""
	switch {
	case key.Matches(msg, k.Help):
		m.ToggleHelp()
		m.helpTop = 0
		return m, nil
	case key.Matches(msg, k.Back):
		return m.back()
	case m.ShowHelp && key.Matches(msg, k.LogUp, k.LogDown, k.LogTop, k.LogEnd):
		return m.scrollHelp(msg)
	case key.Matches(msg, k.LogUp, k.LogDown, k.LogTop, k.LogEnd):
		return m.scrollLog(msg)
	case m.ShowHelp: // the help hides the table: no key acts on it unseen
		return m, nil
	case m.passing:
		if key.Matches(msg, k.Confirm) {
			return m.readyKey()
		}
		return m, nil
	case key.Matches(msg, k.Confirm) && m.ctx().Holding:
		return m.end()
	case m.rep.on:
		return m.replayKey(msg)
	case key.Matches(msg, k.Play) && m.watching():
		return m.togglePause()
	case key.Matches(msg, k.StepOne) && m.watching():
		return m.stepPaused()
	case key.Matches(msg, k.Tip) && m.hasTips() && m.people() > 0:
		m.ShowTip = !m.ShowTip
		return m, nil
	}
	var in Intent[A]
	m.face, in = m.parts.Input.Key(m.face, m.ctx(), msg)
	return m.intent(in)
}

// back closes the help, the tip panel or what the face has open, or else
// asks the shell to leave the game.
func (m Model[F, V, A]) back() (Model[F, V, A], tea.Cmd) {
	if m.CloseHelp() || m.CloseTip() {
		return m, nil
	}
	var closed bool
	if m.face, closed = m.parts.Input.Back(m.face, m.ctx()); closed {
		return m, nil
	}
	return m, screen.LeaveCmd
}

// replayKey handles the keys of a replay.
func (m Model[F, V, A]) replayKey(msg tea.KeyMsg) (Model[F, V, A], tea.Cmd) {
	k := m.keys
	switch {
	case key.Matches(msg, k.Next, k.Confirm):
		return m.forward()
	case key.Matches(msg, k.Prev):
		return m.jump(m.onScreen() - 1)
	case key.Matches(msg, k.First):
		return m.jump(0)
	case key.Matches(msg, k.Last):
		return m.jump(len(m.rep.frames) - 1)
	case key.Matches(msg, k.Play):
		return m.togglePlay()
	case key.Matches(msg, k.Faster):
		return m.faster(1), nil
	case key.Matches(msg, k.Slower):
		return m.faster(-1), nil
	case key.Matches(msg, k.Review) && m.rev.offered:
		return m.reviewKey(false)
	case key.Matches(msg, k.ReviewNext) && m.rev.offered:
		return m.reviewKey(true)
	case key.Matches(msg, k.Tip) && m.hasTips():
		m.ShowTip = !m.ShowTip
	case key.Matches(msg, k.Tip): // the face's own hint, for the seat to move, seen as it sees the table
		m, cmd := m.caughtUp()
		var in Intent[A]
		m.face, in = m.parts.Input.Key(m.face, m.ctxFor(m.eyeIndex(m.tipEye())), msg)
		m, act := m.intent(in)
		return m, tea.Batch(cmd, act)
	default: // the face's own keys: a trainer's count, scrolling a card
		var in Intent[A]
		m.face, in = m.parts.Input.Key(m.face, m.ctx(), msg)
		return m.intent(in)
	}
	return m, nil
}

// scrollLog scrolls the log panel with the page keys.
func (m Model[F, V, A]) scrollLog(msg tea.KeyMsg) (Model[F, V, A], tea.Cmd) {
	var cmd tea.Cmd
	m.Log, cmd = m.Log.Update(msg)
	return m, cmd
}

// mouse handles the wheel over the log and clicks on zones.
func (m Model[F, V, A]) mouse(msg tea.MouseMsg) (Model[F, V, A], tea.Cmd) {
	if cmd, wheel := m.WheelLog(msg, m.logRect()); wheel {
		return m, cmd
	}
	if !ui.LeftPress(msg) {
		return m, nil
	}
	id, ok := m.screen().Hit(msg.X, msg.Y)
	if !ok {
		return m, nil
	}
	m.status = ""
	switch id {
	case ZoneReady:
		if m.passing {
			return m.readyKey()
		}
	case ZoneContinue:
		if m.ctx().Holding {
			return m.end()
		}
	case zoneFirst, zoneBack, zonePlay, zoneNext, zoneLast, zoneSpeed:
		if m.rep.on {
			return m.replayClick(id)
		}
	default:
		if m.passing || m.ShowHelp {
			return m, nil
		}
		var in Intent[A]
		m.face, in = m.parts.Input.Click(m.face, m.ctx(), id)
		return m.intent(in)
	}
	return m, nil
}

// replayClick presses a replay button.
func (m Model[F, V, A]) replayClick(id string) (Model[F, V, A], tea.Cmd) {
	switch id {
	case zoneFirst:
		return m.jump(0)
	case zoneBack:
		return m.jump(m.onScreen() - 1)
	case zonePlay:
		return m.togglePlay()
	case zoneNext:
		return m.forward()
	case zoneLast:
		return m.jump(len(m.rep.frames) - 1)
	}
	return m.cycleSpeed(), nil
}

// Running reports whether a game is being played: a replay has nothing to
// lose, so it never is.
func (m Model[F, V, A]) Running() bool { return !m.rep.on && !m.shown.Outcome.Over && !m.done }

// SaveLog writes the game's log into dir (for a replay, the log as it was
// read) and returns the file's path. The log written as the game went is
// finished in its place (game.LogFile.Finish) when it is in dir; it may be
// tried again after a failure, once the table is closed too.
func (m Model[F, V, A]) SaveLog(dir string) (string, error) {
	if m.file != nil && filepath.Dir(m.file.Path()) == filepath.Clean(dir) {
		return m.file.Path(), game.FinishLog(m.file, m.src.Log())
	}
	return game.SaveLog(dir, m.src.Log())
}

// Close stops the table the screen started, and the programs playing at
// it; a screen that joined a shared table leaves it instead.
func (m Model[F, V, A]) Close() {
	m.rev.job.stop()
	if m.leave != nil {
		m.leave()
	}
}

// fileTrouble says, once, why the log stopped being written as the game
// goes (a full disk): the game plays on, and its end saves it whole.
func (m Model[F, V, A]) fileTrouble() Model[F, V, A] {
	if m.file == nil || m.fileSaid {
		return m
	}
	if err := m.file.Err(); err != nil {
		m.fileSaid = true
		m.status = "The game's log could not be written: " + err.Error()
		m = m.writeLog(m.status + ". The game goes on; its log is saved again when it ends.")
	}
	return m
}
