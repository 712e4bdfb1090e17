package screen

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

// seating is a table of players with a seat to move.
type seating struct {
	players []game.Player
	toMove  game.Seat
}

func (s seating) Player(seat game.Seat) game.Player { return s.players[seat] }
func (s seating) ToMove() (game.Seat, bool)         { return s.toMove, s.toMove >= 0 }

// The seat helpers tell people at the keyboard from computers, and none in
// a replay.
func TestSeats(t *testing.T) {
	ai := game.Player{Name: "AI", Kind: game.AI, Level: "basic"}
	you := game.Player{Name: "You", Kind: game.Human}
	tbl := seating{players: []game.Player{ai, you, you}, toMove: 2}
	assert.True(t, Human(tbl, 3, false, 1))
	assert.False(t, Human(tbl, 3, false, 0))
	assert.False(t, Human(tbl, 3, true, 1), "nobody plays in a replay")
	assert.False(t, Human(tbl, 3, false, game.Spectator))
	assert.Equal(t, 2, Humans(tbl, 3, false))
	assert.Equal(t, 0, Humans(tbl, 3, true))
	assert.Equal(t, "basic", Level(tbl, 0))
	assert.Equal(t, "", Level(tbl, 1))
	assert.Equal(t, game.Seat(2), Viewer(tbl, 3, false), "the person to move")
	tbl.toMove = 0
	assert.Equal(t, game.Seat(1), Viewer(tbl, 3, false), "the first person")
	assert.Equal(t, game.Spectator, Viewer(tbl, 3, true))
}
