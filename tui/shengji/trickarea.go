package shengji

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	sj "teahouse/rules/shengji"
	"teahouse/tui/ui"
)

// The trick area: the four seats around the table, the partner above,
// the opponents left and right, the bottom seat below; each seat's name
// with its play in the trick under it and the marks of that play ("led",
// "winning"). The side seats have a column each; the top and the bottom
// seat share the column between them, so no seat's text ever reaches
// another's.

// zoneSeat prefixes the zone of each seat's place at the table ("seat2"):
// nothing answers a click there; tests read where each seat is drawn.
const zoneSeat = "seat"

// tableBlock draws the table in r's size: the four seats around the
// trick, and under them what the trick is about.
func (f face) tableBlock(c ctx, r ui.Rect) ui.Block {
	w, h := r.W, r.H
	t := c.Env.Theme
	info := f.infoLines(c, w)
	room := max(0, h-len(info))
	left, top, right := f.seats()
	colW := sideColW(w)
	midW := max(4, w-2*colW)
	tall := tallFits(room, midW)
	topB := f.seatBlock(c, top, midW, tall, lipgloss.Center, false)
	botB := f.seatBlock(c, f.bottom.Seat(), midW, tall, lipgloss.Center, true)
	leftB := f.seatBlock(c, left, colW, tall, lipgloss.Left, false)
	rightB := f.seatBlock(c, right, colW, tall, lipgloss.Right, false)
	sideH := max(leftB.Height(), rightB.Height())
	// The sides between the top and the bottom seat, a line apart from
	// each where there is room; the table no taller, over the hand.
	height := max(topB.Height()+1+botB.Height(), sideH, min(room, topB.Height()+sideH+botB.Height()+2))
	gap := max(0, height-topB.Height()-botB.Height())
	mid := ui.Column(lipgloss.Center, t.Place(topB, midW, topB.Height(), lipgloss.Center, lipgloss.Top),
		ui.Lines("", gap), t.Place(botB, midW, botB.Height(), lipgloss.Center, lipgloss.Top))
	side := func(b ui.Block, align lipgloss.Position) ui.Block {
		return t.Place(b, colW, height, align, lipgloss.Center)
	}
	body := ui.Row(0, side(leftB, lipgloss.Left), mid, side(rightB, lipgloss.Right))
	body = t.Place(body, w, max(room, body.Height()), lipgloss.Left, lipgloss.Bottom)
	return ui.Stack(w, body, ui.Text(strings.Join(info, "\n"))).Clip(w, h)
}

// tallFits reports whether the table's room, h lines, holds the top and
// the bottom seat's plays as whole cards, one over the other in the
// middle column midW wide.
func tallFits(h, midW int) bool {
	return h >= 2*(ui.CardHeight+1)+1 && midW >= ui.CardWidth
}

// seatBlock is one seat's place at the table, at most w cells wide: its
// name line and its play under it with the play's marks; the bottom seat
// (below) has its play above its name, nearer the middle of the table,
// and its name just over its hand.
// The block is a zone of its own (zoneSeat and the seat's number).
func (f face) seatBlock(c ctx, seat game.Seat, w int, tall bool, align lipgloss.Position, below bool) ui.Block {
	name := ui.Text(f.nameLine(c, seat, w))
	play := f.playBlock(c, seat, w, tall, align)
	b := ui.Column(align, name, play)
	if below {
		b = ui.Column(align, play, name)
	}
	return ui.Zone(fmt.Sprintf("%s%d", zoneSeat, seat), b)
}

// playBlock draws seat's play in the trick on the table, in at most w
// cells: whole cards when tall and they fit, else written out, wrapped;
// its marks ("led", "winning", or "won" once the trick is over) on the
// line under it. An empty play keeps
// its place: a line for the cards, a line for the marks (whole cards: a
// card's height).
func (f face) playBlock(c ctx, seat game.Seat, w int, tall bool, align lipgloss.Position) ui.Block {
	t := c.Env.Theme
	trick, done := f.board.shown()
	p := trick[seat]
	var marks []string
	if !p.Empty() && f.board.leader() == seat {
		marks = append(marks, "led")
	}
	if !p.Empty() && f.board.winning() == seat {
		marks = append(marks, map[bool]string{false: "winning", true: "won"}[done])
	}
	label := ui.Text(t.Accent.Render(strings.Join(marks, " ")))
	cs := p.Cards()
	sj.SortSuit(cs, f.board.v.Trump)
	switch {
	case tall && len(cs) > 0 && ui.CardWidth+(len(cs)-1)*ui.FanTightStrip <= w:
		fan := t.CardFan(cs, nil, w, "")
		_, faces, _ := strings.Cut(fan.Text, "\n") // the row a raised card would take
		return ui.Column(align, ui.Text(faces), label)
	case tall && len(cs) == 0:
		return ui.Lines("", ui.CardHeight)
	case len(cs) == 0:
		return ui.Lines("", 2)
	}
	text := lipgloss.NewStyle().Width(max(1, w)).Align(align).Render(cardLine(c, cs))
	if ui.Text(text).Width() > w {
		text = ui.PadCut(text, w)
	}
	return ui.Column(align, ui.Text(text), label)
}
