package ui

import (
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Rect is a rectangle of terminal cells; X and Y are its top-left cell.
type Rect struct{ X, Y, W, H int }

// Contains reports whether the cell (x, y) lies inside r.
func (r Rect) Contains(x, y int) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// NamedRect is a click zone: a Rect with the ID reported by Block.Hit.
type NamedRect struct {
	ID string
	Rect
}

// Block is rendered text together with the click zones inside it. Zones are
// relative to the block's top-left cell and are ordered outer before inner.
// Blocks built by this package are rectangular: every line of Text has the
// same width.
type Block struct {
	Text  string
	Zones []NamedRect
}

// Text returns a block of s without zones, padding short lines with spaces so
// the block is rectangular.
func Text(s string) Block {
	return Block{Text: rectangular(s)}
}

// Zone returns b with the whole block made a zone named id; zones already in
// b are kept and win in Hit, being inner.
func Zone(id string, b Block) Block {
	outer := NamedRect{ID: id, Rect: Rect{W: b.Width(), H: b.Height()}}
	return Block{Text: b.Text, Zones: append([]NamedRect{outer}, b.Zones...)}
}

// Row joins blocks left to right, top-aligned, with gap spaces between them.
func Row(gap int, bs ...Block) Block {
	var (
		parts []string
		zones []NamedRect
		x     int
	)
	for i, b := range bs {
		if i > 0 && gap > 0 {
			parts = append(parts, strings.Repeat(" ", gap))
			x += gap
		}
		parts = append(parts, b.Text)
		zones = append(zones, shift(b.Zones, x, 0)...)
		x += b.Width()
	}
	return Block{Text: lipgloss.JoinHorizontal(lipgloss.Top, parts...), Zones: zones}
}

// Column joins blocks top to bottom, aligning each one horizontally at align
// (lipgloss.Left, Center or Right) within the widest.
func Column(align lipgloss.Position, bs ...Block) Block {
	width := 0
	for _, b := range bs {
		width = max(width, b.Width())
	}
	var (
		parts = make([]string, len(bs))
		zones []NamedRect
		y     int
	)
	for i, b := range bs {
		// Each block is made rectangular first: JoinVertical aligns line by
		// line, so a ragged block would not move as one piece.
		parts[i] = rectangular(b.Text)
		zones = append(zones, shift(b.Zones, joinOffset(width-b.Width(), align), y)...)
		y += b.Height()
	}
	return Block{Text: lipgloss.JoinVertical(align, parts...), Zones: zones}
}

// Styled renders b through st (padding, border, margin, width, height and
// alignment) and shifts the zones to where the content lands. The style must
// not reflow the block: a Width narrower than the block plus its padding,
// MaxWidth, MaxHeight, Inline or a Transform would move text the zones cannot
// follow.
func (b Block) Styled(st lipgloss.Style) Block {
	contentW := b.Width() + st.GetPaddingLeft() + st.GetPaddingRight()
	contentH := b.Height() + st.GetPaddingTop() + st.GetPaddingBottom()

	var alignX, alignY int
	if short := st.GetWidth() - contentW; short > 0 {
		switch st.GetAlignHorizontal() {
		case lipgloss.Right:
			alignX = short
		case lipgloss.Center:
			alignX = short / 2 // lipgloss puts the odd cell on the right
		}
	}
	if short := st.GetHeight() - contentH; short > 0 {
		switch st.GetAlignVertical() {
		case lipgloss.Bottom:
			alignY = short
		case lipgloss.Center:
			alignY = short / 2
		}
	}
	x := st.GetMarginLeft() + st.GetBorderLeftSize() + alignX + st.GetPaddingLeft()
	y := st.GetMarginTop() + st.GetBorderTopSize() + alignY + st.GetPaddingTop()
	return Block{Text: st.Render(b.Text), Zones: shift(b.Zones, x, y)}
}

// Width returns the width of the block in cells.
func (b Block) Width() int { return lipgloss.Width(b.Text) }

// Height returns the height of the block in lines.
func (b Block) Height() int { return lipgloss.Height(b.Text) }

// Hit returns the zone containing cell (x, y), the innermost (last) one if
// zones nest.
func (b Block) Hit(x, y int) (id string, ok bool) {
	for i := len(b.Zones) - 1; i >= 0; i-- {
		if b.Zones[i].Contains(x, y) {
			return b.Zones[i].ID, true
		}
	}
	return "", false
}

// Clip cuts b down to at most w cells by h lines, keeping the parts of zones
// that remain visible.
func (b Block) Clip(w, h int) Block {
	if b.Width() <= w && b.Height() <= h {
		return b
	}
	lines := strings.Split(b.Text, "\n")
	lines = lines[:max(0, min(h, len(lines)))]
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "")
	}
	bounds := Rect{W: w, H: h}
	var zones []NamedRect
	for _, z := range b.Zones {
		if r, ok := intersect(z.Rect, bounds); ok {
			zones = append(zones, NamedRect{ID: z.ID, Rect: r})
		}
	}
	return Block{Text: rectangular(strings.Join(lines, "\n")), Zones: zones}
}

// Place returns b positioned in a w by h area like lipgloss.Place, with its
// zones shifted. A block larger than the area is left as it is; whitespace is
// drawn through the theme's renderer.
func (t *Theme) Place(b Block, w, h int, hPos, vPos lipgloss.Position) Block {
	x := placeOffset(w-b.Width(), hPos)
	y := placeOffset(h-b.Height(), vPos)
	return Block{Text: t.r.Place(w, h, hPos, vPos, b.Text), Zones: shift(b.Zones, x, y)}
}

// joinOffset is the left padding lipgloss.JoinVertical gives a line that is
// gap cells narrower than the widest.
func joinOffset(gap int, pos lipgloss.Position) int {
	if gap < 1 {
		return 0
	}
	return int(math.Round(float64(gap) * clamp01(pos)))
}

// placeOffset is the padding lipgloss.Place puts before (left of or above) a
// block that is gap cells smaller than the area. Its rounding differs from
// JoinVertical's: an odd Center gap puts the extra cell after the block.
func placeOffset(gap int, pos lipgloss.Position) int {
	switch {
	case gap <= 0 || pos == lipgloss.Left:
		return 0
	case pos == lipgloss.Right:
		return gap
	}
	return gap - int(math.Round(float64(gap)*clamp01(pos)))
}

func clamp01(p lipgloss.Position) float64 {
	return math.Min(1, math.Max(0, float64(p)))
}

func shift(zones []NamedRect, dx, dy int) []NamedRect {
	out := make([]NamedRect, len(zones))
	for i, z := range zones {
		z.X += dx
		z.Y += dy
		out[i] = z
	}
	return out
}

func intersect(a, b Rect) (Rect, bool) {
	x0, y0 := max(a.X, b.X), max(a.Y, b.Y)
	x1, y1 := min(a.X+a.W, b.X+b.W), min(a.Y+a.H, b.Y+b.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{}, false
	}
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, true
}

// rectangular pads every line of s with spaces to the width of the widest.
func rectangular(s string) string {
	width := lipgloss.Width(s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if pad := width - ansi.StringWidth(l); pad > 0 {
			lines[i] = l + strings.Repeat(" ", pad)
		}
	}
	return strings.Join(lines, "\n")
}
