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

// The stake line of a deal's result calls the rocket a rocket and each
// bomb a bomb, however many were played.
func TestStakeLineNamesTheRocket(t *testing.T) {
	for _, tt := range []struct {
		r    gd.DealResult
		want string
	}{
		{gd.DealResult{Base: 3, Bombs: 1, Points: 6}, "bid 3 × bomb 2 = 6"},
		{gd.DealResult{Base: 3, Bombs: 1, Rocket: true, Points: 6}, "bid 3 × rocket 2 = 6"},
		{gd.DealResult{Base: 2, Bombs: 2, Rocket: true, Points: 8}, "bid 2 × rocket 2 × bomb 2 = 8"},
		{gd.DealResult{Base: 1, Bombs: 5, Rocket: true, Points: 32}, "bid 1 × rocket 2 × 4 bombs 16 = 32"},
	} {
		assert.Equal(t, tt.want, multiplierWords(tt.r, gd.ScoreBids))
	}
}

// A deal in which the rocket was played says so in its result.
func TestDealResultKeepsTheRocket(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 30 && !found; seed++ {
		steps := screentest.PlayedOut(t, gd.Game, gd.Config{Deals: 3}, seed, screentest.NewChoices(screentest.RandomBytes(seed, 1<<14)))
		rocket := false
		for _, s := range steps {
			switch e := s.Event.(type) {
			case gd.Dealt:
				rocket = false
			case gd.Played:
				rocket = rocket || e.Play.Kind == dz.Rocket
			case gd.DealOver:
				assert.Equal(t, rocket, e.Result.Rocket, "seed %d deal %d", seed, e.Result.Deal)
				found = found || rocket
			}
		}
	}
	assert.True(t, found, "some deal saw the rocket")
}
