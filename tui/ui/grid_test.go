package ui

import (
	"strings"
	"testing"

	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
)

func TestGridAlignsColumns(t *testing.T) {
	th := NewTheme(testRenderer(termenv.Ascii), false)
	g := th.Grid([]GridColumn{{Title: "Player"}, {Title: "Won", Right: true}}, [][]string{
		{"ann", "12"},
		{"AI (optimal)", "3"},
		{"bob"}, // a short row leaves the rest blank
	}, 2)
	assert.Equal(t, strings.Join([]string{
		"Player        Won",
		"ann            12",
		"AI (optimal)    3",
		"bob              ",
	}, "\n"), g.Text)
}

func TestGridWithoutRowsIsItsHeadings(t *testing.T) {
	g := NewTheme(testRenderer(termenv.Ascii), false).Grid([]GridColumn{{Title: "#", Right: true}, {Title: "Score"}}, nil, 1)
	assert.Equal(t, "# Score", g.Text)
}
