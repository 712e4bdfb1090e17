package server_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
)

// TestWebParlorShowsTheLeaderboard: the parlor's page shows the
// leaderboard of the game chosen in its New table form, and follows the
// choice; a name is drawn as text, never as markup; Blackjack says it is
// not rated.
func TestWebParlorShowsTheLeaderboard(t *testing.T) {
	s, url := startWebPages(t, nil)
	require.NoError(t, s.store.SetLandmarks("pokerdice", map[string]rating.Rating{
		"ai:expert":                       {R: 1801, RD: 30, Vol: 0.06},
		`ai:<img src=x onerror="boom()">`: {R: 1400, RD: 40, Vol: 0.06},
	}))
	p := newChromium(t).open(url)
	p.name("ann")
	p.until(`document.querySelectorAll("#ratings tbody tr").length === 2`)
	rows := eval[[]string](p, `[...document.querySelectorAll("#ratings tbody tr")].map(r => [...r.cells].map(c => c.textContent).join("|"))`)
	assert.Equal(t, []string{
		"1|AI (expert)|1801|1742–1860|0|—|landmark",
		`2|AI (<img src=x onerror="boom()">)|1400|1322–1478|0|—|landmark`,
	}, rows)
	assert.Zero(t, eval[int](p, `document.querySelectorAll("#ratings img").length`), "a name is text")
	assert.Equal(t, "Leaderboard of Risk Choice (dice poker)", eval[string](p, `document.getElementById("ratingshead").textContent`))

	choose := func(game string) {
		eval[bool](p, `(function () { const g = document.getElementById("newgame"); g.value = "`+game+`"; g.dispatchEvent(new Event("change")); return true; })()`)
	}
	choose("blackjack")
	p.until(`document.getElementById("ratings").textContent === "Blackjack is played against the house: it is not rated."`)
	choose("shengji")
	p.until(`document.getElementById("ratings").textContent === "Nobody is rated at Shengji yet: a finished game rates its players."`)
	choose("pokerdice")
	p.until(`document.querySelectorAll("#ratings tbody tr").length === 2`)
}
