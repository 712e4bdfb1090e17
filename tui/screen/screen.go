// Package screen is the contract between the teahouse shell (lobby, setup,
// result, quit confirmation) and the screen of each game. A game package in
// tui/ supplies its Screens; the shell joins them with the game's catalog
// entry into a Game, builds its screen from the player's Setup and hosts
// it.
//
//	var Screens = screen.Screens{New: newScreen, Replay: newReplay, ...}
//	g := screen.Join(entry, Screens)
//	s, err := g.New(env, setup) // the shell forwards messages to s
package screen

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/store"
	"teahouse/game/webreplay"
	"teahouse/tui/ui"
)

// Env is what the shell hands a game screen: everything that differs per
// program (theme, size) and where files go.
type Env struct {
	// Theme is this program's styles.
	Theme *ui.Theme
	// Width and Height are the terminal size.
	Width, Height int
	// GamesDir is where finished and abandoned game logs are saved.
	GamesDir string
	// CacheDir is where a game may keep data it can rebuild, such as an AI's
	// strategy table; empty means the game keeps nothing on disk.
	CacheDir string
	// Store is where a game keeps its players' records between games,
	// such as blackjack bankrolls; nil keeps nothing.
	Store *store.Store
	// Now returns the time; tests fix it.
	Now func() time.Time
}

// Setup is what the player chose on the setup screen (or on the command line).
type Setup struct {
	// Game is the game's name in the catalog.
	Game string
	// Players sits one player per seat.
	Players []game.Player
	// Options are the values of the game's options by key (its catalog
	// entry's Options); an option left out takes its default.
	Options game.Settings
	// Seed fixes every random draw of the game.
	Seed uint64
	// SeedFixed is true when the player chose the seed; a rematch then
	// deals the same game again, and otherwise draws a new seed.
	SeedFixed bool
	// Speed paces computer seats and animations.
	Speed game.Speed
	// BotTimeout bounds each decision of a program seat; 0 means the
	// default.
	BotTimeout time.Duration
	// BotSkipForced answers for a program seat the decisions that have
	// one legal action, without asking it.
	BotSkipForced bool
}

// Screens are a game's screens, as its tui/<g> package supplies them: the
// shell joins them with the game's catalog entry into a Game.
type Screens struct {
	// New builds the game's screen.
	New func(env Env, s Setup) (Screen, error)
	// Replay builds a screen that replays a saved log (the file's bytes;
	// name labels errors), step by step or at speed.
	Replay func(env Env, log []byte, name string, speed game.Speed) (Screen, error)
	// Export replays a saved log (the file's bytes; name labels errors)
	// with the eyes of a seat or game.Omniscient and returns it as a web
	// page (its Title left empty); nil for a game that has none.
	Export func(log []byte, name string, eyes game.Seat) (webreplay.Page, error)
	// HighScores lists the game's best scores on the statistics screen
	// (a game where a score means something across games, like Yahtzee).
	HighScores bool
	// Share, when set, starts a shared table of the game from a setup (a
	// table of the SSH server): people's seats wait for someone to join
	// them, computers play from the start. env is the server's (its
	// store and cache), whoever opens the table.
	Share func(env Env, s Setup) (Shared, error)
	// Lifetime, when set, returns the results the game keeps of its
	// players beyond finished games (Blackjack's rounds and bankrolls),
	// for the statistics screen.
	Lifetime func(env Env) (Table, error)
}

// Game is one game of the lobby: its catalog entry (what the game is,
// its seats, levels and options) joined with its screens.
type Game struct {
	// Info is the entry's: Name, Title, Blurb, the seats, Levels and
	// Options the setup screen offers.
	catalog.Info
	// Entry is the game's catalog entry: it checks a setup's options and
	// replays saved logs.
	Entry catalog.Entry
	Screens
}

// Join joins a catalog entry with its game's screens.
func Join(e catalog.Entry, s Screens) Game {
	return Game{Info: e.Info(), Entry: e, Screens: s}
}

// Table is a titled table of figures on the statistics screen: one row a
// player.
type Table struct {
	// Title heads the table, e.g. "Lifetime results".
	Title string
	// Columns are the headings.
	Columns []ui.GridColumn
	// Rows are the cells, one row a player.
	Rows [][]string
}

// Screen is a running game's screen. The shell forwards every message to it
// (after handling quit and resize) and draws its View unless the terminal is
// too small.
type Screen interface {
	Init() tea.Cmd
	Update(msg tea.Msg) (Screen, tea.Cmd)
	View() string
	// Running reports whether a game is in progress (quitting asks first).
	Running() bool
	// SaveLog writes the game's log into dir and returns the file's path.
	// When it fails, the path is that of the log written as the game went,
	// which stays as it was (game.LogFile), or "" when there is none.
	SaveLog(dir string) (string, error)
	// Close stops what the screen runs (its table, the programs playing
	// at it); the shell calls it when the screen goes.
	Close()
}

// Finished is sent by a screen when its game has ended and the player has
// seen the final position: the shell saves the log, records the result and
// shows it.
type Finished struct {
	// Summary is the result in a few lines ("You win the match 3-1").
	Summary []string
	// Outcome is how the game ended, and Players who sat in its seats,
	// for the players' records; a screen without them leaves Outcome.Over
	// false, and nothing is recorded.
	Outcome game.Outcome
	Players []game.Player
}

// Ender is a screen that can say how its game ended before the player
// has seen the end (the last position held until enter): the shell keeps
// the result of a game quit there, or ended by a signal, as Finished
// would.
type Ender interface {
	// Ended returns what Finished would carry once the game is over and
	// the screen has not sent Finished; ok is false otherwise.
	Ended() (f Finished, ok bool)
}

// Leave is sent by a screen when the player asks to go back to the lobby
// (esc with nothing else to close); the shell confirms first while a game is
// running.
type Leave struct{}

// Finish returns the command that sends what finished returns the first
// time a game ends: it sets *done, and once done is set it returns nil, so
// the shell hears of the end only once. finished is called after *done is
// set.
func Finish(done *bool, finished func() Finished) tea.Cmd {
	if *done {
		return nil
	}
	*done = true
	f := finished()
	return func() tea.Msg { return f }
}

// Shared is a live table that many screens join, one seat or a spectator
// each: a table of the SSH server, whose host is the only referee.
type Shared interface {
	// Join returns a screen of the table through the eyes of seat, played
	// by the person at that screen, or of game.Spectator. Closing the
	// screen leaves the table, which plays on.
	Join(env Env, seat game.Seat) (Screen, error)
	// Attend follows the table through the eyes of seat, played by the
	// person at a web page, or of game.Spectator, for that page.
	// Leaving the attendant leaves the table, which plays on.
	Attend(env Env, seat game.Seat) (Attendant, error)
	// Reseat gives seat to p from now on (a computer of p.Level for an
	// AI, else a person who joins it), with note said at the table.
	Reseat(seat game.Seat, p game.Player, note string) error
	// Note says text at the table about seat (or game.NoSeat), in its
	// log and to every screen.
	Note(seat game.Seat, text string) error
	// Watch follows the table as a spectator.
	Watch() (TableWatcher, error)
	// SaveLog writes the table's log into dir and returns the file's path.
	SaveLog(dir string) (string, error)
	// Close stops the table.
	Close()
}

// TableWatcher follows a shared table for whoever lists it.
type TableWatcher interface {
	// Next waits for the table to move and says where it stands; open is
	// false once the table has closed.
	Next() (st TableState, open bool)
	// Leave stops following the table.
	Leave()
}

// TableState is where a shared table stands, as a spectator may know it.
type TableState struct {
	// Step counts the actions applied.
	Step int
	// Waiting are the seats that may act now.
	Waiting []game.Seat
	// Outcome is how the game stands.
	Outcome game.Outcome
	// Players sit in the seats.
	Players []game.Player
	// Notes are what the table said since the last state.
	Notes []game.Note
}
