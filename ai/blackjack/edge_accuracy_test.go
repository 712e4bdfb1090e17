package blackjack

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// publishedCutCardEffect is how much a cut card adds to the house edge of
// a basic-strategy player heads-up, by decks, as simulated by Wizard of
// Odds ("Cut Card Effect" appendix: "CSM reduction in house edge", a
// continuous shuffler dealing every round off a full shoe against a cut
// card game; quoted by J. Grochowski, Casino City Times, 22 March 2012 and
// 31 January 2013).
var publishedCutCardEffect = map[int]float64{1: 0.113, 2: 0.063, 4: 0.034, 5: 0.028, 6: 0.020, 8: 0.014}

// offTheTopRoundsPerShoe is the RoundsPerShoe that deals a fixed number of
// rounds per shoe, as many as fit with a wide margin (12 cards a round).
func offTheTopRoundsPerShoe(decks int) int { return decks * 52 / 12 }

// The simulator reproduces the published house edges (TestHouseEdgesNearPublished
// lists them with their sources) within its standard error plus 0.05%:
//
//   - dealt with a fixed number of rounds per shoe, whose expectation is
//     the off-the-top figure the sources publish;
//   - dealt to the cut card at 75%, as the table deals, against the
//     published figure plus the published cut-card effect for the number
//     of decks.
//
// The simulation to the cut card against the bare published figure is
// logged: at six decks the cut card's 0.02% fits in the tolerance, but the
// single-deck game's 0.11% does not (see docs/ai/blackjack.md).
func TestSimulatedHouseEdgesMatchPublished(t *testing.T) {
	if short() {
		t.Skip("simulates 670 million rounds; run without -short and -race")
	}
	const rounds = 1000 * EdgeChunk // 32.8 million a simulation: standard error about 0.02%
	for i, p := range publishedHouseEdges {
		t.Run(p.name, func(t *testing.T) {
			r := p.rules()
			cce, ok := publishedCutCardEffect[r.Decks]
			require.True(t, ok)
			fixed, err := MeasureEdge(EdgeConfig{Rounds: rounds, Seed: uint64(1000 + i), Rules: r, RoundsPerShoe: offTheTopRoundsPerShoe(r.Decks)})
			require.NoError(t, err)
			cut, err := MeasureEdge(EdgeConfig{Rounds: rounds, Seed: uint64(2000 + i), Rules: r})
			require.NoError(t, err)
			fe, fse := -100*fixed.EV, 100*fixed.StdErr
			ce, cse := -100*cut.EV, 100*cut.StdErr
			t.Logf("published %.3f%% (%s)", p.edge, p.source)
			t.Logf("fixed rounds: %.4f%% ± %.4f%%, off by %+.4f%% (bound %.4f%%)", fe, fse, fe-p.edge, fse+0.05)
			t.Logf("cut card:     %.4f%% ± %.4f%%, off by %+.4f%% from published + cut-card effect %.3f%% (bound %.4f%%)",
				ce, cse, ce-p.edge-cce, cce, cse+0.05)
			raw := "within"
			if math.Abs(ce-p.edge) > cse+0.05 {
				raw = "OUTSIDE"
			}
			t.Logf("cut card against the bare published figure: off by %+.4f%%, %s the bound", ce-p.edge, raw)
			assert.LessOrEqual(t, math.Abs(fe-p.edge), fse+0.05, "fixed rounds per shoe")
			assert.LessOrEqual(t, math.Abs(ce-p.edge-cce), cse+0.05, "to the cut card")
		})
	}
}
