package pokerdice

import (
	"fmt"
	"path/filepath"

	"teahouse/tui/ui"
)

// View draws the screen at exactly the terminal's size.
func (m model) View() string { return m.screen().Text }

// screen lays out the whole screen with its click zones. View draws it and
// Update hit-tests clicks against it, so a click lands on what is drawn.
func (m model) screen() ui.Block {
	header, footer := m.header(), m.footer()
	l := ui.FrameLayout(m.env.Width, m.env.Height, header, footer)
	table := m.table(l.Table.W, l.Table.H)
	return m.env.Theme.Frame(m.env.Width, m.env.Height, header, table, m.Log, footer)
}

// layoutRects returns where the frame puts header, table, log and footer.
func (m model) layoutRects() ui.Layout {
	return ui.FrameLayout(m.env.Width, m.env.Height, m.header(), m.footer())
}

// header is two lines: the game (or the replayed file) and the round, then
// the players with the match score and the match's rules.
func (m model) header() string {
	t, g, b := m.env.Theme, m.glyph(), m.board
	title := "Risk Choice 风险抉择"
	if t.ASCII {
		title = "Risk Choice"
	}
	sub := " " + g.Dot + " dice poker"
	if m.rep.On {
		sub = " " + g.Dot + " Replay of " + filepath.Base(m.rep.Name)
	}
	cfg := m.tbl.State().Config()
	round := fmt.Sprintf("Round %d %s best of %d", b.round, g.Dot, cfg.Rounds)
	if b.round > cfg.Rounds {
		round = fmt.Sprintf("Round %d %s sudden death", b.round, g.Dot)
	}
	score := fmt.Sprintf("%s %d : %d %s", t.Header.Render(m.names[0]), b.score[0], b.score[1], t.Header.Render(m.names[1]))
	rules := fmt.Sprintf("%s holds %s skills %s", cfg.Rule, g.Dot, onOff(cfg.Skills))
	if m.rep.On {
		rules = fmt.Sprintf("action %d of %d %s %s", m.moves, len(m.rep.Log.Entries), g.Dot, rules)
	}
	return ui.Spread(m.env.Width, t.Title.Render(title)+t.Dim.Render(sub), t.Header.Render(round), g.Ellipsis) + "\n" +
		ui.Spread(m.env.Width, t.Text.Render(score), t.Dim.Render(rules), g.Ellipsis)
}

// footer is the key help: one line, or every key with `?`.
func (m model) footer() string { return ui.Footer(m.Help, m.helpKeys()) }

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
