package ui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/rules/cards"
)

// A hand shown to others (a seat's cards face up, a hand at a deal's
// end) drawn as cards in groups: each group (a rank, a suit) of small
// cards of its own, the groups a cell apart, as many to a row as fit.

// GroupedMini draws groups as MiniCards, a cell between two groups, rows
// of at most w cells, a group never split unless it alone is wider than
// w; ok is false when even that does not fit (w under MiniWidth(1)).
func (t *Theme) GroupedMini(groups [][]cards.Card, w int) (_ Block, ok bool) {
	if w < MiniWidth(1) {
		return Block{}, false
	}
	var rows []Block
	var row []Block
	width := 0
	flush := func() {
		if len(row) > 0 {
			rows = append(rows, Row(1, row...))
		}
		row, width = nil, 0
	}
	for _, g := range splitWide(groups, (w-1)/2) {
		gw := MiniWidth(len(g))
		if width > 0 && width+1+gw > w {
			flush()
		}
		if width > 0 {
			width++
		}
		row, width = append(row, t.MiniCards(g)), width+gw
	}
	flush()
	return Column(lipgloss.Left, rows...), true
}

// GroupedText writes groups as RankText, a space between two groups, in
// lines of at most w cells, a group never split unless it alone is wider.
func (t *Theme) GroupedText(groups [][]cards.Card, w int) []string {
	var lines []string
	var line []string
	width := 0
	for _, g := range splitWide(groups, max(1, w)) {
		if width > 0 && width+1+len(g) > w {
			lines = append(lines, strings.Join(line, " "))
			line, width = nil, 0
		}
		if width > 0 {
			width++
		}
		line, width = append(line, t.RankText(g)), width+len(g)
	}
	if len(line) > 0 {
		lines = append(lines, strings.Join(line, " "))
	}
	return lines
}

// splitWide cuts each group longer than n cards into pieces of n.
func splitWide(groups [][]cards.Card, n int) [][]cards.Card {
	var out [][]cards.Card
	for _, g := range groups {
		for len(g) > n {
			out, g = append(out, g[:n]), g[n:]
		}
		if len(g) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// GroupsBy cuts cs, in the order given, into runs of cards with the same
// key: a hand sorted by rank into its ranks, sorted by suit into its
// suits.
func GroupsBy[K comparable](cs []cards.Card, key func(cards.Card) K) [][]cards.Card {
	var out [][]cards.Card
	for i, c := range cs {
		if i == 0 || key(c) != key(cs[i-1]) {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], c)
	}
	return out
}
