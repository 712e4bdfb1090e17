package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
)

func TestScoreEveryBox(t *testing.T) {
	tests := []struct {
		hand dice.Hand
		box  Box
		want int
	}{
		{dice.Hand{1, 1, 2, 1, 6}, Ones, 3},
		{dice.Hand{2, 3, 4, 5, 6}, Ones, 0},
		{dice.Hand{2, 2, 2, 2, 1}, Twos, 8},
		{dice.Hand{3, 1, 3, 1, 1}, Threes, 6},
		{dice.Hand{4, 4, 4, 4, 4}, Fours, 20},
		{dice.Hand{5, 1, 2, 3, 4}, Fives, 5},
		{dice.Hand{6, 6, 1, 6, 2}, Sixes, 18},
		{dice.Hand{3, 3, 3, 5, 6}, ThreeOfAKind, 20},
		{dice.Hand{3, 3, 4, 5, 6}, ThreeOfAKind, 0},
		{dice.Hand{2, 2, 2, 2, 6}, ThreeOfAKind, 14},
		{dice.Hand{5, 5, 5, 5, 1}, FourOfAKind, 21},
		{dice.Hand{5, 5, 5, 1, 1}, FourOfAKind, 0},
		{dice.Hand{6, 6, 6, 6, 6}, FourOfAKind, 30},
		{dice.Hand{2, 2, 3, 3, 3}, FullHouse, 25},
		{dice.Hand{2, 2, 3, 3, 4}, FullHouse, 0},
		{dice.Hand{3, 3, 3, 3, 3}, FullHouse, 0},
		{dice.Hand{1, 2, 3, 4, 6}, SmallStraight, 30},
		{dice.Hand{3, 4, 5, 6, 3}, SmallStraight, 30},
		{dice.Hand{2, 3, 4, 5, 6}, SmallStraight, 30},
		{dice.Hand{1, 2, 3, 5, 6}, SmallStraight, 0},
		{dice.Hand{1, 2, 3, 4, 5}, LargeStraight, 40},
		{dice.Hand{6, 5, 4, 3, 2}, LargeStraight, 40},
		{dice.Hand{1, 2, 3, 4, 6}, LargeStraight, 0},
		{dice.Hand{4, 4, 4, 4, 4}, Yahtzee, 50},
		{dice.Hand{4, 4, 4, 4, 3}, Yahtzee, 0},
		{dice.Hand{1, 3, 5, 6, 6}, Chance, 21},
	}
	for _, tt := range tests {
		t.Run(tt.box.String()+" "+tt.hand.String(), func(t *testing.T) {
			assert.Equal(t, tt.want, Score(tt.hand, tt.box))
		})
	}
}

func TestBoxNames(t *testing.T) {
	for b := range Box(NumBoxes) {
		got, err := ParseBox(b.Key())
		require.NoError(t, err)
		assert.Equal(t, b, got)
		got, err = ParseBox(b.String())
		require.NoError(t, err)
		assert.Equal(t, b, got)
	}
	_, err := ParseBox("yatzy")
	assert.ErrorContains(t, err, "1s 2s 3s 4s 5s 6s 3k 4k fh ss ls y c")
	assert.True(t, Sixes.Upper())
	assert.False(t, ThreeOfAKind.Upper())
	assert.Equal(t, Fours, UpperBox(4))
}

// fill fills boxes of c with the given scores, for hand-made positions.
func fill(c Card, scores map[Box]int) Card {
	for b, s := range scores {
		c.Filled |= 1 << b
		c.Scores[b] = s
	}
	return c
}

func TestUpperBonusAt62And63(t *testing.T) {
	c := fill(Card{}, map[Box]int{Ones: 2, Twos: 6, Threes: 9, Fours: 12, Fives: 15, Sixes: 18})
	require.Equal(t, 62, c.UpperTotal())
	assert.Zero(t, c.UpperBonusScore())
	assert.Equal(t, 62, c.Total())
	c.Scores[Ones] = 3
	require.Equal(t, 63, c.UpperTotal())
	assert.Equal(t, 35, c.UpperBonusScore())
	assert.Equal(t, 98, c.Total())
}

func TestFillRefusesAFilledBox(t *testing.T) {
	c, pts, err := Card{}.Fill(dice.Hand{2, 2, 3, 3, 3}, FullHouse)
	require.NoError(t, err)
	assert.Equal(t, 25, pts)
	again, _, err := c.Fill(dice.Hand{2, 2, 3, 3, 3}, FullHouse)
	assert.ErrorIs(t, err, ErrFilled)
	assert.Equal(t, c, again)
	_, _, err = c.Fill(dice.Hand{1, 1, 1, 1, 1}, Box(13))
	assert.Error(t, err)
}

func TestJokerRule(t *testing.T) {
	fives := dice.Hand{5, 5, 5, 5, 5}
	withYahtzee := fill(Card{}, map[Box]int{Yahtzee: 50})
	scratched := fill(Card{}, map[Box]int{Yahtzee: 0})
	upperFull := fill(withYahtzee, map[Box]int{Fives: 15})
	allLowerFull := fill(upperFull, map[Box]int{ThreeOfAKind: 20, FourOfAKind: 20, FullHouse: 25, SmallStraight: 30, LargeStraight: 40, Chance: 20})

	tests := []struct {
		name      string
		card      Card
		box       Box
		points    int
		bonus     int
		wantError error
	}{
		{"first Yahtzee is no joker", Card{}, FullHouse, 0, 0, nil},
		{"first Yahtzee in its box", Card{}, Yahtzee, 50, 0, nil},
		{"bonus and forced upper box", withYahtzee, Fives, 25, 100, nil},
		{"upper box open forbids lower boxes", withYahtzee, FullHouse, 0, 0, ErrJoker},
		{"upper box open forbids other upper boxes", withYahtzee, Sixes, 0, 0, ErrJoker},
		{"no bonus after a scratched Yahtzee", scratched, Fives, 25, 0, nil},
		{"joker full house scores 25", upperFull, FullHouse, 25, 100, nil},
		{"joker small straight scores 30", upperFull, SmallStraight, 30, 100, nil},
		{"joker large straight scores 40", upperFull, LargeStraight, 40, 100, nil},
		{"joker 4 of a kind scores the sum", upperFull, FourOfAKind, 25, 100, nil},
		{"joker chance", upperFull, Chance, 25, 100, nil},
		{"lower box open forbids upper boxes", upperFull, Ones, 0, 0, ErrJoker},
		{"all lower filled: zero in an open upper box", allLowerFull, Ones, 0, 100, nil},
		{"all lower filled: zero in sixes too", allLowerFull, Sixes, 0, 100, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			points, bonus, err := tt.card.Points(fives, tt.box)
			if tt.wantError != nil {
				assert.ErrorIs(t, err, tt.wantError)
				assert.NotContains(t, tt.card.Allowed(fives), tt.box)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.points, points)
			assert.Equal(t, tt.bonus, bonus)
			assert.Contains(t, tt.card.Allowed(fives), tt.box)
			next, added, err := tt.card.Fill(fives, tt.box)
			require.NoError(t, err)
			assert.Equal(t, points+bonus, added)
			assert.Equal(t, tt.card.Total()+added, next.Total(), "the total grows by the points and the bonus")
		})
	}
}
