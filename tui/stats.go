package tui

import (
	"fmt"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// highScoresShown is how many of a game's best scores the statistics list.
const highScoresShown = 10

// statsPage is the statistics screen: one game at a time (left/right, or
// a click on its name), with its players' finished games, its best scores
// and what the game keeps itself, scrolling when it is taller than the
// screen. The figures are read when the page opens and when another game
// is chosen, never while drawing.
type statsPage struct {
	game   int      // index into the lobby's games
	lines  []string // the body of the game shown, drawn
	offset int      // the first body line on screen
}

func (a App) openStats() App {
	a.stats = statsPage{game: a.lobby.focus}.load(a.env, a.games, a.records)
	a.mode, a.status = modeStats, ""
	return a
}

// load reads the figures of the game shown and draws them.
func (p statsPage) load(env screen.Env, games []screen.Game, rec statsSource) statsPage {
	p.lines, p.offset = strings.Split(statsBody(env, games[p.game], rec).Text, "\n"), 0
	for len(p.lines) > 1 && strings.TrimSpace(p.lines[len(p.lines)-1]) == "" {
		p.lines = p.lines[:len(p.lines)-1] // the space after the last part
	}
	return p
}

func (a App) updateStats(msg tea.Msg) (tea.Model, tea.Cmd) {
	p := &a.stats
	h := a.statsHeight()
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch msg.String() {
		case "esc", "backspace":
			return a.toLobby(), nil
		case "left", "h", "shift+tab":
			return a.showStats((p.game + len(a.games) - 1) % len(a.games)), nil
		case "right", "l", "tab":
			return a.showStats((p.game + 1) % len(a.games)), nil
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
			id, _ := p.view(a.env, a.games).Hit(msg.X, msg.Y)
			var i int
			switch {
			case id == "stats-back":
				return a.toLobby(), nil
			case scan(id, "stats-game-%d", &i) && i < len(a.games):
				return a.showStats(i), nil
			}
		}
	}
	return a, nil
}

// showStats shows game i's figures.
func (a App) showStats(i int) App {
	a.stats.game = i
	a.stats = a.stats.load(a.env, a.games, a.records)
	return a
}

// scroll moves the body by d lines, keeping a screenful in view.
func (p *statsPage) scroll(d, h int) {
	p.offset = max(0, min(p.offset+d, len(p.lines)-h))
}

// statsHeight is how many body lines the screen shows: what is left of the
// screen after the frame, the title, the game names, the buttons and the
// keys line.
func (a App) statsHeight() int { return max(1, a.env.Height-statsChrome) }

// statsChrome counts the lines of the statistics screen around its body.
const statsChrome = 7

// statsWidth is the width of the statistics body on a screen w wide.
func statsWidth(w int) int { return max(20, min(w-8, 72)) }

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

func (p statsPage) view(env screen.Env, games []screen.Game) ui.Block {
	t := env.Theme
	w, h := statsWidth(env.Width), max(1, env.Height-statsChrome)
	var tabs []ui.Block
	for i, g := range games {
		tabs = append(tabs, t.Button(fmt.Sprintf("stats-game-%d", i), g.Title, "", true, i == p.game))
	}
	offset := max(0, min(p.offset, len(p.lines)-h)) // a resize may have left it past the end
	lines := p.lines[offset:]
	more := len(lines) > h
	lines = lines[:min(h, len(lines))]
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
		titleLine(t, w, "Statistics", scrollNote),
		tabWindow(tabs, p.game, w, env.Theme.Glyphs().Ellipsis),
		body,
		ui.Text(""),
		ui.Row(2, t.Button("stats-back", "Back", "esc", true, false), t.Button("lobby-quit", "Quit", "q", true, false)),
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

// dot separates the items of a keys line.
func dot(t *ui.Theme) string { return "  " + t.Glyphs().Dot + "  " }

// statsBody draws one game's figures: its players' finished games, its best
// scores where it keeps them, and what the game keeps itself; a part with
// nothing to show says so.
func statsBody(env screen.Env, g screen.Game, rec statsSource) ui.Block {
	d := statsDraw{env: env, t: env.Theme}
	var parts []ui.Block
	if rec == nil {
		parts = append(parts, d.section("Players", d.note("No statistics are kept this time.")))
	} else {
		parts = append(parts, d.section("Players", d.players(g, rec)))
		if g.HighScores {
			parts = append(parts, d.section("High scores", d.highScores(g, rec)))
		}
	}
	if g.Lifetime != nil {
		tbl, err := g.Lifetime(env)
		switch {
		case err != nil:
			parts = append(parts, d.section("Lifetime results", d.bad("the lifetime results", err)))
		case len(tbl.Rows) == 0:
			parts = append(parts, d.section(tbl.Title, d.note("Nobody has played yet.")))
		default:
			parts = append(parts, d.section(tbl.Title, d.t.Grid(tbl.Columns, tbl.Rows, 2)))
		}
	}
	return ui.Column(lipgloss.Left, parts...)
}

// statsDraw draws the parts of the statistics body.
type statsDraw struct {
	env screen.Env
	t   *ui.Theme
}

func (d statsDraw) section(title string, b ui.Block) ui.Block {
	return ui.Column(lipgloss.Left, ui.Text(d.t.Header.Render(title)), b, ui.Text(""))
}

func (d statsDraw) note(s string) ui.Block { return ui.Text(d.t.Dim.Render(s)) }

func (d statsDraw) bad(what string, err error) ui.Block {
	return ui.Text(d.t.Bad.Width(statsWidth(d.env.Width)).Render("Could not read " + what + ": " + err.Error()))
}

// nameWidth is the most cells a player's name takes in a table: a
// computer's "AI (optimal) at P2" fits.
const nameWidth = 20

// name is how a table names a player, cut to nameWidth.
func (d statsDraw) name(name string) string {
	return ansi.Truncate(screen.Plain(name), nameWidth, d.t.Glyphs().Ellipsis)
}

func (d statsDraw) players(g screen.Game, rec statsSource) ui.Block {
	stats, err := rec.Stats(g.Name)
	switch {
	case err != nil:
		return d.bad("the statistics", err)
	case len(stats) == 0:
		return d.note("No finished games of " + g.Title + " yet.")
	}
	rows := make([][]string, len(stats))
	for i, s := range stats {
		rows[i] = []string{d.name(s.Name), strconv.Itoa(s.Played), strconv.Itoa(s.Won),
			score(s.Best), strconv.FormatFloat(s.Mean, 'f', 1, 64)}
	}
	cols := []ui.GridColumn{{Title: "Player"}, {Title: "Played", Right: true}, {Title: "Won", Right: true},
		{Title: "Best", Right: true}, {Title: "Mean", Right: true}}
	return d.t.Grid(cols, rows, 2)
}

func (d statsDraw) highScores(g screen.Game, rec statsSource) ui.Block {
	high, err := rec.HighScores(g.Name, highScoresShown)
	switch {
	case err != nil:
		return d.bad("the high scores", err)
	case len(high) == 0:
		return d.note("No scores yet.")
	}
	zone := d.env.Now().Location() // dates as the player's clock reads them
	rows := make([][]string, len(high))
	for i, h := range high {
		rows[i] = []string{strconv.Itoa(i + 1), score(h.Score), d.name(scorer(h)), h.Date.In(zone).Format("2006-01-02")}
	}
	cols := []ui.GridColumn{{Title: "#", Right: true}, {Title: "Score", Right: true}, {Title: "Player"}, {Title: "Date"}}
	return d.t.Grid(cols, rows, 2)
}

// scorer names who made a high score: a person by name, a computer or a
// program with its seat, "AI (expert) at P3", since one level may play
// several seats of a game (its statistics add them up).
func scorer(h store.HighScore) string {
	machine := strings.HasPrefix(h.Player, "ai:") || strings.HasPrefix(h.Player, "exec:")
	if !machine || h.Seat < 0 {
		return h.Name
	}
	return h.Name + " at " + game.Seat(h.Seat).String()
}

// score writes a score as the games give them: whole, or with the one
// decimal of half chips.
func score(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
