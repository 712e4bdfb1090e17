package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

func TestHoldsFreshCard(t *testing.T) {
	tb := sharedTable(t)
	d := dice.Hand{6, 6, 6, 2, 3}
	hs := Holds(tb, yz.Card{}, d, 2, 3)
	require.Len(t, hs, 3)
	assert.Equal(t, []int{6, 6, 6}, hs[0].Hold.Faces(d))
	assert.Equal(t, dice.Mask(0b00111), hs[0].Hold)
	assert.Greater(t, hs[0].EV, tb.FreshValue(), "three sixes on the first roll beat an average start")
	for i := 1; i < len(hs); i++ {
		assert.GreaterOrEqual(t, hs[i-1].EV, hs[i].EV, "best first")
	}
	// [6 6 6 2] and [6 6 6 3] are worth the same: ascending mask order.
	assert.Equal(t, hs[1].EV, hs[2].EV)
	assert.Less(t, hs[1].Hold, hs[2].Hold)

	ls := dice.Hand{1, 2, 3, 4, 5}
	top := Holds(tb, yz.Card{}, ls, 1, 1)
	require.Len(t, top, 1)
	assert.Equal(t, dice.FullMask, top[0].Hold, "a large straight is scored at once")
}

// Holds lists each multiset once, as the mask of its leftmost dice.
func TestHoldsCollapseEqualMultisets(t *testing.T) {
	tb := sharedTable(t)
	d := dice.Hand{3, 5, 3, 5, 1}
	hs := Holds(tb, yz.Card{}, d, 1, 32)
	require.Len(t, hs, 3*3*2, "(two 3s + 1)(two 5s + 1)(one 1 + 1) multisets")
	seen := map[[dice.Sides + 1]int]bool{}
	for _, h := range hs {
		var counts [dice.Sides + 1]int
		for _, f := range h.Hold.Faces(d) {
			counts[f]++
		}
		assert.False(t, seen[counts], "hold %v twice", h.Hold.Faces(d))
		seen[counts] = true
		// Leftmost: no lower mask keeps the same faces.
		for m := range h.Hold {
			var c [dice.Sides + 1]int
			for _, f := range m.Faces(d) {
				c[f]++
			}
			assert.NotEqual(t, counts, c, "mask %05b keeps the faces of %05b", m, h.Hold)
		}
	}
}

// The expected score of a fresh game is the mean over every first roll of
// its best hold's EV: the advisor and the table agree.
func TestHoldsAverageToTheFreshValue(t *testing.T) {
	tb := sharedTable(t)
	l := theLattice()
	sum := 0.0
	for r, h := range l.hands {
		hs := Holds(tb, yz.Card{}, h, 2, 1)
		require.Len(t, hs, 1)
		sum += l.prob[r] * hs[0].EV
	}
	assert.InDelta(t, tb.FreshValue(), sum, 1e-9)
}

// Keeping all five means scoring now: its EV is the best box's.
func TestHoldAllIsScoringNow(t *testing.T) {
	tb := sharedTable(t)
	card := yz.Card{}
	card, _, err := card.Fill(dice.Hand{1, 1, 1, 2, 2}, yz.Ones)
	require.NoError(t, err)
	for _, d := range []dice.Hand{{2, 2, 3, 3, 3}, {6, 5, 4, 3, 1}, {4, 4, 4, 4, 4}, {1, 2, 3, 6, 6}} {
		for rollsLeft := 1; rollsLeft <= 2; rollsLeft++ {
			hs := Holds(tb, card, d, rollsLeft, 32)
			for _, h := range hs {
				if h.Hold == dice.FullMask {
					assert.InDelta(t, Boxes(tb, card, d)[0].EV, h.EV, 1e-9, "%v", d)
				}
			}
		}
	}
}

func TestHoldsRefuses(t *testing.T) {
	tb := sharedTable(t)
	d := dice.Hand{1, 2, 3, 4, 5}
	assert.Nil(t, Holds(nil, yz.Card{}, d, 2, 3), "no table")
	assert.Nil(t, Holds(tb, yz.Card{}, d, 0, 3), "no rolls left")
	assert.Nil(t, Holds(tb, yz.Card{}, d, 3, 3), "no hold before the first roll")
	assert.Nil(t, Holds(tb, yz.Card{}, d, 2, 0), "n < 1")
	assert.Nil(t, Holds(tb, yz.Card{}, dice.Hand{0, 1, 2, 3, 4}, 2, 3), "not dice")
	assert.Nil(t, Holds(tb, yz.Card{Filled: allBoxes}, d, 2, 3), "full card")
	assert.Nil(t, Holds(tb, yz.Card{Filled: 1, Scores: [yz.NumBoxes]int{7}}, d, 2, 3), "seven points in Aces")
	assert.Len(t, Holds(tb, yz.Card{}, d, 2, 100), 32, "n larger than the holds")
}

func TestBoxesFreshCard(t *testing.T) {
	tb := sharedTable(t)
	d := dice.Hand{1, 2, 3, 4, 5}
	bs := Boxes(tb, yz.Card{}, d)
	require.Len(t, bs, yz.NumBoxes)
	assert.Equal(t, BoxAdvice{Box: yz.LargeStraight, Points: 40, EV: 40 + tb.Value(allBoxes&^(1<<yz.LargeStraight), 0, false)}, bs[0])
	assert.Equal(t, yz.SmallStraight, bs[1].Box)
	for i := 1; i < len(bs); i++ {
		assert.GreaterOrEqual(t, bs[i-1].EV, bs[i].EV)
	}
	t.Logf("a large straight on the first turn: %+v; the cost of Chance instead: %.2f", bs[0], bs[0].EV-find(bs, yz.Chance).EV)
}

// find returns the advice for box b.
func find(bs []BoxAdvice, b yz.Box) BoxAdvice {
	for _, x := range bs {
		if x.Box == b {
			return x
		}
	}
	return BoxAdvice{}
}

func TestBoxesJoker(t *testing.T) {
	tb := sharedTable(t)
	fives := dice.Hand{5, 5, 5, 5, 5}
	card := yz.Card{Filled: 1<<yz.Yahtzee | 1<<yz.Sixes}
	card.Scores[yz.Yahtzee] = 50
	card.Scores[yz.Sixes] = 24
	bs := Boxes(tb, card, fives)
	require.Len(t, bs, 1, "the forced joker rule: Fives only")
	assert.Equal(t, yz.Fives, bs[0].Box)
	assert.Equal(t, 25, bs[0].Points)
	assert.Equal(t, 100, bs[0].Bonus)

	card.Filled |= 1 << yz.Fives
	card.Scores[yz.Fives] = 20
	bs = Boxes(tb, card, fives)
	require.Len(t, bs, 6, "Fives filled: any open lower box")
	for _, b := range bs {
		assert.False(t, b.Box.Upper())
		assert.Equal(t, 100, b.Bonus)
	}
	assert.Equal(t, 40, find(bs, yz.LargeStraight).Points)
}

func TestBoxesRefuses(t *testing.T) {
	tb := sharedTable(t)
	assert.Nil(t, Boxes(nil, yz.Card{}, dice.Hand{1, 2, 3, 4, 5}))
	assert.Nil(t, Boxes(tb, yz.Card{}, dice.Hand{}))
	assert.Nil(t, Boxes(tb, yz.Card{Filled: allBoxes}, dice.Hand{1, 2, 3, 4, 5}))
}

// BenchmarkHolds is the slowest tip: two rolls left on a fresh card.
func BenchmarkHolds(b *testing.B) {
	tb := sharedTable(b)
	d := dice.Hand{6, 6, 6, 2, 3}
	b.ReportAllocs()
	for b.Loop() {
		Holds(tb, yz.Card{}, d, 2, 3)
	}
}

// BenchmarkBoxes ranks the 13 boxes of a fresh card.
func BenchmarkBoxes(b *testing.B) {
	tb := sharedTable(b)
	d := dice.Hand{1, 2, 3, 4, 5}
	b.ReportAllocs()
	for b.Loop() {
		Boxes(tb, yz.Card{}, d)
	}
}
