package doudizhu

import (
	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// Phase is the stage of a deal.
type Phase uint8

// The phases.
const (
	// PhaseBid: the seats bid (or call) for the landlord.
	PhaseBid Phase = iota
	// PhaseRob: after a call, the other seats may rob (CallAndRob).
	PhaseRob
	// PhaseDouble: after the landlord takes the bottom, each seat in turn
	// (the peasants from the landlord's left, then the landlord) doubles
	// its own stake or not (加倍, with Config.Doubling).
	PhaseDouble
	// PhaseShow: the landlord chooses whether to show the hand.
	PhaseShow
	// PhasePlay: the tricks.
	PhasePlay
	// PhaseOver: the session has ended.
	PhaseOver
	// PhaseOpen: before the cards are dealt, each seat chooses whether to
	// play the deal face up (Config.ShowCards is ShowBeforeDeal).
	PhaseOpen
)

var phaseNames = [...]string{"bid", "rob", "double", "show", "play", "over", "open"}

// String names the phase.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// State is the authoritative state of a session. It is a plain value:
// copying it copies everything, hands and RNG included.
type State struct {
	cfg   Config
	rng   game.RNG
	deal  int // 1-based
	first game.Seat
	phase Phase
	turn  game.Seat

	hands  [Seats]dz.Set
	bottom dz.Set
	// imagined: the hands and bottom hold the deal to come, set by
	// Imagine before the deal, which dealCards deals instead of shuffling.
	imagined bool

	// Bidding.
	bids     [Seats]int // each seat's bid (ScoreBids): -1 passed, 0 not yet asked
	asked    int        // seats asked to bid or call so far
	caller   game.Seat  // the highest bidder, or the last to call or rob
	called   game.Seat  // the seat that called (rob bidding)
	robAsked int        // seats asked to rob so far
	robs     int
	redeals  int
	landlord game.Seat
	base     int

	// Doubling: the seats that doubled their stake.
	doubled [Seats]bool

	// Showing: the seats that play face up from before the deal, and
	// whether the landlord showed after the bottom.
	open [Seats]bool

	// Play.
	shown   bool
	bombs   int  // bombs and rockets played
	rocket  bool // the rocket was one of them
	table   dz.Play
	leader  game.Seat // who played the table's play
	passes  int
	last    [Seats]dz.Play // each seat's last action in the current trick
	cards   [Seats]dz.Set  // the very cards of each play in last
	acted   [Seats]bool    // whether last holds an action this trick
	plays   [Seats]int     // plays made this deal
	played  dz.Set         // every card played this deal
	by      [Seats]dz.Set  // the cards each seat played this deal
	passed  []Pass         // the passes made this deal, in order
	scores  [Seats]int
	history []DealResult
}

// Deal is the number of the deal under way, from 1.
func (s State) Deal() int { return s.deal }

// Phase is the stage of the deal.
func (s State) Phase() Phase { return s.phase }

// Turn is the seat to act.
func (s State) Turn() game.Seat { return s.turn }

// Hand is the cards seat holds.
func (s State) Hand(seat game.Seat) dz.Set { return s.hands[seat] }

// Landlord is the landlord of this deal, or game.NoSeat while bidding.
func (s State) Landlord() game.Seat { return s.landlord }

// Scores is each seat's score over the session so far.
func (s State) Scores() [Seats]int { return s.scores }

// Multiplier is what this deal's base is multiplied by so far: ×2 for
// every bomb or rocket, for a hand shown after the bottom, ×4 for one
// shown before the deal (spring counts at the end).
func (s State) Multiplier() int { return multiplier(s.bombs, showExp(s.open, s.shown), false) }

// Doubled reports which seats doubled their stake this deal (加倍).
func (s State) Doubled() [Seats]bool { return s.doubled }

// showExp is what showing cards doubles a deal by, as a power of 2: ×4
// when a seat played face up from before the deal, else ×2 when the
// landlord showed after the bottom.
func showExp(open [Seats]bool, shown bool) int {
	switch {
	case open != [Seats]bool{}:
		return 2
	case shown:
		return 1
	}
	return 0
}

// multiplier is 2 to the power of the doublings: bombs, show (a power
// of 2, from showExp) and a spring.
func multiplier(bombs, show int, spring bool) int {
	n := bombs + show
	if spring {
		n++
	}
	return 1 << min(n, 30)
}

// Pass is a pass made in the play: Seat passed on Over, the play by By
// it had to beat, having played the cards Before this deal until then.
// Every seat sees it, and with the cards Seat played since it tells what
// Seat held when it passed.
type Pass struct {
	Seat   game.Seat `json:"seat"`
	Over   dz.Play   `json:"over"`
	By     game.Seat `json:"by"`
	Before dz.Set    `json:"before"`
}

// DealResult is a finished deal, as the session keeps it.
type DealResult struct {
	Deal     int       `json:"deal"`
	Landlord game.Seat `json:"landlord"`
	Winner   game.Seat `json:"winner"` // the seat that went out
	Base     int       `json:"base"`
	Bombs    int       `json:"bombs"`            // bombs and the rocket played
	Rocket   bool      `json:"rocket,omitempty"` // the rocket was one of Bombs
	Shown    bool      `json:"shown,omitempty"`
	// Open is the seats that played face up from before the deal (×4).
	Open   [Seats]bool `json:"open,omitzero"`
	Spring bool        `json:"spring,omitempty"`      // the peasants played no card
	Anti   bool        `json:"anti_spring,omitempty"` // the landlord played only the first lead
	Points int         `json:"points"`                // base × multiplier, capped: a peasant's stake when no seat doubled
	Capped bool        `json:"capped,omitempty"`      // a stake was capped
	// Doubled is the seats that doubled (加倍); Stakes what each peasant
	// won or lost against the landlord (Points, doubled by the landlord's
	// double and by the peasant's own, capped), the landlord's entry the
	// sum of both.
	Doubled [Seats]bool   `json:"doubled,omitzero"`
	Stakes  [Seats]int    `json:"stakes"`
	Delta   [Seats]int    `json:"delta"`
	Scores  [Seats]int    `json:"scores"`
	Hands   [Seats]dz.Set `json:"hands"` // what each seat held at the end
}

// LandlordWon reports whether the landlord's side won the deal.
func (r DealResult) LandlordWon() bool { return r.Winner == r.Landlord }
