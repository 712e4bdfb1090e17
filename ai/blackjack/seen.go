package blackjack

import (
	"slices"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/rules/cards"
)

// Seen is what everyone at the table has seen of the shoe since it was
// shuffled, read from events as a seat sees them (redacted: the hole card
// only once it is turned). The hint's unseen cards, the review's and the
// trainer's count are built from it alone, never from the state, so
// nothing can leak the order of the shoe.
type Seen struct {
	decks int
	// seen are the face-up cards since the shuffle: the discards and the
	// table. A shuffle of the discards in the middle of a round keeps the
	// cards on the table, which are not in the new shoe.
	seen []cards.Card
	// round are the face-up cards of this round.
	round []cards.Card
}

// NewSeen is what has been seen of a fresh shoe of decks decks: nothing.
func NewSeen(decks int) Seen { return Seen{decks: decks} }

// Decks returns s for a shoe of decks decks.
func (s Seen) Decks(decks int) Seen {
	s.decks = decks
	return s
}

// Apply remembers one event, redacted for the eyes s is of (a face-down
// card, its card zero, is not seen). Slices are appended to through
// clipped copies: an older Seen never sees a newer one's cards.
func (s Seen) Apply(e game.Event) Seen {
	switch e := e.(type) {
	case gb.RoundStarted:
		s.round = nil
	case gb.ShoeShuffled:
		if e.MidRound {
			s.seen = slices.Clone(s.round)
		} else {
			s.seen = nil
		}
	case gb.CardDealt:
		if !e.FaceDown && e.Card.Valid() {
			s = s.see(e.Card)
		}
	case gb.HoleCardRevealed:
		s = s.see(e.Card)
	}
	return s
}

func (s Seen) see(c cards.Card) Seen {
	s.seen = append(slices.Clip(s.seen), c)
	s.round = append(slices.Clip(s.round), c)
	return s
}

// Unseen is the composition of the cards nobody has seen: the shoe and
// the hole card while it is down.
func (s Seen) Unseen() (Shoe, error) { return ShoeAfterCards(s.decks, s.seen) }

// Count is the Hi-Lo count of the cards seen since the shuffle.
func (s Seen) Count() Count { return NewCount(s.decks).AddCards(s.seen...) }
