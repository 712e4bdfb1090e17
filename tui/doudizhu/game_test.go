package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Variants and configOf agree: what the command line writes is what the
// screen plays.
func TestVariantsRoundTrip(t *testing.T) {
	for _, cfg := range []gd.Config{
		{Deals: 3},
		{Deals: 6, Bidding: gd.CallAndRob, ShowCards: true, Cap: 48, Rules: dz.Simple},
		{Deals: 1, Bidding: gd.NoBidding},
	} {
		got, err := configOf(screen.Setup{Rounds: cfg.Deals, Variants: Variants(cfg)})
		require.NoError(t, err)
		assert.Equal(t, cfg, got)
	}
}

// A setup the game cannot play is refused with the option named.
func TestBadSetupRefused(t *testing.T) {
	for _, tt := range []struct {
		variants map[string]string
		players  int
		want     string
	}{
		{map[string]string{keyBidding: "auction"}, 3, "bidding"},
		{map[string]string{keyShow: "maybe"}, 3, "show-cards"},
		{map[string]string{keyCap: "-4"}, 3, "cap"},
		{map[string]string{keyCap: "lots"}, 3, "cap"},
		{map[string]string{keyRules: "house"}, 3, "rules"},
		{map[string]string{"jokers": "3"}, 3, "no option jokers"},
		{nil, 2, "needs 3 players"},
	} {
		s := setup(seed7)
		s.Variants = tt.variants
		s.Players = threeSeats[:tt.players]
		_, err := Game.New(screentest.Sized(80, 24, false), s)
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
	}
}
