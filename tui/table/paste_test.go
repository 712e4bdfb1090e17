package table

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
)

func TestEachRune(t *testing.T) {
	// key records the runes it is handed, says something on 'x' and acts on '!'.
	key := func(seen string, m tea.KeyMsg) (string, Intent[string]) {
		seen += string(m.Runes)
		switch string(m.Runes) {
		case "x":
			return seen, Say[string]("no x")
		case "!":
			return seen, Do("go")
		}
		return seen, Intent[string]{}
	}
	runes := func(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

	seen, in, ok := EachRune("", runes("3x34"), key)
	assert.True(t, ok)
	assert.Equal(t, "3x34", seen, "every rune, in order")
	assert.Equal(t, "no x", in.Status, "the last status said")
	assert.Nil(t, in.Act)

	seen, in, ok = EachRune("", runes("3!4"), key)
	assert.True(t, ok)
	assert.Equal(t, "3!", seen, "stops where a rune acts")
	assert.Equal(t, "go", *in.Act)

	for _, m := range []tea.KeyMsg{runes("3"), {Type: tea.KeyEnter}} {
		seen, _, ok = EachRune("", m, key)
		assert.False(t, ok, "%v is not a paste", m)
		assert.Empty(t, seen)
	}
}
