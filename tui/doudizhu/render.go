package doudizhu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// The table: the two other seats on top, left and right, each with its
// name, its hand (backs and a count, or the cards once it may be seen)
// and its last play in front of it; the bottom cards between them; the
// bottom seat's last play in the middle, then its name and its hand as a
// fan. The log (or the tracker, or a deal's result) is beside the table;
// under both, what is happening, the buttons and the status line.

// Gaps and sizes of the table's parts.
const (
	seatLines = 3 // a seat's name and two lines of its hand
	midW      = 9 // the bottom cards between the seats
	// tallH is the least table height that draws plays as whole cards.
	tallH = seatLines + 2*(ui.CardHeight+1) + 1 + ui.CardHeight
)

// sideWidth is the log's width on a screen w cells wide: 28 at 80, a fifth
// of every column beyond, at most 44.
func sideWidth(w int) int { return min(44, 28+max(0, w-ui.MinWidth)/5) }

// areas are where the table and the box beside it go in a body w by h.
func areas(c ctx, w, h int) (tbl, side ui.Rect) {
	return table.Areas(w, max(0, h-2-c.ButtonsH()), sideWidth(w))
}

// Header is the screen's table.Board.Header: the game and its rules, the deal; the
// session's scores and the stake of the deal.
func (f face) Header(c ctx) table.Header {
	t, gl := c.Env.Theme, c.Glyphs()
	v := f.board.v
	deal := fmt.Sprintf("Deal %d of %d", max(1, v.Deal), max(1, f.cfg.Deals))
	return table.Header{
		Title:  c.Title("Dou Dizhu", "斗地主"),
		Sub:    t.Dim.Render(" " + gl.Dot + " " + biddingWords(f.cfg.Bidding) + " " + gl.Dot + " " + f.cfg.Rules.String() + " plays"),
		Right:  t.Header.Render(deal),
		Second: plain(c, ui.Spread(c.Env.Width, t.Text.Render(scoresWords(c, v.Scores)), t.Header.Render(f.stakeWords(c)), gl.Ellipsis)),
	}
}

// stakeWords is what the deal is worth so far: "Base 3 × 4 = 12"; when
// a seat doubled, each peasant's stake: "Base 3 × 4 · stakes P2 24, P3
// 12".
func (f face) stakeWords(c ctx) string {
	v := f.board.v
	switch {
	case v.Phase == gd.PhaseOver || f.board.result != nil:
		return ""
	case v.Phase == gd.PhaseOpen:
		return "Before the deal"
	case v.Landlord == game.NoSeat:
		words := fmt.Sprintf("Base %d so far", v.Base)
		if v.Base == 0 {
			words = "Bidding"
		}
		if m := v.Multiplier(); m > 1 { // a hand face up from before the deal
			words += fmt.Sprintf(" %s face up ×%d", c.Glyphs().Dot, m)
		}
		return words
	}
	m := v.Multiplier()
	if slices.Contains(v.Doubled[:], true) {
		base := fmt.Sprintf("Base %d", v.Base)
		if m > 1 {
			base += fmt.Sprintf(" × %d", m)
		}
		return base + " " + c.Glyphs().Dot + " stakes " + stakesWords(c, v.Landlord, v.Stakes(), shortName)
	}
	if m == 1 {
		return fmt.Sprintf("Base %d", v.Base)
	}
	return fmt.Sprintf("Base %d × %d = %d", v.Base, m, v.Base*m)
}

// shortName is a seat's name in at most three cells: "You", or the
// seat, "P2".
func shortName(c ctx, seat game.Seat) string { return c.Names.Fit(seat, 3) }

// LogArea is the screen's table.Board.LogArea: the box beside the table.
func (f face) LogArea(c ctx, w, h int) ui.Rect {
	_, side := areas(c, w, h)
	return side
}

// Draw is the screen's table.Board.Draw.
func (f face) Draw(c ctx, w, h int) ui.Block {
	tbl, side := areas(c, w, h)
	b := c.CardBody(w, tbl, func(r ui.Rect) ui.Block { return f.tableBlock(c, r) }, f.sideBlock(c, side), f.note,
		ui.Text(c.TurnLine(w-2, f.overWords, f.yourTurnWords)), f.buttons(c, w-2))
	b.Text = plain(c, b.Text)
	return b
}

// asciiTimes writes the multiplication sign as x, for --ascii.
var asciiTimes = strings.NewReplacer("×", "x")

// plain is s as the theme may draw it: with --ascii, × is written x (both
// one cell wide, so zones do not move).
func plain(c ctx, s string) string {
	if c.Env.Theme.ASCII {
		return asciiTimes.Replace(s)
	}
	return s
}

// plainLines is plain of each line.
func plainLines(c ctx, lines []string) []string {
	for i := range lines {
		lines[i] = plain(c, lines[i])
	}
	return lines
}

// seats are the seats drawn left and right of the bottom one: the seat
// before it in turn on the left, the next one on the right, as players sit
// around a table and play counterclockwise.
func (f face) seats() (left, right game.Seat) {
	b := f.bottom.Seat()
	return (b + 2) % gd.Seats, next(b)
}

// tableBlock draws the table in r's size.
func (f face) tableBlock(c ctx, r ui.Rect) ui.Block {
	w, h := r.W, r.H
	t := c.Env.Theme
	tall := h >= tallH
	left, right := f.seats()
	sideW := max(8, (w-midW)/2)
	topRow := func(mini bool) ui.Block {
		return ui.Row(0,
			f.seatBlock(c, left, sideW, tall, mini, lipgloss.Left),
			f.bottomCards(c, w-2*sideW),
			f.seatBlock(c, right, sideW, tall, mini, lipgloss.Right))
	}
	me := f.bottom.Seat()
	mine := t.Place(f.playArea(c, me, w, tall, lipgloss.Center), w, ui.PlayHeight(tall), lipgloss.Center, lipgloss.Top)
	fan := t.HandFan(f.bottom.Hand, f.handFocus(c), w, zoneHand)
	fan = t.Place(fan, w, fan.Height(), lipgloss.Center, lipgloss.Top)
	// The hands shown as small cards where the table has the room, else
	// as their ranks written out.
	top := topRow(true)
	if h-top.Height()-mine.Height()-1-fan.Height() < 0 {
		top = topRow(false)
	}
	spare := max(0, h-top.Height()-mine.Height()-1-fan.Height())
	parts := []ui.Block{top}
	if a := spare / 2; a > 0 {
		parts = append(parts, ui.Lines("", a))
	}
	parts = append(parts, mine)
	if b := spare - spare/2; b > 0 {
		parts = append(parts, ui.Lines("", b))
	}
	parts = append(parts, ui.Text(f.seatLine(c, me, w)), fan)
	return ui.Stack(w, parts...).Clip(w, h)
}

// handFocus reports whether the cursor shows in the hand: while its seat
// plays cards at this keyboard.
func (f face) handFocus(c ctx) bool {
	return c.Replay == nil && c.People > 0 && f.board.v.Phase == gd.PhasePlay && f.board.result == nil
}

// seatBlock draws one of the seats on top, w cells wide: its name, its
// hand (as small cards when mini and it may be seen), and its last play
// in front of it.
func (f face) seatBlock(c ctx, seat game.Seat, w int, tall, mini bool, align lipgloss.Position) ui.Block {
	t := c.Env.Theme
	name := f.nameWords(c, seat, w)
	hand := f.handBlock(c, seat, w, mini, align)
	play := f.playArea(c, seat, w, tall, align)
	b := ui.Column(align, ui.Text(name), hand, play)
	return t.Place(b, w, b.Height(), align, lipgloss.Top)
}

// toMove reports whether the screen shows seat as the one to move.
func (f face) toMove(c ctx, seat game.Seat) bool {
	v := f.board.v
	return v.Phase != gd.PhaseOver && f.board.result == nil && v.Turn == seat && (!c.Busy || c.Holding)
}

// landlordMark marks the landlord; short where room is tight.
func landlordMark(t *ui.Theme, short bool) string {
	switch {
	case t.ASCII && short:
		return "(L)"
	case t.ASCII:
		return "landlord"
	case short:
		return "地主"
	}
	return "地主 landlord"
}

// nameWords is a seat's name line in at most w cells: marked when it is to
// move, with the landlord's mark.
func (f face) nameWords(c ctx, seat game.Seat, w int) string { return f.nameLine(c, seat, w, false) }

// nameLine is nameWords with the landlord's mark short or long.
func (f face) nameLine(c ctx, seat game.Seat, w int, short bool) string {
	t := c.Env.Theme
	style, prefix := t.Header, ""
	if f.toMove(c, seat) {
		style, prefix = t.Focus, t.Glyphs().Marker+" "
	}
	mark := ""
	if f.board.v.Landlord == seat {
		mark = " " + t.Accent.Render(landlordMark(t, short))
		if ansi.StringWidth(prefix+c.Names[seat]+mark) > w {
			mark = " " + t.Accent.Render(landlordMark(t, true))
		}
	}
	room := w - ansi.StringWidth(prefix) - ansi.StringWidth(mark)
	if room < 6 {
		mark, room = "", w-ansi.StringWidth(prefix)
	}
	return style.Render(prefix+c.Names.FitApart(seat, max(1, room))) + mark
}

// handBlock is a seat's hand on top, w cells wide: a back and how many
// when the viewer may not see it, else its cards grouped by rank, as
// small cards when mini (and they fit), else as their ranks written out
// on two lines ("KKK QQ 999 6 55 444"), with the count; its lines line up
// at align.
func (f face) handBlock(c ctx, seat game.Seat, w int, mini bool, align lipgloss.Position) ui.Block {
	t := c.Env.Theme
	v := f.board.v
	cs, seen := f.shownHand(seat)
	if !seen {
		back := "▒▒"
		if t.ASCII {
			back = "/\\"
		}
		count := countStyle(t, v.Sizes[seat], t.Text).Render(leftWords(v.Sizes[seat]))
		if v.Phase == gd.PhaseOpen {
			count = t.Text.Render(sizeWords(v, seat))
		}
		return ui.Lines(t.Dim.Render(back)+" "+count, seatLines-1)
	}
	if len(cs) == 0 {
		return ui.Lines(t.Dim.Render("out"), seatLines-1)
	}
	groups := ui.GroupsBy(cs, dz.RankOf)
	count := ui.Text(countStyle(t, len(cs), t.Dim).Render(leftWords(len(cs))))
	if f.board.result != nil {
		count = ui.Text(t.Dim.Render(cardCount(len(cs))))
	}
	if b, ok := t.GroupedMini(groups, w); mini && ok {
		return ui.Column(align, b, count)
	}
	lines := t.GroupedText(groups, w)
	if len(lines) == 1 {
		lines = append(lines, count.Text)
	}
	return ui.Lines(strings.Join(lines, "\n"), seatLines-1)
}

// shownHand is seat's hand when the table shows it face up (at a deal's
// result, when the viewer sees it and has not turned it down), sorted
// highest first; seen is false when it shows the back.
func (f face) shownHand(seat game.Seat) (cs []cards.Card, seen bool) {
	v := f.board.v
	switch {
	case f.board.result != nil:
		return f.board.result.Hands[seat].Cards(), true
	case v.Sees(seat) && !(f.backs && v.Viewer == game.Omniscient && !(v.Shown && seat == v.Landlord || v.Open[seat])):
		return v.Hands[seat].Cards(), true
	}
	return nil, false
}

// cardCount writes "1 card", "17 cards", or "out" when none are left.
func cardCount(n int) string {
	switch n {
	case 0:
		return "out"
	case 1:
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// leftWords is a seat's card count while it plays: cardCount, said out
// when the seat is down to its last one or two (报单, 报双): "1 card
// left!", "2 cards left!".
func leftWords(n int) string {
	if n == 1 || n == 2 {
		return cardCount(n) + " left!"
	}
	return cardCount(n)
}

// countStyle is the style of a card count: marked (st otherwise) when a
// seat is down to one or two cards.
func countStyle(t *ui.Theme, n int, st lipgloss.Style) lipgloss.Style {
	if n == 1 || n == 2 {
		return t.Bad
	}
	return st
}

// playArea draws what seat last did in front of it: its play this trick
// (or the last trick's, until the next lead), or what it said in the
// bidding.
func (f face) playArea(c ctx, seat game.Seat, w int, tall bool, align lipgloss.Position) ui.Block {
	t := c.Env.Theme
	said, tr := f.board.said[seat], f.board.onTable()
	switch {
	case said != "":
		return t.PlayArea(nil, said, w, tall, align)
	case tr.acted[seat] && tr.last[seat].IsPass():
		return t.PlayArea(nil, "pass", w, tall, align)
	case tr.acted[seat]:
		return t.PlayArea(playOrder(tr.last[seat], tr.cards[seat]), playLabel(tr.last[seat], w, c.Glyphs().Ellipsis), w, tall, align)
	}
	return t.PlayArea(nil, "", w, tall, align)
}

// playOrder lists the cards of play p as a player reads it: the chain or
// main part from its lowest rank up, then the kickers from the lowest.
func playOrder(p dz.Play, s dz.Set) []cards.Card {
	all := s.Cards()
	slices.Reverse(all)
	var main, rest []cards.Card
	for _, c := range all {
		if r := dz.RankOf(c); r >= p.Main && r <= p.Top() && p.Kind != dz.Rocket {
			main = append(main, c)
		} else {
			rest = append(rest, c)
		}
	}
	return append(main, rest...)
}

// playLabel names play p in at most w cells: as Describe does ("trio of
// 7s with a pair"), else in short ("trio of 7s +pair"), else cut.
func playLabel(p dz.Play, w int, tail string) string {
	long := p.Describe()
	if ansi.StringWidth(long) <= w {
		return long
	}
	short := long
	for _, r := range []struct{ from, to string }{
		{" with a solo", " +1"}, {" with a pair", " +pair"}, {" with two solos", " +2"},
		{" with two pairs", " +2 pairs"}, {" with solos", " +1s"}, {" with pairs", " +pairs"},
		{"solo chain ", "chain "}, {"airplane ", "plane "},
	} {
		short = strings.Replace(short, r.from, r.to, 1)
	}
	return ansi.Truncate(short, w, tail)
}
