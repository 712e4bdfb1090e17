package table

import (
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
)

// Source is the table a screen follows: a live table (a *host.Host, or
// the *bot.Table a screen opens, or a shared table's) or a saved log
// (a *host.Recording, which hands a watcher every step at once). It is
// all the driver asks of the game, so the game's config and state never
// reach the screen: act, watch, log and check.
type Source[V, A any] interface {
	// Act sends the action of seat, a person's, and returns the table's
	// answer: nil, or why it was refused.
	Act(seat game.Seat, a A) error
	// Annotate records a note in the log without an action (a person
	// asked for the tips).
	Annotate(n game.Note) error
	// Watch follows the table with the eyes of viewers; the first update
	// is the table as it stands.
	Watch(viewers ...game.Seat) (*host.Watcher[V], error)
	// Log is the game's log as it stands.
	Log() game.Log[A]
	// Check judges a on the view v: nil, or why not.
	Check(v V, a A) error
	// Legal lists the actions v's viewer may take.
	Legal(v V) ([]A, bool)
}

// A live host, a table opened with its seats and a saved log's recording
// are all sources.
var (
	_ Source[int, int] = (*host.Host[int, int, int, int])(nil)
	_ Source[int, int] = (*bot.Table[int, int, int, int])(nil)
	_ Source[int, int] = (*host.Recording[int, int, int, int])(nil)
)
