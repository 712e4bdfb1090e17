package tui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// gameNamed is the lobby's game of that name.
func gameNamed(t *testing.T, name string) int {
	t.Helper()
	for i, g := range Games() {
		if g.Name == name {
			return i
		}
	}
	require.Fail(t, "no game "+name)
	return -1
}

// Two seats both set to You are refused with a sentence that names them;
// a hot seat beside You is not.
func TestSetupRefusesTwoYous(t *testing.T) {
	f := newSetupForm(Games()[gameNamed(t, "shengji")], nil)
	f.choices[2].index = 0 // P3: You, beside P1
	_, err := f.setup()
	require.Error(t, err)
	assert.Equal(t, "P1 and P3 are both set to You: you sit once. Set the others to Human (hot seat) for other people here", err.Error())
	f.choices[2].index = 1 // a hot seat
	_, err = f.setup()
	assert.NoError(t, err)
}

// Shengji's setup says who partners whom, at 80x24 and 100x30; a game
// without teams says nothing of them.
func TestSetupSaysTheTeams(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {100, 30}} {
		env := screentest.Sized(sz[0], sz[1], false)
		view := newSetupForm(Games()[gameNamed(t, "shengji")], nil).view(env, "").Text
		assert.Contains(t, screentest.Flatten(view), "Teams: P1+P3 against P2+P4: partners sit opposite.", "%dx%d", sz[0], sz[1])
		assert.LessOrEqual(t, strings.Count(view, "\n")+1, sz[1])
	}
	view := newSetupForm(Games()[gameNamed(t, "doudizhu")], nil).view(screentest.Sized(100, 30, false), "").Text
	assert.NotContains(t, view, "Teams:")
}
