package doudizhu

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	dz "teahouse/rules/doudizhu"
)

// The plan cuts hand-made hands as a player would.
func TestPlanCuts(t *testing.T) {
	for _, c := range []struct {
		hand  string
		plays []string
	}{
		{"34567", []string{"34567"}},
		{"3456789", []string{"3456789"}},
		{"334455", []string{"334455"}},
		{"3334449", []string{"333444", "9"}},
		{"33344456", []string{"33344456"}},
		{"3334", []string{"3334"}},
		{"33344", []string{"33344"}},
		{"3333", []string{"3333"}},
		{"BR", []string{"BR"}},
		{"34567999", []string{"34567", "999"}},
		{"3456778899TT", []string{"34567", "8899TT", "7"}},
		{"345677889", []string{"3456789", "7", "8"}},
		{"33345678", []string{"345678", "33"}},
	} {
		p := planOf(dz.MustParse(c.hand), dz.Standard)
		var got []string
		for _, pl := range p.plays {
			got = append(got, pl.Cards.String())
		}
		assert.ElementsMatch(t, c.plays, got, c.hand)
	}
}

// Every play of a plan is a play of its kind, and together they are the
// hand.
func TestPlanPlaysAreTheHand(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		for _, rules := range []dz.Rules{dz.Standard, dz.Simple} {
			h := randomHand(r, 1+r.IntN(20))
			p := planOf(h, rules)
			var all dz.Counts
			for _, pl := range p.plays {
				reads := dz.Classify(pl.Cards, rules)
				require.NotEmpty(t, reads, "%s in the plan of %s", pl.Cards, h)
				kinds := []dz.Kind{}
				for _, rd := range reads {
					kinds = append(kinds, rd.Kind)
				}
				assert.Contains(t, kinds, pl.Kind, "%s in the plan of %s", pl.Cards, h)
				all = all.Plus(pl.Cards)
			}
			assert.Equal(t, h, all)
			assert.Equal(t, len(p.plays), p.turns)
		}
	}
}

// randomHand deals n cards from a shuffled pack.
func randomHand(r *rand.Rand, n int) dz.Counts {
	var deck []dz.Rank
	for rk := range dz.Rank(dz.NumRanks) {
		for range dz.Pack[rk] {
			deck = append(deck, rk)
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var h dz.Counts
	for _, rk := range deck[:n] {
		h[rk]++
	}
	return h
}

func BenchmarkPlan(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	hands := make([]dz.Counts, 1000)
	for i := range hands {
		hands[i] = randomHand(r, 20)
	}
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		planOf(hands[i%len(hands)], dz.Standard)
		i++
	}
}
