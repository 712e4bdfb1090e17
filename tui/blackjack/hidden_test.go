package blackjack

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/rules/cards"
)

// The hole card is the K♠ in seed 259's first round, and no other K♠ is
// face up before the reveal: the screen never shows its face (the card is
// a back, the log does not name it) until the dealer turns it over; then
// it does.
func TestHiddenHoleCardUntilTheReveal(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		t.Run(fmt.Sprintf("ascii=%v", ascii), func(t *testing.T) {
			ks := "K♠"
			if ascii {
				ks = "KS"
			}
			m := dealt(t, testEnv(ascii), seedDouble)
			truth := gb.Game.View(m.tbl.State(), game.Omniscient)
			require.Equal(t, cards.New(cards.King, cards.Spades), truth.Dealer.Cards[1].Face(), "the stacked hole card")
			require.Equal(t, cards.Card{}, m.board.dealer.Cards[1], "the board holds no hole card")

			for _, step := range []string{"", "t", "t", "?", "?"} { // the hint, the help
				if step != "" {
					m = press(t, m, step)
				}
				view := m.View()
				assert.NotContains(t, flatten(view), ks, "step %q: the hole card named", step)
				r, ok := zone(m, zoneDealer+"1")
				if m.ShowHelp {
					continue
				}
				require.True(t, ok)
				face := region(view, r)
				assert.NotContains(t, face, "K", "step %q: the hole card is a back", step)
				back := "▒░▒░▒"
				if ascii {
					back = `/\/\/`
				}
				assert.Contains(t, face, back)
			}

			m = press(t, m, "s") // you stand; the AI plays; the dealer turns the K♠ over
			require.False(t, m.board.dealer.HoleDown)
			view := m.View()
			r, ok := zone(m, zoneDealer+"1")
			require.True(t, ok)
			assert.Contains(t, region(view, r), "K", "the hole card face up")
			assert.Contains(t, flatten(view), "turns over "+ks)
		})
	}
}

// Nothing queued for the screen holds the hole card: every event is
// redacted before it is queued, and the screen's memory of the shoe never
// counts it while it is down.
func TestHiddenEventsAreRedacted(t *testing.T) {
	m := start(t, testEnv(false), setup(seedDouble))
	m, err := m.apply(0, gb.Bet(10))
	require.NoError(t, err)
	m, err = m.apply(1, gb.Bet(10)) // the deal: queued, not yet played
	require.NoError(t, err)
	require.NotEmpty(t, m.queue)
	holes := 0
	for _, e := range m.queue {
		if d, ok := e.(gb.CardDealt); ok && d.FaceDown {
			assert.Equal(t, cards.Card{}, d.Card)
			holes++
		}
	}
	assert.Equal(t, 1, holes)
	m, _ = m.advance()
	for _, c := range m.shoe.seen {
		assert.True(t, c.Valid())
	}
	v := m.view()
	assert.Len(t, m.shoe.seen, 5, "four player cards and the up card")
	assert.Equal(t, v.Shoe.Remaining+1, 312-len(m.shoe.seen), "unseen: the shoe and the hole card")
}

// Whole rounds played by keys: whenever the hole card is down, the dealer's
// second card is drawn as a back and the log names no card the table has
// not shown.
func TestHiddenThroughManyRounds(t *testing.T) {
	m := start(t, testEnv(true), setup(17, you, aiCounter))
	checked := 0
	for round := 0; round < 25; round++ {
		m = press(t, m, "enter")
		for steps := 0; m.view().Phase != gb.PhaseBetting; steps++ {
			require.Less(t, steps, 40)
			if m.board.dealer.HoleDown {
				truth := gb.Game.View(m.tbl.State(), game.Omniscient).Dealer.Cards[1]
				r, ok := zone(m, zoneDealer+"1")
				require.True(t, ok)
				assert.Contains(t, region(m.View(), r), `/\/\/`)
				shown := m.cardList(m.shoe.seen)
				if !strings.Contains(shown, truth.ASCII()) {
					assert.NotContains(t, flatten(m.View()), truth.ASCII(), "round %d: the hole card %s named", round, truth.ASCII())
				}
				checked++
			}
			switch v := m.view(); v.Phase {
			case gb.PhaseInsurance:
				m = press(t, m, "n")
			default:
				m = press(t, m, "s")
			}
		}
	}
	assert.Positive(t, checked)
}
