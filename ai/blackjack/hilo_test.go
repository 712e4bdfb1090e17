package blackjack

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

func TestHiLoTag(t *testing.T) {
	want := map[int]int{1: -1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 0, 8: 0, 9: 0, 10: -1, 0: 0, 11: 0}
	for v, tag := range want {
		assert.Equal(t, tag, HiLoTag(v), "value %d", v)
	}
	// A full deck counts to zero: the system is balanced.
	var sum int
	for _, c := range cards.Decks(1, false) {
		sum += HiLoTag(bj.Value(c.Rank))
	}
	assert.Zero(t, sum)
}

func TestCount(t *testing.T) {
	c := NewCount(6).Add(2, 3, 10, 5, 7)
	assert.Equal(t, 2, c.Running)
	assert.Equal(t, 5, c.Seen)
	assert.InDelta(t, (312.0-5)/52, c.DecksLeft(), 1e-12)
	assert.InDelta(t, 2/((312.0-5)/52), c.True(), 1e-12)

	// Cards: the face-down hole card is not counted.
	d := NewCount(1).AddCards(cards.New(cards.King, cards.Spades), cards.Card{}, cards.New(cards.Four, cards.Hearts))
	assert.Equal(t, 0, d.Running)
	assert.Equal(t, 2, d.Seen)

	// Add never modifies the receiver.
	base := NewCount(2)
	_ = base.Add(2, 2, 2)
	assert.Equal(t, NewCount(2), base)

	assert.Equal(t, Count{Decks: 6}, c.Shuffled())
}

func TestTrueCountEdges(t *testing.T) {
	c := Count{Decks: 1, Running: 4, Seen: 52}
	assert.Zero(t, c.True(), "nothing left")
	c = Count{Decks: 1, Running: 4, Seen: 50}
	assert.InDelta(t, 16, c.True(), 1e-12, "divides by at least a quarter deck")
	c = Count{Decks: 2, Running: -6, Seen: 52}
	assert.InDelta(t, -6, c.True(), 1e-12)
}

func TestBetUnits(t *testing.T) {
	cases := []struct {
		tc   float64
		want int
	}{
		{-7, 1}, {0, 1}, {1, 1}, {1.99, 1}, {2, 2}, {2.5, 2}, {3, 4}, {3.9, 4},
		{4, 6}, {4.99, 6}, {5, 8}, {12, 8},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, BetUnits(c.tc), "tc %v", c.tc)
	}
	// The ramp never decreases.
	prev := 0
	for tc := -10.0; tc <= 10; tc += 0.125 {
		u := BetUnits(tc)
		assert.GreaterOrEqual(t, u, prev)
		prev = u
	}
}

func TestInsurance(t *testing.T) {
	assert.False(t, TakeInsurance(2.99))
	assert.True(t, TakeInsurance(3))
	// A full shoe: 4/13 tens, insurance loses 1/13.
	assert.InDelta(t, -1.0/13, InsuranceEV(NewShoe(6)), 1e-12)
	assert.Equal(t, -1.0, InsuranceEV(Shoe{}))
	// One third tens exactly: break-even.
	s, err := shoeOf([Values]int{0, 4, 0, 0, 0, 0, 0, 0, 0, 2})
	require.NoError(t, err)
	assert.InDelta(t, 0, InsuranceEV(s), 1e-12)
}

// The +3 insurance index is sound: over many random depleted six-deck
// shoes, insurance at true count >= 3 has positive exact EV on average and
// at true count <= 1 negative.
func TestInsuranceIndexAgreesWithExactEV(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	deck := cards.Decks(6, false)
	var hiSum, loSum float64
	var hiN, loN int
	for trial := 0; trial < 400; trial++ {
		cards.Shuffle(deck, rng)
		seen := deck[:150+rng.IntN(100)]
		c := NewCount(6).AddCards(seen...)
		s, err := ShoeAfterCards(6, seen)
		require.NoError(t, err)
		switch tc := c.True(); {
		case tc >= 3:
			hiSum += InsuranceEV(s)
			hiN++
		case tc <= 1:
			loSum += InsuranceEV(s)
			loN++
		}
	}
	require.Positive(t, hiN)
	require.Positive(t, loN)
	assert.Positive(t, hiSum/float64(hiN))
	assert.Negative(t, loSum/float64(loN))
}
