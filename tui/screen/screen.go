// Package screen is the contract between the teahouse shell (lobby, setup,
// result, quit confirmation) and the screen of each game. A game package in
// tui/ describes itself with a Game value; the shell builds its screen from
// the player's Setup and hosts it.
//
//	var Game = screen.Game{ID: "pokerdice", Title: "Risk Choice", New: newScreen, ...}
//	s, err := Game.New(env, setup) // the shell forwards messages to s
package screen

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
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
	// Game is the Game.ID.
	Game string
	// Players sits one player per seat.
	Players []game.Player
	// Variants maps each Variant.Key to one of its values.
	Variants map[string]string
	// Rounds is the match length (meaning per game, e.g. "best of N").
	Rounds int
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

// Variant is a rule option offered on the setup screen.
type Variant struct {
	// Key names the option in Setup.Variants, e.g. "rule".
	Key string
	// Label is shown on the setup screen, e.g. "Holds".
	Label string
	// Values lists the choices; the first is the default.
	Values []string
	// Help explains the choices in one line.
	Help string
}

// Game describes one game to the lobby and the setup screen.
type Game struct {
	// ID is the command-line name, e.g. "pokerdice".
	ID string
	// Title is the lobby's name for the game.
	Title string
	// Blurb is one line about the game for the lobby.
	Blurb string
	// Seats is the number of seats a game has by default.
	Seats int
	// MinSeats and MaxSeats bound the number of seats when a game can be
	// played by more or fewer players than Seats; zero means Seats. The
	// setup screen offers seats up to MaxSeats, those beyond MinSeats with
	// the choice to leave them empty.
	MinSeats, MaxSeats int
	// Levels lists the AI levels, weakest first.
	Levels []string
	// Variants are the rule options.
	Variants []Variant
	// Rounds is the default match length; RoundChoices the values offered.
	// A game without RoundChoices has no match length to choose.
	Rounds       int
	RoundChoices []int
	// RoundsLabel names the match length on the setup screen, e.g. "Best of".
	RoundsLabel string
	// New builds the game's screen.
	New func(env Env, s Setup) (Screen, error)
	// Replay builds a screen that replays a saved log (the file's bytes;
	// name labels errors), step by step or at speed.
	Replay func(env Env, log []byte, name string, speed game.Speed) (Screen, error)
	// Outcome replays a saved log (the file's bytes; name labels errors)
	// and returns how the game stands at its end, for the list of saved
	// games; an error says why the log cannot be replayed.
	Outcome func(log []byte, name string) (game.Outcome, error)
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

// DefaultPlayers are the seats a new game of g starts with, in the lobby's
// setup and on the command line alike: you in the first of g.Seats seats,
// the strongest computer (the last of g.Levels) in the others, or people
// for a game without computers.
func (g Game) DefaultPlayers() []game.Player {
	players := []game.Player{{Kind: game.Human}}
	for range max(0, g.Seats-1) {
		p := game.Player{Kind: game.Human}
		if n := len(g.Levels); n > 0 {
			p = game.Player{ID: "ai:" + g.Levels[n-1], Kind: game.AI, Level: g.Levels[n-1]}
		}
		players = append(players, p)
	}
	return players
}

// SeatRange returns the fewest and the most seats the game can be played
// with: MinSeats and MaxSeats, each defaulting to Seats.
func (g Game) SeatRange() (lo, hi int) {
	lo, hi = g.Seats, g.Seats
	if g.MinSeats > 0 {
		lo = g.MinSeats
	}
	if g.MaxSeats > 0 {
		hi = g.MaxSeats
	}
	return min(lo, hi), max(lo, hi)
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
