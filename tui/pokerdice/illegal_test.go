package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Pressing an action the game refuses shows the game's reason and changes
// nothing at the table.
func TestIllegalActionsShowTheReason(t *testing.T) {
	tests := []struct {
		name     string
		variants map[string]string
		keys     []string
		reason   string
	}{
		{"double without skills", nil, []string{"d"}, "Skills are off in this match"},
		{"peek without skills", nil, []string{"p"}, "Skills are off in this match"},
		{"stand before the reroll", map[string]string{"skills": "on"}, []string{"s"}, "You can only stand after the reroll"},
		{"relock before the reroll", map[string]string{"skills": "on"}, []string{"r"}, "You can only relock after the reroll"},
		{"force before the opponent holds", map[string]string{"skills": "on"}, []string{"f"}, "No die to force"},
		{"strict holds of two values", map[string]string{"rule": "strict"}, []string{"1", "2", "enter"}, "Strict rule: held dice must all show one value"},
		{"double twice", map[string]string{"skills": "on"}, []string{"d", "d"}, "You have already used Double this match"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := start(t, testEnv(false), setup(42, tc.variants))
			before := m.tbl.Log().Entries
			last := tc.keys[len(tc.keys)-1]
			m = press(t, m, tc.keys[:len(tc.keys)-1]...)
			before = m.tbl.Log().Entries
			pending := m.pending
			m = press(t, m, last)
			assert.Contains(t, m.status, tc.reason)
			assert.Contains(t, flatten(m.View()), tc.reason)
			assert.Equal(t, before, m.tbl.Log().Entries, "the table log is unchanged")
			assert.Equal(t, pending, m.pending)
		})
	}
}

// Illegal buttons are drawn dimmed: ( ) instead of [ ].
func TestIllegalButtonsAreDimmed(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}))
	v := m.View()
	assert.Contains(t, v, "[ enter Hold & roll ]")
	assert.Contains(t, v, "[ p Peek ]")
	assert.Contains(t, v, "( f Force )")
	assert.Contains(t, v, "( r Relock )")
	assert.Contains(t, v, "( s Stand )")

	m = press(t, m, "1", "2")
	m2, _ := drive(t, start(t, testEnv(true), setup(42, map[string]string{"rule": "strict"})), keys("1", "2")...)
	require.NotEqual(t, m.pending, 0)
	assert.Contains(t, m2.View(), "( enter Hold & roll )", "3 and 6 are not one value")
}
