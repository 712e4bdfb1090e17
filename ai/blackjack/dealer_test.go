package blackjack

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

// Published single-deck dealer probabilities, before the peek, for up cards
// without a peek (2..9): Wizard of Odds, Blackjack Appendix 2B, "Dealer
// Probabilities in Blackjack", 1 deck, dealer stands on soft 17
// (wizardofodds.com/games/blackjack/appendix/2b/). Only the rows the stored
// page shows are used.
func TestDealerProbsMatchPublishedSingleDeck(t *testing.T) {
	cases := []struct {
		up   int
		want DealerOutcomes
	}{
		{2, DealerOutcomes{0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.352973}},
		{3, DealerOutcomes{0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0.375588}},
		{4, DealerOutcomes{0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0.402803}},
		{5, DealerOutcomes{0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0.428905}},
		{6, DealerOutcomes{0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0.420823}},
		{7, DealerOutcomes{0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0.259854}},
		{8, DealerOutcomes{0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0.238627}},
	}
	for _, c := range cases {
		s, err := ShoeAfter(1, []int{c.up})
		require.NoError(t, err)
		got, err := DealerProbs(s, c.up, false)
		require.NoError(t, err)
		for i := range got {
			assert.InDelta(t, c.want[i], got[i], 2e-6, "up %d outcome %d", c.up, i)
		}
	}
}

// Without a peek the outcomes sum to 1; under an ace or ten they are
// conditioned on no dealer blackjack and still sum to 1.
func TestDealerProbsSumToOne(t *testing.T) {
	for _, h17 := range []bool{false, true} {
		for up := 1; up <= 10; up++ {
			s, err := ShoeAfter(6, []int{up})
			require.NoError(t, err)
			d, err := DealerProbs(s, up, h17)
			require.NoError(t, err)
			var sum float64
			for _, p := range d {
				assert.GreaterOrEqual(t, p, 0.0)
				sum += p
			}
			assert.InDelta(t, 1, sum, 1e-12, "up %d h17 %v", up, h17)
		}
	}
}

// bruteDealer plays the dealer out by plain recursion over ordered draws,
// with no trie and no multiset trick, conditioning on the peek by
// renormalising.
func bruteDealer(s Shoe, up int, h17 bool) DealerOutcomes {
	var out DealerOutcomes
	forbid := forbiddenHole(up)
	rule := bj.Rules{H17: h17}
	var walk func(s Shoe, cards []int, p float64)
	walk = func(s Shoe, cards []int, p float64) {
		t, soft := bj.Total(cards)
		switch {
		case t > 21:
			out[Bust] += p
			return
		case len(cards) > 1 && !bj.DealerHits(t, soft, rule):
			out[t-17] += p
			return
		}
		for v := 1; v <= Values; v++ {
			if len(cards) == 1 && v-1 == forbid || s.Count(v) == 0 {
				continue
			}
			q := p * s.Prob(v)
			next, _ := s.Remove(v)
			walk(next, append(cards, v), q)
		}
	}
	walk(s, []int{up}, 1)
	var sum float64
	for _, p := range out {
		sum += p
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

func TestDealerProbsMatchBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for trial := 0; trial < 12; trial++ {
		// A random small composition, so card removal matters a lot.
		var counts [Values]int
		for i := range counts {
			counts[i] = rng.IntN(4)
		}
		counts[9] += 2 + rng.IntN(6)
		s, err := shoeOf(counts)
		require.NoError(t, err)
		for up := 1; up <= 10; up++ {
			for _, h17 := range []bool{false, true} {
				want := bruteDealer(s, up, h17)
				got, err := DealerProbs(s, up, h17)
				require.NoError(t, err)
				for i := range got {
					assert.InDelta(t, want[i], got[i], 1e-9, "comp %v up %d h17 %v", s, up, h17)
				}
			}
		}
	}
}

// Peek conditioning: under an ace the hole card is never a ten, so with
// only tens and one ace left the dealer... has no non-blackjack hole card at
// all; the chance of no blackjack (peekMass) is 0 for that shoe, and a shoe
// of tens and sevens gives a certain 18 (A+7).
func TestDealerPeekConditioning(t *testing.T) {
	s, err := shoeOf([Values]int{0, 0, 0, 0, 0, 0, 4, 0, 0, 8})
	require.NoError(t, err)
	d, err := DealerProbs(s, bj.Ace, false)
	require.NoError(t, err)
	assert.InDelta(t, 1, d.Total(18), 1e-12, "A+7 is soft 18 and stands: %v", d)
	assert.InDelta(t, 1-8.0/12, peekMass(&s, bj.Ace), 1e-12)

	// Under a ten, an ace hole card is excluded: tens and aces only means a
	// certain 20.
	s, err = shoeOf([Values]int{3, 0, 0, 0, 0, 0, 0, 0, 0, 5})
	require.NoError(t, err)
	d, err = DealerProbs(s, bj.Ten, true)
	require.NoError(t, err)
	assert.InDelta(t, 1, d.Total(20), 1e-12)
}

// H17 makes soft 17 draw: with an ace up and only sixes and tens left, S17
// stands on A+6 while H17 draws to it.
func TestDealerSoft17(t *testing.T) {
	s, err := shoeOf([Values]int{0, 0, 0, 0, 0, 8, 0, 0, 0, 0})
	require.NoError(t, err)
	stand, err := DealerProbs(s, bj.Ace, false)
	require.NoError(t, err)
	assert.InDelta(t, 1, stand.Total(17), 1e-12)
	hit, err := DealerProbs(s, bj.Ace, true)
	require.NoError(t, err)
	// A,6 soft 17 -> +6 = hard 13 -> +6 = 19.
	assert.InDelta(t, 1, hit.Total(19), 1e-12, "%v", hit)
}

func TestDealerProbsErrors(t *testing.T) {
	_, err := DealerProbs(NewShoe(1), 0, false)
	assert.ErrorIs(t, err, ErrShoe)
	_, err = DealerProbs(NewShoe(1), 11, false)
	assert.ErrorIs(t, err, ErrShoe)
	// An empty shoe falls back to a full 8-deck shoe rather than failing.
	d, err := DealerProbs(Shoe{}, 6, false)
	require.NoError(t, err)
	assert.InDelta(t, 0.42, d[Bust], 0.01)
}

func TestDealerTrieSize(t *testing.T) {
	for up := 1; up <= 10; up++ {
		tr := dealerTrieFor(up, true)
		finals := 0
		for _, n := range tr.nodes {
			if n.orders != 0 {
				finals++
			}
		}
		t.Logf("up %d: %d nodes, %d final multisets, depth %d", up, len(tr.nodes), finals, tr.maxDepth)
		assert.Less(t, len(tr.nodes), 5000)
	}
}

func BenchmarkDealerProbs(b *testing.B) {
	s, _ := ShoeAfter(6, []int{2})
	b.ReportAllocs()
	for b.Loop() {
		_, _ = DealerProbs(s, 2, false)
	}
}
