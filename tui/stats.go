package tui

import (
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

// openStats opens the statistics screen at the game in focus in the
// lobby: its players' finished games, its best scores and what the game
// keeps itself.
func (a App) openStats() App {
	a.stats = pages{id: "stats", title: "Statistics", game: a.lobby.focus}
	a = a.showStats(a.stats.game)
	a.mode, a.status = modeStats, ""
	return a
}

func (a App) updateStats(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch act, i := a.stats.update(msg, a.env, a.games); act {
	case pagesBack:
		return a.toLobby(), nil
	case pagesShow:
		return a.showStats(i), nil
	case pagesQuit:
		return a.askQuit()
	}
	return a, nil
}

// showStats shows game i's figures, read now: never while drawing.
func (a App) showStats(i int) App {
	a.stats.game = i
	a.stats = a.stats.show(statsBody(a.env, a.games[i], a.records), 0)
	return a
}

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
	return ui.Text(d.t.Bad.Width(pagesWidth(d.env.Width)).Render("Could not read " + what + ": " + err.Error()))
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
