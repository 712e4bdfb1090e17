package shengji

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestPoints(t *testing.T) {
	assert.Equal(t, TotalPoints, Points(cards.Decks(2, true)), "two decks hold 200 points")
	assert.Equal(t, 25, Points(cs("5H 10S KD 3C QS AH BJ")))
	assert.Equal(t, 0, Points(nil))
	for card, want := range map[string]int{"5S": 5, "10H": 10, "KC": 10, "QD": 0, "AS": 0, "SJ": 0, "4H": 0} {
		assert.Equal(t, want, CardPoints(cs(card)[0]), card)
	}
}

func TestKittyMultiplier(t *testing.T) {
	tests := []struct {
		lead      string
		size, dbl int
	}{
		{"AH", 2, 2},
		{"AH AH", 4, 2},
		{"AH AH KH KH", 8, 2},
		{"AH AH KH KH QH QH", 12, 2},
		{"AH AH KH", 4, 2}, // a throw: its largest unit, the pair
		{"AH KH", 2, 2},
	}
	for _, tt := range tests {
		t.Run(tt.lead, func(t *testing.T) {
			l, err := ReadLead(cs(tt.lead), fiveSpades, defaultRule)
			require.NoError(t, err)
			assert.Equal(t, tt.size, KittyBySize.Multiplier(l.Largest()))
			assert.Equal(t, tt.dbl, KittyDouble.Multiplier(l.Largest()))
		})
	}
	kitty := cs("5H 10S KD 3C 4C 6D 7D 8D") // 25 points
	pair, err := ReadLead(cs("AH AH"), fiveSpades, defaultRule)
	require.NoError(t, err)
	assert.Equal(t, 100, KittyBySize.KittyPoints(kitty, true, pair))
	assert.Equal(t, 50, KittyDouble.KittyPoints(kitty, true, pair))
	assert.Equal(t, 0, KittyBySize.KittyPoints(kitty, false, pair), "the defenders won the last trick")
	noTractor, err := ReadLead(cs("AH AH KH KH"), fiveSpades, noTractors)
	require.NoError(t, err)
	assert.Equal(t, 4, KittyBySize.Multiplier(noTractor.Largest()), "without tractors two pairs are two pairs")
}

func TestRuleOptions(t *testing.T) {
	for _, k := range []KittyRule{KittyBySize, KittyDouble} {
		got, err := ParseKittyRule(k.String())
		require.NoError(t, err)
		assert.Equal(t, k, got)
	}
	_, err := ParseKittyRule("triple")
	assert.ErrorContains(t, err, "want size or double")
	for _, p := range []ThrowPenalty{PenaltyNone, PenaltyTen} {
		got, err := ParseThrowPenalty(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, got)
	}
	_, err = ParseThrowPenalty("five")
	assert.ErrorContains(t, err, "want none or ten")
	assert.Equal(t, 0, PenaltyNone.Points())
	assert.Equal(t, 10, PenaltyTen.Points())
	assert.Equal(t, KittyBySize, Rules{}.Kitty, "the zero Rules are the defaults")
	b, err := json.Marshal(Rules{NoTractors: true, Kitty: KittyDouble, Penalty: PenaltyTen, Levels: LevelTable{TakeOver: 120}})
	require.NoError(t, err)
	assert.JSONEq(t, `{"no_tractors":true,"kitty":"double","throw_penalty":"ten","levels":{"take_over":120}}`, string(b))
	var back Rules
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, Rules{NoTractors: true, Kitty: KittyDouble, Penalty: PenaltyTen, Levels: LevelTable{TakeOver: 120}}, back)
	assert.Error(t, json.Unmarshal([]byte(`{"kitty":"triple"}`), &back))
	assert.Error(t, json.Unmarshal([]byte(`{"throw_penalty":"all"}`), &back))
	assert.Equal(t, PenaltyNone, Rules{}.Penalty)
}
