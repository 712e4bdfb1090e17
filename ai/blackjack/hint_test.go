package blackjack

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// twoDecksLeft returns the unseen composition of a six-deck shoe after a
// seeded shuffle dealt all but its last 104 cards (two decks left, deeper
// than the default cut card).
func twoDecksLeft() Shoe {
	deck := cards.Decks(6, false)
	cards.Shuffle(deck, rand.New(rand.NewPCG(2024, 4)))
	s, err := ShoeAfterCards(6, deck[:len(deck)-104])
	if err != nil {
		panic(err)
	}
	return s
}

func TestNewHint(t *testing.T) {
	r := bj.Default()
	s, _ := NewShoe(6).Remove(10, 10, 6)
	h, err := NewHint(r, s, 10, handOf(10, 6))
	require.NoError(t, err)
	assert.Equal(t, CodeH, h.Code)
	assert.Equal(t, Hit, h.Basic)
	assert.Equal(t, 309, h.Unseen)
	assert.True(t, h.EVs.Legal(Stand))
	assert.Contains(t, h.String(), "basic: hit (H)")
	assert.Contains(t, h.String(), "exact for the 309 cards left")

	// A ten-rich shoe: the exact best stands on 16 v 10 while basic
	// strategy hits (the count-based deviation every counter knows).
	rich, err := shoeOf([Values]int{8, 4, 4, 4, 4, 8, 8, 8, 8, 48})
	require.NoError(t, err)
	h, err = NewHint(r, rich, 10, handOf(10, 6))
	require.NoError(t, err)
	assert.Equal(t, Hit, h.Basic)
	assert.Equal(t, Stand, h.Best)

	_, err = NewHint(r, s, 10, handOf(1, 10))
	assert.ErrorIs(t, err, ErrNoDecision)
}

// hintHands are the situations the latency figures use: a common stiff, a
// double, and the worst case found (a pair of deuces against a 2: the
// deepest hit and split trees against the up card with the most dealer
// sequences).
var hintHands = []struct {
	name     string
	up, a, b int
}{
	{"16v10", 10, 10, 6},
	{"11v6", 6, 6, 5},
	{"22v2", 2, 2, 2},
}

// BenchmarkHint measures the `t` hint (exact EVs of every legal action plus
// the cached chart lookup) on a full six-deck shoe and with two decks left.
func BenchmarkHint(b *testing.B) {
	r := bj.Default()
	if err := Warm(r); err != nil {
		b.Fatal(err)
	}
	for _, shoe := range []struct {
		name string
		s    Shoe
	}{{"full-6-decks", NewShoe(6)}, {"2-decks-left", twoDecksLeft()}} {
		for _, hh := range hintHands {
			s, err := shoe.s.Remove(hh.up, hh.a, hh.b)
			if err != nil {
				b.Fatal(err)
			}
			h := handOf(hh.a, hh.b)
			b.Run(shoe.name+"/"+hh.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := NewHint(r, s, hh.up, h); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
