package tui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// browser is the saved-games screen: every saved game log, newest first,
// two lines each, the one in focus opened in the replay viewer. A log that
// cannot be replayed stays in the list, marked with the reason. The list
// is read, and the logs on screen replayed, by commands: no file holds up
// the screen.
type browser struct {
	entries []browserEntry
	loading bool  // the list is being read
	err     error // the index could not be read
	none    bool  // no index is kept (no data directory)
	focus   int
	top     int    // the first entry on screen
	wrote   string // where the last web page was written, while the focus stays
}

// browserEntry is a saved log and, once it has been on screen, how its
// game ended or why it cannot be replayed.
type browserEntry struct {
	store.LogEntry
	checked bool // replayed, or being replayed
	outcome game.Outcome
	problem string
}

// browserAction is something to do with the saved game in focus: a button
// and its key.
type browserAction struct {
	id, label, key string
	run            func(a App, e browserEntry) (App, tea.Cmd)
}

// browserActions are the actions of the saved-games screen, in the order
// of their buttons.
var browserActions = []browserAction{
	{id: "browser-replay", label: "Replay", key: "enter", run: App.replayEntry},
	{id: "browser-review", label: "Review", key: "v", run: App.reviewEntry},
	{id: "browser-web", label: "Web page", key: "w", run: App.webPageEntry},
}

// openBrowser opens the saved-games screen; the command reads the list.
func (a App) openBrowser() (App, tea.Cmd) {
	a.browser, a.mode, a.status = browser{none: a.records == nil, loading: a.records != nil}, modeBrowser, ""
	if a.browser.none {
		return a, nil
	}
	return a, a.listSaved
}

// browserListed brings the saved games, newest first, or why the index
// could not be read.
type browserListed struct {
	entries []browserEntry
	err     error
}

// listSaved reads the index of saved logs, adding the logs of the games
// directory it does not hold: a command, off the Update loop.
func (a App) listSaved() tea.Msg {
	logs, err := a.records.Logs()
	if err != nil {
		return browserListed{err: err}
	}
	logs, unread, err := a.listUnlisted(logs)
	if err != nil {
		return browserListed{err: err}
	}
	var entries []browserEntry
	for _, l := range logs {
		entries = append(entries, browserEntry{LogEntry: l})
	}
	entries = append(entries, unread...)
	slices.SortStableFunc(entries, func(x, y browserEntry) int { return y.Date.Compare(x.Date) })
	return browserListed{entries: entries}
}

// listUnlisted adds to the index the logs of the games directory it does
// not hold (saved before there was an index, or while it could not be
// written), read from their headers, and returns the index again. A file
// whose header cannot be read is not indexed but returned as an entry
// that says why, dated by the file.
func (a App) listUnlisted(logs []store.LogEntry) ([]store.LogEntry, []browserEntry, error) {
	files, err := filepath.Glob(filepath.Join(a.env.GamesDir, "*.jsonl"))
	if err != nil || a.env.GamesDir == "" {
		return logs, nil, nil
	}
	listed := map[string]bool{}
	for _, l := range logs {
		listed[l.Path] = true
	}
	var unread []browserEntry
	added := false
	for _, path := range files {
		if listed[path] {
			continue
		}
		f, err := game.OpenRegular(path) // a FIFO would wait for a writer
		if err != nil {
			unread = append(unread, unreadable(path, err))
			continue
		}
		h, err := game.ReadHeader(f, path)
		_ = f.Close()
		if err != nil {
			unread = append(unread, unreadable(path, err))
			continue
		}
		e := store.LogEntry{Path: path, Game: h.Game, Date: h.Started}
		for _, p := range h.Players {
			e.Players = append(e.Players, screen.Label(p))
		}
		if err := a.records.IndexLog(e); err != nil {
			return logs, nil, err
		}
		added = true
	}
	if added {
		logs, err = a.records.Logs()
	}
	return logs, unread, err
}

// unreadable is the entry of a log file that cannot be read at all.
func unreadable(path string, err error) browserEntry {
	e := browserEntry{LogEntry: store.LogEntry{Path: path, Game: "?"}, checked: true, problem: problemOf(err, path)}
	if fi, serr := os.Stat(path); serr == nil {
		e.Date = fi.ModTime()
	}
	return e
}

// checkPage returns the command that replays the logs on screen that have
// not been yet, to learn how each game ended or why it cannot be
// replayed: a long list costs only what is looked at. They are marked at
// once, so that each is replayed once.
func (b *browser) checkPage(games []screen.Game, page int) tea.Cmd {
	msg := browserChecked{}
	for i := b.top; i < min(len(b.entries), b.top+page); i++ {
		if e := &b.entries[i]; !e.checked {
			e.checked = true
			msg.at, msg.paths = append(msg.at, i), append(msg.paths, e.Path)
		}
	}
	if len(msg.at) == 0 {
		return nil
	}
	return func() tea.Msg {
		for _, path := range msg.paths {
			c := checked{}
			o, known, err := replayOutcome(games, path)
			switch {
			case err != nil:
				c.problem = problemOf(err, path)
			case known:
				c.outcome, c.known = o, true
			}
			msg.found = append(msg.found, c)
		}
		return msg
	}
}

// browserChecked brings what replaying the entries at the indices at
// (of the logs paths) found.
type browserChecked struct {
	at    []int
	paths []string
	found []checked
}

// checked is how a saved game ended, or why it cannot be replayed.
type checked struct {
	outcome game.Outcome
	known   bool // the game can tell how it stands
	problem string
}

// apply records what replaying the entries found; an entry no longer
// there (the list was read again) is left alone.
func (b *browser) apply(msg browserChecked) {
	for k, i := range msg.at {
		if i >= len(b.entries) || b.entries[i].Path != msg.paths[k] {
			continue
		}
		e, c := &b.entries[i], msg.found[k]
		e.problem = c.problem
		if c.known {
			e.outcome, e.Finished = c.outcome, c.outcome.Over
		}
	}
}

// problemOf says why the log at path cannot be read, without the path.
func problemOf(err error, path string) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "the file is missing"
	case errors.Is(err, game.ErrNotRegular):
		return "not a regular file"
	}
	return withoutPath(err.Error(), path)
}

// withoutPath is the reason in msg, an error about the file path, without
// the path, which the screen shows apart: "PATH:3: x" is "line 3: x".
func withoutPath(msg, path string) string {
	rest, ok := strings.CutPrefix(msg, path+":")
	switch {
	case !ok:
		return msg
	case rest != "" && rest[0] >= '0' && rest[0] <= '9':
		return "line " + rest
	}
	return strings.TrimSpace(rest)
}

// replayOutcome reads the log at path as the replay viewer does and
// replays it (the game's catalog entry) to learn how its game stands at
// the end; known is false when it cannot be replayed, and the error says
// why.
func replayOutcome(games []screen.Game, path string) (o game.Outcome, known bool, err error) {
	f, err := ReadReplay(path)
	if err != nil {
		return o, false, err
	}
	g, ok := FindGame(games, f.Game)
	switch {
	case !ok || g.Replay == nil:
		return o, false, fmt.Errorf("%s: no replay for game %q", path, f.Game)
	}
	o, err = g.Entry.Outcome(f.Data, f.Name)
	return o, err == nil, err
}

// replayEntry opens e in the replay viewer, the way `teahouse replay FILE`
// does; a log that cannot be replayed is marked with the reason and the
// list stays.
func (a App) replayEntry(e browserEntry) (App, tea.Cmd) { return a.openEntry(e, false) }

// reviewEntry opens e in the replay viewer with its review on (see
// replayEntry).
func (a App) reviewEntry(e browserEntry) (App, tea.Cmd) { return a.openEntry(e, true) }

// openEntry opens e in the replay viewer, its review on when review is
// set.
func (a App) openEntry(e browserEntry, review bool) (App, tea.Cmd) {
	if e.problem != "" {
		a.status = e.problem
		return a, nil
	}
	f, err := ReadReplay(e.Path)
	if err == nil {
		a = a.startReplay(f, "", review)
		if a.mode == modeGame {
			a.fromBrowser = true
			return a, a.Init()
		}
		err = fmt.Errorf("%s", a.status)
	}
	a.browser.entries[a.browser.focus].problem = err.Error()
	a.status = err.Error()
	return a, nil
}

// webPageEntry writes e as a web page beside its log (the same name
// ending in .html), with the eyes `teahouse replay --html` gives by
// default, off the Update loop; the screen then says where it went or
// why it could not.
func (a App) webPageEntry(e browserEntry) (App, tea.Cmd) {
	if e.problem != "" {
		a.status = e.problem
		return a, nil
	}
	a.status, a.browser.wrote = "", "Writing the web page..."
	return a, func() tea.Msg {
		f, err := ReadReplay(e.Path)
		if err != nil {
			return webPageDone{err: err}
		}
		said, err := WebPage(context.Background(), f, strings.TrimSuffix(e.Path, filepath.Ext(e.Path))+".html", "", false)
		return webPageDone{said: said, err: err}
	}
}

// webPageDone says a web page of a saved game was written, or why not.
type webPageDone struct {
	said string
	err  error
}

// statusLine is the line under the buttons: why something failed, else
// where the last web page went.
func (b browser) statusLine(t *ui.Theme, w int, status string) string {
	if status != "" {
		return t.Bad.Width(w).Render(screen.Plain(status)) // a problem may quote a file's name or its content
	}
	return t.Text.Width(w).Render(screen.Plain(b.wrote))
}

func (a App) updateBrowser(msg tea.Msg) (tea.Model, tea.Cmd) {
	b := &a.browser
	page, was := a.browserRows(), a.browser.focus
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch msg.String() {
		case "esc", "backspace":
			return a.toLobby(), nil
		case "up", "k":
			b.move(-1, page)
		case "down", "j":
			b.move(1, page)
		case "pgup":
			b.move(-page, page)
		case "pgdown":
			b.move(page, page)
		case "home", "g":
			b.move(-len(b.entries), page)
		case "end", "G":
			b.move(len(b.entries), page)
		default:
			for _, act := range browserActions {
				if msg.String() == act.key {
					return a.act(act)
				}
			}
		}
	case tea.MouseMsg:
		switch {
		case msg.Button == tea.MouseButtonWheelUp:
			b.move(-1, page)
		case msg.Button == tea.MouseButtonWheelDown:
			b.move(1, page)
		case leftClick(msg):
			id, _ := b.view(a.env, a.games, a.status).Hit(msg.X, msg.Y)
			var i int
			switch {
			case id == "browser-back":
				return a.toLobby(), nil
			case scan(id, "browser-entry-%d", &i) && i < len(b.entries):
				if i == b.focus { // a second click on the entry in focus opens it
					return a.act(browserActions[0])
				}
				b.move(i-b.focus, page)
			}
			for _, act := range browserActions {
				if id == act.id {
					return a.act(act)
				}
			}
		}
	case webPageDone:
		if msg.err != nil {
			a.status = msg.err.Error()
		} else {
			a.status, b.wrote = "", msg.said
		}
	case browserListed:
		if !b.loading {
			return a, nil // listed already: the screen was opened twice, and the first read came in first
		}
		b.entries, b.err, b.loading = msg.entries, msg.err, false
	case browserChecked:
		b.apply(msg)
	}
	if b.focus != was {
		a.status, b.wrote = "", ""
	}
	return a, b.checkPage(a.games, page)
}

// act runs act on the entry in focus, if there is one.
func (a App) act(act browserAction) (tea.Model, tea.Cmd) {
	if len(a.browser.entries) == 0 {
		return a, nil
	}
	return act.run(a, a.browser.entries[a.browser.focus])
}

// move moves the focus by d entries, scrolling to keep it among the page
// entries on screen.
func (b *browser) move(d, page int) {
	if len(b.entries) == 0 {
		return
	}
	b.focus = max(0, min(b.focus+d, len(b.entries)-1))
	b.top = max(min(b.top, b.focus), b.focus-page+1)
}

// The lines of the saved-games screen around its list (frame, title, the
// file in focus, buttons, two of status, keys), each entry's, and the
// status's.
const (
	browserChrome      = 10
	entryLines         = 2
	browserStatusLines = 2
)

// browserRows is how many entries the screen shows.
func (a App) browserRows() int { return max(1, (a.env.Height-browserChrome)/entryLines) }

func (b browser) view(env screen.Env, games []screen.Game, status string) ui.Block {
	t := env.Theme
	w := max(20, min(env.Width-8, 110)) // results and reasons are long: wide as the screen allows
	page := max(1, (env.Height-browserChrome)/entryLines)
	b.move(0, page) // the focus stays on screen whatever its size
	var list []ui.Block
	switch {
	case b.none:
		list = append(list, ui.Text(t.Dim.Render("The saved games are not listed this time.")))
	case b.loading:
		list = append(list, ui.Text(t.Dim.Render("Reading the saved games...")))
	case b.err != nil:
		list = append(list, ui.Text(t.Bad.Width(w).Render("Could not read the saved games: "+b.err.Error())))
	case len(b.entries) == 0:
		list = append(list, ui.Text(t.Dim.Width(w).Render("No saved games yet: every game is saved here when it ends or is left.")))
	}
	for i := b.top; i < min(len(b.entries), b.top+page); i++ {
		list = append(list, ui.Zone(fmt.Sprintf("browser-entry-%d", i), b.entryView(env, games, i, w)))
	}
	count := ""
	if n := len(b.entries); n > page {
		count = fmt.Sprintf("%d-%d of %d", b.top+1, min(n, b.top+page), n)
	}
	var buttons []ui.Block
	for _, act := range browserActions {
		on := len(b.entries) > 0 && b.entries[b.focus].problem == ""
		buttons = append(buttons, t.Button(act.id, act.label, act.key, on, false))
	}
	buttons = append(buttons, t.Button("browser-back", "Back", "esc", true, false), t.Button("lobby-quit", "Quit", "q", true, false))
	listed := ui.Column(lipgloss.Left, list...)
	rows := []ui.Block{titleLine(t, w, "Saved games", count), ui.Text(""), listed}
	if pad := min(page, len(b.entries))*entryLines - listed.Height(); pad > 0 { // the buttons stay put
		rows = append(rows, ui.Lines("", pad))
	}
	file := ""
	if len(b.entries) > 0 {
		file = "File: " + screen.Plain(b.entries[b.focus].Path)
	}
	rows = append(rows, ui.Text(""), ui.Text(t.Dim.Render(ansi.Truncate(file, w, t.Glyphs().Ellipsis))),
		ui.Row(2, buttons...), ui.Lines(b.statusLine(t, w, status), browserStatusLines))
	form := ui.Stack(w, rows...)
	keys := strings.Join([]string{"up/down choose", "enter replay", "w web page", "esc back", "q quit"}, dot(t))
	out := ui.Column(lipgloss.Center, form.Styled(t.Panel.Padding(0, 3)), ui.Text(t.Dim.Render(keys)))
	return t.Place(out, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}

// entryView draws entry i in two lines, w cells wide: when, which game,
// finished or not; then the players and the result, or why the log cannot
// be replayed.
func (b browser) entryView(env screen.Env, games []screen.Game, i, w int) ui.Block {
	t := env.Theme
	e := b.entries[i]
	marker, style := "  ", t.Text
	if i == b.focus {
		marker, style = "> ", t.Focus
	}
	title, titleW := screen.Plain(e.Game), 0
	if g, ok := FindGame(games, e.Game); ok {
		title = g.Title
	}
	for _, g := range games {
		titleW = max(titleW, ansi.StringWidth(g.Title))
	}
	state, detail, detailStyle := "unfinished", strings.Join(seatLabels(e.Players), ", "), t.Dim
	switch {
	case e.problem != "":
		state, detail, detailStyle = "cannot be replayed", e.problem, t.Bad
	case e.Finished:
		state = "finished"
		if e.outcome.Over {
			detail = resultLine(e.LogEntry, e.outcome)
		}
	}
	when := e.Date.In(env.Now().Location()).Format("2006-01-02 15:04")
	first := fmt.Sprintf("%s%s  %s  %s", marker, when, ui.PadCut(title, titleW), state)
	second := "    " + ansi.Truncate(screen.Plain(detail), w-4, t.Glyphs().Ellipsis) // a problem may quote the file
	return ui.Text(ui.PadCut(style.Render(first), w) + "\n" + ui.PadCut(detailStyle.Render(second), w))
}

// resultLine says how a saved game ended: who won, then every seat's
// result ("ann wins: ann 254 points, AI (optimal) 231 points").
func resultLine(e store.LogEntry, o game.Outcome) string {
	names := seatLabels(e.Players)
	name := func(s game.Seat) string {
		if int(s) < len(names) {
			return names[s]
		}
		return s.String()
	}
	var winners, seats []string
	for _, w := range o.Winners {
		winners = append(winners, name(w))
	}
	for i, r := range o.Seats {
		seats = append(seats, name(game.Seat(i))+" "+r.Line)
	}
	head := "a draw"
	switch len(winners) {
	case 0:
	case 1:
		head = winners[0] + " wins"
	default:
		head = strings.Join(winners, " and ") + " win"
	}
	return head + ": " + strings.Join(seats, ", ")
}

// seatLabels are the players' labels, plain (screen.Plain: they come
// from the database or a log), with the seat before those that more than
// one seat share ("P1 AI (optimal)"), as the table names them.
func seatLabels(labels []string) []string {
	out := make([]string, len(labels))
	for i, l := range labels {
		out[i] = screen.Plain(l)
		if shared(labels, l) {
			out[i] = game.Seat(i).String() + " " + out[i]
		}
	}
	return out
}

// shared reports whether l is among labels more than once.
func shared(labels []string, l string) bool {
	n := 0
	for _, m := range labels {
		if m == l {
			n++
		}
	}
	return n > 1
}

// FindGame returns the game of games called name.
func FindGame(games []screen.Game, name string) (screen.Game, bool) {
	for _, g := range games {
		if g.Name == name {
			return g, true
		}
	}
	return screen.Game{}, false
}
