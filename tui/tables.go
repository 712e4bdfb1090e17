package tui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Tables are the shared tables of a server, as the person of one session
// may use them. Every game started in a shell that has Tables is a shared
// table: its host runs on the server, whoever watches.
type Tables interface {
	// List returns the tables open now, oldest first.
	List() []TableInfo
	// Create opens a table of s's game: the first person's seat is this
	// session's, the other people's seats are open for others to join.
	// It returns this session's screen of the table.
	Create(env screen.Env, s screen.Setup) (screen.Screen, error)
	// Join takes this session's seat back, or else a free seat, at table
	// id, and returns its screen.
	Join(env screen.Env, id int) (screen.Screen, error)
	// Watch returns a spectator's screen of table id.
	Watch(env screen.Env, id int) (screen.Screen, error)
	// Fill seats computers in the open seats of table id: only its
	// creator may.
	Fill(id int) error
}

// TableInfo is one table as the list of tables shows it.
type TableInfo struct {
	// ID numbers the table on this server.
	ID int
	// Title is the game's.
	Title string
	// Seats label the seats: a person's name, a computer's level, or
	// "open" for a seat nobody has taken.
	Seats []string
	// Open counts the seats nobody has taken; Watchers the spectators.
	Open, Watchers int
	// Mine is true at a table this session created; Seated where it holds
	// (or may take back) a seat.
	Mine, Seated bool
	// State says how the game stands, such as "deal 2 of 3" or "over".
	State string
}

// tablesPage is the list of shared tables.
type tablesPage struct {
	list    []TableInfo
	focus   int
	tick    int  // the refresh tick that counts; older ones are stale
	ticking bool // a tick is on its way
}

// tablesTick refreshes the list of tables while it shows.
type tablesTick struct{ n int }

// tablesEvery is how often the list of tables is read again.
const tablesEvery = time.Second

func (a App) openTables() (App, tea.Cmd) {
	a.mode, a.status = modeTables, ""
	a.tables.list = a.shared.List()
	a.tables.focus = min(a.tables.focus, max(0, len(a.tables.list)-1))
	a.tables.tick++
	return a, a.tables.every()
}

// stop makes the refresh on its way stale: the page is left.
func (p *tablesPage) stop() { p.tick, p.ticking = p.tick+1, false }

// every schedules the next refresh of the list.
func (p *tablesPage) every() tea.Cmd {
	p.ticking = true
	n := p.tick
	return tea.Tick(tablesEvery, func(time.Time) tea.Msg { return tablesTick{n: n} })
}

func (a App) updateTables(msg tea.Msg) (tea.Model, tea.Cmd) {
	p := &a.tables
	switch msg := msg.(type) {
	case tablesTick:
		if msg.n != p.tick {
			return a, nil
		}
		p.ticking = false
		p.list = a.shared.List()
		p.focus = min(p.focus, max(0, len(p.list)-1))
		return a, p.every()
	case tea.KeyMsg:
		var refresh tea.Cmd
		if !p.ticking { // back from a table: the list refreshes again
			p.list, refresh = a.shared.List(), p.every()
			p.focus = min(p.focus, max(0, len(p.list)-1))
		}
		m, cmd := a.tablesKey(msg)
		return m, tea.Batch(refresh, cmd)
	case tea.MouseMsg:
		return a.tablesClick(msg)
	}
	return a, nil
}

// tablesKey handles a key on the list of tables.
func (a App) tablesKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	p := &a.tables
	switch msg.String() {
	case "up", "k":
		if len(p.list) > 0 {
			p.focus = (p.focus + len(p.list) - 1) % len(p.list)
		}
	case "down", "j", "tab":
		if len(p.list) > 0 {
			p.focus = (p.focus + 1) % len(p.list)
		}
	case "enter":
		return a.enterTable(a.shared.Join)
	case "w":
		return a.enterTable(a.shared.Watch)
	case "a":
		if t, ok := p.focused(); ok {
			a.status = ""
			if err := a.shared.Fill(t.ID); err != nil {
				a.status = err.Error()
			}
			p.list = a.shared.List()
		}
	case "n":
		a.mode, a.status = modeLobby, "Choose a game for the new table."
		p.stop()
	case "l":
		p.stop()
		return a.openBoard(modeTables), nil
	case "esc":
		a.mode, a.status = modeLobby, ""
		p.stop()
	}
	return a, nil
}

// tablesClick handles a click on the list of tables.
func (a App) tablesClick(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	p := &a.tables
	if !leftClick(msg) {
		return a, nil
	}
	id, _ := a.tables.view(a.env, a.status).Hit(msg.X, msg.Y)
	var i int
	switch {
	case scan(id, "table-%d", &i) && i < len(p.list):
		p.focus = i
	case id == "tables-join":
		return a.enterTable(a.shared.Join)
	case id == "tables-watch":
		return a.enterTable(a.shared.Watch)
	case id == "tables-board":
		p.stop()
		return a.openBoard(modeTables), nil
	case id == "tables-back":
		a.mode, a.status = modeLobby, ""
		p.stop()
	}
	return a, nil
}

func (p tablesPage) focused() (TableInfo, bool) {
	if p.focus < len(p.list) {
		return p.list[p.focus], true
	}
	return TableInfo{}, false
}

// enterTable sits down at, or watches, the table in focus.
func (a App) enterTable(open func(env screen.Env, id int) (screen.Screen, error)) (tea.Model, tea.Cmd) {
	t, ok := a.tables.focused()
	if !ok {
		a.status = "There is no table yet: press n to open one."
		return a, nil
	}
	scr, err := open(a.env, t.ID)
	if err != nil {
		a.status = err.Error()
		return a, nil
	}
	a = a.drop()
	a.tables.stop()
	a.current = screen.Setup{Game: t.Title}
	a.scr, a.mode, a.status, a.saved, a.atTable = scr, modeGame, "", "", true
	return a, a.scr.Init()
}

func (p tablesPage) view(env screen.Env, status string) ui.Block {
	t := env.Theme
	w := max(20, env.Width-8)
	rows := []ui.Block{ui.Text(t.Title.Render("Tables")), ui.Text(t.Dim.Render("shared tables on this server: sit down or watch")), ui.Text("")}
	if len(p.list) == 0 {
		rows = append(rows, ui.Text(t.Dim.Render("No table is open. Press n to open one.")))
	}
	for i, tb := range p.list {
		marker, style := "  ", t.Text
		if i == p.focus {
			marker, style = "> ", t.Focus
		}
		mark := ""
		switch {
		case tb.Seated:
			mark = " · your seat"
		case tb.Mine:
			mark = " · yours"
		}
		head := fmt.Sprintf("%s#%d %s · %s%s", marker, tb.ID, tb.Title, tb.State, mark)
		seats := fmt.Sprintf("%s · %d open · %d watching", strings.Join(tb.Seats, ", "), tb.Open, tb.Watchers)
		rows = append(rows, ui.Zone(fmt.Sprintf("table-%d", i), ui.Column(lipgloss.Left,
			ui.Text(ui.Fit(style, w, head)), ui.Text(ui.Fit(t.Dim.PaddingLeft(2), w, seats)))))
	}
	rows = append(rows, ui.Text(""), ui.Row(2,
		t.Button("tables-join", "Sit down", "enter", len(p.list) > 0, false),
		t.Button("tables-watch", "Watch", "w", len(p.list) > 0, false),
		t.Button("tables-board", "Leaderboard", "l", true, false),
		t.Button("tables-back", "Lobby", "esc", true, false),
	))
	if status != "" {
		rows = append(rows, ui.Text(""), ui.Text(ui.Fit(t.Bad, w, status)))
	}
	// the keys of the buttons first, left out first where the line is too wide
	keys := keysLine(t, env.Width, []string{"enter sit down", "w watch", "l leaderboard", "esc lobby", "up/down choose", "a fill with computers", "n new table"})
	body := ui.Page(env.Height-3, rows...).Styled(t.Panel.Padding(0, 3))
	page := ui.Column(lipgloss.Center, body, ui.Text(""), ui.Text(keys))
	return t.Place(page, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}

// tablesView draws the list of tables with the message of the moment.
func (a App) tablesView() ui.Block { return a.tables.view(a.env, cmp.Or(a.status, a.notice)) }

// seatOpen is the seat choice, at a shared table, of a seat another
// person takes.
const seatOpen = "Open (a person joins)"

// openSeats offers, in place of a person at this keyboard, a seat open
// for someone else to take: the setup of a shared table.
func (f setupForm) openSeats() setupForm {
	for i, c := range f.choices {
		if !strings.HasPrefix(c.key, "seat-") {
			continue
		}
		vs := slices.Clone(c.values)
		for j, v := range vs {
			if v == seatHotSeat {
				vs[j] = seatOpen
			}
		}
		f.choices[i].values = vs
		f.choices[i].help = "who plays this seat: you, a person who joins the table, or the computer"
	}
	return f
}

// shareable are the games of gs that can be played at a shared table.
func shareable(gs []screen.Game) []screen.Game {
	var out []screen.Game
	for _, g := range gs {
		if g.Share != nil {
			out = append(out, g)
		}
	}
	return out
}
