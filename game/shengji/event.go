package shengji

import (
	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// DealStarted: a new deal is shuffled; Dealer is game.NoSeat on a first
// deal played with declaring (the declarer will deal).
type DealStarted struct {
	Deal   int           `json:"deal"`
	First  game.Seat     `json:"first"` // the seat dealt the first card
	Dealer game.Seat     `json:"dealer"`
	Levels [2]cards.Rank `json:"levels"`
}

// EventName implements game.Event.
func (DealStarted) EventName() string { return "deal_started" }

// CardDealt: one card dealt to Seat; only that seat sees it (Redact
// leaves the zero card for the others).
type CardDealt struct {
	Seat game.Seat  `json:"seat"`
	Card cards.Card `json:"card"`
	Left int        `json:"left"` // cards still to deal before the kitty
}

// EventName implements game.Event.
func (CardDealt) EventName() string { return "card_dealt" }

// Declared: Seat showed Cards to declare trump (public).
type Declared struct {
	Seat        game.Seat      `json:"seat"`
	Cards       Set            `json:"cards"`
	Declaration sj.Declaration `json:"declaration"`
}

// EventName implements game.Event.
func (Declared) EventName() string { return "declared" }

// Passed: Seat let its declaring window go by.
type Passed struct {
	Seat game.Seat `json:"seat"`
}

// EventName implements game.Event.
func (Passed) EventName() string { return "passed" }

// TrumpDecided: declaring is over. When nobody declared, Turned is
// every card of the kitty turned up until one decided, in the order they
// were turned (public).
type TrumpDecided struct {
	Trump    sj.Trump     `json:"trump"`
	Dealer   game.Seat    `json:"dealer"`
	Declarer game.Seat    `json:"declarer"` // game.NoSeat when nobody declared
	Turned   []cards.Card `json:"turned,omitempty"`
}

// EventName implements game.Event.
func (TrumpDecided) EventName() string { return "trump_decided" }

// KittyTaken: the dealer took the kitty; only the dealer sees its cards.
type KittyTaken struct {
	Seat  game.Seat `json:"seat"`
	Kitty Set       `json:"kitty"`
}

// EventName implements game.Event.
func (KittyTaken) EventName() string { return "kitty_taken" }

// Buried: the dealer buried eight cards; only the dealer sees which.
type Buried struct {
	Seat  game.Seat `json:"seat"`
	Cards Set       `json:"cards"`
}

// EventName implements game.Event.
func (Buried) EventName() string { return "buried" }

// ThrowFailed: a throw was beaten by another hand: the thrower plays
// Beaten instead, and By shows the unit that beats it (public).
type ThrowFailed struct {
	Failure
}

// EventName implements game.Event.
func (ThrowFailed) EventName() string { return "throw_failed" }

// Played: Seat played Cards to the trick.
type Played struct {
	Seat  game.Seat `json:"seat"`
	Cards Set       `json:"cards"`
	Lead  bool      `json:"lead,omitempty"`
	Left  int       `json:"left"`
}

// EventName implements game.Event.
func (Played) EventName() string { return "played" }

// TrickWon: the trick's four plays are in; Seat won it and its team took
// Points.
type TrickWon struct {
	Seat   game.Seat `json:"seat"`
	Points int       `json:"points"`
	Cards  Set       `json:"cards"`
}

// EventName implements game.Event.
func (TrickWon) EventName() string { return "trick_won" }

// DealOver: the last trick is in; the kitty is turned up and the deal
// scored.
type DealOver struct {
	Result DealResult `json:"result"`
}

// EventName implements game.Event.
func (DealOver) EventName() string { return "deal_over" }

// GameOver: the game has ended; Winner is the winning team, -1 for a draw.
type GameOver struct {
	Winner int           `json:"winner"`
	Levels [2]cards.Rank `json:"levels"`
}

// EventName implements game.Event.
func (GameOver) EventName() string { return "game_over" }
