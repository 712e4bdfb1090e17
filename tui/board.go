package tui

import (
	"fmt"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game/store"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// openBoard opens the leaderboard at the game in focus in the lobby,
// coming from the screen of mode from (the lobby, or a server's tables),
// where esc goes back.
func (a App) openBoard(from mode) App {
	a.board = pages{id: "board", title: "Leaderboard", game: a.lobby.focus}
	a.boardFrom = from
	a = a.showBoard(a.board.game)
	a.mode, a.status = modeBoard, ""
	return a
}

func (a App) updateBoard(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch act, i := a.board.update(msg, a.env, a.games); act {
	case pagesBack:
		if a.boardFrom == modeTables {
			return a.openTables()
		}
		return a.toLobby(), nil
	case pagesShow:
		return a.showBoard(i), nil
	case pagesQuit:
		return a.askQuit()
	}
	return a, nil
}

// showBoard shows game i's ratings, read now: never while drawing.
func (a App) showBoard(i int) App {
	a.board.game = i
	d := boardDraw{t: a.env.Theme, env: a.env, player: a.player}
	body, fixed := d.body(a.games[i], a.records)
	a.board = a.board.show(body, fixed)
	return a
}

// boardDraw draws the leaderboard of one game for the person whose ID is
// player.
type boardDraw struct {
	t      *ui.Theme
	env    screen.Env
	player string
}

// body is a game's leaderboard, and how many of its first lines stay on
// screen while the rest scrolls (the headings); a game not rated, no
// records or none read say why.
func (d boardDraw) body(g screen.Game, rec ratingsSource) (ui.Block, int) {
	note := func(s string) (ui.Block, int) {
		return ui.Text(d.t.Dim.Width(pagesWidth(d.env.Width)).Render(s)), 0
	}
	switch {
	case g.Unrated != "":
		s := g.Title + " is " + g.Unrated + ": it is not rated."
		if g.Lifetime != nil {
			s += " Its lifetime results are on the statistics screen."
		}
		return note(s)
	case rec == nil:
		return note("No ratings are kept this time: there is no database to keep them in.")
	}
	standings, err := rec.Leaderboard(g.Name)
	switch {
	case err != nil:
		return ui.Text(d.t.Bad.Width(pagesWidth(d.env.Width)).Render("Could not read the ratings: " + err.Error())), 0
	case len(standings) == 0:
		return note("Nobody is rated at " + g.Title + " yet: a finished game rates its players.")
	}
	cols := []ui.GridColumn{{Title: "#", Right: true}, {Title: "Player"}, {Title: "Rating", Right: true},
		{Title: "Games", Right: true}, {Title: "Last played"}, {Title: ""}}
	rows := make([][]string, len(standings))
	for i, s := range standings {
		rows[i] = []string{strconv.Itoa(i + 1), d.name(s), d.rating(s), strconv.Itoa(s.Games), d.last(s), d.mark(s)}
	}
	lines := ui.GridLines(cols, rows, 2)
	out := []string{
		d.t.Dim.Render(ui.PadCut("Rating "+d.t.Glyphs().PlusMinus+" its 95% margin. A landmark is a computer level, fixed.", pagesWidth(d.env.Width))),
		"",
		d.t.Dim.Render(lines[0]),
	}
	for i, l := range lines[1:] {
		style := d.t.Text
		if standings[i].Player == d.player {
			style = d.t.Focus
		}
		out = append(out, style.Render(l))
	}
	return ui.Text(strings.Join(out, "\n")), 3
}

// boardNameWidth is the most cells a name takes on the leaderboard: a
// program's command has room.
const boardNameWidth = 26

// name is how the leaderboard names a player (StandingName), cut to
// boardNameWidth: a program's command at its start, where it says the
// least ("…examples/bot.py"), any other name at its end.
func (d boardDraw) name(s store.Standing) string {
	name, ell := StandingName(s), d.t.Glyphs().Ellipsis
	if w := ansi.StringWidth(name); program(s.Player) && w > boardNameWidth {
		return ansi.TruncateLeft(name, w-boardNameWidth+ansi.StringWidth(ell), ell)
	}
	return ansi.Truncate(name, boardNameWidth, ell)
}

// StandingName is how the leaderboards, the terminal's and the web
// page's, name a player: a program by its command, a computer level as
// "AI (level)" and a person at a terminal by their login until a game
// has shown their label, a person by the name last shown; plain
// (screen.Plain), since names come from the database. A player ID is
// never shown for a person (a web player's is kept from others).
func StandingName(s store.Standing) string {
	name := s.Name
	switch {
	case program(s.Player):
		name = strings.TrimPrefix(s.Player, "exec:")
	case name != "" && name != s.Player:
	case strings.HasPrefix(s.Player, "ai:"):
		name = "AI (" + strings.TrimPrefix(s.Player, "ai:") + ")"
	case strings.HasPrefix(s.Player, "local:"):
		name = strings.TrimPrefix(s.Player, "local:")
	default:
		name = "(no name)"
	}
	return screen.Plain(name)
}

// program reports whether a player ID is a program's (exec:COMMAND).
func program(id string) bool { return strings.HasPrefix(id, "exec:") }

// rating is a rating with its 95% margin, 1.96 deviations, the signs of
// a column in line: "1623 ± 84 ".
func (d boardDraw) rating(s store.Standing) string {
	lo, hi := s.Rating.Interval()
	return fmt.Sprintf("%4d %s %-3d", round(s.Rating.R), d.t.Glyphs().PlusMinus, round((hi-lo)/2))
}

// last is the day of a player's last rated game, as the person's clock
// reads it, or a dash for a landmark never played.
func (d boardDraw) last(s store.Standing) string {
	if s.Last.IsZero() {
		return d.t.Glyphs().Dash
	}
	return s.Last.In(d.env.Now().Location()).Format("2006-01-02")
}

// mark says what a row is besides a person: the person's own, a computer
// level (a landmark) or a program.
func (d boardDraw) mark(s store.Standing) string {
	switch {
	case s.Player == d.player:
		return "you"
	case s.Landmark:
		return "landmark"
	case program(s.Player):
		return "program"
	}
	return ""
}
