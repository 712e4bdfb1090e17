package blackjack

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/cards"
)

func TestRedactHidesTheHoleCard(t *testing.T) {
	hole := CardDealt{Seat: game.NoSeat, Dealer: true, Card: cards.New(cards.King, cards.Hearts), FaceDown: true, Total: 11, Soft: true}
	up := CardDealt{Seat: 0, Card: cards.New(cards.Ace, cards.Spades), Total: 11, Soft: true}
	in := []game.Event{up, hole}
	for _, viewer := range []game.Seat{0, 1, game.Spectator} {
		got := Redact(in, viewer)
		assert.Equal(t, up, got[0])
		assert.True(t, got[1].(CardDealt).Card.IsZero(), "viewer %s", viewer)
		assert.Equal(t, 11, got[1].(CardDealt).Total, "the total counts the up card only")
	}
	assert.Equal(t, in, Redact(in, game.Omniscient))
	assert.Equal(t, hole, in[1], "input untouched")
}

// TestHiddenInformation plays random rounds and checks, at every step
// before the reveal, that no seat's view and no redacted event holds the
// hole card, and that a view does not depend on the hole card, the order
// of the shoe or the RNG: two states that differ only there look the same.
func TestHiddenInformation(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for seed := range uint64(60) {
		s := newState(t, Config{Seats: int(seed%5) + 1}, seed)
		checkedJSON := false
		for range 150 {
			seat, _ := ToMove(s)
			legal := ViewOf(s, seat).Legal()
			next, events, err := Reduce(s, seat, legal[r.IntN(len(legal))])
			require.NoError(t, err)
			s = next
			viewers := []game.Seat{game.Spectator}
			for i := range s.cfg.Seats {
				viewers = append(viewers, game.Seat(i))
			}
			for _, viewer := range viewers {
				for _, e := range Redact(events, viewer) {
					if d, ok := e.(CardDealt); ok && d.FaceDown {
						require.True(t, d.Card.IsZero())
					}
				}
			}
			if !s.dealer.HoleDown {
				continue
			}
			hole := s.dealer.Cards[1]
			other := s
			// Swap the hole card with a card further down the shoe, then
			// shuffle the rest of the shoe and change the RNG.
			j := other.next + r.IntN(other.size-other.next)
			other.dealer.Cards[1], other.shoe[j] = other.shoe[j], hole
			for k := other.start; k < other.next; k++ {
				if other.shoe[k] == hole {
					other.shoe[k] = other.dealer.Cards[1]
				}
			}
			cards.Shuffle(other.shoe[other.next:other.size], r)
			other.rng = game.NewRNG(seed + 1000)
			requireConserved(t, other)
			for _, viewer := range viewers {
				v := ViewOf(s, viewer)
				require.True(t, v.Dealer.Cards[1].IsZero())
				if v != ViewOf(other, viewer) { // View is a comparable value; require.Equal shows the diff
					require.Equal(t, v, ViewOf(other, viewer), "the view leaks the hole card or the shoe")
				}
			}
			if !checkedJSON {
				raw, err := json.Marshal(ViewOf(s, 0))
				require.NoError(t, err)
				text, err := hole.MarshalText()
				require.NoError(t, err)
				assert.NotContains(t, string(raw), `"`+string(text)+`"`, "the hole card is nowhere in the view")
				checkedJSON = true
			}
			if ViewOf(s, game.Omniscient).Dealer == ViewOf(other, game.Omniscient).Dealer {
				require.Fail(t, "the omniscient audience of a replay sees the hole card")
			}
		}
	}
}
