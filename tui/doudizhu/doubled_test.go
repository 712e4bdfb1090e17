package doudizhu

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// The log names what doubled the stake, a rocket a rocket and a bomb a
// bomb, in whole sessions played out.
func TestDoubledNamesTheRocket(t *testing.T) {
	c := ctx{Env: screentest.Env(false), Names: screen.Names{"You", "P2", "P3"}}
	seen := map[dz.Kind]bool{}
	for seed := uint64(1); seed <= 30 && !(seen[dz.Rocket] && seen[dz.Bomb]); seed++ {
		steps := screentest.PlayedOut(t, gd.Game, gd.Config{Deals: 3}, seed, screentest.NewChoices(screentest.RandomBytes(seed, 1<<14)))
		for i, s := range steps {
			if _, ok := s.Event.(gd.Doubled); !ok || i == 0 {
				continue
			}
			played, ok := steps[i-1].Event.(gd.Played)
			if !assert.True(t, ok, "a play doubles the stake") {
				continue
			}
			line := strings.Join(describe(c, s.Seen, gd.Game.Apply(s.Seen, s.Event), s.Event), " ")
			want := map[dz.Kind]string{dz.Rocket: "The rocket doubles the stake", dz.Bomb: "The bomb doubles the stake"}[played.Play.Kind]
			assert.Contains(t, line, want)
			seen[played.Play.Kind] = true
		}
	}
	assert.True(t, seen[dz.Rocket] && seen[dz.Bomb], "both a rocket and a bomb were played")
}
