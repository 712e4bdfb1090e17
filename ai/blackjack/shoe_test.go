package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestNewShoe(t *testing.T) {
	for decks := 1; decks <= 8; decks++ {
		s := NewShoe(decks)
		assert.Equal(t, 52*decks, s.Total())
		for v := 1; v <= 9; v++ {
			assert.Equal(t, 4*decks, s.Count(v))
		}
		assert.Equal(t, 16*decks, s.Count(10))
		assert.InDelta(t, float64(decks), s.Decks(), 1e-12)
	}
	assert.Panics(t, func() { NewShoe(0) })
	assert.Panics(t, func() { NewShoe(9) })
}

func TestShoeRemoveAndAdd(t *testing.T) {
	s := NewShoe(1)
	r, err := s.Remove(1, 10, 10, 5)
	require.NoError(t, err)
	assert.Equal(t, 48, r.Total())
	assert.Equal(t, 3, r.Count(1))
	assert.Equal(t, 14, r.Count(10))
	assert.Equal(t, 52, s.Total(), "the receiver is unchanged")

	back, err := r.Add(1, 10, 10, 5)
	require.NoError(t, err)
	assert.Equal(t, s, back)

	_, err = s.Remove(11)
	assert.ErrorIs(t, err, ErrShoe)
	_, err = s.Add(0)
	assert.ErrorIs(t, err, ErrShoe)
	_, err = s.Remove(7, 7, 7, 7, 7)
	assert.ErrorIs(t, err, ErrShoe, "a deck has only four sevens")
}

func TestShoeAfterAndCards(t *testing.T) {
	s, err := ShoeAfter(2, []int{1, 2, 3})
	require.NoError(t, err)
	assert.Equal(t, 101, s.Total())
	_, err = ShoeAfter(0, nil)
	assert.ErrorIs(t, err, ErrShoe)

	hole := cards.Card{} // face down: skipped
	dealer := []cards.Card{cards.New(cards.Queen, cards.Hearts), hole}
	player := []cards.Card{cards.New(cards.Ace, cards.Spades), cards.New(cards.Seven, cards.Clubs)}
	c, err := ShoeAfterCards(6, dealer, player)
	require.NoError(t, err)
	assert.Equal(t, 309, c.Total())
	assert.Equal(t, 95, c.Count(10))
	assert.Equal(t, 23, c.Count(1))

	_, err = ShoeAfterCards(1, []cards.Card{cards.New(cards.SmallJoker, cards.NoSuit)})
	assert.ErrorIs(t, err, ErrShoe)
}

func TestShoeOf(t *testing.T) {
	s, err := shoeOf([Values]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	require.NoError(t, err)
	assert.Equal(t, 55, s.Total())
	assert.Equal(t, [Values]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, s.Counts())
	assert.InDelta(t, 10.0/55, s.Prob(10), 1e-12)
	assert.Zero(t, s.Count(0))
	assert.Zero(t, Shoe{}.Prob(3))

	_, err = shoeOf([Values]int{-1})
	assert.ErrorIs(t, err, ErrShoe)
	_, err = shoeOf([Values]int{33})
	assert.ErrorIs(t, err, ErrShoe, "more aces than 8 decks hold")
}

func TestShoeString(t *testing.T) {
	assert.Equal(t, "A:4 2:4 3:4 4:4 5:4 6:4 7:4 8:4 9:4 T:16 (52)", NewShoe(1).String())
}

// The memo key is injective over every composition 8 decks allow: each
// count fits its field.
func TestShoeKey(t *testing.T) {
	full := NewShoe(8)
	k := full.key()
	for i := 0; i < Values; i++ {
		s := full
		s.take(i)
		assert.NotEqual(t, k, s.key(), "value %d", i+1)
		s.put(i)
		assert.Equal(t, k, s.key())
	}
	var a, b Shoe
	a.n[9] = 128
	b.n[8] = 2 // would collide if the ten field overflowed into nothing
	assert.NotEqual(t, a.key(), b.key())
	var c Shoe
	c.n[0] = 32
	var d Shoe
	d.n[1] = 0
	d.n[0] = 0
	assert.NotEqual(t, c.key(), d.key())
}
