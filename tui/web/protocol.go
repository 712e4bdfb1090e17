package web

import (
	"encoding/json"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/webreplay"
)

// Protocol is the version of the protocol the server speaks; a page
// reads it in Welcome.
const Protocol = 1

// The types of the messages a page sends (Request.Type).
const (
	ReqName  = "name"  // choose the display name
	ReqList  = "list"  // send the tables now
	ReqNew   = "new"   // open a table and sit down at it
	ReqSit   = "sit"   // sit at a table: one's own seat back, or an open one
	ReqWatch = "watch" // watch a table as a spectator
	ReqFill  = "fill"  // seat computers in a table's open seats (its opener only)
	ReqLeave = "leave" // leave the table (the seat is kept for the grace period)
	ReqAct   = "act"   // take an action at the table
	ReqHint  = "hint"  // ask the game's hint for the position

	ReqLeaderboard = "leaderboard" // ask a game's leaderboard
)

// Request is one message a page sends, a JSON object whose "type" says
// which; each type reads only its own fields (docs/web.md).
type Request struct {
	Type string `json:"type"`
	// Name is the display name (name).
	Name string `json:"name,omitempty"`
	// Table is the table's number (sit, watch, fill).
	Table int `json:"table,omitempty"`
	// Game is the game's name in the catalog (new, leaderboard).
	Game string `json:"game,omitempty"`
	// Options are the game's options by key (new), as the catalog lists
	// them in Welcome; one left out takes its default.
	Options map[string]string `json:"options,omitempty"`
	// Seats are the seats of a new table, one word each: "you" (the
	// first is the page's own; any later one is open), "open" (a person
	// joins), or a computer level of the game. Left out: the game's
	// default seats, the page's own first and the strongest computer in
	// the others.
	Seats []string `json:"seats,omitempty"`
	// Speed paces the computers of a new table: slow, normal (left out),
	// fast or instant.
	Speed string `json:"speed,omitempty"`
	// Action is the action (act), as the game's legal actions list it in
	// Step.Legal: the same JSON a program seat answers (docs/bots.md).
	Action json.RawMessage `json:"action,omitempty"`
}

// The types of the messages the server sends.
const (
	MsgWelcome = "welcome"
	MsgNamed   = "named"
	MsgTables  = "tables"
	MsgJoined  = "joined"
	MsgStep    = "step"
	MsgHint    = "hint"
	MsgRefused = "refused"
	MsgLeft    = "left"
	MsgBye     = "bye"

	MsgLeaderboard = "leaderboard"
)

// Welcome is the first message on a connection: who the page is, the
// games it may open and the limits it must keep.
type Welcome struct {
	Type     string `json:"type"` // "welcome"
	Protocol int    `json:"protocol"`
	// Name is the page's display name, "" when it has to choose one
	// (send a name request) before sitting or watching.
	Name string `json:"name"`
	// Games are the games of the catalog a table can be opened for.
	Games []catalog.Info `json:"games"`
	// Speeds are the paces a new table may take, slowest first.
	Speeds []game.Speed `json:"speeds"`
	// Limits are what the server allows a connection.
	Limits Limits `json:"limits"`
}

// Limits are what a connection may send; beyond them a message is
// refused, and a flood ends the connection.
type Limits struct {
	// MaxMessage is the most bytes one message may hold.
	MaxMessage int `json:"max_message"`
	// Rate is how many messages a second are taken, in bursts of up to
	// Burst.
	Rate  float64 `json:"rate"`
	Burst int     `json:"burst"`
	// Grace is how long, in seconds, a seat waits for its person to come
	// back.
	Grace float64 `json:"grace_seconds"`
}

// Named says the page's name was taken.
type Named struct {
	Type string `json:"type"` // "named"
	Name string `json:"name"`
}

// Tables is the parlor's list of tables, sent when the page asks (list),
// and again whenever it changes while the page sits at no table.
type Tables struct {
	Type   string      `json:"type"` // "tables"
	Tables []TableInfo `json:"tables"`
}

// TableInfo is one table of the list.
type TableInfo struct {
	ID    int    `json:"id"`
	Game  string `json:"game"`
	Title string `json:"title"`
	// Seats are the seats in order.
	Seats []SeatInfo `json:"seats"`
	// Open counts the seats nobody has taken; Watchers the spectators.
	Open     int `json:"open"`
	Watchers int `json:"watchers"`
	// Mine is true at a table this person opened (they may fill it);
	// Seated where they hold a seat, or may take it back.
	Mine   bool `json:"mine"`
	Seated bool `json:"seated"`
	// State is "waiting for players", "playing" or "over".
	State string `json:"state"`
}

// SeatInfo is one seat of a table as the list shows it.
type SeatInfo struct {
	// Label is what the terminal's list writes: "ann (person)", "AI
	// (expert)", "open", "ann (person, away)". It is plain text a
	// person may have typed: draw it as text, never as HTML.
	Label string `json:"label"`
	// Kind is "open", "person", "away" (a person within the grace
	// period) or "computer".
	Kind string `json:"kind"`
}

// Joined says the page now sits at a table (or watches it); the table's
// steps follow.
type Joined struct {
	Type  string `json:"type"` // "joined"
	Table int    `json:"table"`
	Game  string `json:"game"`
	Title string `json:"title"`
	// Seat is the page's seat from 0 (P1), or -1 for a spectator.
	Seat game.Seat `json:"seat"`
	// Seats is how many seats the table has.
	Seats int `json:"seats"`
	// Delay is the table's pace in milliseconds: the time a computer
	// takes over a decision, on which the events' pauses are counted.
	Delay int `json:"delay_ms"`
	// Hint is what the game calls its hint ("hint", "advisor"), or ""
	// for a game that gives none.
	Hint string `json:"hint"`
}

// Step is one step of the table as the page's eyes see it: the opening
// (and, to a page that comes back, the table as it stands) first, then
// one per action applied or seat changing hands. Everything in it is
// for this connection's eyes only: a seat's view never holds another
// seat's hidden cards or dice.
type Step struct {
	Type  string `json:"type"` // "step"
	Table int    `json:"table"`
	// Seq counts the actions applied so far.
	Seq int `json:"seq"`
	// Actor is the seat that acted, -1 for none (the opening, a note).
	Actor game.Seat `json:"actor"`
	// Waiting are the seats that may act now, the one whose turn it is
	// first; YourTurn says the page's seat is among them.
	Waiting  []game.Seat `json:"waiting"`
	YourTurn bool        `json:"your_turn"`
	// Players name the seats as this page writes them: "You" for its own
	// seat, a person by name, "AI (expert)". Plain text.
	Players []string `json:"players"`
	// Kinds say who plays each seat: "you", "person", "computer",
	// "open".
	Kinds []string `json:"kinds"`
	// Events are what happened, redacted for the page's eyes, each with
	// the pause the terminal gives it.
	Events []Event `json:"events"`
	// View is the eyes' view after the step, as a program seat reads it
	// (docs/bots.md, per game).
	View json.RawMessage `json:"view"`
	// Scene is the view drawn as the replay page draws it: seats, piles
	// of cards and dice, lines and a grid (game/webreplay.Scene).
	Scene *webreplay.Scene `json:"scene,omitempty"`
	// Legal are the actions the page may send now (empty when it is not
	// its turn), as a program seat reads them; LegalComplete is false
	// where they are a sample (bets of any amount).
	Legal         []json.RawMessage `json:"legal"`
	LegalComplete bool              `json:"legal_complete"`
	// Auto says the server took the seat's only action for it, as the
	// terminal does (a pass while the cards are dealt): the page has
	// nothing to do, and the step of that action follows.
	Auto bool `json:"auto,omitempty"`
	// Log are the lines the terminal's log panel writes for this step:
	// the events' sentences and what the table said. To a page that
	// comes back, the first step holds the log as far as its seat saw it.
	Log []string `json:"log"`
	// Outcome is how the game stands; Summary what the result screen
	// says once it is over.
	Outcome game.Outcome `json:"outcome"`
	Summary []string     `json:"summary,omitempty"`
}

// Event is one event of a step.
type Event struct {
	// Event is the event as a program seat reads it: its fields and its
	// name as "type" (docs/bots.md).
	Event json.RawMessage `json:"event"`
	// Pause is how long, in milliseconds, the terminal shows the event
	// before the next (an animation and the pause after it); 0 for none.
	Pause int `json:"pause_ms"`
	// Hold marks a result the terminal keeps until a person playing
	// there presses enter (the end of a deal or a round).
	Hold bool `json:"hold,omitempty"`
}

// Hint is the game's hint for the position of step Seq, as the terminal's
// hint panel gives it.
type Hint struct {
	Type  string   `json:"type"` // "hint"
	Table int      `json:"table"`
	Seq   int      `json:"seq"`
	Title string   `json:"title"`
	Lines []string `json:"lines"`
}

// Leaderboard is a game's ratings, sent on a leaderboard request: every
// rated player, the highest rating first; none, and why, for a game that
// is not rated.
type Leaderboard struct {
	Type  string `json:"type"` // "leaderboard"
	Game  string `json:"game"`
	Title string `json:"title"`
	// Unrated says why the game is not rated ("played against the
	// house"), "" for a rated game.
	Unrated string `json:"unrated,omitempty"`
	// Rows are the players, the highest rating first.
	Rows []Standing `json:"rows"`
}

// Standing is one row of a leaderboard. Players are not sent by their
// IDs: a page learns only which row is its own.
type Standing struct {
	// Name is how the terminal's leaderboard names the player: a
	// person's name, "AI (expert)", a program's command. Plain text a
	// person may have typed: draw it as text.
	Name string `json:"name"`
	// Rating is the rating, Low and High its 95% interval (R ± 1.96 RD),
	// rounded.
	Rating int `json:"rating"`
	Low    int `json:"low"`
	High   int `json:"high"`
	// Games counts the finished games rated; Last is the day of the
	// last one ("2026-01-02", UTC), "" for a landmark never played.
	Games int    `json:"games"`
	Last  string `json:"last"`
	// Landmark marks a computer level, a fixed rating; Program a program
	// seat; You the page's own row.
	Landmark bool `json:"landmark,omitempty"`
	Program  bool `json:"program,omitempty"`
	You      bool `json:"you,omitempty"`
}

// Refused says a request was not done and why, in the game's or the
// parlor's sentence: an illegal action, a table with no free seat, a
// name taken, a message the server could not read. Nothing changed.
type Refused struct {
	Type string `json:"type"` // "refused"
	// To is the type of the request refused ("act"), or "" for a
	// message that could not be read.
	To     string `json:"to"`
	Reason string `json:"reason"`
}

// Left says the page is no longer at the table: it left, the table
// closed, or the seat was taken over. The list of tables follows.
type Left struct {
	Type   string `json:"type"` // "left"
	Table  int    `json:"table"`
	Reason string `json:"reason"`
}

// Bye is the last message before the server closes the connection, with
// why: the server shutting down, the parlor full, a flood of messages,
// another page of the same person taking over.
type Bye struct {
	Type   string `json:"type"` // "bye"
	Reason string `json:"reason"`
}
