package tui

import (
	"cmp"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game/store"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// lobby lists the games; enter or a click opens a game's setup.
type lobby struct {
	games  []screen.Game
	focus  int
	tables bool // a server's lobby: o opens the shared tables
}

func newLobby(games []screen.Game) lobby { return lobby{games: games} }

func (a App) updateLobby(msg tea.Msg) (tea.Model, tea.Cmd) {
	l := &a.lobby
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch msg.String() {
		case "up", "k":
			l.focus = (l.focus + len(l.games) - 1) % len(l.games)
		case "down", "j", "tab":
			l.focus = (l.focus + 1) % len(l.games)
		case "enter", " ":
			return a.openSetup(l.focus), nil
		case "s":
			return a.openStats(), nil
		case "l":
			return a.openBoard(modeLobby), nil
		case "g":
			return a.openBrowser()
		case "o":
			if l.tables {
				return a.openTables()
			}
		case "esc":
			a.quit = true
			return a, tea.Quit
		}
	case tea.MouseMsg:
		if !leftClick(msg) {
			return a, nil
		}
		id, _ := a.lobbyView().Hit(msg.X, msg.Y)
		var i int
		if _, err := fmt.Sscanf(id, "game-%d", &i); err == nil && i < len(l.games) {
			return a.openSetup(i), nil
		}
		switch id {
		case "lobby-stats":
			return a.openStats(), nil
		case "lobby-board":
			return a.openBoard(modeLobby), nil
		case "lobby-saved":
			return a.openBrowser()
		case "lobby-tables":
			return a.openTables()
		case "lobby-quit":
			a.quit = true
			return a, tea.Quit
		}
	}
	return a, nil
}

// openSetup opens the setup screen of game i, starting from the setup it
// was last started with.
func (a App) openSetup(i int) App {
	a.lobby.focus = i
	a.setup = newSetupForm(a.games[i], a.bots).resize(a.env.Width)
	if a.shared != nil {
		a.setup = a.setup.openSeats()
	}
	a.mode, a.status = modeSetup, ""
	if a.records != nil {
		blob, found, err := a.records.Recall(a.player, a.games[i].Name)
		if err == nil && !found && a.shared == nil {
			// a setup kept before each player had their own (the store
			// keeps it under no player) was, at a terminal of its own,
			// this person's
			blob, _, err = a.records.Recall(store.Unowned, a.games[i].Name)
		}
		if err != nil {
			a.status = "The last setup could not be read, so this is the default one: " + err.Error()
		}
		var note string
		a.setup, note = a.setup.recall(blob)
		a.status = cmp.Or(a.status, note)
	}
	return a
}

// lobbyView draws the lobby with the message of the moment: a refusal, or
// else a notice waiting to be said.
func (a App) lobbyView() ui.Block { return a.lobby.view(a.env, cmp.Or(a.status, a.notice)) }

func (l lobby) view(env screen.Env, status string) ui.Block {
	t := env.Theme
	w := max(20, env.Width-8) // inside the frame and its padding
	title := "teahouse"
	if !t.ASCII {
		title = "茶馆 teahouse"
	}
	rows := []ui.Block{
		ui.Text(t.Title.Render(title)),
		ui.Text(t.Dim.Render("a terminal parlor of card and dice games")),
		ui.Text(""),
	}
	for i, g := range l.games {
		marker, style := "  ", t.Text
		if i == l.focus {
			marker, style = "> ", t.Focus
		}
		item := ui.Column(lipgloss.Left,
			ui.Text(style.Render(marker+g.Title)),
			ui.Text(ui.Fit(t.Dim.PaddingLeft(2), w, g.Blurb)),
		)
		rows = append(rows, ui.Zone(fmt.Sprintf("game-%d", i), item), ui.Text(""))
	}
	play := ui.ButtonSpec{ID: fmt.Sprintf("game-%d", l.focus), Label: "Play", Key: "enter", On: true}
	stats := ui.ButtonSpec{ID: "lobby-stats", Label: "Statistics", Key: "s", On: true}
	board := ui.ButtonSpec{ID: "lobby-board", Label: "Leaderboard", Key: "l", On: true}
	saved := ui.ButtonSpec{ID: "lobby-saved", Label: "Saved games", Key: "g", On: true}
	quit := ui.ButtonSpec{ID: "lobby-quit", Label: "Quit", Key: "q", On: true}
	buttons := []ui.ButtonSpec{play, stats, board, saved, quit}
	keys := []string{"up/down choose", "enter play", "s statistics", "l leaderboard", "g saved games", "q quit"}
	if l.tables { // a server's lobby: one button more, in as little room
		buttons = []ui.ButtonSpec{play, {ID: "lobby-tables", Label: "Tables", Key: "o", On: true}, stats, board, saved, quit}
		keys = []string{"up/down choose", "enter play", "o tables", "s statistics", "l leaderboard", "q quit"}
	}
	row := t.FitButtons(buttons, w)
	if len(row.Zones) < len(buttons) { // every button without its key, rather than one left out
		for i := range buttons {
			buttons[i].Key = ""
		}
		row = t.FitButtons(buttons, w)
	}
	if n := len(row.Zones); n > 0 && n < len(buttons) { // two rows, rather than Quit left out
		row = ui.Column(lipgloss.Left, row, t.FitButtons(buttons[n:], w))
	}
	rows = append(rows, row)
	if status != "" {
		rows = append(rows, ui.Text(""), ui.Text(ui.Fit(t.Bad, w, status)))
	}
	footer := keysLine(t, env.Width, keys) // the arrows go without saying
	body := ui.Column(lipgloss.Left, rows...).Styled(t.Panel.Padding(1, 3))
	page := ui.Column(lipgloss.Center, body, ui.Text(""), ui.Text(footer))
	if page.Height() > env.Height { // tight: no air inside the box, nor between the games
		page = ui.Column(lipgloss.Center, ui.Page(env.Height-3, rows...).Styled(t.Panel.Padding(0, 3)), ui.Text(footer))
	}
	return t.Place(page, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}
