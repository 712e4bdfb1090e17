package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/table"
)

// ctx and intent are the driver's side of the face.
type (
	ctx    = table.Ctx[gs.View, gs.Action]
	intent = table.Intent[gs.Action]
)

// Multiples of the Speed delay a beat stays on screen (a play's and a
// trick's: table.PlayDelays, table.TrickDelays).
const (
	trumpDelays  = 1 // trump settled
	resultDelays = 4 // a deal's result, when no person plays here
)

// face is Shengji's part of its screen: the table as the viewer sees it
// while events play out and the hand the person at the bottom chooses
// from. It is a value: every method returns a changed copy.
type face struct {
	cfg    gs.Config
	keys   keyMap
	bottom table.Bottom // the seat drawn at the bottom, and its hand
	board  board
	page   int // the page of the box beside the table (pageLog, pageTrick, pageMine)
}

// newFace is the face of a game of cfg.
func newFace(cfg gs.Config) face {
	return face{cfg: cfg, keys: newKeyMap(), bottom: table.NewBottom(gs.Seats)}
}

// Secret is the screen's table.Face.Secret: each seat sees only its own hand.
func (f face) Secret() bool { return true }

// Sync is the screen's table.Board.Sync: the table as v shows it. A new viewer (a
// hand-over) starts with nothing chosen.
func (f face) Sync(c ctx, v gs.View) face {
	f.cfg = v.Config
	f.board = board{v}
	f.bottom = f.bottom.Sync(c.Viewer, f.board.sorted)
	return f
}

// Event is the screen's table.Board.Event: another seat's play or
// declaration lands in front of it and stays about a second; a won trick
// stays longer; a deal's result stays until enter while a person plays.
func (f face) Event(_ ctx, e game.Event) (face, table.Beat) {
	f.board = f.board.event(e)
	f.bottom = f.bottom.Hold(f.board.sorted(f.bottom.Seat()))
	var beat table.Beat
	switch e := e.(type) {
	case gs.Played:
		f.bottom, beat = f.bottom.Played(e.Seat, table.PlayDelays)
	case gs.Declared:
		_, beat = f.bottom.Played(e.Seat, table.PlayDelays) // shown as it happens
	case gs.Buried:
		f.bottom.Hand = f.bottom.Hand.Clear()
	case gs.TrickWon:
		return f, table.Beat{Pause: table.TrickDelays}
	case gs.TrumpDecided:
		return f, table.Beat{Pause: trumpDelays}
	case gs.DealOver:
		return f, table.Beat{Hold: true, Pause: resultDelays}
	}
	return f, beat
}

// Auto is the screen's table.Input.Auto: while the cards are dealt, a person with
// nothing to declare passes without a key, so the deal runs on until they
// may declare.
func (f face) Auto(_ ctx, v gs.View) (gs.Action, bool) {
	if v.Phase != gs.PhaseDeal {
		return gs.Action{}, false
	}
	legal, complete := v.Legal()
	if complete && len(legal) == 1 && legal[0].Kind == gs.KindPass {
		return gs.Pass(), true
	}
	return gs.Action{}, false
}
