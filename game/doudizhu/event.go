package doudizhu

import (
	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// Dealt: a new deal. Hands holds each seat's 17 cards; a seat sees only
// its own and those played face up (Redact empties the others, leaving
// Sizes). Bottom is the
// bottom cards, which only game.Omniscient sees before the landlord takes
// them.
type Dealt struct {
	Deal   int       `json:"deal"`
	First  game.Seat `json:"first_bidder"`
	Redeal bool      `json:"redeal,omitempty"` // nobody bid on the deal before
	// Open is the seats that chose to play face up before the deal
	// (明牌开始): everyone sees their hands.
	Open   [Seats]bool   `json:"open,omitzero"`
	Hands  [Seats]dz.Set `json:"hands"`
	Sizes  [Seats]int    `json:"sizes"`
	Bottom dz.Set        `json:"bottom,omitzero"`
}

// EventName implements game.Event.
func (Dealt) EventName() string { return "dealt" }

// DealOpened: a new deal, before its cards are dealt
// (Config.ShowCards is ShowBeforeDeal): each seat in turn from First may
// choose to play it face up. Dealt follows the last choice.
type DealOpened struct {
	Deal  int       `json:"deal"`
	First game.Seat `json:"first_bidder"`
}

// EventName implements game.Event.
func (DealOpened) EventName() string { return "deal_opened" }

// OpenChosen: before the deal, a seat chose to play face up (×4, 明牌开始)
// or not.
type OpenChosen struct {
	Seat game.Seat `json:"seat"`
	Open bool      `json:"open"`
}

// EventName implements game.Event.
func (OpenChosen) EventName() string { return "open_chosen" }

// Bidded: a seat bid, called, robbed or passed in the bidding.
type Bidded struct {
	Seat   game.Seat  `json:"seat"`
	Action ActionKind `json:"action"`
	Bid    int        `json:"bid,omitempty"`
	Base   int        `json:"base"` // the base after it
}

// EventName implements game.Event.
func (Bidded) EventName() string { return "bidded" }

// LandlordChosen: the bidding is over; the landlord takes the bottom
// cards, which everyone sees.
type LandlordChosen struct {
	Seat   game.Seat `json:"seat"`
	Base   int       `json:"base"`
	Bottom dz.Set    `json:"bottom"`
}

// EventName implements game.Event.
func (LandlordChosen) EventName() string { return "landlord_chosen" }

// DoubleChosen: a seat doubled its stake (×2, 加倍) or chose not to.
type DoubleChosen struct {
	Seat   game.Seat `json:"seat"`
	Double bool      `json:"double"`
}

// EventName implements game.Event.
func (DoubleChosen) EventName() string { return "double_chosen" }

// HandShown: the landlord showed the whole hand (×2), or chose not to.
type HandShown struct {
	Seat  game.Seat `json:"seat"`
	Shown bool      `json:"shown"`
	Hand  dz.Set    `json:"hand,omitzero"`
}

// EventName implements game.Event.
func (HandShown) EventName() string { return "hand_shown" }

// Played: a seat played cards, or passed (Play is the pass).
type Played struct {
	Seat  game.Seat `json:"seat"`
	Play  dz.Play   `json:"play"`
	Cards dz.Set    `json:"cards,omitzero"` // the very cards, for a screen
	Left  int       `json:"left"`           // cards left in the seat's hand
	Lead  bool      `json:"lead,omitempty"` // the play opened a trick
}

// EventName implements game.Event.
func (Played) EventName() string { return "played" }

// Doubled: a bomb or the rocket doubled the deal's stake.
type Doubled struct {
	Multiplier int `json:"multiplier"`
}

// EventName implements game.Event.
func (Doubled) EventName() string { return "doubled" }

// TrickWon: the other two passed; the seat leads again.
type TrickWon struct {
	Seat game.Seat `json:"seat"`
}

// EventName implements game.Event.
func (TrickWon) EventName() string { return "trick_won" }

// DealOver: a seat went out; every hand is shown and the deal scored.
type DealOver struct {
	Result DealResult `json:"result"`
}

// EventName implements game.Event.
func (DealOver) EventName() string { return "deal_over" }

// SessionOver: the last deal is over.
type SessionOver struct {
	Scores [Seats]int `json:"scores"`
}

// EventName implements game.Event.
func (SessionOver) EventName() string { return "session_over" }
