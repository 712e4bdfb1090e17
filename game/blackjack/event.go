package blackjack

import (
	"teahouse/game"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// RoundStarted opens a round's betting.
type RoundStarted struct {
	Round int `json:"round"`
}

// ShoeShuffled reports a shuffle of the whole shoe (between rounds, once
// the cut card is out) or, MidRound, of the discards when the shoe ran out
// during a round. Cards is how many cards the shuffled shoe holds; UntilCut
// how many will be dealt before the cut card comes out.
type ShoeShuffled struct {
	Cards    int  `json:"cards"`
	UntilCut int  `json:"until_cut"`
	MidRound bool `json:"mid_round"`
}

// SatOut reports a seat sitting out the round; Broke when it could not bet
// the table minimum.
type SatOut struct {
	Seat  game.Seat `json:"seat"`
	Broke bool      `json:"broke"`
}

// Rebought reports a new bankroll taken.
type Rebought struct {
	Seat     game.Seat `json:"seat"`
	Amount   bj.Amount `json:"amount"`
	Bankroll bj.Amount `json:"bankroll"`
}

// BetPlaced reports a seat's bet; Bankroll is what the seat has left.
type BetPlaced struct {
	Seat     game.Seat `json:"seat"`
	Amount   bj.Amount `json:"amount"`
	Bankroll bj.Amount `json:"bankroll"`
}

// CardDealt reports one card: to a seat's hand Hand (0-based), or, when
// Dealer is true, to the dealer (Seat is then game.NoSeat). FaceDown marks
// the dealer's hole card, whose Card Redact hides. Total and Soft describe
// the receiving hand's face-up cards after the deal.
type CardDealt struct {
	Seat     game.Seat  `json:"seat"`
	Dealer   bool       `json:"dealer"`
	Hand     int        `json:"hand"`
	Card     cards.Card `json:"card"`
	FaceDown bool       `json:"face_down"`
	Total    int        `json:"total"`
	Soft     bool       `json:"soft"`
}

// InsuranceTaken reports an insurance stake, or EvenMoney taken for a
// blackjack (then Amount is 0: the hand is paid 1:1 at once).
type InsuranceTaken struct {
	Seat      game.Seat `json:"seat"`
	Amount    bj.Amount `json:"amount"`
	EvenMoney bool      `json:"even_money"`
}

// InsuranceDeclined reports a seat declining insurance or even money.
type InsuranceDeclined struct {
	Seat game.Seat `json:"seat"`
}

// DealerPeeked reports the dealer checking the hole card under an ace or a
// ten; Blackjack says what the peek found (the hole card itself is only
// shown by HoleCardRevealed).
type DealerPeeked struct {
	Blackjack bool `json:"blackjack"`
}

// HoleCardRevealed reports the dealer turning the hole card face up; Total
// and Soft are the dealer's two-card total.
type HoleCardRevealed struct {
	Card  cards.Card `json:"card"`
	Total int        `json:"total"`
	Soft  bool       `json:"soft"`
}

// PlayerActed reports a playing decision on a seat's hand; the cards it
// draws follow as CardDealt events.
type PlayerActed struct {
	Seat   game.Seat  `json:"seat"`
	Hand   int        `json:"hand"`
	Action ActionKind `json:"action"`
}

// HandSettled reports a finished hand: its outcome, the chips staked on it
// (doubles included) and what it won (positive) or lost (negative).
type HandSettled struct {
	Seat    game.Seat  `json:"seat"`
	Hand    int        `json:"hand"`
	Outcome bj.Outcome `json:"outcome"`
	Bet     bj.Amount  `json:"bet"`
	Net     bj.Amount  `json:"net"`
	Total   int        `json:"total"`
}

// InsuranceSettled reports an insurance stake paid 2:1 (dealer blackjack)
// or lost.
type InsuranceSettled struct {
	Seat  game.Seat `json:"seat"`
	Stake bj.Amount `json:"stake"`
	Net   bj.Amount `json:"net"`
}

// RoundOver closes a round. Nets are each seat's result this round (hands
// and insurance), Bankrolls what each seat has afterwards; only the first
// Config.Seats entries count. Dealer is the dealer's final total (0 when no
// cards were dealt).
type RoundOver struct {
	Round     int                 `json:"round"`
	Dealer    int                 `json:"dealer"`
	Played    [MaxSeats]bool      `json:"played"`
	Nets      [MaxSeats]bj.Amount `json:"nets"`
	Bankrolls [MaxSeats]bj.Amount `json:"bankrolls"`
}

// GameOver reports the end of a game of Config.Rounds rounds.
type GameOver struct {
	Rounds    int                 `json:"rounds"`
	Bankrolls [MaxSeats]bj.Amount `json:"bankrolls"`
}

// EventName implements game.Event.
func (RoundStarted) EventName() string { return "round_started" }

// EventName implements game.Event.
func (ShoeShuffled) EventName() string { return "shoe_shuffled" }

// EventName implements game.Event.
func (SatOut) EventName() string { return "sat_out" }

// EventName implements game.Event.
func (Rebought) EventName() string { return "rebought" }

// EventName implements game.Event.
func (BetPlaced) EventName() string { return "bet_placed" }

// EventName implements game.Event.
func (CardDealt) EventName() string { return "card_dealt" }

// EventName implements game.Event.
func (InsuranceTaken) EventName() string { return "insurance_taken" }

// EventName implements game.Event.
func (InsuranceDeclined) EventName() string { return "insurance_declined" }

// EventName implements game.Event.
func (DealerPeeked) EventName() string { return "dealer_peeked" }

// EventName implements game.Event.
func (HoleCardRevealed) EventName() string { return "hole_card_revealed" }

// EventName implements game.Event.
func (PlayerActed) EventName() string { return "player_acted" }

// EventName implements game.Event.
func (HandSettled) EventName() string { return "hand_settled" }

// EventName implements game.Event.
func (InsuranceSettled) EventName() string { return "insurance_settled" }

// EventName implements game.Event.
func (RoundOver) EventName() string { return "round_over" }

// EventName implements game.Event.
func (GameOver) EventName() string { return "game_over" }

// Redact returns e as viewer may see it: the face-down hole card of a
// CardDealt becomes the zero Card for everyone but game.Omniscient. Every
// other event is public. Redact never modifies its input.
func (Engine) Redact(e game.Event, viewer game.Seat) game.Event {
	if d, ok := e.(CardDealt); ok && d.FaceDown && viewer != game.Omniscient {
		d.Card = cards.Card{}
		return d
	}
	return e
}
