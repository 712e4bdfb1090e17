package blackjack

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// The table: the dealer's cards above the seats', each seat a column with
// its name, its hands side by side (cards, total, bet or result) and its
// bankroll. When the seats do not fit the width, their cards are drawn
// overlapping, then as text ("K♠ 7♥"), the seat being played keeping its
// cards whole longest.

// spotMode is how a seat's cards are drawn.
type spotMode int

const (
	modeRow  spotMode = iota // whole cards side by side
	modeFan                  // overlapping cards, each showing its index
	modeText                 // cards written as text
)

// Heights and gaps of the table's parts.
const (
	cardsH   = ui.CardHeight // a row of cards, its free line on top
	handH    = cardsH + 2    // cards, total, bet or result
	spotGap  = 4             // between seats, when there is room (at least 1)
	handGap  = 2             // between the hands of a seat
	minSpotW = 7             // "You", "counter", "1000"
)

// tableBlock draws the table in r's size: the dealer, then the seats, both
// centred, with the spare lines spread around them.
func (m model) tableBlock(r ui.Rect) ui.Block {
	w, h := r.W, r.H
	dealer := centre(m.dealerBlock(w), w)
	spots := centre(m.spotsBlock(w), w)
	spare := max(0, h-dealer.Height()-spots.Height())
	mid := (spare + 1) / 2
	top := (spare - mid) / 2
	var parts []ui.Block
	for _, p := range []struct {
		b     ui.Block
		blank int
	}{{blank: top}, {b: dealer}, {blank: mid}, {b: spots}, {blank: spare - top - mid}} {
		switch {
		case p.blank > 0:
			parts = append(parts, ui.Lines("", p.blank))
		case p.b.Text != "":
			parts = append(parts, p.b)
		}
	}
	return ui.Stack(w, parts...).Clip(w, h)
}

// centre puts b in the middle of w columns, shifting its zones.
func centre(b ui.Block, w int) ui.Block {
	x := max(0, (w-b.Width())/2)
	if x == 0 {
		return b
	}
	pad := strings.Repeat(" ", x)
	lines := strings.Split(b.Text, "\n")
	for i := range lines {
		lines[i] = pad + lines[i]
	}
	zones := make([]ui.NamedRect, len(b.Zones))
	for i, z := range b.Zones {
		z.X += x
		zones[i] = z
	}
	return ui.Block{Text: strings.Join(lines, "\n"), Zones: zones}
}

// marker points at the seat to move.
func (m model) marker() string {
	if m.env.Theme.ASCII {
		return ">"
	}
	return "▸"
}

// dealerBlock draws the dealer: "Dealer · 10 showing" over the cards, the
// hole card as a card back until it is turned.
func (m model) dealerBlock(w int) ui.Block {
	t, gl := m.env.Theme, m.glyph()
	d := m.board.dealer
	cs := d.List()
	label := t.Header.Render("Dealer")
	if words := m.dealerWords(); words != "" {
		label += t.Dim.Render(" "+gl.Dot+" ") + words
	}
	var row ui.Block
	switch {
	case len(cs) == 0:
		row = ui.Lines("\n\n\n"+t.Dim.Render("Place your bets."), cardsH)
	case len(cs)*(ui.CardWidth+1)-1 <= w:
		row = t.CardRow(cs, nil, nil, zoneDealer)
	default:
		row = t.CardFan(cs, nil, w, zoneDealer)
	}
	return ui.Stack(max(row.Width(), ansi.StringWidth(label)), ui.Text(label), row)
}

// dealerWords is the dealer's total as far as it can be seen: "10
// showing" while the hole card is down, then "soft 17", "bust (26)".
func (m model) dealerWords() string {
	t := m.env.Theme
	d := m.board.dealer
	switch {
	case d.N == 0:
		return ""
	case d.HoleDown || !d.Cards[1].Valid():
		return t.Text.Render(upWords(d.Up()) + " showing")
	}
	return totalStyle(t, d.List(), false).Render(bj.Describe(d.List(), false))
}

// upWords names an up card by its value: "10", "ace".
func upWords(c cards.Card) string {
	if c.Rank == cards.Ace {
		return "ace"
	}
	return fmt.Sprint(bj.Value(c.Rank))
}

// totalStyle is the style of a hand's total: busts bad, blackjacks good.
func totalStyle(t *ui.Theme, cs []cards.Card, fromSplit bool) lipgloss.Style {
	switch {
	case bj.IsBust(cs):
		return t.Bad
	case bj.IsNatural(cs, fromSplit):
		return t.Good
	}
	return t.Text
}

// spotsBlock draws the seats side by side in at most w columns.
func (m model) spotsBlock(w int) ui.Block {
	n := m.seats()
	lay := m.fitSpots(w)
	blocks := make([]ui.Block, n)
	for i := range n {
		blocks[i] = m.spotBlock(game.Seat(i), lay.modes[i], lay.widths[i], lay.short)
	}
	return ui.Row(lay.gap, blocks...)
}

// spotLayout is how the seats share the table's width.
type spotLayout struct {
	modes  [gb.MaxSeats]spotMode
	widths [gb.MaxSeats]int
	gap    int
	short  bool // some seat is too narrow for "bank 990": every seat writes "990"
}

// fitSpots picks how each seat's cards are drawn so the seats fit in w
// columns, trying in turn: whole cards; the other seats' cards
// overlapping, then as text, the seat in the spotlight keeping whole
// cards; then the spotlight's too. Seats stay further apart than the
// hands of one seat while they can. Room left over widens seats so their
// names show in full.
func (m model) fitSpots(w int) spotLayout {
	n := m.seats()
	var widths [gb.MaxSeats][3]int
	for i := range n {
		for md := modeRow; md <= modeText; md++ {
			widths[i][md] = m.spotWidth(game.Seat(i), md)
		}
	}
	light := m.spotlight()
	layout := func(others, lit spotMode, gap int) (spotLayout, int) {
		l := spotLayout{gap: gap}
		total := gap * (n - 1)
		for i := range n {
			l.modes[i] = others
			if game.Seat(i) == light {
				l.modes[i] = lit
			}
			total += widths[i][l.modes[i]]
		}
		return l, total
	}
	tries := []struct {
		others, lit spotMode
		gap         int
	}{
		{modeRow, modeRow, spotGap}, {modeRow, modeRow, handGap + 1},
		{modeFan, modeRow, handGap + 1}, {modeFan, modeRow, handGap},
		{modeText, modeRow, handGap + 1}, {modeText, modeRow, handGap}, {modeText, modeRow, 1},
		{modeText, modeFan, 1}, {modeText, modeText, 1},
	}
	var l spotLayout
	total := 0
	for _, try := range tries {
		if l, total = layout(try.others, try.lit, try.gap); total <= w {
			break
		}
	}
	var want [gb.MaxSeats]int
	for i := range n {
		l.widths[i] = widths[i][l.modes[i]]
		want[i] = max(ansi.StringWidth(m.names[i])+2, len("bank 1000"))
	}
	for spare := w - total; spare > 0; {
		grew := false
		for i := 0; i < n && spare > 0; i++ {
			if l.widths[i] < want[i] {
				l.widths[i]++
				spare--
				grew = true
			}
		}
		if !grew {
			break
		}
	}
	for i := range n {
		s := m.board.spots[i]
		l.short = l.short || ansi.StringWidth("bank "+s.Bankroll.String()) > l.widths[i]
	}
	return l
}

// spotlight is the seat whose cards are drawn whole longest: the seat
// being played, or else the first person at the keyboard.
func (m model) spotlight() game.Seat {
	if s, _, ok := m.board.active(); ok {
		return s
	}
	if m.board.phase == gb.PhaseInsurance {
		return m.board.turn
	}
	return max(0, m.viewer())
}

// hands returns the hands a seat shows.
func (m model) hands(seat game.Seat) []gb.Hand {
	s := m.board.spots[seat]
	return s.Hands[:s.NHands]
}

// spotWidth is the least width of seat drawn in mode.
func (m model) spotWidth(seat game.Seat, mode spotMode) int {
	w := -handGap
	for h, hand := range m.hands(seat) {
		w += handGap + m.handWidth(seat, h, hand, mode)
	}
	return max(w, minSpotW)
}

// handWidth is the width of a hand drawn in mode: its cards, or its total
// or result line when that is wider.
func (m model) handWidth(seat game.Seat, h int, hand gb.Hand, mode spotMode) int {
	total, result := m.handLines(seat, h, hand)
	cw := cardsWidth(hand.N, mode)
	if mode == modeText {
		cw = 0
		for _, l := range m.textLines(hand.Cards[:hand.N]) {
			cw = max(cw, ansi.StringWidth(l))
		}
	}
	return max(cw, ansi.StringWidth(total), ansi.StringWidth(result))
}

// cardsWidth is the width of n cards drawn in mode.
func cardsWidth(n int, mode spotMode) int {
	switch {
	case n == 0:
		return 0
	case mode == modeRow:
		return n*(ui.CardWidth+1) - 1
	}
	return ui.CardWidth + (n-1)*ui.FanMinStrip
}

// spotBlock draws one seat w cells wide: its name (marked when it is to
// move), its hands, and its bankroll.
func (m model) spotBlock(seat game.Seat, mode spotMode, w int, short bool) ui.Block {
	t := m.env.Theme
	spot := m.board.spots[seat]
	toMove := m.toMove(seat)

	nameStyle := t.Header
	prefix := ""
	switch {
	case toMove:
		nameStyle, prefix = t.Focus, m.marker()+" "
	case spot.SatOut && m.board.phase == gb.PhaseBetting:
		nameStyle = t.Dim
	}
	name := nameStyle.Render(prefix + m.seatName(seat, w-ansi.StringWidth(prefix)))

	var hands ui.Block
	if spot.NHands == 0 {
		hands = ui.Lines("\n\n\n"+m.emptySpotWords(seat), handH)
	} else {
		blocks := make([]ui.Block, 0, spot.NHands)
		for h, hand := range m.hands(seat) {
			blocks = append(blocks, m.handBlock(seat, h, hand, mode))
		}
		hands = ui.Row(handGap, blocks...)
	}
	return ui.Stack(w, ui.Text(name), hands, ui.Text(m.bankWords(seat, w, short)))
}

// seatName fits a seat's name in w cells. Computers of the same level keep
// their seat, "P2 basic", which the log names them by, as long as it fits.
func (m model) seatName(seat game.Seat, w int) string {
	name := m.names[seat]
	if ansi.StringWidth(name) > w && strings.HasPrefix(name, seat.String()+" ") {
		if level, ok := screen.AILevel(name); ok && len(seat.String())+1+len(level) <= w {
			return seat.String() + " " + level
		}
	}
	return m.names.Fit(seat, w)
}

// toMove reports whether the screen shows seat as the one to move.
func (m model) toMove(seat game.Seat) bool {
	if m.board.over || m.done {
		return false
	}
	if len(m.queue) == 0 && m.beat.kind != beatDeal {
		s, ok := m.tbl.ToMove()
		return ok && s == seat
	}
	as, _, ok := m.board.active()
	return ok && as == seat
}

// emptySpotWords is what a seat without cards shows: its bet, or that it
// sits out or is still to bet.
func (m model) emptySpotWords(seat game.Seat) string {
	t := m.env.Theme
	s := m.board.spots[seat]
	switch {
	case s.Bet > 0:
		return t.Text.Render("bet " + s.Bet.String())
	case s.SatOut:
		return t.Dim.Render("sits out")
	case m.board.phase == gb.PhaseBetting && m.toMove(seat):
		return t.Dim.Render("to bet" + m.glyph().Ellipsis)
	}
	return ""
}

// bankWords is a seat's bankroll line, in at most w cells: "bank 990 +15"
// after a round it played (what it won or lost), "bet 25 · 975" once it has
// bet for the next round.
func (m model) bankWords(seat game.Seat, w int, short bool) string {
	t, gl := m.env.Theme, m.glyph()
	s := m.board.spots[seat]
	var forms []string
	switch {
	case m.board.phase == gb.PhaseBetting && s.Bet > 0 && s.NHands > 0:
		forms = []string{"bet " + s.Bet.String() + " " + gl.Dot + " " + s.Bankroll.String(), s.Bankroll.String()}
	case s.Insurance > 0 && m.board.dealt && m.board.phase != gb.PhaseBetting:
		forms = []string{"bank " + s.Bankroll.String() + " ins " + s.Insurance.String(), "bank " + s.Bankroll.String(), s.Bankroll.String()}
	default:
		forms = []string{"bank " + s.Bankroll.String(), s.Bankroll.String()}
	}
	var net string
	if m.board.played[seat] && !m.board.dealt {
		net = signed(m.board.nets[seat])
	}
	if short {
		forms = forms[len(forms)-1:]
	}
	for _, f := range forms {
		if net != "" && ansi.StringWidth(f)+1+ansi.StringWidth(net) <= w {
			return t.Dim.Render(f) + " " + netStyle(t, m.board.nets[seat]).Render(net)
		}
		if ansi.StringWidth(f) <= w {
			return t.Dim.Render(f)
		}
	}
	return t.Dim.Render(ansi.Truncate(forms[len(forms)-1], w, ""))
}

// signed writes an amount with its sign: "+15", "-10", "0".
func signed(a bj.Amount) string {
	if a > 0 {
		return "+" + a.String()
	}
	return a.String()
}

// netStyle colours a result: good when won, bad when lost.
func netStyle(t *ui.Theme, a bj.Amount) lipgloss.Style {
	switch {
	case a > 0:
		return t.Good
	case a < 0:
		return t.Bad
	}
	return t.Text
}

// handBlock draws one hand: its cards (marked when it is the hand being
// played), its total and its bet or result.
func (m model) handBlock(seat game.Seat, h int, hand gb.Hand, mode spotMode) ui.Block {
	t := m.env.Theme
	w := m.handWidth(seat, h, hand, mode)
	as, ah, ok := m.board.active()
	active := ok && as == seat && ah == h
	cs := hand.Cards[:hand.N]
	states := make([]ui.CardState, len(cs))
	lost := hand.Settled && hand.Net < 0
	for i := range states {
		states[i] = ui.CardState{Focused: active, Dim: lost && !active}
	}
	prefix := fmt.Sprintf("s%dh%dc", seat, h)
	var row ui.Block
	switch mode {
	case modeRow:
		row = t.CardRow(cs, nil, states, prefix)
	case modeFan:
		row = t.CardFan(cs, states, cardsWidth(len(cs), modeFan), prefix)
	default:
		row = m.textCards(cs, active)
	}
	total, result := m.handLines(seat, h, hand)
	return ui.Stack(w, row, ui.Text(total), ui.Text(result))
}

// textCols is how many cards a line holds when n cards are written as
// text: one, a column that reads apart from the next seat's, unless they
// do not fit below the free line.
func textCols(n int) int { return max(1, (n+cardsH-2)/(cardsH-1)) }

// textLines writes cards as text, textCols to a line: "K♠", or "K♠ 10♥".
func (m model) textLines(cs []cards.Card) []string {
	var lines []string
	cols := textCols(len(cs))
	for i := 0; i < len(cs); i += cols {
		lines = append(lines, m.cardList(cs[i:min(len(cs), i+cols)]))
	}
	return lines
}

// textCards writes cards as text in cardsH lines, under a row of arrows
// when the hand is being played.
func (m model) textCards(cs []cards.Card, active bool) ui.Block {
	t := m.env.Theme
	lines := make([]string, cardsH)
	text := m.textLines(cs)
	if active {
		arrow := "▼"
		if t.ASCII {
			arrow = "v"
		}
		w := 0
		for _, l := range text {
			w = max(w, ansi.StringWidth(l))
		}
		lines[0] = t.Focus.Render(strings.Repeat(arrow, w))
	}
	top := 1 + max(0, cardsH-1-len(text))/2
	cols := textCols(len(cs))
	for i := 0; i < len(cs) && top+i/cols < cardsH; i += cols {
		var parts []string
		for _, c := range cs[i:min(len(cs), i+cols)] {
			st := t.Text
			if c.Suit.Red() {
				st = t.Red
			}
			parts = append(parts, st.Render(t.CardText(c)))
		}
		lines[top+i/cols] = strings.Join(parts, " ")
	}
	return ui.Text(strings.Join(lines, "\n"))
}

// handLines are a hand's total ("soft 17", "bust (24)", "blackjack") and
// its bet, or once settled its result ("won 15", "lost 10", "push").
func (m model) handLines(seat game.Seat, h int, hand gb.Hand) (total, result string) {
	t := m.env.Theme
	cs := hand.Cards[:hand.N]
	if len(cs) == 0 {
		return "", ""
	}
	as, ah, ok := m.board.active()
	active := ok && as == seat && ah == h
	words := bj.Describe(cs, hand.FromSplit)
	st := totalStyle(t, cs, hand.FromSplit)
	switch {
	case hand.Surrendered:
		words, st = "surrender", t.Dim
	case active:
		words, st = m.marker()+" "+words, t.Focus
	}
	total = st.Render(words)
	switch {
	case !hand.Settled && hand.Doubled:
		result = t.Text.Render("bet " + hand.Bet.String() + " x2")
	case !hand.Settled:
		result = t.Text.Render("bet " + hand.Bet.String())
	case hand.Net > 0:
		result = t.Good.Render("won " + hand.Net.String())
	case hand.Net < 0:
		result = t.Bad.Render("lost " + (-hand.Net).String())
	default:
		result = t.Text.Render("push")
	}
	return total, result
}

// sideBlock draws the box beside the table: the result at the end, the
// hint when it is open, else the log.
func (m model) sideBlock(r ui.Rect) ui.Block {
	t := m.env.Theme
	switch {
	case m.beat.kind == beatOver || m.board.over && !m.rep.On:
		return t.Boxed("Result", m.resultLines(), r.W, r.H)
	case m.ShowTip:
		return t.Boxed("Hint", m.hintLines(r.W-4), r.W, r.H)
	}
	return ui.Zone(zoneLog, ui.Text(m.Log.View()))
}
