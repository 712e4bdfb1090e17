package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

func TestCheckTurn(t *testing.T) {
	tests := []struct {
		name         string
		viewer, turn game.Seat
		kind         error
		reason       string
	}{
		{"the seat to move", 2, 2, nil, ""},
		{"another seat's turn", 0, 2, game.ErrNotYourTurn, "P3 is to move"},
		{"a spectator", game.Spectator, 0, game.ErrNoSuchSeat, "spectator has no seat at this table"},
		{"past the last seat", 3, 3, game.ErrNoSuchSeat, "P4 has no seat at this table"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := game.CheckTurn(tt.viewer, tt.turn, 3)
			if tt.kind == nil {
				assert.NoError(t, err)
				return
			}
			var r *game.Refusal
			assert.True(t, errors.As(err, &r), "a *game.Refusal: %v", err)
			assert.ErrorIs(t, err, tt.kind)
			assert.Equal(t, tt.reason, game.Reason(err))
		})
	}
}
