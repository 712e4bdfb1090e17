package ui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/rules/cards"
)

// MiniHeight is the height of Theme.MiniCards.
const MiniHeight = 3

// MiniWidth is the width of n cards drawn by Theme.MiniCards.
func MiniWidth(n int) int {
	if n == 0 {
		return 0
	}
	return 2*n + 1
}

// MiniCards draws cs as small cards side by side, three lines high and two
// columns a card (one more for the last border), for the cards on the
// table where a card game has no room for whole ones: a play, the bottom
// cards.
//
//	╭─┬─┬─┬─╮   +-+-+-+-+
//	│3│3│T│R│   |3|3|T|R|
//	╰─┴─┴─┴─╯   +-+-+-+-+
//
// Each card shows its rank in one cell (the ten is T, the jokers B and R
// as in Theme.Card), red for hearts, diamonds and the red joker; suits are
// not shown, so it suits games where they do not count. No cards give
// MiniHeight empty lines.
func (t *Theme) MiniCards(cs []cards.Card) Block {
	if len(cs) == 0 {
		return Lines("", MiniHeight)
	}
	p := t.cardPainter()
	frame := p.ink(roleFrameDim, false, false)
	top, mid, bottom := "╭", "│", "╰"
	tee, bar, line, end, endBottom, cross := "┬", "│", "─", "╮", "╯", "┴"
	if t.ASCII {
		top, mid, bottom = "+", "|", "+"
		tee, bar, line, end, endBottom, cross = "+", "|", "-", "+", "+", "+"
	}
	var a, b, c strings.Builder
	a.WriteString(frame.on(top))
	b.WriteString(frame.on(mid))
	c.WriteString(frame.on(bottom))
	for i, card := range cs {
		closeTop, closeBottom := tee, cross
		if i == len(cs)-1 {
			closeTop, closeBottom = end, endBottom
		}
		a.WriteString(frame.on(line + closeTop))
		b.WriteString(p.rankCell(card) + frame.on(bar))
		c.WriteString(frame.on(line + closeBottom))
	}
	return Block{Text: a.String() + "\n" + b.String() + "\n" + c.String()}
}

// PlayHeight is the height of Theme.PlayArea: whole cards (tall) or small
// ones, and the label under them.
func PlayHeight(tall bool) int {
	if tall {
		return CardHeight + 1
	}
	return MiniHeight + 1
}

// PlayArea draws what a seat last did in front of it, in at most w columns
// and exactly PlayHeight(tall) lines: the cards it played, as a fan of
// whole cards when tall and they fit, else as MiniCards, else written out
// (see RankText), with label under them ("pair chain 3-5"); with no cards
// the label alone ("pass", "bid 2"), in the middle of where the cards go.
// The block is as wide as what it draws; align sets how its lines line up.
func (t *Theme) PlayArea(cs []cards.Card, label string, w int, tall bool, align lipgloss.Position) Block {
	h := PlayHeight(tall) - 1
	label = Fit(t.Text, w, label)
	if lipgloss.Height(label) > 1 {
		label = PadCut(strings.Split(label, "\n")[0], w)
	}
	var body Block
	switch {
	case len(cs) == 0:
		body = Lines(strings.Repeat("\n", (h-1)/2)+label, h)
		label = ""
	case tall && CardWidth+(len(cs)-1)*FanTightStrip <= w:
		body = t.CardFan(cs, nil, w, "")
	case MiniWidth(len(cs)) <= w:
		body = t.MiniCards(cs)
		body = Lines(strings.Repeat("\n", h-MiniHeight)+body.Text, h)
	default:
		body = Lines(strings.Repeat("\n", (h-1)/2)+PadCut(t.RankText(cs), w), h)
	}
	body.Zones = nil
	out := Column(align, body, Text(label))
	return Block{Text: out.Text}
}

// RankText writes cards by their one-cell ranks, as MiniCards shows them,
// red ones in red: "3334TTR", for a game where suits do not count.
func (t *Theme) RankText(cs []cards.Card) string {
	p := t.cardPainter()
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(p.rankCell(c))
	}
	return b.String()
}

// rankCell is c's one-cell rank in its ink, or a cell of the back for a
// card that may not be seen.
func (p *cardPainter) rankCell(c cards.Card) string {
	if !c.Valid() {
		return p.ink(roleBack, false, false).on(p.g.back[0])
	}
	rank, _ := indexOf(c, p.t.ASCII, 1)
	return p.ink(faceRole(c), false, false).on(rank)
}
