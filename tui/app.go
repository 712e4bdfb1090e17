package tui

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Options configure the shell.
type Options struct {
	// ASCII draws without box-drawing characters or suit symbols.
	ASCII bool
	// GamesDir is where game logs are saved; empty disables saving.
	GamesDir string
	// CacheDir is where games keep data they can rebuild (an AI's strategy
	// table); empty keeps nothing on disk.
	CacheDir string
	// Games are the games the lobby lists; nil means Games().
	Games []screen.Game
	// Start, when set, skips the lobby and starts this game at once.
	Start *screen.Setup
	// Replay, when set, replays this log file at once.
	Replay *ReplayFile
	// ReplaySpeed paces the replay when it plays by itself (default normal).
	ReplaySpeed game.Speed
	// Now returns the time (default time.Now); tests fix it.
	Now func() time.Time
	// Login names the person at this keyboard (default screen.LocalLogin).
	Login string
	// Player is the ID of the person at this keyboard (default
	// screen.LocalID(Login)): the setups they start games with are
	// remembered as theirs.
	Player string
	// Bots are programs (commands) the setup screen offers as seats.
	Bots []string
	// BotTimeout bounds a program's decision; 0 means the default.
	BotTimeout time.Duration
	// BotSkipForced answers for a program the decisions that have one
	// legal action, without asking it.
	BotSkipForced bool
	// Records keeps the statistics, the index of saved games and the last
	// setup of each game; nil keeps nothing.
	Records Records
	// Store is where the games keep their players' records between games
	// (blackjack bankrolls), usually the store that is Records too; nil
	// keeps nothing.
	Store *store.Store
	// Notice is said in the lobby when it first shows, such as why the
	// records are not kept.
	Notice string
	// Tables, when set, are a server's shared tables: every game started
	// is one of them, the lobby lists only the games that can be shared,
	// and its Tables page lists the tables to join or watch.
	Tables Tables
}

// ReplayFile is a saved log to replay on screen.
type ReplayFile struct {
	// Name labels errors, usually the path.
	Name string
	// Data is the file's content.
	Data []byte
	// Game is the game ID read from the log's header.
	Game string
}

// mode is which of the shell's screens is showing.
type mode int

const (
	modeLobby mode = iota
	modeSetup
	modeGame
	modeResult
	modeStats
	modeBrowser
	modeTables
)

// confirmKind is the question a confirmation dialog asks.
type confirmKind int

const (
	confirmNone confirmKind = iota
	confirmQuit
	confirmLeave
	confirmQuitUnsaved  // the save failed: quit all the same?
	confirmLeaveUnsaved // the save failed: leave all the same?
)

// App is the root Bubble Tea model of teahouse.
type App struct {
	env       screen.Env
	games     []screen.Game
	mode      mode
	lobby     lobby
	setup     setupForm
	current   screen.Setup
	scr       screen.Screen
	result    result
	confirm   confirmKind
	status    string // one-line message, such as a refused start
	saved     string // path of the hosted game's saved log
	replaying bool   // the hosted screen replays a saved log
	quit      bool
	saveErr   string // why the hosted game's log could not be saved
	partial   string // where the log written as it went stays when saveErr is set, if it does
	login     string // the name of the person at this keyboard
	player    string // their ID
	bots      []string
	botWait   time.Duration
	botSkip   bool
	records   Records
	stats     statsPage
	browser   browser
	// fromBrowser is set while a replay opened from the saved games runs:
	// leaving it goes back there.
	fromBrowser bool
	// notice is said in the lobby the next time it shows, such as a setup
	// that could not be remembered while the game began.
	notice string
	// unkept says what could not be kept in the records, for the program
	// to print on exit as well.
	unkept []string
	// shared are the server's tables, nil for a program of its own;
	// tables is their page; atTable is set while the screen hosted is
	// one of them, whose log and results the table keeps itself.
	shared  Tables
	tables  tablesPage
	atTable bool
	// recorded is set once the hosted game's result is recorded.
	recorded bool
	// unsaved are earlier games whose logs could not be saved yet;
	// said are sentences for the program to print on exit, such as a
	// log saved on a second try.
	unsaved []unsavedLog
	said    []string
	// unrecorded are the results of earlier games that the records could
	// not keep yet; started counts the games started, to tell them apart.
	unrecorded []unrecordedResult
	started    int
}

// New builds the shell for one program drawing through renderer r.
func New(opts Options, r *lipgloss.Renderer) App {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Games == nil {
		opts.Games = Games()
	}
	a := App{
		env:   screen.Env{Theme: ui.NewTheme(r, opts.ASCII), GamesDir: opts.GamesDir, CacheDir: opts.CacheDir, Store: opts.Store, Now: opts.Now},
		games: opts.Games,
		login: opts.Login, player: opts.Player, bots: opts.Bots, botWait: opts.BotTimeout, botSkip: opts.BotSkipForced, records: opts.Records,
		shared: opts.Tables,
	}
	if a.shared != nil {
		a.games = shareable(a.games)
	}
	if a.login == "" {
		a.login = screen.LocalLogin()
	}
	if a.player == "" {
		a.player = screen.LocalID(a.login)
	}
	a.lobby = newLobby(a.games)
	a.lobby.tables = a.shared != nil
	a.notice = opts.Notice
	switch {
	case opts.Replay != nil:
		a = a.startReplay(*opts.Replay, opts.ReplaySpeed, false)
	case opts.Start != nil:
		a = a.startGame(*opts.Start)
	}
	return a
}

// SavedLog returns the path of the last game log the app saved, if any.
func (a App) SavedLog() string { return a.saved }

// Err returns the message of a failed start (a bad setup or replay), if any.
func (a App) Err() string { return a.status }

// Init starts the hosted screen, if any.
func (a App) Init() tea.Cmd {
	if a.scr != nil {
		return a.scr.Init()
	}
	return nil
}

// Update routes a message to the dialog, the shell screen or the game screen.
func (a App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.env.Width, a.env.Height = msg.Width, msg.Height
		a.setup = a.setup.resize(a.env.Width)
		a.browser.move(0, a.browserRows())
	case tea.KeyMsg:
		if !a.fits() && msg.String() != "ctrl+c" { // the screen is not shown: no key acts on it unseen
			return a, nil
		}
		if a.confirm != confirmNone {
			return a.answerKey(msg)
		}
		if msg.String() == "ctrl+c" || (msg.String() == "q" && a.mode != modeSetup) {
			return a.askQuit()
		}
	case tea.MouseMsg:
		if !a.fits() {
			return a, nil
		}
		if a.confirm != confirmNone {
			return a.answerMouse(msg)
		}
	case screen.Leave:
		if a.scr != nil && a.scr.Running() {
			a.confirm = confirmLeave
			return a, nil
		}
		a.keepEnded()
		return a.toLobby(), nil
	case screen.Finished:
		a.saveLog()
		a.record(msg)
		back := "Lobby"
		switch {
		case a.fromBrowser:
			back = "Saved games"
		case a.atTable:
			back = "Tables"
		}
		a.result = newResult(msg.Summary, a.saved, a.current.Seed, a.replaying || a.atTable, back)
		a.result.problem, a.notice = a.notice, ""
		if a.saveErr != "" {
			a.result.problem = strings.TrimSpace("The game's log was not saved: " + a.saveErr + ". It is tried again with the next game and as teahouse ends. " + a.result.problem)
		}
		a.mode = modeResult
		return a, nil
	}
	switch a.mode {
	case modeLobby:
		return a.updateLobby(msg)
	case modeSetup:
		return a.updateSetup(msg)
	case modeResult:
		return a.updateResult(msg)
	case modeStats:
		return a.updateStats(msg)
	case modeBrowser:
		return a.updateBrowser(msg)
	case modeTables:
		return a.updateTables(msg)
	}
	if a.scr == nil {
		return a, nil
	}
	var cmd tea.Cmd
	a.scr, cmd = a.scr.Update(msg)
	return a, cmd
}

// askQuit quits at once, or asks first while a game is running.
func (a App) askQuit() (tea.Model, tea.Cmd) {
	if a.mode == modeGame && a.scr != nil && a.scr.Running() {
		a.confirm = confirmQuit
		return a, nil
	}
	a.keepEnded()
	a.quit = true
	return a.drop(), tea.Quit
}

func (a App) answerKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch msg.String() {
	case "y", "Y":
		return a.confirmed()
	case "n", "N", "esc":
		a.confirm = confirmNone
	case "ctrl+c":
		return a.confirmed()
	}
	return a, nil
}

func (a App) answerMouse(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	if !leftClick(msg) {
		return a, nil
	}
	switch id, _ := a.dialog().Hit(msg.X, msg.Y); id {
	case "confirm-yes":
		return a.confirmed()
	case "confirm-no":
		a.confirm = confirmNone
	}
	return a, nil
}

// confirmed carries out the confirmed quit or leave, saving the game's log.
func (a App) confirmed() (tea.Model, tea.Cmd) {
	kind := a.confirm
	a.confirm = confirmNone
	if kind != confirmQuitUnsaved && kind != confirmLeaveUnsaved {
		a.keepEnded()
		if a.saveErr != "" { // say so, and ask again
			a.confirm = confirmQuitUnsaved
			if kind == confirmLeave {
				a.confirm = confirmLeaveUnsaved
			}
			return a, nil
		}
	}
	if kind == confirmLeave || kind == confirmLeaveUnsaved {
		return a.toLobby(), nil
	}
	a.quit = true
	return a.drop(), tea.Quit
}

// saveLog writes the hosted game's log once, remembering the path or the
// error. Replays are not saved again.
func (a *App) saveLog() {
	if a.scr == nil || a.env.GamesDir == "" || a.replaying || a.atTable || a.saved != "" {
		return
	}
	a.retryUnsaved()
	if a.records != nil {
		a.retryUnrecorded()
	}
	path, err := a.scr.SaveLog(a.env.GamesDir)
	if err != nil {
		a.partial = writtenSoFar(path)
		a.saveErr = unsavedReason(a.env.GamesDir, err, a.partial)
		a.status = a.saveErr
		return
	}
	a.saved, a.saveErr, a.partial = path, "", ""
	_, over := a.ended()
	if a.records != nil {
		if err := a.records.IndexLog(a.logEntry(over || !a.scr.Running())); err != nil {
			a.notice = "The saved game could not be listed among the saved games: " + err.Error()
			a.unkept = append(a.unkept, a.notice)
		}
	}
}

// keepEnded saves the hosted game's log and, when its game is over but
// its screen has not said so (quit or left at the last position, or a
// signal), records its result as Finished would have.
func (a *App) keepEnded() {
	a.saveLog()
	if f, over := a.ended(); over {
		a.record(f)
	}
}

// ended is how the hosted game ended when it is over but its screen has
// not said so yet (screen.Ender).
func (a App) ended() (screen.Finished, bool) {
	if e, ok := a.scr.(screen.Ender); ok {
		return e.Ended()
	}
	return screen.Finished{}, false
}

// logEntry is the index entry of the hosted game's saved log.
func (a App) logEntry(finished bool) store.LogEntry {
	e := store.LogEntry{Path: a.saved, Game: a.current.Game, Date: a.env.Now(), Finished: finished}
	for _, p := range a.current.Players {
		e.Players = append(e.Players, screen.Label(p))
	}
	return e
}

// record keeps the results of a game that ended, and says on the result
// screen if they could not be kept. Replays are not recorded again.
func (a *App) record(f screen.Finished) {
	if a.records == nil || a.replaying || a.atTable || !f.Outcome.Over || a.recorded {
		return
	}
	a.recorded = true
	entry, results := a.logEntry(true), Results(f.Outcome, f.Players)
	if err := a.records.RecordGame(entry, results, f.Outcome.Contests); err != nil {
		a.notice = "This game's result could not be kept in the statistics: " + err.Error() +
			". It is tried again with the next game and as teahouse ends."
		a.keepUnrecorded(entry, results, f.Outcome.Contests, err)
	}
}

// toLobby goes back to the lobby, or to the saved games when leaving a
// replay opened there.
func (a App) toLobby() App {
	a = a.drop()
	back := modeLobby
	if a.replaying && a.fromBrowser {
		back = modeBrowser
	}
	if a.atTable {
		back = modeTables
		a.tables.list = a.shared.List()
		a.tables.focus = min(a.tables.focus, max(0, len(a.tables.list)-1))
	}
	a.mode, a.status, a.replaying, a.fromBrowser, a.atTable = back, a.notice, false, false, false
	a.notice = ""
	return a
}

// Leave is the end of the program: the hosted game's log is saved if it
// is not yet (a quit by a signal skips the dialog), the result of a game
// over but not yet shown is recorded, and its table stopped.
func (a App) Leave() App {
	a.keepEnded()
	if a.env.GamesDir != "" {
		a.retryUnsaved()
	}
	if a.records != nil {
		a.retryUnrecorded()
	}
	a.unkept = append(a.unkept, a.lostLogs()...)
	a.unkept = append(a.unkept, a.lostResults()...)
	a.unsaved, a.unrecorded = nil, nil
	if a.scr != nil { // its own failure is SaveError's
		a.scr.Close()
		a.scr = nil
	}
	return a
}

// Unkept says what could not be kept (a result, a saved log's entry, the
// log of an earlier game) and why, one sentence each; each was said on
// screen too, or is said as the program ends.
func (a App) Unkept() []string { return a.unkept }

// Said are sentences for the program to print as it ends, such as the
// log of an earlier game saved on a second try.
func (a App) Said() []string { return a.said }

// SaveError says why the game's log could not be saved, if it could not.
func (a App) SaveError() string { return a.saveErr }

// drop closes the hosted screen (its table stops), if there is one; a
// game whose log could not be saved is kept to be saved again.
func (a App) drop() App {
	a = a.keepUnsaved()
	if a.scr != nil {
		a.scr.Close()
		a.scr = nil
	}
	return a
}

// startGame builds the screen of setup's game, or returns to the setup screen
// with the reason it cannot start.
func (a App) startGame(s screen.Setup) App {
	g, ok := a.game(s.Game)
	if !ok {
		a.status = fmt.Sprintf("unknown game %q", s.Game)
		return a
	}
	if s.BotTimeout == 0 {
		s.BotTimeout = a.botWait
	}
	s.BotSkipForced = s.BotSkipForced || a.botSkip
	a = a.drop()
	var scr screen.Screen
	var err error
	if a.shared != nil {
		scr, err = a.shared.Create(a.env, s)
	} else {
		s.Players = screen.Identify(s.Players, a.login)
		scr, err = g.New(a.env, s)
	}
	if err != nil {
		a.status = err.Error()
		a.setup, a.mode = newSetupForm(g, a.bots).withOptions(s.Options), modeSetup
		return a
	}
	a.current, a.scr, a.mode, a.status, a.saved, a.atTable, a.recorded = s, scr, modeGame, "", "", a.shared != nil, false
	a.started++
	return a
}

// startReplay builds a replay screen for a saved log, offering its
// review (r), on at once when review is set.
func (a App) startReplay(f ReplayFile, speed game.Speed, review bool) App {
	if speed == "" {
		speed = game.Normal
	}
	g, ok := a.game(f.Game)
	if !ok || g.Replay == nil {
		a.status = fmt.Sprintf("%s: no replay for game %q", f.Name, f.Game)
		return a
	}
	a = a.drop()
	scr, err := g.Replay(a.env, f.Data, f.Name, speed)
	if err != nil {
		a.status = err.Error()
		return a
	}
	if r, ok := scr.(screen.Reviewer); ok {
		scr = r.Reviewed(reviewOf(g, f, review))
	}
	a.scr, a.mode, a.replaying = scr, modeGame, true
	return a
}

func (a App) game(id string) (screen.Game, bool) { return FindGame(a.games, id) }

// fits reports whether the screen is shown: the terminal's size is known
// and large enough (else the too-small notice is drawn in its place).
func (a App) fits() bool { return a.env.Width == 0 || ui.Fits(a.env.Width, a.env.Height) }

// View draws the current screen, the dialog over it, or the too-small notice.
func (a App) View() string {
	if a.quit {
		return ""
	}
	t := a.env.Theme
	if a.env.Width == 0 {
		return "" // no size yet
	}
	if !ui.Fits(a.env.Width, a.env.Height) {
		return t.TooSmall(a.env.Width, a.env.Height)
	}
	if a.confirm != confirmNone {
		return a.dialog().Text
	}
	switch a.mode {
	case modeLobby:
		return a.lobbyView().Text
	case modeSetup:
		return a.setup.view(a.env, a.status).Text
	case modeResult:
		return a.result.view(a.env).Text
	case modeStats:
		return a.stats.view(a.env, a.games).Text
	case modeBrowser:
		return a.browser.view(a.env, a.games, a.status).Text
	case modeTables:
		return a.tablesView().Text
	}
	return a.scr.View()
}

// dialog is the confirmation dialog placed in the middle of the screen.
func (a App) dialog() ui.Block {
	var q string
	switch {
	case a.atTable && a.confirm == confirmQuit: // the table keeps its log and plays on: nothing is saved here
		q = "Quit? The table plays on, keeps its log, and keeps your seat a while."
	case a.atTable && a.confirm == confirmLeave:
		q = "Leave this table? It plays on, keeps its log, and keeps your seat a while."
	case a.confirm == confirmQuit:
		q = "Quit teahouse? The game so far is saved in its log first."
	case a.confirm == confirmLeave:
		q = "Leave this game for the lobby? The game so far is saved in its log first."
	case a.confirm == confirmQuitUnsaved:
		q = "The game's log could not be saved: " + a.saveErr + ". Quit anyway?"
	case a.confirm == confirmLeaveUnsaved:
		q = "The game's log could not be saved: " + a.saveErr + ". Leave anyway?"
	}
	t := a.env.Theme
	return t.Place(t.ConfirmBox(q, "confirm-yes", "confirm-no"), a.env.Width, a.env.Height, lipgloss.Center, lipgloss.Center)
}

// leftClick reports whether msg is a press of the left mouse button.
func leftClick(msg tea.MouseMsg) bool {
	return msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft
}

// Results are the records of a finished game, one per player with an ID.
func Results(o game.Outcome, players []game.Player) []store.Result {
	var results []store.Result
	for i, p := range players {
		if i >= len(o.Seats) || p.ID == "" {
			continue
		}
		results = append(results, store.Result{Player: p.ID, Seat: i, Name: screen.Label(p), Score: o.Seats[i].Score, Won: o.Won(game.Seat(i))})
	}
	return results
}
