package screen

import (
	"encoding/json"

	"teahouse/tui/web"
)

// Attendant follows a shared table for a web page, through the eyes of
// one seat (played by the person at the page) or of a spectator: each
// step as the protocol sends it (web.Step), built from what that seat's
// watcher receives and nothing else.
type Attendant interface {
	// Joined says what the page joined (its Table left 0 for the caller
	// to number).
	Joined() web.Joined
	// Next waits for the table to move and returns its steps, the table
	// as it stands first; open is false once the table has closed or the
	// page left. One goroutine calls it.
	Next() (steps []web.Step, open bool)
	// Act takes action (JSON, as the steps' legal actions are written)
	// for the seat: nil, or why not in a sentence (the game's refusal).
	Act(action json.RawMessage) error
	// Hint is the game's hint for the position last stepped to, for the
	// seat, or why there is none.
	Hint() (web.Hint, error)
	// Leave stops following the table; Next returns open false.
	Leave()
}
