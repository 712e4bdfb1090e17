package blackjack

import (
	"teahouse/game"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// MaxHandCards bounds the cards of one hand: a player hand may hit while it
// totals 20 or less, so at most 21 cards (twenty aces and one more); the
// dealer stops far sooner.
const MaxHandCards = 21

// MaxHands is the most hands a seat may split to.
const MaxHands = bj.MaxHandsCap

// maxShoe is the largest shoe: eight decks.
const maxShoe = bj.MaxDecks * cards.NumSuits * cards.NumRanks

// Phase is the stage of a round that waits for a decision.
type Phase uint8

const (
	// PhaseBetting: seats bet or sit out in seat order.
	PhaseBetting Phase = iota
	// PhaseInsurance: the dealer shows an ace; seats with a hand take
	// insurance (or even money on a blackjack) or decline, in seat order.
	PhaseInsurance
	// PhasePlay: seats play their hands in seat order, hand by hand.
	PhasePlay
	// PhaseOver: the game has ended (only with Config.Rounds set).
	PhaseOver
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case PhaseBetting:
		return "betting"
	case PhaseInsurance:
		return "insurance"
	case PhasePlay:
		return "play"
	}
	return "over"
}

// MarshalText writes the phase as its name, for programs reading a view.
func (x Phase) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// Hand is one player hand: its cards (the first N of Cards), the chips
// staked on it and how it stands.
type Hand struct {
	Cards       [MaxHandCards]cards.Card `json:"cards"`
	N           int                      `json:"n"`
	Bet         bj.Amount                `json:"bet"`         // chips staked on the hand, a double included
	FromSplit   bool                     `json:"from_split"`  // made by splitting a pair
	SplitAces   bool                     `json:"split_aces"`  // made by splitting aces: one card each
	Doubled     bool                     `json:"doubled"`     // the bet was doubled
	Surrendered bool                     `json:"surrendered"` // given up for half the bet
	Done        bool                     `json:"done"`        // no decision left on it
	Settled     bool                     `json:"settled"`     // paid or taken; Outcome and Net are final
	Outcome     bj.Outcome               `json:"outcome"`     // once Settled
	Net         bj.Amount                `json:"net"`         // once Settled: won (positive) or lost (negative)
}

// List returns the hand's cards as a new slice.
func (h Hand) List() []cards.Card { return append([]cards.Card(nil), h.Cards[:h.N]...) }

// Total returns the hand's best total and whether it is soft.
func (h Hand) Total() (int, bool) { return bj.HandTotal(h.Cards[:h.N]) }

// Blackjack reports whether the hand is a natural (two cards, not split).
func (h Hand) Blackjack() bool { return bj.IsNatural(h.Cards[:h.N], h.FromSplit) }

// Bust reports whether the hand is over 21.
func (h Hand) Bust() bool { return bj.IsBust(h.Cards[:h.N]) }

// Describe names the total as players read it: "soft 17", "blackjack", "bust (24)".
func (h Hand) Describe() string { return bj.Describe(h.Cards[:h.N], h.FromSplit) }

// rulesHand is the hand as the action rules see it.
func (h *Hand) rulesHand(hands int) bj.PlayerHand {
	return bj.PlayerHand{Cards: h.Cards[:h.N], FromSplit: h.FromSplit, SplitAces: h.SplitAces, Hands: hands}
}

// add puts c in the hand.
func (h *Hand) add(c cards.Card) {
	h.Cards[h.N] = c
	h.N++
}

// Dealer is the dealer's hand. Cards[1] is the hole card: while HoleDown,
// a view shows it as the zero Card (to every viewer but game.Omniscient).
type Dealer struct {
	Cards    [MaxHandCards]cards.Card `json:"cards"`
	N        int                      `json:"n"`
	HoleDown bool                     `json:"hole_down"`
}

// Up returns the dealer's face-up card (the zero Card before the deal).
func (d Dealer) Up() cards.Card { return d.Cards[0] }

// List returns the dealer's cards as a new slice (a hidden hole card is the
// zero Card).
func (d Dealer) List() []cards.Card { return append([]cards.Card(nil), d.Cards[:d.N]...) }

// Total returns the total of the dealer's cards the holder of this value
// can see (a hidden hole card counts nothing) and whether it is soft.
func (d Dealer) Total() (int, bool) { return bj.HandTotal(d.Cards[:d.N]) }

func (d *Dealer) add(c cards.Card) {
	d.Cards[d.N] = c
	d.N++
}

// Spot is one seat's place at the table. During betting, Hands and Net
// still show the round just played (their cards are already discards);
// they are cleared by the next deal.
type Spot struct {
	Bankroll  bj.Amount      `json:"bankroll"`  // chips in front of the player, not on the table
	Bet       bj.Amount      `json:"bet"`       // this round's bet (0 while undecided or sitting out)
	Decided   bool           `json:"decided"`   // made this phase's decision (bet or sit out; insurance)
	SatOut    bool           `json:"sat_out"`   // not playing this round
	Insurance bj.Amount      `json:"insurance"` // the insurance stake this round
	Hands     [MaxHands]Hand `json:"hands"`
	NHands    int            `json:"n_hands"` // hands held this round (0 when sitting out)
	Net       bj.Amount      `json:"net"`     // this round's result so far (hands and insurance)
	Rebuys    int            `json:"rebuys"`  // new bankrolls taken
}

// Playing reports whether the seat holds hands this round.
func (p Spot) Playing() bool { return p.NHands > 0 }

// State is the authoritative state of a table, a plain value with no
// pointers or slices: copying it copies everything, the shoe and the RNG
// included. Show a seat only Game.View(state, seat).
//
// The shoe is one array holding every card exactly once: shoe[:start] are
// the discards, shoe[start:next] the cards dealt this round (in the hands),
// shoe[next:size] the cards still to deal, in order. Cards are conserved by
// construction; a shuffle only permutes the array.
type State struct {
	cfg    Config
	rng    game.RNG
	shoe   [maxShoe]cards.Card
	size   int // 52 × decks
	start  int // first card dealt this round
	next   int // next card to deal
	cut    int // the cut card: reshuffle between rounds once next >= cut
	round  int
	phase  Phase
	turn   game.Seat
	hand   int // the hand of turn being played (PhasePlay)
	dealer Dealer
	spots  [MaxSeats]Spot
}

// Config returns the table's config with defaults filled in.
func (s State) Config() Config { return s.cfg }

// Round returns the current round number, from 1.
func (s State) Round() int { return s.round }

// Phase returns the stage of the round.
func (s State) Phase() Phase { return s.phase }

// Over reports whether the game has ended (only with Config.Rounds set).
func (s State) Over() bool { return s.phase == PhaseOver }

// Bankroll returns seat's chips not on the table.
func (s State) Bankroll(seat game.Seat) bj.Amount { return s.spots[seat].Bankroll }

// draw deals the next card, reshuffling the discards into a new shoe when
// the shoe has run out mid-round. ok is false only when every card of the
// pack is in play.
func (s *State) draw(events []game.Event) (c cards.Card, ok bool, out []game.Event) {
	if s.next == s.size {
		if s.start == 0 {
			return cards.Card{}, false, events
		}
		events = s.reshuffleMidRound(events)
	}
	c = s.shoe[s.next]
	s.next++
	return c, true, events
}

// shuffle shuffles cs with the state's RNG. It hands cards.Shuffle a copy
// of the generator: a pointer into s passed as an interface would move every
// state Reduce works on to the heap.
func (s *State) shuffle(cs []cards.Card) {
	rng := s.rng
	cards.Shuffle(cs, &rng)
	s.rng = rng
}

// reshuffleAll shuffles every card into a fresh shoe (between rounds).
func (s *State) reshuffleAll(events []game.Event) []game.Event {
	s.shuffle(s.shoe[:s.size])
	s.start, s.next, s.cut = 0, 0, s.cfg.Rules.CutCard()
	return append(events, ShoeShuffled{Cards: s.size, UntilCut: s.cut})
}

// reshuffleMidRound moves the cards in play to the front of the array and
// shuffles the discards behind them into a new shoe; the whole shoe is
// reshuffled again at the end of the round.
func (s *State) reshuffleMidRound(events []game.Event) []game.Event {
	all := s.shoe[:s.size]
	discards := s.start
	reverse(all[:discards])
	reverse(all[discards:])
	reverse(all) // rotate left by discards: in-play cards first
	inPlay := s.size - discards
	s.shuffle(all[inPlay:])
	s.start, s.next, s.cut = 0, inPlay, inPlay
	return append(events, ShoeShuffled{Cards: discards, UntilCut: 0, MidRound: true})
}

func reverse(cs []cards.Card) {
	for i, j := 0, len(cs)-1; i < j; i, j = i+1, j-1 {
		cs[i], cs[j] = cs[j], cs[i]
	}
}
