package screen

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/tui/ui"
)

// Panels holds what a game screen opens beside or over its table: the key
// help, the log and one side panel of advice (tips, a hint or the advisor).
// A game's model embeds it.
type Panels struct {
	// ShowHelp is whether the full help is open.
	ShowHelp bool
	// Help draws the keys, short or full.
	Help help.Model
	// Log is the scrolling log panel.
	Log ui.LogPanel
	// ShowTip is whether the side panel of advice is open.
	ShowTip bool
}

// ToggleHelp opens the full help, or closes it when it is open.
func (p *Panels) ToggleHelp() {
	p.ShowHelp = !p.ShowHelp
	p.Help.ShowAll = p.ShowHelp
}

// CloseHelp closes the full help and reports whether it was open. Closing
// it changes the footer's height, so the caller fits the log again.
func (p *Panels) CloseHelp() bool {
	if !p.ShowHelp {
		return false
	}
	p.ShowHelp, p.Help.ShowAll = false, false
	return true
}

// CloseTip closes the side panel of advice and reports whether it was open.
func (p *Panels) CloseTip() bool {
	if !p.ShowTip {
		return false
	}
	p.ShowTip = false
	return true
}

// SizeHelp fits the help to a terminal width wide. The help's height
// depends on it, so a screen sizes the help before it lays out the log.
func (p *Panels) SizeHelp(width int) { p.Help.Width = max(0, width-2) }

// SizeLog sizes the log panel to the area r the layout gives it, so its
// scrolling matches what is drawn.
func (p *Panels) SizeLog(r ui.Rect) { p.Log = p.Log.SetSize(r.W, r.H) }

// LeaveCmd is the command that asks the shell to leave the game.
func LeaveCmd() tea.Msg { return Leave{} }

// WheelLog scrolls the log for a mouse wheel over area, the log's place on
// screen, and reports whether msg was the wheel, anywhere: a screen handles
// nothing else for it.
func (p *Panels) WheelLog(msg tea.MouseMsg, area ui.Rect) (tea.Cmd, bool) {
	log, cmd, wheel := p.Log.Wheel(msg, area)
	if wheel {
		p.Log = log
	}
	return cmd, wheel
}
