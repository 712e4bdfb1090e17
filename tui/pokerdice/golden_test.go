package pokerdice

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// opening starts the match of seed 42 with variants, you against the
// optimal AI, at the size of env (100x30 unless w and h say otherwise):
// the screen waits for your holds. It is driven by messages, with no
// clock.
func opening(t *testing.T, ascii bool, variants map[string]string, size ...int) screenOf {
	t.Helper()
	env := testEnv(ascii)
	if len(size) == 2 {
		env.Width, env.Height = size[0], size[1]
	}
	m := start(t, env, setup(42, variants))
	require.Contains(t, m.View(), "Choose holds")
	return m
}

// The opening screen of seed 42, you against the optimal AI: you hold first.
func TestGoldenOpening(t *testing.T) {
	golden.RequireEqual(t, []byte(opening(t, false, nil).View()))
}

// The same after toggling dice 1 and 3: both drawn held, die 3 focused.
func TestGoldenHolds(t *testing.T) {
	view := press(t, opening(t, false, nil), "1", "3").View()
	assert.Contains(t, view, "HELD")
	golden.RequireEqual(t, []byte(view))
}

// The showdown of round 1 after holding nothing: both hands named, the
// winner marked, waiting for enter.
func TestGoldenShowdown(t *testing.T) {
	m := press(t, opening(t, false, nil), "enter")
	assert.Contains(t, m.View(), "Next round")
	require.True(t, where(m).Holding)
	golden.RequireEqual(t, []byte(m.View()))
}

// The opening in --ascii mode: no box drawing, no CJK, no bullets; the
// dice are drawn in ASCII too.
func TestGoldenASCII(t *testing.T) {
	view := opening(t, true, nil).View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	assert.Equal(t, 2*2*5, strings.Count(view, "+-------+"), "ten dice, two borders each")
	assert.Contains(t, view, "| o   o |")
	golden.RequireEqual(t, []byte(view))
}

// The skills variant at 80x24 with dice held and the tip panel open: its
// title says the figures count the opponent's face-down dice as unknown.
func TestGoldenSkillsTips(t *testing.T) {
	view := press(t, opening(t, false, map[string]string{"skills": "on"}, 80, 24), "2", "5", "t").View()
	assert.Contains(t, view, "1. hold")
	assert.Contains(t, view, "Odds counting their face-down dice as unknown:")
	golden.RequireEqual(t, []byte(view))
}

// Strict holds with a 3 and a 6 held: Hold & roll is dimmed and the status
// line says why.
func TestGoldenStrictHolds(t *testing.T) {
	view := press(t, opening(t, false, map[string]string{"rule": "strict"}), "1", "2").View()
	assert.Contains(t, view, "Strict holds: keep dice of one value only")
	golden.RequireEqual(t, []byte(view))
}
