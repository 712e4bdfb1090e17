package blackjack

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/rules/cards"
	"teahouse/tui/screentest"
)

// holeCard is the hole card the table really holds while it is down, from
// the saved log replayed.
func holeCard(t testing.TB, m screenOf) (cards.Card, bool) {
	t.Helper()
	d := view(t, m, game.Omniscient).Dealer
	return d.Cards[1], d.HoleDown
}

// The hole card is the K♠ in seed 259's first round, and no other K♠ is
// face up before the reveal: the screen never shows its face (it is a card
// back, the log, the hint and the help do not name it) until the dealer
// turns it over; then it does.
func TestHiddenHoleCardUntilTheReveal(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		t.Run(fmt.Sprintf("ascii=%v", ascii), func(t *testing.T) {
			ks := map[bool]string{false: "K♠", true: "KS"}[ascii]
			m := dealt(t, testEnv(ascii), seedDouble)
			hole, down := holeCard(t, m)
			require.True(t, down)
			require.Equal(t, cards.New(cards.King, cards.Spades), hole.Face(), "the hole card")
			for _, k := range []string{"", "t", "c", "t", "?"} {
				if k != "" {
					m = press(t, m, k)
				}
				assert.NotContains(t, flatten(m.View()), ks, "after %q: the hole card named", k)
				if k != "?" {
					row := dealerRow(t, m.View())
					assert.Contains(t, row, cardBack(ascii), "after %q", k)
					assert.NotContains(t, row, "K", "after %q: the hole card is a back", k)
				}
			}
			m = press(t, m, "?", "s") // you stand; the AI plays; the dealer turns the K♠ over
			_, down = holeCard(t, m)
			require.False(t, down)
			assert.Contains(t, dealerRow(t, m.View()), "K")
			assert.Contains(t, flatten(m.View()), "turns over "+ks)
		})
	}
}

// Whole rounds played by keys, five seats: whenever the hole card is down
// it is drawn as a back, and nothing on the screen names it unless the
// same card was shown face up elsewhere.
func TestHiddenThroughManyRounds(t *testing.T) {
	m := start(t, testEnv(true), setup(17, you, aiCounter, aiBasic, aiCounter, aiBasic))
	checked := 0
	for round := 0; round < 25; round++ {
		m = press(t, m, "enter")
		for steps := 0; view(t, m, 0).Phase != gb.PhaseBetting; steps++ {
			require.Less(t, steps, 40)
			if hole, down := holeCard(t, m); down {
				assert.Contains(t, dealerRow(t, m.View()), cardBack(true))
				all, _ := faceUp(t, m)
				if !slices.ContainsFunc(all, func(c cards.Card) bool { return c.Face() == hole.Face() }) {
					assert.NotContains(t, flatten(m.View()), hole.ASCII(), "round %d: the hole card %s named", round, hole.ASCII())
				}
				checked++
			}
			m = press(t, m, "n", "s")
		}
	}
	assert.Positive(t, checked)
}

// An audience that sees every seat (a replay, a table of computers) still
// sees the round as the players did: the hole card down until it is
// turned, its face named nowhere.
func TestHiddenFromTheAudienceToo(t *testing.T) {
	m := press(t, dealt(t, testEnv(true), seedDouble), "d")
	_, data := screentest.SavedLog(t, m)
	r := screentest.OpenReplay[screenOf](t, Screens, testEnv(true), data, "x.jsonl")
	require.Equal(t, game.Omniscient, where(r).Viewer)
	r = press(t, r, "n", "n") // both bets: the deal
	assert.Contains(t, dealerRow(t, r.View()), cardBack(true))
	assert.NotContains(t, flatten(r.View()), "KS")
	assert.Contains(t, sideText(r, 100), "The dealer shows 4D and a card face down.")
	r = press(t, r, "n", "n") // you double, the AI stands: the reveal
	assert.Contains(t, flatten(r.View()), "turns over KS")
}
