package ui

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestTheme returns a theme drawing in true colour on a dark background,
// so tests see the escape codes a real terminal gets.
func newTestTheme(t *testing.T, ascii bool) *Theme {
	t.Helper()
	return NewTheme(testRenderer(termenv.TrueColor), ascii)
}

func testRenderer(p termenv.Profile) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	r.SetHasDarkBackground(true)
	return r
}

// grid returns the cells of a rendered string, escape codes stripped. Every
// line must be as wide as the block, one rune per cell.
func grid(t *testing.T, s string) [][]rune {
	t.Helper()
	width := lipgloss.Width(s)
	var g [][]rune
	for i, l := range strings.Split(ansi.Strip(s), "\n") {
		row := []rune(l)
		require.Len(t, row, width, "line %d %q is not one rune per cell, or not %d wide", i, l, width)
		g = append(g, row)
	}
	return g
}

// cells returns the text in rect r of g, line by line.
func cells(g [][]rune, r Rect) string {
	var lines []string
	for y := r.Y; y < r.Y+r.H && y < len(g); y++ {
		lines = append(lines, string(g[y][min(r.X, len(g[y])):min(r.X+r.W, len(g[y]))]))
	}
	return strings.Join(lines, "\n")
}

// zone returns the only zone named id.
func zone(t *testing.T, b Block, id string) Rect {
	t.Helper()
	var found []Rect
	for _, z := range b.Zones {
		if z.ID == id {
			found = append(found, z.Rect)
		}
	}
	require.Len(t, found, 1, "zones named %q", id)
	return found[0]
}

// assertMarkers checks that each zone covers exactly the cells holding its
// marker rune: the marker's bounding box is the zone and fills it.
func assertMarkers(t *testing.T, b Block, markers map[string]rune) {
	t.Helper()
	g := grid(t, b.Text)
	for id, m := range markers {
		box, n := Rect{}, 0
		x0, y0, x1, y1 := 1<<30, 1<<30, -1, -1
		for y, row := range g {
			for x, c := range row {
				if c == m {
					n++
					x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
				}
			}
		}
		require.Positive(t, n, "marker %q of %q not drawn", m, id)
		box = Rect{X: x0, Y: y0, W: x1 - x0 + 1, H: y1 - y0 + 1}
		z := zone(t, b, id)
		assert.Equal(t, box, z, "zone %q", id)
		assert.Equal(t, box.W*box.H, n, "marker %q does not fill its box", m)
	}
}

// fill returns a w by h block of r.
func fill(r rune, w, h int) Block {
	line := strings.Repeat(string(r), w)
	return Text(strings.TrimSuffix(strings.Repeat(line+"\n", h), "\n"))
}

func TestRectContains(t *testing.T) {
	r := Rect{X: 2, Y: 1, W: 3, H: 2}
	tests := []struct {
		name string
		x, y int
		want bool
	}{
		{"top-left", 2, 1, true},
		{"bottom-right", 4, 2, true},
		{"left of", 1, 1, false},
		{"right of", 5, 1, false},
		{"above", 2, 0, false},
		{"below", 2, 3, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, r.Contains(tt.x, tt.y))
		})
	}
	assert.False(t, Rect{}.Contains(0, 0), "an empty rect contains nothing")
}

func TestText(t *testing.T) {
	b := Text("a\nbbb\ncc")
	assert.Equal(t, "a  \nbbb\ncc ", b.Text)
	assert.Equal(t, 3, b.Width())
	assert.Equal(t, 3, b.Height())
	assert.Empty(t, b.Zones)
}

func TestBlockZones(t *testing.T) {
	th := newTestTheme(t, false)
	abc := []Block{Zone("a", fill('A', 1, 1)), Zone("b", fill('B', 4, 2)), Zone("c", fill('C', 2, 3))}
	markers := map[string]rune{"a": 'A', "b": 'B', "c": 'C'}
	row := Row(1, Zone("a", fill('A', 2, 2)), Zone("b", fill('B', 3, 1)))

	tests := []struct {
		name string
		b    Block
		w, h int
		m    map[string]rune
	}{
		{"row gap 2", Row(2, abc...), 1 + 2 + 4 + 2 + 2, 3, markers},
		{"row gap 0", Row(0, abc...), 7, 3, markers},
		{"column left", Column(lipgloss.Left, abc...), 4, 6, markers},
		// gaps 3 and 2: JoinVertical rounds the odd one to the left.
		{"column center", Column(lipgloss.Center, abc...), 4, 6, markers},
		{"column right", Column(lipgloss.Right, abc...), 4, 6, markers},
		{"column 0.3", Column(0.3, abc...), 4, 6, markers},
		{"column 5-wide gap", Column(lipgloss.Center, Zone("a", fill('A', 1, 1)), fill('.', 6, 1)), 6, 2, map[string]rune{"a": 'A'}},
		{
			"styled border padding margin",
			row.Styled(th.r.NewStyle().Border(lipgloss.RoundedBorder()).Padding(1, 2).Margin(1, 3)),
			3 + 1 + 2 + 6 + 2 + 1 + 3, 1 + 1 + 1 + 2 + 1 + 1 + 1, nil,
		},
		{
			"styled uneven frame",
			row.Styled(th.r.NewStyle().Border(lipgloss.NormalBorder(), true, false, true, true).
				PaddingLeft(3).PaddingTop(2).MarginLeft(1)),
			1 + 1 + 3 + 6, 1 + 2 + 2 + 1, nil,
		},
		{"styled width center", row.Styled(th.r.NewStyle().Width(13).Align(lipgloss.Center)), 13, 2, nil},
		{"styled width right", row.Styled(th.r.NewStyle().Width(13).Align(lipgloss.Right).Padding(0, 1)), 13, 2, nil},
		{"styled width exact", row.Styled(th.r.NewStyle().Width(6)), 6, 2, nil},
		{
			"styled height center",
			row.Styled(th.r.NewStyle().Height(7).AlignVertical(lipgloss.Center).Border(th.Border()).PaddingTop(1)),
			8, 9, nil,
		},
		{"styled height bottom", row.Styled(th.r.NewStyle().Height(5).AlignVertical(lipgloss.Bottom)), 6, 5, nil},
		{"panel", Row(1, abc...).Styled(th.Panel), 1 + 1 + 4 + 1 + 2 + 4, 5, markers},
		// gaps 7 and 3: Place rounds the odd ones to the right.
		{"place center", th.Place(row, 13, 5, lipgloss.Center, lipgloss.Center), 13, 5, nil},
		{"place right bottom", th.Place(row, 13, 5, lipgloss.Right, lipgloss.Bottom), 13, 5, nil},
		{"place left top", th.Place(row, 13, 5, lipgloss.Left, lipgloss.Top), 13, 5, nil},
		{"place 0.25", th.Place(row, 13, 5, 0.25, 0.75), 13, 5, nil},
		{"place too small", th.Place(row, 2, 1, lipgloss.Center, lipgloss.Center), 6, 2, nil},
		{"clip", Row(1, abc...).Clip(5, 2), 5, 2, map[string]rune{"a": 'A', "b": 'B'}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.m
			if m == nil {
				m = map[string]rune{"a": 'A', "b": 'B'}
			}
			assert.Equal(t, tt.w, tt.b.Width(), "width")
			assert.Equal(t, tt.h, tt.b.Height(), "height")
			assertMarkers(t, tt.b, m)
		})
	}
}

func TestZoneAndHit(t *testing.T) {
	th := newTestTheme(t, false)
	inner := Row(1, Zone("a", fill('A', 2, 2)), Zone("b", fill('B', 3, 1)))
	b := Column(lipgloss.Center,
		Text("title line"),
		Zone("outer", inner).Styled(th.Panel),
	)
	a, bz, outer := zone(t, b, "a"), zone(t, b, "b"), zone(t, b, "outer")
	require.Equal(t, Rect{X: 2, Y: 2, W: 6, H: 2}, outer, "outer zone")
	assertMarkers(t, b, map[string]rune{"a": 'A', "b": 'B'})

	tests := []struct {
		name   string
		x, y   int
		want   string
		wantOK bool
	}{
		{"inner a", a.X, a.Y, "a", true},
		{"inner b", bz.X + 2, bz.Y, "b", true},
		{"gap between a and b", a.X + 2, a.Y, "outer", true},
		{"below b", bz.X, bz.Y + 1, "outer", true},
		{"on the border", outer.X - 2, outer.Y, "", false},
		{"title", 0, 0, "", false},
		{"far away", 100, 100, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id, ok := b.Hit(tt.x, tt.y)
			assert.Equal(t, tt.wantOK, ok)
			assert.Equal(t, tt.want, id)
		})
	}
}

func TestComposeLeavesInputsAlone(t *testing.T) {
	a := Zone("a", fill('A', 2, 1))
	_ = Row(3, a, a)
	_ = Column(lipgloss.Right, fill('x', 9, 1), a)
	assert.Equal(t, []NamedRect{{ID: "a", Rect: Rect{W: 2, H: 1}}}, a.Zones)
}
