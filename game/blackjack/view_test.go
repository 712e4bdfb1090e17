package blackjack

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/cards"
)

func TestRedactHidesTheHoleCard(t *testing.T) {
	hole := CardDealt{Seat: game.NoSeat, Dealer: true, Card: cards.New(cards.King, cards.Hearts), FaceDown: true, Total: 11, Soft: true}
	up := CardDealt{Seat: 0, Card: cards.New(cards.Ace, cards.Spades), Total: 11, Soft: true}
	for _, viewer := range []game.Seat{0, 1, game.Spectator} {
		assert.Equal(t, up, Game.Redact(up, viewer))
		got := Game.Redact(hole, viewer).(CardDealt)
		assert.True(t, got.Card.IsZero(), "viewer %s", viewer)
		assert.Equal(t, 11, got.Total, "the total counts the up card only")
	}
	assert.Equal(t, hole, Game.Redact(hole, game.Omniscient))
	assert.Equal(t, cards.New(cards.King, cards.Hearts), hole.Card, "input untouched")
}

// TestTheHoleCardIsNowhereInAView checks a view's JSON, which a program
// seat reads, for the hole card while it is down.
func TestTheHoleCardIsNowhereInAView(t *testing.T) {
	s := stack(t, newState(t, Config{}, 3), "10S QH 9S 7D")
	s, _ = must(t, s, 0, Bet(10))
	require.True(t, s.dealer.HoleDown)
	raw, err := json.Marshal(Game.View(s, 0))
	require.NoError(t, err)
	text, err := s.dealer.Cards[1].MarshalText()
	require.NoError(t, err)
	assert.NotContains(t, string(raw), `"`+string(text)+`"`)
	assert.Equal(t, s.dealer.Cards[1], Game.View(s, game.Omniscient).Dealer.Cards[1], "a replay's audience sees it")
}
