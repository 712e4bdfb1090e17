package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The whole space of plays, from a hand holding the whole pack, has the
// 27,471 plays of the reference engine, kind by kind.
func TestTheSpaceOfPlays(t *testing.T) {
	plays := Leads(nil, Pack, Standard)
	want := map[Kind]int{Solo: 15, Pair: 13, Trio: 13, TrioSolo: 182, TrioPair: 156, SoloChain: 36, PairChain: 52,
		TrioChain: 45, PlaneSolos: 21822, PlanePairs: 2939, FourSolos: 1326, FourPairs: 858, Bomb: 13, Rocket: 1}
	got := map[Kind]int{}
	seen := map[Counts]Play{}
	for _, p := range plays {
		got[p.Kind]++
		if q, dup := seen[p.Cards]; dup {
			t.Errorf("%v twice: %v and %v", p.Cards, q.Describe(), p.Describe())
		}
		seen[p.Cards] = p
	}
	assert.Equal(t, want, got)
	assert.Len(t, plays, 27471)
	for _, p := range plays {
		reads := Classify(p.Cards, Standard)
		require.Len(t, reads, 1, "%s reads one way", p.Cards)
		assert.Equal(t, p, reads[0])
	}
}

// Every lead and follow is a play its cards read as, drawn from the hand,
// and a follow beats the table; over random hands the generator finds
// exactly the plays the classifier accepts among all sub-multisets of
// small hands.
func TestMovesAgreeWithClassify(t *testing.T) {
	r := newTestRand(7)
	for range 300 {
		hand := randomHand(r, 1+r.IntN(9))
		want := map[Counts]bool{}
		forEachSubset(hand, func(c Counts) {
			if len(Classify(c, Standard)) > 0 {
				want[c] = true
			}
		})
		got := map[Counts]bool{}
		for _, p := range Leads(nil, hand, Standard) {
			require.True(t, hand.Contains(p.Cards))
			got[p.Cards] = true
		}
		assert.Equal(t, want, got, "hand %s", hand)
	}
}

func TestFollows(t *testing.T) {
	hand := MustParse("3455667789TTJQKA2222BR")
	table := Classify(MustParse("34567"), Standard)[0]
	var chains []string
	kinds := map[Kind]int{}
	for _, p := range Follows(nil, hand, table, Standard) {
		kinds[p.Kind]++
		if p.Kind == SoloChain {
			chains = append(chains, p.Cards.String())
		}
		if !p.IsPass() {
			assert.True(t, Beats(p, table), "%s beats %s", p, table)
		}
	}
	assert.Equal(t, []string{"45678", "56789", "6789T", "789TJ", "89TJQ", "9TJQK", "TJQKA"}, chains)
	assert.Equal(t, map[Kind]int{SoloChain: 7, Bomb: 1, Rocket: 1, Pass: 1}, kinds)

	onRocket := Follows(nil, hand, Classify(MustParse("BR"), Standard)[0], Standard)
	assert.Equal(t, []Play{PassPlay}, onRocket, "nothing beats the rocket")
	onBomb := Follows(nil, MustParse("33334444"), Classify(MustParse("3333"), Standard)[0], Standard)
	require.Len(t, onBomb, 2)
	assert.Equal(t, "4444", onBomb[0].Cards.String())
	leads := Follows(nil, MustParse("33"), PassPlay, Standard)
	assert.NotContains(t, leads, PassPlay, "a lead cannot pass")
}
