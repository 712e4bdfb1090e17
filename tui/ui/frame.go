package ui

import "github.com/charmbracelet/lipgloss"

// Layout is where Frame puts the parts of a game screen.
type Layout struct {
	Header, Table, Log, Footer Rect
}

// FrameLayout returns the layout Frame draws a width by height screen with:
// header lines at the top, footer lines at the bottom, and between them the
// table on the left and the log panel on the right, 30 columns wide at 80
// plus half of every column beyond, at most 50. An empty header or footer
// takes no line. When lines run short the header is kept longest, then the
// footer. Size the screen's LogPanel to Log.W by Log.H on every resize so its
// paging matches what Frame draws.
func FrameLayout(width, height int, header, footer string) Layout {
	width, height = max(0, width), max(0, height)
	var l Layout
	room := height
	if header != "" {
		l.Header = Rect{W: width, H: min(lipgloss.Height(header), room)}
		room -= l.Header.H
	}
	if footer != "" {
		h := min(lipgloss.Height(footer), room)
		l.Footer = Rect{Y: height - h, W: width, H: h}
		room -= h
	}
	logW := logWidth(width)
	l.Table = Rect{Y: l.Header.H, W: width - logW, H: room}
	l.Log = Rect{X: width - logW, Y: l.Header.H, W: logW, H: room}
	return l
}

func logWidth(width int) int {
	if width < MinWidth {
		return width * 3 / 8
	}
	return min(30+(width-MinWidth)/2, 50)
}

// Frame composes a game screen of exactly width by height cells as laid out
// by FrameLayout. The table is centred in its area, and cut (zones too) if it
// is larger; the log panel is drawn at its area's size; header and footer
// lines are cut to the width.
func (t *Theme) Frame(width, height int, header string, table Block, log LogPanel, footer string) Block {
	l := FrameLayout(width, height, header, footer)
	var parts []Block
	if l.Header.H > 0 {
		parts = append(parts, Text(header).Clip(l.Header.W, l.Header.H))
	}
	if l.Table.H > 0 {
		tbl := t.Place(table.Clip(l.Table.W, l.Table.H), l.Table.W, l.Table.H, lipgloss.Center, lipgloss.Center)
		logView := Text(log.SetSize(l.Log.W, l.Log.H).View()).Clip(l.Log.W, l.Log.H)
		parts = append(parts, Row(0, tbl, logView))
	}
	if l.Footer.H > 0 {
		parts = append(parts, Text(footer).Clip(l.Footer.W, l.Footer.H))
	}
	return t.Place(Column(lipgloss.Left, parts...), max(0, width), max(0, height), lipgloss.Left, lipgloss.Top)
}
