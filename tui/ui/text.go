package ui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Glyphs are the few non-letters screens write in running text: plain ASCII
// in ASCII mode, where ambiguous-width characters may be drawn double width.
type Glyphs struct {
	Dot      string // separates items on a line: "·" or "-"
	Dash     string // a dash in a sentence: "—" or "-"
	Ellipsis string // "…" or "..."
	Rule     string // a short rule around a heading: "──" or "--"
	Times    string // the multiplication sign: "×" or "x"
	Marker   string // points at the seat to move: "▸" or ">"
	// PlusMinus joins a figure and its margin of error: "±" or "+/-".
	PlusMinus string
}

// Glyphs returns the glyphs of this theme.
func (t *Theme) Glyphs() Glyphs {
	if t.ASCII {
		return Glyphs{Dot: "-", Dash: "-", Ellipsis: "...", Rule: "--", Times: "x", Marker: ">", PlusMinus: "+/-"}
	}
	return Glyphs{Dot: "·", Dash: "—", Ellipsis: "…", Rule: "──", Times: "×", Marker: "▸", PlusMinus: "±"}
}

// Spread puts left and right at the two ends of a line of width w, one space
// in from the edges, cutting left short (ending it with tail) to make room.
func Spread(w int, left, right, tail string) string {
	room := w - 2 - lipgloss.Width(right) - 2
	if lipgloss.Width(left) > room {
		left = ansi.Truncate(left, max(0, room), tail)
	}
	gap := max(2, w-2-lipgloss.Width(left)-lipgloss.Width(right))
	return ansi.Truncate(" "+left+strings.Repeat(" ", gap)+right+" ", w, "")
}

// Stack joins blocks top to bottom, left-aligned, into a block exactly w
// cells wide, like Column but measuring each line once, for parts drawn on
// every frame. Lines wider than w are cut (zones are not).
func Stack(w int, bs ...Block) Block {
	var (
		lines []string
		zones []NamedRect
	)
	for _, b := range bs {
		for _, z := range b.Zones {
			z.Y += len(lines)
			zones = append(zones, z)
		}
		for _, l := range strings.Split(b.Text, "\n") {
			lines = append(lines, PadCut(l, w))
		}
	}
	return Block{Text: strings.Join(lines, "\n"), Zones: zones}
}

// PadCut returns line exactly w cells wide: padded with spaces or cut.
func PadCut(line string, w int) string {
	switch lw := ansi.StringWidth(line); {
	case lw < w:
		return line + strings.Repeat(" ", w-lw)
	case lw > w:
		return ansi.Truncate(line, max(0, w), "")
	}
	return line
}

// Fit renders text in st, wrapped to w cells only when it is wider.
func Fit(st lipgloss.Style, w int, text string) string {
	if ansi.StringWidth(text) > w {
		st = st.Width(w)
	}
	return st.Render(text)
}

// Page joins blocks top to bottom, left-aligned, like Column; when that is
// taller than h it leaves out the blank blocks (the spacing) first.
func Page(h int, parts ...Block) Block {
	page := Column(lipgloss.Left, parts...)
	if page.Height() <= h {
		return page
	}
	var tight []Block
	for _, p := range parts {
		if strings.TrimSpace(p.Text) != "" {
			tight = append(tight, p)
		}
	}
	return Column(lipgloss.Left, tight...)
}

// Lines returns the first n lines of s as a block exactly n lines tall,
// adding empty lines when s has fewer.
func Lines(s string, n int) Block {
	lines := strings.Split(s, "\n")
	for len(lines) < n {
		lines = append(lines, "")
	}
	return Text(strings.Join(lines[:max(0, n)], "\n"))
}

// Beside joins left, exactly lw cells wide, and right, gap cells after it,
// into a block of h lines, as Stack does: without measuring the lines
// again, for parts drawn on every frame. Lines past h are dropped; right's
// zones move with it.
func Beside(left, right Block, lw, gap, h int) Block {
	ls, rs := strings.Split(left.Text, "\n"), strings.Split(right.Text, "\n")
	blank, space := strings.Repeat(" ", max(0, lw)), strings.Repeat(" ", max(0, gap))
	lines := make([]string, max(0, h))
	for i := range lines {
		l, r := blank, ""
		if i < len(ls) {
			l = ls[i]
		}
		if i < len(rs) {
			r = rs[i]
		}
		lines[i] = l + space + r
	}
	zones := append([]NamedRect(nil), left.Zones...)
	for _, z := range right.Zones {
		z.X += lw + gap
		zones = append(zones, z)
	}
	return Block{Text: strings.Join(lines, "\n"), Zones: zones}
}

// nbHyphen stands in for "-" while a line is wrapped: a non-breaking
// hyphen, one cell wide, which ansi.Wrap does not break after.
const nbHyphen = "\u2011"

// Wrap wraps s to w cells at spaces, never after a hyphen, so a signed
// number ("-10") or a range ("10-500") stays on one line; a word longer
// than w is still broken.
func Wrap(s string, w int) string {
	if !strings.Contains(s, "-") {
		return ansi.Wrap(s, w, "")
	}
	return strings.ReplaceAll(ansi.Wrap(strings.ReplaceAll(s, "-", nbHyphen), w, ""), nbHyphen, "-")
}
