// Package ui holds the widgets every teahouse game screen is drawn with: a
// theme built per program from a *lipgloss.Renderer, dice (in two sizes),
// buttons, a log panel, boxed panels, a progress bar, the common key
// bindings and their help footer, the screen frame, and helpers that lay
// text out at exact widths.
//
// Widgets return a Block: rendered text plus the click zones inside it.
// Blocks are composed with Row, Column, Block.Styled and Theme.Place, which
// shift the zones by the same measured offsets lipgloss draws with, so a
// click is resolved against exactly what is on screen, synchronously, with
// no global zone manager. Build the screen in one method that View draws and
// Update hit-tests:
//
//	th := ui.NewTheme(lipgloss.NewRenderer(os.Stdout), asciiFlag)
//
//	func (m model) screen() ui.Block {
//		table := ui.Column(lipgloss.Center,
//			m.th.DiceRow(m.faces, m.states, "die"),
//			ui.Row(2,
//				m.th.Button("roll", "Roll", "r", m.canRoll, m.focus == "roll"),
//				m.th.Button("score", "Score", "s", m.canScore, m.focus == "score")),
//		)
//		return m.th.Frame(m.width, m.height, m.header(), table, m.log, m.help.View(m.keys))
//	}
//
//	func (m model) View() string { return m.screen().Text }
//
//	// in Update:
//	case tea.MouseMsg:
//		if id, ok := m.screen().Hit(msg.X, msg.Y); ok {
//			// id is "die0".."die4", "roll" or "score"
//		}
package ui
