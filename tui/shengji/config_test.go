package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screen"
)

// A config written as variants reads back the same, every rule option
// included; a bad value or an unknown option is an error.
func TestVariantsReadBack(t *testing.T) {
	for _, cfg := range []gs.Config{
		{Deals: 1, Levels: [2]string{"2", "2"}},
		{Deals: 3, Levels: [2]string{"10", "10"}, Trump: "NT",
			Rules: sj.Rules{NoTractors: true, Kitty: sj.KittyDouble, Penalty: sj.PenaltyTen}},
	} {
		got, err := configOf(screen.Setup{Rounds: cfg.Deals, Variants: Variants(cfg)})
		require.NoError(t, err)
		assert.Equal(t, cfg, got)
	}
	for _, bad := range []map[string]string{{keyKitty: "triple"}, {keyPenalty: "five"}, {keyTractors: "maybe"},
		{keyLevel: "1"}, {"jokers": "on"}} {
		_, err := configOf(screen.Setup{Rounds: 1, Variants: bad})
		assert.Error(t, err, "%v", bad)
	}
}
