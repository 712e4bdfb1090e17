package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

func TestPointsTableMatchesRules(t *testing.T) {
	l, s := theLattice(), theScoring()
	for r := range numRolls {
		for b := range yz.Box(yz.NumBoxes) {
			assert.Equal(t, float64(yz.Score(l.hands[r], b)), s.points[b][r], "%v in %v", l.hands[r], b)
		}
	}
	assert.Equal(t, 30.0, s.points[yz.SmallStraight][l.rollOf(dice.Hand{1, 2, 3, 4, 6})])
	for f := 1; f <= dice.Sides; f++ {
		assert.Equal(t, dice.Hand{f, f, f, f, f}, l.hands[s.yahtzeeRoll[f]])
	}
}

// Card.Points on every card state with the Yahtzee box filled agrees with
// the joker table for every Yahtzee and every open box: the solver's claim
// that the joker rule depends on the card only through the features the
// table is indexed by.
func TestJokerTableMatchesRules(t *testing.T) {
	s := theScoring()
	checked := 0
	for open := range uint16(allBoxes + 1) {
		if open&yahtzeeBit != 0 {
			continue
		}
		for _, y50 := range []bool{false, true} {
			c := yz.Card{Filled: allBoxes &^ open}
			if y50 {
				c.Scores[yz.Yahtzee] = yz.YahtzeeScore
			}
			for f := 1; f <= dice.Sides; f++ {
				h := dice.Hand{f, f, f, f, f}
				plays := s.jokerPlays(open, f, y50)
				for b := range yz.Box(yz.NumBoxes) {
					if open&(1<<b) == 0 {
						continue
					}
					pts, bonus, err := c.Points(h, b)
					p := plays[b]
					require.Equal(t, err == nil, p.ok, "open %#x y50 %v face %d box %v: %v", open, y50, f, b, err)
					if err == nil {
						require.Equal(t, pts, int(p.points))
						require.Equal(t, bonus, int(p.bonus))
					}
					checked++
				}
			}
		}
	}
	assert.Equal(t, 2*6*(4096*12/2), checked, "every open box of every card")
}

func TestJokerTableExamples(t *testing.T) {
	s := theScoring()
	fivesOpen := uint16(1<<yz.Fives | 1<<yz.FullHouse | 1<<yz.Ones)
	p := s.jokerPlays(fivesOpen, 5, true)
	assert.Equal(t, jokerPlay{ok: true, points: 25, bonus: 100}, p[yz.Fives], "the upper box of the face is forced")
	assert.False(t, p[yz.FullHouse].ok)
	p = s.jokerPlays(1<<yz.FullHouse|1<<yz.Ones, 5, false)
	assert.Equal(t, jokerPlay{ok: true, points: 25}, p[yz.FullHouse], "a joker full house, no bonus after a scratched Yahtzee")
	assert.False(t, p[yz.Ones].ok, "a lower box is open")
	p = s.jokerPlays(1<<yz.Ones|1<<yz.Sixes, 5, true)
	assert.Equal(t, jokerPlay{ok: true, points: 0, bonus: 100}, p[yz.Sixes], "a zero in an open upper box")
}

func TestFingerprintIsStable(t *testing.T) {
	assert.Equal(t, theScoring().fingerprint, buildScoring().fingerprint)
	assert.NotEqual(t, [32]byte{}, theScoring().fingerprint)
}
