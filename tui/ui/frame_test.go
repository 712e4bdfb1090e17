package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFrameLayout(t *testing.T) {
	two := "line one\nline two"
	tests := []struct {
		name           string
		w, h           int
		header, footer string
		want           Layout
	}{
		{"80x24", 80, 24, "h", two, Layout{
			Header: Rect{W: 80, H: 1}, Table: Rect{Y: 1, W: 50, H: 21},
			Log: Rect{X: 50, Y: 1, W: 30, H: 21}, Footer: Rect{Y: 22, W: 80, H: 2},
		}},
		{"100x30", 100, 30, two, "f", Layout{
			Header: Rect{W: 100, H: 2}, Table: Rect{Y: 2, W: 60, H: 27},
			Log: Rect{X: 60, Y: 2, W: 40, H: 27}, Footer: Rect{Y: 29, W: 100, H: 1},
		}},
		{"wide log capped", 200, 50, "", "", Layout{
			Table: Rect{W: 150, H: 50}, Log: Rect{X: 150, W: 50, H: 50},
		}},
		{"81 columns", 81, 24, "", "", Layout{
			Table: Rect{W: 51, H: 24}, Log: Rect{X: 51, W: 30, H: 24},
		}},
		{"narrow", 40, 10, "", "", Layout{
			Table: Rect{W: 25, H: 10}, Log: Rect{X: 25, W: 15, H: 10},
		}},
		{"header and footer fill it", 80, 3, two, two, Layout{
			Header: Rect{W: 80, H: 2}, Table: Rect{Y: 2, W: 50}, Log: Rect{X: 50, Y: 2, W: 30},
			Footer: Rect{Y: 2, W: 80, H: 1},
		}},
		{"negative", -5, -1, "h", "f", Layout{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, FrameLayout(tt.w, tt.h, tt.header, tt.footer))
		})
	}
	at80 := FrameLayout(MinWidth, MinHeight, "", "")
	assert.GreaterOrEqual(t, at80.Table.W, 5*DieWidth+4, "five dice fit beside the log at the minimum width")
}

func TestFrame(t *testing.T) {
	th := newTestTheme(t, false)
	table := Column(lipgloss.Center,
		Row(1, Zone("a", fill('@', 9, 6)), Zone("b", fill('$', 9, 6))),
		Text(""),
		Row(2, Zone("c", fill('%', 10, 1)), Zone("d", fill('&', 7, 1))),
	)
	// Markers drawn nowhere else on the screen.
	markers := map[string]rune{"a": '@', "b": '$', "c": '%', "d": '&'}
	log := NewLogPanel(th, "Log").Append("you rolled", "AI holds")
	header := th.Title.Render("Dice") + "  round 1  scores 0:0"
	footer := "r roll • space hold\nq quit • ? help"

	tests := []struct {
		name           string
		w, h           int
		header, footer string
		table          Block
		markers        map[string]rune
	}{
		{"80x24", 80, 24, header, footer, table, markers},
		{"100x30", 100, 30, header, footer, table, markers},
		{"120x40 no header", 120, 40, "", footer, table, markers},
		{"no footer", 80, 24, header, "", table, markers},
		{"tall footer", 80, 24, header, strings.Repeat("help line\n", 7) + "last", table, markers},
		{"table cut to its area", 80, 24, header, footer, Zone("x", fill('#', 70, 30)), map[string]rune{"x": '#'}},
		{"too short", 80, 5, header, footer, table, nil},
		{"header only fits", 80, 1, header + "\nsecond", footer, table, nil},
		{"narrow", 30, 10, header, footer, table, nil},
		{"nothing", 0, 0, header, footer, table, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			screen := th.Frame(tt.w, tt.h, tt.header, tt.table, log, tt.footer)
			assert.Equal(t, tt.w, screen.Width(), "width")
			if tt.h > 0 {
				assert.Equal(t, tt.h, screen.Height(), "height")
			}
			g := grid(t, screen.Text)
			if tt.markers != nil {
				assertMarkers(t, screen, tt.markers)
			}
			for _, z := range screen.Zones {
				assert.True(t, z.X >= 0 && z.Y >= 0 && z.X+z.W <= tt.w && z.Y+z.H <= tt.h, "zone %+v inside the screen", z)
			}
			if tt.w < MinWidth || tt.h < MinHeight {
				return
			}
			lines := strings.Split(ansi.Strip(screen.Text), "\n")
			top := 0
			if tt.header != "" {
				top = lipgloss.Height(tt.header)
				assert.Equal(t, ansi.Strip(tt.header), strings.TrimRight(lines[0], " "), "header on top")
			}
			if tt.footer != "" {
				fl := strings.Split(tt.footer, "\n")
				assert.Equal(t, fl[len(fl)-1], strings.TrimRight(lines[len(lines)-1], " "), "footer at the bottom")
			}
			l := FrameLayout(tt.w, tt.h, tt.header, tt.footer)
			require.Equal(t, top, l.Log.Y)
			assert.Equal(t, "╭", string(g[l.Log.Y][l.Log.X]), "log panel's top-left corner")
			assert.Equal(t, "╯", string(g[l.Log.Y+l.Log.H-1][l.Log.X+l.Log.W-1]), "log panel's bottom-right corner")
			assert.Contains(t, ansi.Strip(screen.Text), "AI holds")
		})
	}
}

func TestFrameTableCentred(t *testing.T) {
	th := newTestTheme(t, false)
	screen := th.Frame(80, 24, "header", Zone("t", fill('#', 10, 4)), NewLogPanel(th, "Log"), "footer")
	// The table area is 50 by 22 below the header line.
	assert.Equal(t, Rect{X: 20, Y: 1 + 9, W: 10, H: 4}, zone(t, screen, "t"))
	assertMarkers(t, screen, map[string]rune{"t": '#'})
	id, ok := screen.Hit(25, 12)
	require.True(t, ok)
	assert.Equal(t, "t", id)
}
