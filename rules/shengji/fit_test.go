package shengji

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// Over random small hands of one effective suit (a few neighbouring
// powers, mostly pairs, the off-suit level pairs included) and random
// tractors to fit: fitTractors places as many pairs and finds the same
// highest top as trying every choice of cards for every tractor, and the
// placement it returns is one the hand's pairs allow.
func TestFitTractorsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	trumps := []Trump{fourHearts, twoHearts, aceHearts, aceNoTrump, fiveSpades, fourClubs}
	iters := 1500
	if testing.Short() {
		iters = 300
	}
	for iter := range iters {
		tr := trumps[iter%len(trumps)]
		suit := Trumps
		if iter%5 == 4 {
			suit = cards.Suit(1 + r.IntN(cards.NumSuits))
			if !tr.NoTrump() && suit == tr.Suit {
				suit = Trumps
			}
		}
		hand := randomSuitHand(r, suit, tr)
		lengths := make([]int, 1+r.IntN(3))
		for i := range lengths {
			lengths[i] = 2 + r.IntN(2) + r.IntN(2)*r.IntN(2)
		}
		slices.Sort(lengths)
		slices.Reverse(lengths)

		ta := tallyOf(hand, suit, tr)
		row := ta.pairRow()
		got := fitTractors(row, lengths)
		pairs, top := bruteFit(hand, lengths, tr)
		what := tr.String() + ": " + cards.Format(hand)
		require.Equal(t, pairs, got.pairs, "%s, tractors %v: pairs in tractors", what, lengths)
		require.Equal(t, top, got.top, "%s, tractors %v: the highest top of a longest tractor", what, lengths)

		left, placed, unused := row, 0, slices.Clone(lengths)
		for _, w := range got.windows {
			k := slices.Index(unused, w.k)
			require.GreaterOrEqual(t, k, 0, "%s: a window of %d pairs is one of the tractors %v", what, w.k, lengths)
			unused = slices.Delete(unused, k, k+1)
			for p := w.low; p < w.low+w.k; p++ {
				require.Positive(t, left[p], "%s: a pair is left at power %d for %v", what, p, w)
				left[p]--
			}
			placed += w.k
		}
		assert.Equal(t, got.pairs, placed, "%s: the windows hold the pairs counted", what)
	}
}

// randomSuitHand is up to 12 cards of one effective suit, mostly pairs, of
// a few neighbouring powers, the two copies of a card with different deck
// numbers.
func randomSuitHand(r *rand.Rand, suit cards.Suit, tr Trump) []cards.Card {
	var faces []cards.Card
	for _, c := range cards.Decks(1, true) {
		if tr.SuitOf(c) == suit {
			faces = append(faces, c)
		}
	}
	from := tr.Power(faces[r.IntN(len(faces))]) - 2
	var hand []cards.Card
	for _, c := range faces {
		if p := tr.Power(c); p < from || p > from+6 {
			continue
		}
		n := []int{0, 1, 2, 2, 2}[r.IntN(5)]
		for d := range min(n, 12-len(hand)) {
			c.Deck = uint8(d)
			hand = append(hand, c)
		}
	}
	return hand
}

// bruteFit places tractors of the given lengths (longest first) among cs
// by trying, for each tractor in turn, to leave it out or to give it any
// choice of the cards left that reads as one tractor of its length. It
// returns the most pairs placed and, among the placements of that many,
// the highest top of a tractor of the first length (-1 when none).
func bruteFit(cs []cards.Card, lengths []int, tr Trump) (pairs, top int) {
	top = -1
	var rec func(i int, rest []cards.Card, placed, bigTop int)
	rec = func(i int, rest []cards.Card, placed, bigTop int) {
		if i == len(lengths) {
			switch {
			case placed > pairs:
				pairs, top = placed, bigTop
			case placed == pairs:
				top = max(top, bigTop)
			}
			return
		}
		rec(i+1, rest, placed, bigTop)
		k := lengths[i]
		forEachChoice(rest, 2*k, func(pick []cards.Card) {
			units, err := Decompose(pick, tr, defaultRule)
			if err != nil || len(units) != 1 || units[0].Kind != Tractor || units[0].Pairs != k {
				return
			}
			next := bigTop
			if k == lengths[0] {
				next = max(next, units[0].Top)
			}
			left := slices.DeleteFunc(slices.Clone(rest), func(c cards.Card) bool { return slices.Contains(pick, c) })
			rec(i+1, left, placed+k, next)
		})
	}
	rec(0, cs, 0, -1)
	return pairs, top
}
