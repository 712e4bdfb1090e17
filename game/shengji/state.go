package shengji

import (
	"slices"

	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Phase is the stage of a deal.
type Phase uint8

// The phases.
const (
	// PhaseDeal: the cards are dealt one at a time; the seat that just
	// drew may declare, and after the last card each seat in turn may
	// still declare until four pass in a row.
	PhaseDeal Phase = iota
	// PhaseBury: the dealer holds the kitty and buries eight cards.
	PhaseBury
	// PhasePlay: the tricks.
	PhasePlay
	// PhaseOver: the game has ended.
	PhaseOver
)

var phaseNames = [...]string{"deal", "bury", "play", "over"}

// String names the phase.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// dealCards is the cards dealt to the seats; the rest is the kitty.
const dealCards = sj.PackSize - sj.KittySize

// State is the authoritative state of a game. It is a plain value:
// copying it copies everything, the pack and the RNG included (only the
// history is a slice, and it is only ever appended to a clipped copy).
type State struct {
	cfg    Config
	set    settled
	rng    game.RNG
	deal   int // 1-based
	phase  Phase
	turn   game.Seat
	levels [2]cards.Rank

	first  game.Seat // the seat dealt the first card
	dealer game.Seat // game.NoSeat until known
	pack   [sj.PackSize]cards.Card
	dealt  int // cards of the pack dealt so far
	passes int // passes in a row once every card is dealt

	decl      sj.Declaration
	declarer  game.Seat
	declCards Set
	trump     sj.Trump
	turned    int // how many of the kitty's cards were turned up when nobody declared

	hands [Seats]Set
	kitty Set // the kitty once the dealer takes it; the buried cards after
	// known is, for each seat, cards everyone knows it was holding
	// (declared, turned up from the kitty, shown in a failed throw).
	known [Seats]Set

	leader  game.Seat
	trick   [Seats]Set // the current trick's plays, empty until played
	failure Failure    // this trick's failed throw, if any
	tricks  int
	past    [sj.HandSize]Trick // the deal's finished tricks, tricks of them
	taken   [2]Set             // the cards of the tricks each team won
	points  [2]int             // the card points of those tricks
	adjust  int                // throw penalties: points added to the attackers (or taken)

	winner   int  // the team that won the game, -1 while none has
	champion bool // the winner won a deal as defenders at A
	history  []DealResult
}

// Trick is a finished trick as every seat saw it: who led, what each
// seat played and who won it.
type Trick struct {
	Leader game.Seat  `json:"leader"`
	Plays  [Seats]Set `json:"plays"`
	Winner game.Seat  `json:"winner"`
}

// Failure is a failed throw: Seat tried Tried, which Hand beats with By;
// Seat plays Beaten, the smallest beaten unit, instead.
type Failure struct {
	Seat   game.Seat `json:"seat"`
	Tried  Set       `json:"tried"`
	Beaten Set       `json:"beaten"`
	Hand   game.Seat `json:"by_seat"`
	By     Set       `json:"by"`
	// Penalty is the points the failure gave the other side.
	Penalty int `json:"penalty,omitempty"`
}

// Failed reports whether f is a failure at all (not the zero Failure).
func (f Failure) Failed() bool { return !f.Tried.Empty() }

// DealResult is a finished deal, as the game keeps it.
type DealResult struct {
	Deal      int       `json:"deal"`
	Dealer    game.Seat `json:"dealer"`
	Trump     sj.Trump  `json:"trump"`
	Attackers int       `json:"attackers"` // the attacking team
	Tricks    int       `json:"tricks"`
	// TrickPoints is the card points each team took in tricks.
	TrickPoints [2]int `json:"trick_points"`
	Kitty       Set    `json:"kitty"`
	// Multiplier is what the kitty's points were multiplied by for the
	// attackers, 0 when the defenders won the last trick.
	Multiplier  int           `json:"multiplier"`
	KittyPoints int           `json:"kitty_points"` // multiplied, for the attackers
	Penalties   int           `json:"penalties"`    // added to the attackers' points
	Points      int           `json:"points"`       // the attackers' total
	Result      sj.Result     `json:"result"`
	Levels      [2]cards.Rank `json:"levels"` // each team's level after the deal
}

// Deal is the number of the deal under way, from 1.
func (s State) Deal() int { return s.deal }

// Phase is the stage of the deal.
func (s State) Phase() Phase { return s.phase }

// Turn is the seat to act.
func (s State) Turn() game.Seat { return s.turn }

// Hand is the cards seat holds.
func (s State) Hand(seat game.Seat) Set { return s.hands[seat] }

// Dealer is the deal's dealer, or game.NoSeat while a first deal is
// declared.
func (s State) Dealer() game.Seat { return s.dealer }

// Levels is each team's level.
func (s State) Levels() [2]cards.Rank { return s.levels }

// team is seat's team.
func team(seat game.Seat) int { return sj.Team(int(seat)) }

// turnedCards is the kitty's cards turned up when nobody declared, in the
// order they were turned (nil when a declaration decided trump): a copy,
// so a view or an event never shares the pack.
func (s *State) turnedCards() []cards.Card {
	if s.turned == 0 {
		return nil
	}
	return slices.Clone(s.pack[dealCards : dealCards+s.turned])
}
