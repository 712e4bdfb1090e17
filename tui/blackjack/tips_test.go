package blackjack

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
)

// unseen is the composition of the cards nobody at the table has seen
// (the shoe and the hole card), worked out from the saved log apart from
// the screen.
func unseen(t *testing.T, m screenOf) aibj.Shoe {
	t.Helper()
	_, since := faceUp(t, m)
	u, err := aibj.ShoeAfterCards(view(t, m, 0).Config.Rules.Decks, since)
	require.NoError(t, err)
	return u
}

// exactHint is ai/blackjack's hint for your hand now, for the unseen cards.
func exactHint(t *testing.T, m screenOf) aibj.Hint {
	t.Helper()
	v := view(t, m, 0)
	hand, ok := v.Active()
	require.True(t, ok)
	ph := bj.PlayerHand{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit, SplitAces: hand.SplitAces, Hands: v.Me().NHands}
	h, err := aibj.NewHint(v.Config.Rules, unseen(t, m), bj.Value(v.Dealer.Up().Rank), ph)
	require.NoError(t, err)
	return h
}

// The hint on your turn is basic strategy and ai/blackjack's exact value
// of every legal action for the unseen cards, which count the shoe and
// the hole card; it says how many they are and which action is best.
func TestTipsExactValues(t *testing.T) {
	m := press(t, dealt(t, testEnv(false), seedDouble), "t")
	want := exactHint(t, m)
	require.Equal(t, aibj.Double, want.Basic)
	v := view(t, m, 0)
	require.Equal(t, v.Shoe.Remaining+1, unseen(t, m).Total(), "the shoe and the hole card")
	text := sideText(m, 100)
	assert.Contains(t, text, "Basic strategy: double (D)")
	assert.Contains(t, text, fmt.Sprintf("exact for the %d cards left in the shoe", v.Shoe.Remaining))
	for _, a := range []aibj.Action{aibj.Double, aibj.Hit, aibj.Stand} {
		ev, ok := want.EVs.EV(a)
		require.True(t, ok)
		assert.Contains(t, text, fmt.Sprintf("%s %+.4f", a, ev))
	}
	assert.Contains(t, text, "double +0.5845 best")
	assert.NotContains(t, text, "surrender -0.5", "surrender is not allowed at this table")
}

// Rounds later the hint still counts every card the table has shown since
// the shuffle, discards included.
func TestTipsAfterManyRounds(t *testing.T) {
	s := setup(5, you, aiCounter)
	s.Options["decks"] = "2"
	m := start(t, testEnv(false), s)
	checked := 0
	for round := 0; round < 30; round++ {
		m = press(t, m, "enter")
		if v := view(t, m, 0); !where(m).MyTurn || v.Phase != gb.PhasePlay {
			m = press(t, m, "n", "s")
			continue
		}
		m = press(t, m, "t")
		want := exactHint(t, m)
		ev, _ := want.EVs.EV(want.Best)
		assert.Contains(t, sideText(m, 100), fmt.Sprintf("%s %+.4f", want.Best, ev), "round %d", round)
		checked++
		m = press(t, m, "t", "s")
		for where(m).MyTurn && view(t, m, 0).Phase == gb.PhasePlay {
			m = press(t, m, "s")
		}
	}
	assert.Greater(t, checked, 10)
}

// Under an ace the hint gives the exact chance that the hole card is a
// ten and what insurance is worth; with a blackjack, even money against
// declining.
func TestTipsInsurance(t *testing.T) {
	m := press(t, dealt(t, testEnv(false), seedInsurance), "t")
	require.Equal(t, gb.PhaseInsurance, view(t, m, 0).Phase)
	u := unseen(t, m)
	text := sideText(m, 100)
	assert.Contains(t, text, fmt.Sprintf("ten with chance %.4f", u.Prob(bj.Ten)))
	assert.Contains(t, text, fmt.Sprintf("Insurance is worth %+.4f per chip", aibj.InsuranceEV(u)))
	assert.Contains(t, text, "Best: decline.")

	m = press(t, dealt(t, testEnv(false), seedNatural), "t")
	text = sideText(m, 100)
	assert.Contains(t, text, "even money +1.0000")
	assert.Contains(t, text, "decline")
}

// Out of your turn the hint waits for it.
func TestTipsWaitForYourTurn(t *testing.T) {
	m := press(t, dealt(t, testEnv(false), seedDouble), "t", "s")
	require.True(t, where(m).MyTurn, "the next bet")
	assert.Contains(t, sideText(m, 100), "A counter would bet 10", "between rounds: the count")
}

// The count trainer: c shows the Hi-Lo count of the cards seen since the
// shuffle, from the first deal on, and hides it again; the count variant
// (--show-count) opens with it shown.
func TestTipsCountTrainer(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	assert.NotContains(t, m.View(), "Hi-Lo")
	m = press(t, m, "c")
	assert.Contains(t, m.View(), "Hi-Lo +2 · true +0.3", "7 4 Q 5 4: +1 +1 -1 +1 +1, the hole card not counted")
	m = press(t, m, "s")
	_, since := faceUp(t, m)
	c := aibj.NewCount(6).AddCards(since...)
	assert.Contains(t, m.View(), fmt.Sprintf("Hi-Lo %+d · true %+.1f", c.Running, c.True()), "the hole card counts once turned")
	m = press(t, m, "c")
	assert.NotContains(t, m.View(), "Hi-Lo")
}
