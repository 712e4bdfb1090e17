package shengji

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// TestJSONForPrograms: a program at a seat reads the declaration and the
// trump in words and letters, never as Go field names and numbers.
func TestJSONForPrograms(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    any
		want string
	}{
		{"nobody declared", Declaration{}, `{"strength":"no declaration","suit":""}`},
		{"a pair of hearts", Declaration{Strength: LevelPair, Suit: cards.Hearts}, `{"strength":"pair of level cards","suit":"H"}`},
		{"big jokers", Declaration{Strength: BigJokers}, `{"strength":"pair of big jokers","suit":""}`},
		{"before declaring ends", Trump{}, `{"level":"","suit":""}`},
		{"diamonds at 2", Trump{Level: cards.Two, Suit: cards.Diamonds}, `{"level":"2","suit":"D"}`},
		{"no trump at 10", Trump{Level: cards.Ten}, `{"level":"10","suit":""}`},
		{"ace", Trump{Level: cards.Ace, Suit: cards.Spades}, `{"level":"A","suit":"S"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.v)
			require.NoError(t, err)
			assert.JSONEq(t, tc.want, string(b))
		})
	}
}
