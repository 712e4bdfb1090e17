package table

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

// sittersAt names who made each action: the header's players at the end,
// and before a seat changed hands the player its note says was there.
func TestSittersAt(t *testing.T) {
	bo := game.Player{ID: "ssh:bo", Name: "bo", Kind: game.Remote}
	ann := game.Player{ID: "ssh:ann", Name: "ann", Kind: game.Remote}
	ai := game.Player{ID: "ai:expert", Kind: game.AI, Level: "expert"}
	l := game.Log[int]{
		Header:  game.Header{Players: []game.Player{ann, bo}},
		Entries: make([]game.Entry[int], 6),
		Notes: []game.Note{
			{At: 1, Seat: 1, Text: "bo (person) has left"},                         // a sentence only
			{At: 2, Seat: 1, Text: "AI plays P2", Kind: game.NoteReseat, Was: &bo}, // actions 3 and 4: the computer's
			{At: 3, Seat: 0, Text: "ann asked for the hint", Kind: game.NoteTip},
			{At: 4, Seat: 1, Text: "bo is back", Kind: game.NoteReseat, Was: &ai}, // actions 5 and 6: bo's
		},
	}
	got := sittersAt(l, 7)
	want := [][]game.Player{{ann, bo}, {ann, bo}, {ann, bo}, {ann, ai}, {ann, ai}, {ann, bo}, {ann, bo}}
	assert.Equal(t, want, got)
	assert.Equal(t, want[:3], sittersAt(l, 3), "the first steps only")
}
