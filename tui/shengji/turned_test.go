package shengji

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/game/webreplay"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screentest"
)

// wholeKittySeed is the first seed whose deal, when nobody declares,
// turns up the whole kitty (no level card, no joker) with its highest
// card before the last: every card is turned though an earlier one
// decides.
func wholeKittySeed(t *testing.T) (uint64, []cards.Card) {
	t.Helper()
	high := func(c cards.Card) int {
		if c.Rank == cards.Ace {
			return int(cards.King) + 1
		}
		return int(c.Rank)
	}
	for seed := uint64(1); seed < 500; seed++ {
		s, err := gs.Game.New(gs.Config{Deals: 1}, seed)
		require.NoError(t, err)
		for gs.Game.View(s, game.Spectator).Phase == gs.PhaseDeal {
			s, _, err = gs.Game.Reduce(s, gs.Game.Waiting(s)[0], gs.Pass())
			require.NoError(t, err)
		}
		turned := gs.Game.View(s, game.Spectator).Turned
		if len(turned) == sj.KittySize && slices.ContainsFunc(turned[:sj.KittySize-1], func(c cards.Card) bool {
			return high(c) > high(turned[sj.KittySize-1])
		}) {
			return seed, turned
		}
	}
	t.Fatal("no seed below 500 turns up the whole kitty")
	return 0, nil
}

// When nobody declares and the whole kitty is turned up, the screen's log
// and header, and the web page of the saved log (its text and the pile in
// the middle), show all eight cards in the order they were turned.
func TestTheWholeKittyTurnedUpIsShown(t *testing.T) {
	seed, turned := wholeKittySeed(t)
	m := start(t, screentest.Sized(120, 40, false), setup(seed, "ask"))
	for steps := 0; gs.Game.View(truth(t, m), game.Spectator).Phase == gs.PhaseDeal; steps++ {
		require.Less(t, steps, 200, "declaring ends")
		m = ready(t, m)
		m = press(t, m, moveKeys(t, m)...)
	}
	require.Equal(t, turned, gs.Game.View(truth(t, m), game.Spectator).Turned)
	env := screentest.Sized(120, 40, false)
	want := cardsText(ctx{Env: env}, turned)
	require.Len(t, strings.Fields(want), sj.KittySize)
	m = ready(t, m)
	view := screentest.Flatten(m.View())
	assert.Contains(t, view, "kitty turned: "+want, "the header")
	assert.Contains(t, view, "the kitty turned up "+strings.Fields(want)[0], "the log")

	_, data := screentest.SavedLog(t, m)
	page, err := Screens.Export(data, "shengji.jsonl", 0) // P1's page
	require.NoError(t, err)
	var logged []string
	var piles [][]webreplay.Card
	for _, st := range page.Steps {
		for _, l := range st.Log {
			if strings.Contains(l, "the kitty turned up") {
				logged = append(logged, l)
			}
		}
		for _, p := range st.Scene.Middle {
			if strings.HasPrefix(p.Label, "kitty turned up") {
				piles = append(piles, p.Cards)
			}
		}
	}
	require.Len(t, logged, 1, "the page's log says it once")
	assert.Contains(t, logged[0], "Nobody declared: the kitty turned up "+want+".")
	require.NotEmpty(t, piles, "the page shows the turned cards")
	assert.Equal(t, webreplay.CardsOf(turned), piles[0], "the page's pile: every card, in turning order")
}
