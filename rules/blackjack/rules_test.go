package blackjack

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDefault(t *testing.T) {
	r := Default()
	require.NoError(t, r.Validate())
	assert.Equal(t, Rules{Decks: 6, DAS: true, MaxHands: 4, Penetration: 0.75}, r)
	assert.Equal(t, 234, r.CutCard(), "75% of 312")
	assert.Error(t, Rules{}.Validate(), "the zero value is not a table")
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Rules)
		ok   bool
	}{
		{"one deck", func(r *Rules) { r.Decks = 1 }, true},
		{"eight decks", func(r *Rules) { r.Decks = 8 }, true},
		{"no decks", func(r *Rules) { r.Decks = 0 }, false},
		{"nine decks", func(r *Rules) { r.Decks = 9 }, false},
		{"no split", func(r *Rules) { r.MaxHands = 1 }, true},
		{"zero hands", func(r *Rules) { r.MaxHands = 0 }, false},
		{"five hands", func(r *Rules) { r.MaxHands = 5 }, false},
		{"bad double", func(r *Rules) { r.Double = 2 }, false},
		{"bad surrender", func(r *Rules) { r.Surrender = 2 }, false},
		{"bad payout", func(r *Rules) { r.Payout = 2 }, false},
		{"shallow", func(r *Rules) { r.Penetration = 0.1 }, true},
		{"deep", func(r *Rules) { r.Penetration = 0.95 }, true},
		{"too shallow", func(r *Rules) { r.Penetration = 0.05 }, false},
		{"too deep", func(r *Rules) { r.Penetration = 1 }, false},
		{"NaN", func(r *Rules) { r.Penetration = nan() }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Default()
			tt.edit(&r)
			err := r.Validate()
			if tt.ok {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, ErrRules)
			}
		})
	}
}

func nan() float64 {
	zero := 0.0
	return zero / zero
}

func TestEnumText(t *testing.T) {
	r := Default()
	r.Double, r.Surrender, r.Payout, r.H17 = Double9to11, LateSurrender, SixToFive, true
	b, err := json.Marshal(r)
	require.NoError(t, err)
	assert.JSONEq(t, `{"decks":6,"h17":true,"das":true,"double":"9-11","surrender":"late","resplit_aces":false,
		"max_hands":4,"payout":"6:5","penetration":0.75,"split_tens":false}`, string(b))
	var back Rules
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, r, back)

	assert.Equal(t, "any", DoubleAny.String())
	assert.Equal(t, "none", NoSurrender.String())
	assert.Equal(t, "3:2", ThreeToTwo.String())
	var d DoubleRule
	require.NoError(t, d.Set("9-11"))
	assert.Equal(t, Double9to11, d)
	assert.Error(t, d.Set("10-11"))
	var s SurrenderRule
	require.NoError(t, s.Set("late"))
	assert.Equal(t, LateSurrender, s)
	assert.Error(t, s.Set("early"))
	var p Payout
	require.NoError(t, p.Set("6:5"))
	assert.Equal(t, SixToFive, p)
	assert.Error(t, p.Set("1:1"))
	_, err = Payout(9).MarshalText()
	assert.Error(t, err)
	_, err = DoubleRule(9).MarshalText()
	assert.Error(t, err)
	_, err = SurrenderRule(9).MarshalText()
	assert.Error(t, err)

	num, den := ThreeToTwo.Blackjack()
	assert.Equal(t, [2]int{3, 2}, [2]int{num, den})
	num, den = SixToFive.Blackjack()
	assert.Equal(t, [2]int{6, 5}, [2]int{num, den})
}

func TestAmount(t *testing.T) {
	tests := []struct {
		a    Amount
		text string
	}{
		{0, "0"}, {Chips(10), "10"}, {15, "7.5"}, {-1, "-0.5"}, {-5, "-2.5"}, {-Chips(3), "-3"}, {1, "0.5"},
		{Amount(10_000_000_000), "5000000000"}, {-Amount(10_000_000_021), "-5000000010.5"},
		{2*MaxChips + 1, "2305843009213693952.5"}, // the largest read back
	}
	for _, tt := range tests {
		assert.Equal(t, tt.text, tt.a.String())
		b, err := json.Marshal(tt.a)
		require.NoError(t, err)
		assert.Equal(t, tt.text, string(b))
		var back Amount
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, tt.a, back)
	}
	v, err := ParseAmount("7.50")
	require.NoError(t, err)
	assert.Equal(t, Amount(15), v)
	for _, bad := range []string{"7.25", "x", "", "1e3", "7.", "99999999999999999999", "2305843009213693953"} {
		_, err := ParseAmount(bad)
		if bad == "7." {
			assert.NoError(t, err, "7. is 7")
			continue
		}
		assert.Error(t, err, bad)
	}
	assert.True(t, Chips(3).IsWhole())
	assert.False(t, Amount(7).IsWhole())
	assert.Equal(t, 3, Amount(7).Whole())
}

// A table's rules in words name every option, changed ones included.
func TestRulesString(t *testing.T) {
	assert.Equal(t, "6 decks, dealer stands on soft 17 (S17), double on any two cards, double after split (DAS), "+
		"no surrender, split to 4 hands, no resplit of aces, blackjack pays 3:2", Default().String())
	r := Rules{Decks: 1, H17: true, Double: Double9to11, Surrender: LateSurrender, MaxHands: 1, ResplitAces: true,
		Payout: SixToFive, Penetration: 0.5, SplitTens: true}
	assert.Equal(t, "1 deck, dealer hits soft 17 (H17), double on 9 to 11 only, no double after split, "+
		"late surrender, no splits, resplit aces, unlike tens may be split, blackjack pays 6:5", r.String())
}
