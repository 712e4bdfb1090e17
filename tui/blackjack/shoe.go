package blackjack

import (
	"slices"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/rules/cards"
)

// shoeMemory is what everyone at the table has seen of the shoe since it
// was shuffled, read from events as they are shown (redacted: the hole
// card only once it is turned). The hint's unseen cards and the trainer's
// count are built from it alone, never from the state, so nothing can
// leak the order of the shoe. (The counting computers are fed their seat's
// events by the host.)
type shoeMemory struct {
	decks int
	// seen are the face-up cards since the shuffle: the discards and the
	// table. A shuffle of the discards in the middle of a round keeps the
	// cards on the table, which are not in the new shoe.
	seen []cards.Card
	// round are the face-up cards of this round.
	round []cards.Card
}

func newShoeMemory(decks int) shoeMemory { return shoeMemory{decks: decks} }

// apply remembers one event. Slices are appended to through clipped
// copies: an older screen value never sees a newer one's cards.
func (s shoeMemory) apply(e game.Event) shoeMemory {
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

func (s shoeMemory) see(c cards.Card) shoeMemory {
	s.seen = append(slices.Clip(s.seen), c)
	s.round = append(slices.Clip(s.round), c)
	return s
}

// unseen is the composition of the cards nobody has seen: the shoe and
// the hole card while it is down.
func (s shoeMemory) unseen() (aibj.Shoe, error) { return aibj.ShoeAfterCards(s.decks, s.seen) }

// count is the Hi-Lo count of the cards seen since the shuffle.
func (s shoeMemory) count() aibj.Count { return aibj.NewCount(s.decks).AddCards(s.seen...) }
