package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// handOf reads cards such as "KS KH KD QS QH 9C".
func handOf(t *testing.T, s string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList(s)
	require.NoError(t, err)
	return cs
}

func TestGroupsByRank(t *testing.T) {
	groups := GroupsBy(handOf(t, "KS KH KD QS QH 9C 9D 9S 6H"), func(c cards.Card) cards.Rank { return c.Rank })
	require.Len(t, groups, 4)
	assert.Len(t, groups[0], 3)
	assert.Len(t, groups[3], 1)
	assert.Empty(t, GroupsBy(nil, func(c cards.Card) cards.Rank { return c.Rank }))
}

// A hand is written group by group, a space between groups, a group never
// split across lines while it fits one.
func TestGroupedText(t *testing.T) {
	th := newTestTheme(t, false)
	groups := GroupsBy(handOf(t, "KS KH KD QS QH 9C 9D 9S 6H 5S 5H 4S 4H 4D"), func(c cards.Card) cards.Rank { return c.Rank })
	assert.Equal(t, []string{"KKK QQ 999 6 55 444"}, strip(th.GroupedText(groups, 30)))
	assert.Equal(t, []string{"KKK QQ 999", "6 55 444"}, strip(th.GroupedText(groups, 10)))
	assert.Equal(t, []string{"KK", "K", "QQ", "99", "9", "6", "55", "44", "4"}, strip(th.GroupedText(groups, 2)))
}

// Grouped small cards: each group a strip of its own, rows that fit.
func TestGroupedMini(t *testing.T) {
	th := newTestTheme(t, false)
	groups := GroupsBy(handOf(t, "KS KH KD QS QH 9C"), func(c cards.Card) cards.Rank { return c.Rank })
	b, ok := th.GroupedMini(groups, 40)
	require.True(t, ok)
	assert.Equal(t, MiniHeight, b.Height(), "one row")
	assert.Contains(t, ansi.Strip(b.Text), "│K│K│K│ │Q│Q│ │9│")
	b, ok = th.GroupedMini(groups, 12)
	require.True(t, ok)
	assert.Equal(t, 2*MiniHeight, b.Height(), "two rows")
	for _, l := range strings.Split(b.Text, "\n") {
		assert.LessOrEqual(t, ansi.StringWidth(l), 12)
	}
	_, ok = th.GroupedMini(groups, 2)
	assert.False(t, ok)
}

func strip(lines []string) []string {
	for i := range lines {
		lines[i] = ansi.Strip(lines[i])
	}
	return lines
}
