package doudizhu

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Before the deal (明牌开始) the screen offers you, first to choose, to
// play the deal face up with s, or to keep it hidden with p; played face
// up, your hand is dealt face up and the stake says ×4.
func TestShowBeforeDealOffered(t *testing.T) {
	for _, size := range [][2]int{{100, 30}, {80, 24}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		m := start(t, screentest.Sized(size[0], size[1], false), setup(seed7, "show-cards", "before-deal"))
		view := m.View()
		for _, want := range []string{"Your turn: s plays the deal face up (×4), p keeps it hidden.",
			"[ s Face up ×4 ]", "[ p Keep hidden ]", "s face up ×4 • p keep hidden • t hint", "Before the deal"} {
			assert.Contains(t, view, want, name)
		}
		m = press(t, m, "s")
		assert.Equal(t, gd.Show(), lastPlay(t, m), name)
		v := gd.Game.View(truth(t, m), 1)
		require.Equal(t, gd.PhaseBid, v.Phase, "%s: the computers kept their hands hidden, and the cards are dealt", name)
		assert.Equal(t, [gd.Seats]bool{true, false, false}, v.Open)
		assert.NotZero(t, v.Hands[0], "%s: P2 sees your hand", name)
		assert.Contains(t, strings.Split(m.View(), "\n")[1], "Bidding · face up ×4", name)
		m = press(t, m, "3")
		assert.Contains(t, strings.Split(m.View(), "\n")[1], "Base 3 × 4 = 12", name)
	}
}

// The log says each choice and the hands dealt face up.
func TestShowBeforeDealLogLines(t *testing.T) {
	c := ctx{Names: screen.SeatNames(threeSeats, gd.Seats), Players: threeSeats, Env: screentest.Env(false)}
	cfg := gd.Config{ShowCards: gd.ShowBeforeDeal, Deals: 2}
	seen := gd.View{Config: cfg, Deal: 1, Phase: gd.PhaseOpen, Landlord: game.NoSeat}
	describe := func(e game.Event) []string { return face{}.Describe(c, seen, gd.Game.Apply(seen, e), e) }
	assert.Equal(t, []string{"You play this deal face up (×4)."}, describe(gd.OpenChosen{Seat: 0, Open: true}))
	assert.Equal(t, []string{"P2 AI (simple) keeps the hand hidden."}, describe(gd.OpenChosen{Seat: 1}))
	d := gd.Dealt{Deal: 1, Open: [gd.Seats]bool{false, true, false}}
	d.Hands[1], _, _ = dz.FullPack.Take(mustCounts(t, "A2R"))
	assert.Equal(t, []string{"The cards are dealt.", "P2 AI (simple)'s hand face up: R 2 A."}, describe(d))
	assert.Equal(t, []string{"── Deal 2 ── P2 AI (simple) bids first."}, describe(gd.DealOpened{Deal: 2, First: 1}))
	assert.Contains(t, face{}.Opening(c, gd.View{Config: cfg, Deal: 1}),
		"Before each deal any seat may play it face up, for ×4; if none does, the landlord may show the hand before leading, for ×2.")
}
