package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screentest"
)

// A setup the game cannot play is refused with the option named.
func TestBadSetupRefused(t *testing.T) {
	for _, tt := range []struct {
		options game.Settings
		players int
		want    string
	}{
		{game.Settings{"bidding": "auction"}, 3, "bidding"},
		{game.Settings{"show-cards": "maybe"}, 3, "show-cards"},
		{game.Settings{"cap": "-4"}, 3, "cap"},
		{game.Settings{"cap": "lots"}, 3, "cap"},
		{game.Settings{"rules": "house"}, 3, "rules"},
		{game.Settings{"jokers": "3"}, 3, "no option jokers"},
		{nil, 2, "needs 3 players"},
	} {
		s := setup(seed7)
		s.Options = tt.options
		s.Players = threeSeats[:tt.players]
		_, err := Screens.New(screentest.Sized(80, 24, false), s)
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
	}
}
