package doudizhu

import (
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/table"
)

// ctx and intent are the driver's side of the face: what it tells the
// face, and what a key or a click asks it for.
type (
	ctx    = table.Ctx[gd.View, gd.Action]
	intent = table.Intent[gd.Action]
)

// Multiples of the Speed delay a beat stays on screen (a play's and a
// trick's: table.PlayDelays, table.TrickDelays).
const (
	landlordDelays = 1 // the bottom cards turned over
	resultDelays   = 4 // a deal's result, when computers play alone
)

// face is Dou Dizhu's part of its screen: the table as the viewer sees it
// while events play out, the hand the person at the bottom chooses from,
// and the hint and the tracker. It is a value: every method returns a
// changed copy.
type face struct {
	cfg     gd.Config
	keys    keyMap
	bottom  table.Bottom // the seat drawn at the bottom, and its hand
	board   board
	hints   hints
	tracker bool // the card tracker is open beside the table
	// lastOpen shows the last trick beside the table (L).
	lastOpen bool
	// backs turns the hands an audience may see face down again (a table
	// of computers, a replay), to watch as a player would.
	backs bool
	note  string // what the hint says, until the next key
	// lacking are the ranks typed in the current run of typed ranks that
	// the hand holds none of.
	lacking []dz.Rank
}

// newFace is the face of a session of cfg.
func newFace(cfg gd.Config) face {
	return face{cfg: cfg, keys: newKeyMap(), bottom: table.NewBottom(gd.Seats)}
}

// Secret is the screen's table.Face.Secret: each seat sees only its own hand, so
// people taking turns at one keyboard hand it over with the table hidden.
func (f face) Secret() bool { return true }

// Sync is the screen's table.Board.Sync: the table as v shows it. A new viewer (a
// hand-over) starts with nothing chosen.
func (f face) Sync(c ctx, v gd.View) face {
	f.cfg, f.note = v.Config, "" // a hint is for the position it was asked in
	f.board = f.board.sync(v)
	f.bottom = f.bottom.Sync(c.Viewer, f.board.hand)
	return f
}

// Event is the screen's table.Board.Event: another seat's bid or play
// lands in front of it and stays about a second; a won trick (both others passed)
// stays longer; a deal's result stays until enter while a person plays.
func (f face) Event(_ ctx, e game.Event) (face, table.Beat) {
	f.board = f.board.apply(e)
	f.bottom = f.bottom.Hold(f.board.hand(f.bottom.Seat()))
	var beat table.Beat
	switch e := e.(type) {
	case gd.Played:
		f.bottom, beat = f.bottom.Played(e.Seat, table.PlayDelays)
	case gd.Bidded:
		_, beat = f.bottom.Played(e.Seat, table.PlayDelays) // what another seat says stays as a play does
	case gd.TrickWon:
		return f, table.Beat{Pause: table.TrickDelays}
	case gd.LandlordChosen:
		return f, table.Beat{Pause: landlordDelays}
	case gd.DealOver:
		return f, table.Beat{Hold: true, Pause: resultDelays}
	}
	return f, beat
}
