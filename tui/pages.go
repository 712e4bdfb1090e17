package tui

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// pages is a screen of one game at a time, the statistics' and the
// leaderboard's: left/right (or tab, or a click on a game's name) changes
// the game, and a body taller than the screen scrolls (keys and the
// wheel) under lines that stay (a table's headings).
type pages struct {
	id     string   // the zones' prefix: "stats" names "stats-game-1" and "stats-back"
	title  string   // the screen's title
	game   int      // index into the lobby's games
	lines  []string // the body of the game shown, drawn
	fixed  int      // how many of the body's first lines stay while the rest scrolls
	offset int      // the first scrolling line on screen
}

// pagesChrome counts the lines of a pages screen around its body: the
// frame, the title, the game names, the space and the buttons, the keys
// line.
const pagesChrome = 7

// pagesWidth is the width of a pages body on a screen w wide.
func pagesWidth(w int) int { return max(20, min(w-8, 72)) }

// pagesHeight is how many body lines a screen h high shows.
func pagesHeight(h int) int { return max(1, h-pagesChrome) }

// show puts body in place, fixed of its first lines staying while the
// rest scrolls, from the top.
func (p pages) show(body ui.Block, fixed int) pages {
	p.lines, p.offset = strings.Split(body.Text, "\n"), 0
	for len(p.lines) > 1 && strings.TrimSpace(p.lines[len(p.lines)-1]) == "" {
		p.lines = p.lines[:len(p.lines)-1] // the space after the last part
	}
	p.fixed = min(fixed, len(p.lines))
	return p
}

// pagesAct is what a message asks of a pages screen's owner.
type pagesAct int

const (
	pagesStay pagesAct = iota // nothing, or a scroll done
	pagesBack                 // back to where the screen was opened
	pagesShow                 // show another game
	pagesQuit                 // the Quit button: quit as q does
)

// update handles a key or the mouse on the screen drawn at env among
// games: a scroll is done here; going back or to another game (its index)
// is the owner's.
func (p *pages) update(msg tea.Msg, env screen.Env, games []screen.Game) (pagesAct, int) {
	h := pagesHeight(env.Height)
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch msg.String() {
		case "esc", "backspace":
			return pagesBack, 0
		case "left", "h", "shift+tab":
			return pagesShow, (p.game + len(games) - 1) % len(games)
		case "right", "l", "tab":
			return pagesShow, (p.game + 1) % len(games)
		case "up", "k":
			p.scroll(-1, h)
		case "down", "j":
			p.scroll(1, h)
		case "pgup":
			p.scroll(-h, h)
		case "pgdown", " ":
			p.scroll(h, h)
		case "home", "g":
			p.scroll(-len(p.lines), h)
		case "end", "G":
			p.scroll(len(p.lines), h)
		}
	case tea.MouseMsg:
		switch {
		case msg.Button == tea.MouseButtonWheelUp:
			p.scroll(-1, h)
		case msg.Button == tea.MouseButtonWheelDown:
			p.scroll(1, h)
		case leftClick(msg):
			id, _ := p.view(env, games).Hit(msg.X, msg.Y)
			var i int
			switch {
			case id == p.id+"-back":
				return pagesBack, 0
			case id == "lobby-quit":
				return pagesQuit, 0
			case scan(id, p.id+"-game-%d", &i) && i < len(games):
				return pagesShow, i
			}
		}
	}
	return pagesStay, 0
}

// scroll moves the body by d lines, keeping a screenful in view.
func (p *pages) scroll(d, h int) {
	p.offset = max(0, min(p.offset+d, len(p.lines)-h))
}

// tabWindow is the row of game tabs in w cells: all of them when they fit,
// else as many around the selected one as fit, an ellipsis marking the
// tabs left out on either side.
func tabWindow(tabs []ui.Block, selected, w int, ellipsis string) ui.Block {
	if len(tabs) == 0 || ui.Row(1, tabs...).Width() <= w {
		return ui.Row(1, tabs...).Clip(w, 1)
	}
	selected = max(0, min(selected, len(tabs)-1))
	row := func(from, to int) ui.Block {
		var bs []ui.Block
		if from > 0 {
			bs = append(bs, ui.Text(ellipsis))
		}
		bs = append(bs, tabs[from:to]...)
		if to < len(tabs) {
			bs = append(bs, ui.Text(ellipsis))
		}
		return ui.Row(1, bs...)
	}
	from, to := selected, selected+1
	for grew := true; grew; {
		grew = false
		if to < len(tabs) && row(from, to+1).Width() <= w {
			to, grew = to+1, true
		}
		if from > 0 && row(from-1, to).Width() <= w {
			from, grew = from-1, true
		}
	}
	return row(from, to).Clip(w, 1)
}

func (p pages) view(env screen.Env, games []screen.Game) ui.Block {
	t := env.Theme
	w, h := pagesWidth(env.Width), pagesHeight(env.Height)
	var tabs []ui.Block
	for i, g := range games {
		tabs = append(tabs, t.Button(fmt.Sprintf("%s-game-%d", p.id, i), g.Title, "", true, i == p.game))
	}
	fixed := min(p.fixed, h-1) // at least one line scrolls
	if fixed < 0 {
		fixed = 0
	}
	offset := max(0, min(p.offset, len(p.lines)-h)) // a resize may have left it past the end
	rest := p.lines[fixed:]
	offset = min(offset, len(rest))
	shown := rest[offset:]
	more := len(shown) > h-fixed
	shown = shown[:min(h-fixed, len(shown))]
	lines := append(append([]string{}, p.lines[:fixed]...), shown...)
	body := ui.Lines(strings.Join(lines, "\n"), min(h, len(p.lines)))
	keys := []string{"left/right game", "esc back", "q quit"}
	if len(p.lines) > h {
		keys = []string{"left/right game", "up/down scroll", "esc back", "q quit"}
	}
	scrollNote := ""
	switch {
	case more:
		scrollNote = "more below: down or pgdn"
	case offset > 0:
		scrollNote = "more above: up or pgup"
	}
	rows := []ui.Block{
		titleLine(t, w, p.title, scrollNote),
		tabWindow(tabs, p.game, w, env.Theme.Glyphs().Ellipsis),
		body,
		ui.Text(""),
		ui.Row(2, t.Button(p.id+"-back", "Back", "esc", true, false), t.Button("lobby-quit", "Quit", "q", true, false)),
	}
	form := ui.Stack(w, rows...)
	page := ui.Column(lipgloss.Center, form.Styled(t.Panel.Padding(0, 3)), ui.Text(t.Dim.Render(strings.Join(keys, dot(t)))))
	return t.Place(page, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}

// titleLine is a screen's title with a dim note at the right end of a
// line w cells wide.
func titleLine(t *ui.Theme, w int, title, note string) ui.Block {
	gap := max(1, w-lipgloss.Width(title)-lipgloss.Width(note))
	return ui.Text(ui.PadCut(t.Title.Render(title)+strings.Repeat(" ", gap)+t.Dim.Render(note), w))
}

// keysLine is a screen's line of keys, dim, in w cells: the first keys
// left out while it is wider (a screen lists first the keys that go
// without saying, or that its buttons show).
func keysLine(t *ui.Theme, w int, keys []string) string {
	for len(keys) > 1 && lipgloss.Width(strings.Join(keys, dot(t))) > w {
		keys = keys[1:]
	}
	return t.Dim.Render(strings.Join(keys, dot(t)))
}

// dot separates the items of a keys line.
func dot(t *ui.Theme) string { return "  " + t.Glyphs().Dot + "  " }
