package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// GridColumn is one column of a Grid: its heading, and whether its cells are
// figures, aligned on the right.
type GridColumn struct {
	Title string
	Right bool
}

// Grid draws rows of cells under the columns' headings (dim), each column
// as wide as its widest cell, gap spaces apart. A row with fewer cells
// than columns leaves the rest blank; cells beyond the columns are
// dropped.
func (t *Theme) Grid(cols []GridColumn, rows [][]string, gap int) Block {
	lines := GridLines(cols, rows, gap)
	lines[0] = t.Dim.Render(lines[0])
	for i := 1; i < len(lines); i++ {
		lines[i] = t.Text.Render(lines[i])
	}
	return Text(strings.Join(lines, "\n"))
}

// GridLines are Grid's lines before they are styled, the headings first
// and then one line a row: for a screen that styles rows of its own (a
// row to pick out) or scrolls them under the headings.
func GridLines(cols []GridColumn, rows [][]string, gap int) []string {
	widths := make([]int, len(cols))
	for i, c := range cols {
		widths[i] = ansi.StringWidth(c.Title)
	}
	for _, r := range rows {
		for i := range min(len(r), len(cols)) {
			widths[i] = max(widths[i], ansi.StringWidth(r[i]))
		}
	}
	line := func(cells func(i int) string) string {
		parts := make([]string, len(cols))
		for i, c := range cols {
			s := cells(i)
			pad := strings.Repeat(" ", widths[i]-ansi.StringWidth(s))
			if c.Right {
				parts[i] = pad + s
			} else {
				parts[i] = s + pad
			}
		}
		return strings.Join(parts, strings.Repeat(" ", max(0, gap)))
	}
	lines := []string{line(func(i int) string { return cols[i].Title })}
	for _, r := range rows {
		lines = append(lines, line(func(i int) string {
			if i < len(r) {
				return r[i]
			}
			return ""
		}))
	}
	return lines
}
