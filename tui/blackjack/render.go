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
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// The table: the dealer's cards above the seats', each seat a column with
// its name, its hands side by side (cards, total, bet or result) and its
// bankroll. Every seat has a slot of the same width, fixed by the table's
// width and the number of seats, its cards drawn from the slot's left edge,
// so dealing a card never moves a seat; the dealer's cards start where two
// would be centred, and go on to the right.
// A seat whose cards do not fit its slot draws them overlapping, then as
// text ("K♠ 7♥").

// spotMode is how a seat's cards are drawn.
type spotMode int

const (
	modeRow  spotMode = iota // whole cards side by side
	modeFan                  // overlapping cards, each showing its index
	modeText                 // cards written as text
)

// Heights, widths and gaps of the table's parts.
const (
	cardsH     = ui.CardHeight          // a row of cards, its free line on top
	handH      = cardsH + 2             // cards, total, bet or result
	spotGap    = 4                      // between seats, when their slots hold two whole cards
	handGap    = 2                      // between the hands of a seat
	minSpotW   = 7                      // "You", "counter", "1000"
	twoCards   = 2*(ui.CardWidth+1) - 1 // two whole cards side by side
	slotCap    = 5*(ui.CardWidth+1) - 1 // the widest slot: five whole cards, or two hands of two
	dealerCap  = 4*(ui.CardWidth+1) - 1 // the dealer's slot: four whole cards, more overlapping
	maxMidGap  = 3                      // the most lines between the dealer and the seats
	minSideW   = 24                     // the log gives way to long bankrolls down to this width
	bankPrefix = "bank "                // a bankroll line's word, left out when the slot is too narrow
)

// The body of the screen: the table on the left (the dealer above the
// seats) and the log on the right (or the hint, or the result), then a
// line that says what is happening, the buttons and the status line.

// sideWidth is the log's width on a screen w cells wide: 30 at 80, a
// fifth of every column beyond, at most 44.
func sideWidth(w int) int { return min(44, 30+max(0, w-ui.MinWidth)/5) }

// areas are where the table and the box beside it go in a body w by h.
// The box gives the table room, down to minSideW, when the seats'
// bankrolls or short names would not fit their slots in full.
func (f face) areas(c ctx, w, h int) (tbl, side ui.Rect) {
	sw := min(sideWidth(w), w)
	n, widest := f.cfg.Seats, 0
	for i := range n {
		widest = max(widest, f.leastSlot(c, game.Seat(i)))
	}
	if need := n*widest + n - 1; w-sw-table.SideGap < need {
		sw = min(sw, max(minSideW, w-table.SideGap-need))
	}
	return table.Areas(w, max(0, h-2-c.ButtonsH()), sw)
}

// leastSlot is the narrowest slot that shows seat's bankroll in full and
// names a computer by its seat and level ("P3 counter"), as the log does.
func (f face) leastSlot(c ctx, seat game.Seat) int {
	w := ansi.StringWidth(f.board.Spots[seat].Bankroll.String())
	if int(seat) < len(c.Names) {
		if level, ok := screen.AILevel(c.Names[seat]); ok {
			w = max(w, len(seat.String())+1+len(level))
		}
	}
	return w
}

// Header is the screen's table.Board.Header: the game and its rules, the round whose
// cards are on the table; the shoe and, for the trainer, the count.
func (f face) Header(c ctx) table.Header {
	t, gl := c.Env.Theme, c.Glyphs()
	shown := f.board.shownRound()
	round := fmt.Sprintf("Round %d", shown)
	if n := f.cfg.Rounds; n > 0 {
		round = fmt.Sprintf("Round %d of %d", min(shown, n), n)
	}
	count := ""
	if f.showCount {
		k := f.shoe.Count()
		count = fmt.Sprintf("Hi-Lo %+d %s true %+.1f", k.Running, gl.Dot, k.True())
	}
	return table.Header{
		Title:  t.Title.Render("Blackjack"),
		Sub:    t.Dim.Render(" " + gl.Dot + " " + f.rulesWords()),
		Right:  t.Header.Render(round),
		Second: ui.Spread(c.Env.Width, t.Text.Render(f.shoeWords(c)), count, gl.Ellipsis),
	}
}

// rulesWords is the table's rules in short: "6 decks S17 DAS 3:2 bets 10-500".
func (f face) rulesWords() string {
	r := f.cfg.Rules
	parts := []string{ui.Plural(r.Decks, "1 deck", fmt.Sprintf("%d decks", r.Decks)), "S17"}
	if r.H17 {
		parts[1] = "H17"
	}
	if r.DAS {
		parts = append(parts, "DAS")
	}
	if r.Double.String() != "any" {
		parts = append(parts, "double "+r.Double.String())
	}
	if r.Surrender.String() != "none" {
		parts = append(parts, "surrender")
	}
	if r.ResplitAces {
		parts = append(parts, "RSA")
	}
	parts = append(parts, r.Payout.String(), fmt.Sprintf("bets %d-%d", f.cfg.MinBet, f.cfg.MaxBet))
	return strings.Join(parts, " ")
}

// shoeWords is the depth of the shoe and when it will be reshuffled:
// "Shoe: 4.1 decks, 212 cards · 57 to the cut card".
func (f face) shoeWords(c ctx) string {
	s := f.board.Shoe
	decks := float64(s.Remaining) / 52
	depth := fmt.Sprintf("%.1f decks", decks)
	if decks < 1.05 && decks > 0.95 {
		depth = "1 deck"
	}
	words := fmt.Sprintf("Shoe: %s, %s %s ", depth, ui.Plural(s.Remaining, "1 card", fmt.Sprintf("%d cards", s.Remaining)), c.Glyphs().Dot)
	if s.UntilCut > 0 {
		return words + fmt.Sprintf("%d to the cut card", s.UntilCut)
	}
	return words + "cut card out: reshuffle after this round"
}

// LogArea is the screen's table.Board.LogArea: the box beside the table.
func (f face) LogArea(c ctx, w, h int) ui.Rect {
	_, side := f.areas(c, w, h)
	return side
}

// Draw is the screen's table.Board.Draw: the table and the box beside it, then what
// is happening, the buttons and the status line. Every part is drawn to
// its exact width, so the lines are joined without measuring them again:
// the screen is drawn on every frame.
func (f face) Draw(c ctx, w, h int) ui.Block {
	t := c.Env.Theme
	tbl, side := f.areas(c, w, h)
	status := c.Status
	if status == "" {
		status = f.note
	}
	if status != "" {
		status = " " + t.Bad.Render(status)
	}
	return ui.Stack(w,
		ui.Beside(f.tableBlock(c, tbl), f.sideBlock(c, side), tbl.W, table.SideGap, tbl.H),
		ui.Text(" "+c.Line(f.turnWords, w-2)),
		ui.Row(0, ui.Text(" "), f.buttons(c, w-2)),
		ui.Lines(status, 1),
	)
}

// tableBlock draws the table in r's size: the dealer, then the seats, both
// centred, a few lines apart, the pair centred in the height.
func (f face) tableBlock(c ctx, r ui.Rect) ui.Block {
	w, h := r.W, r.H
	t := c.Env.Theme
	dealer, spots := f.dealerBlock(c, w), f.spotsBlock(c, w)
	dealer = t.Place(dealer, w, dealer.Height(), lipgloss.Center, lipgloss.Top)
	spots = t.Place(spots, w, spots.Height(), lipgloss.Center, lipgloss.Top)
	spare := max(0, h-dealer.Height()-spots.Height())
	mid := min(maxMidGap, (spare+1)/2)
	top := (spare - mid) / 2
	var parts []ui.Block
	if top > 0 {
		parts = append(parts, ui.Lines("", top))
	}
	parts = append(parts, dealer)
	if mid > 0 {
		parts = append(parts, ui.Lines("", mid))
	}
	return ui.Stack(w, append(parts, spots)...).Clip(w, h)
}

// dealerBlock draws the dealer: "Dealer · 10 showing" over the cards, the
// hole card as a card back until it is turned.
func (f face) dealerBlock(c ctx, w int) ui.Block {
	t, gl := c.Env.Theme, c.Glyphs()
	d := f.board.Dealer
	cs := d.List()
	label := t.Header.Render("Dealer")
	if words := f.dealerWords(c); words != "" {
		label += t.Dim.Render(" "+gl.Dot+" ") + words
	}
	slot := w
	var row ui.Block
	switch {
	case len(cs) == 0:
		row = ui.Lines("\n\n\n"+t.Dim.Render("Place your bets."), cardsH)
	case cardsWidth(len(cs), modeRow) <= slot:
		row = t.CardRow(cs, nil, nil, zoneDealer)
	default:
		row = t.CardFan(cs, nil, slot, zoneDealer)
	}
	off := inSlot(slot, max(row.Width(), ansi.StringWidth(label)))
	return ui.Stack(slot, ui.Row(off, ui.Text(""), ui.Stack(slot-off, ui.Text(label), row)))
}

// dealerWords is the dealer's total as far as it can be seen: "10
// showing" while the hole card is down, then "soft 17", "bust (26)".
func (f face) dealerWords(c ctx) string {
	t := c.Env.Theme
	d := f.board.Dealer
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
func (f face) spotsBlock(c ctx, w int) ui.Block {
	n := f.cfg.Seats
	lay := f.fitSpots(c, w)
	blocks := make([]ui.Block, n)
	for i := range n {
		b := f.spotBlock(c, game.Seat(i), lay.modes[i], lay.widths[i]-lay.offs[i], lay.short)
		blocks[i] = ui.Row(lay.offs[i], ui.Text(""), b)
	}
	return ui.Row(lay.gap, blocks...)
}

// inSlot is how far into a slot w wide its content starts: centred as
// two whole cards would be, and further left only when the content (need
// wide) would not fit, so the first cards stay put as more arrive.
func inSlot(w, need int) int { return max(0, min((w-twoCards)/2, w-need)) }

// spotLayout is how the seats share the table's width.
type spotLayout struct {
	modes  [gb.MaxSeats]spotMode
	widths [gb.MaxSeats]int // each seat's slot
	offs   [gb.MaxSeats]int // where in its slot the seat starts (inSlot)
	gap    int
	short  bool // some seat is too narrow for "bank 990": every seat writes "990"
}

// slots is the width of every seat's slot at a table w wide, and the gap
// between slots: they share the width, at most slotCap each, spotGap apart
// while a slot still holds two whole cards, else a column apart. Neither
// depends on the cards, so dealing never moves a seat.
func slots(n, w int) (slot, gap int) {
	gap = spotGap
	if (w-gap*(n-1))/n < twoCards {
		gap = 1
	}
	return min(slotCap, max(0, (w-gap*(n-1))/n)), gap
}

// fitSpots gives each seat its slot and draws its cards whole, overlapping
// or as text, whichever first fits the slot. A seat that fits its slot in
// no way (split hands at a narrow table) takes what it needs from the
// others' slots, right to left, as long as they have room to spare.
func (f face) fitSpots(c ctx, w int) spotLayout {
	n := f.cfg.Seats
	slot, gap := slots(n, w)
	l := spotLayout{gap: gap}
	total := gap * (n - 1)
	var need [gb.MaxSeats]int
	for i := range n {
		seat := game.Seat(i)
		l.modes[i] = modeText
		for md := modeRow; md <= modeText; md++ {
			if need[i] = f.spotWidth(c, seat, md); need[i] <= slot {
				l.modes[i] = md
				break
			}
		}
		l.widths[i] = max(slot, need[i])
		total += l.widths[i]
	}
	for i := n - 1; i >= 0 && total > w; i-- {
		give := min(total-w, l.widths[i]-need[i])
		l.widths[i] -= give
		total -= give
	}
	for i := range n {
		l.offs[i] = inSlot(l.widths[i], need[i])
		s := f.board.Spots[i]
		l.short = l.short || ansi.StringWidth(bankPrefix+s.Bankroll.String()) > l.widths[i]-l.offs[i]
	}
	return l
}

// spotWidth is the least width of seat drawn in mode.
func (f face) spotWidth(c ctx, seat game.Seat, mode spotMode) int {
	w := -handGap
	s := f.board.Spots[seat]
	for h, hand := range s.Hands[:s.NHands] {
		w += handGap + f.handWidth(c, seat, h, hand, mode)
	}
	return max(w, minSpotW, ansi.StringWidth(s.Bankroll.String()))
}

// handWidth is the width of a hand drawn in mode: its cards, or its total
// or result line when that is wider.
func (f face) handWidth(c ctx, seat game.Seat, h int, hand gb.Hand, mode spotMode) int {
	total, result := f.handLines(c, seat, h, hand)
	cw := cardsWidth(hand.N, mode)
	if mode == modeText {
		cw = 0
		for _, l := range c.Env.Theme.TextCardLines(hand.Cards[:hand.N], cardsH) {
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
func (f face) spotBlock(c ctx, seat game.Seat, mode spotMode, w int, short bool) ui.Block {
	t := c.Env.Theme
	spot := f.board.Spots[seat]
	toMove := f.toMove(c, seat)

	nameStyle := t.Header
	prefix := ""
	switch {
	case toMove:
		nameStyle, prefix = t.Focus, t.Glyphs().Marker+" "
	case spot.SatOut && f.board.Phase == gb.PhaseBetting:
		nameStyle = t.Dim
	}
	name := nameStyle.Render(prefix + c.Names.FitApart(seat, w-ansi.StringWidth(prefix)))

	var hands ui.Block
	if spot.NHands == 0 {
		hands = ui.Lines("\n\n\n"+f.emptySpotWords(c, seat), handH)
	} else {
		blocks := make([]ui.Block, 0, spot.NHands)
		for h, hand := range spot.Hands[:spot.NHands] {
			blocks = append(blocks, f.handBlock(c, seat, h, hand, mode))
		}
		hands = ui.Row(handGap, blocks...)
	}
	return ui.Stack(w, ui.Text(name), hands, ui.Text(f.bankWords(c, seat, w, short)))
}

// toMove reports whether the screen shows seat as the one to move: the
// seat the table waits for once everything is shown, else the hand being
// dealt to.
func (f face) toMove(c ctx, seat game.Seat) bool {
	switch {
	case f.board.over():
		return false
	case !showing(c):
		return c.View.Turn == seat && c.View.Phase != gb.PhaseOver
	}
	as, _, ok := f.board.active()
	return ok && as == seat
}

// emptySpotWords is what a seat without cards shows: its bet, or that it
// sits out or is still to bet.
func (f face) emptySpotWords(c ctx, seat game.Seat) string {
	t := c.Env.Theme
	s := f.board.Spots[seat]
	switch {
	case s.Bet > 0:
		return t.Text.Render("bet " + s.Bet.String())
	case s.SatOut:
		return t.Dim.Render("sits out")
	case f.board.Phase == gb.PhaseBetting && f.toMove(c, seat):
		return t.Dim.Render("to bet" + c.Glyphs().Ellipsis)
	}
	return ""
}

// bankWords is a seat's bankroll line, in w cells: "bank 990 +15" after
// a round it played (what it won or lost, nothing when it broke even),
// "bet 25 · 975" once it has bet for the next round while the last
// round's cards are still on the table. A bankroll is never cut: one too
// long for w goes on over more lines.
func (f face) bankWords(c ctx, seat game.Seat, w int, short bool) string {
	t, gl := c.Env.Theme, c.Glyphs()
	s := f.board.Spots[seat]
	bank := s.Bankroll.String()
	var forms []string
	switch {
	case f.board.Phase == gb.PhaseBetting && !f.board.dealt() && s.Bet > 0 && s.NHands > 0:
		forms = []string{"bet " + s.Bet.String() + " " + gl.Dot + " " + bank, bank}
	case s.Insurance > 0 && f.board.dealt() && f.board.Phase != gb.PhaseBetting:
		forms = []string{bankPrefix + bank + " ins " + s.Insurance.String(), bankPrefix + bank, bank}
	default:
		forms = []string{bankPrefix + bank, bank}
	}
	var net string
	if s.Playing() && !f.board.dealt() && s.Net != 0 { // the last round's result
		net = signed(s.Net)
	}
	if short {
		forms = forms[len(forms)-1:]
	}
	for _, form := range forms {
		if net != "" && ansi.StringWidth(form)+1+ansi.StringWidth(net) <= w {
			return t.Dim.Render(form) + " " + netStyle(t, s.Net).Render(net)
		}
		if ansi.StringWidth(form) <= w {
			return t.Dim.Render(form)
		}
	}
	var lines []string
	for rest := bank; rest != ""; {
		n := min(len(rest), max(1, w))
		lines, rest = append(lines, t.Dim.Render(rest[:n])), rest[n:]
	}
	return strings.Join(lines, "\n")
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
func (f face) handBlock(c ctx, seat game.Seat, h int, hand gb.Hand, mode spotMode) ui.Block {
	t := c.Env.Theme
	w := f.handWidth(c, seat, h, hand, mode)
	as, ah, ok := f.board.active()
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
		row = t.TextCards(cs, cardsH, active)
	}
	total, result := f.handLines(c, seat, h, hand)
	return ui.Stack(w, row, ui.Text(total), ui.Text(result))
}

// handLines are a hand's total ("soft 17", "bust (24)", "blackjack") and
// its bet, or once settled its result ("won 15", "lost 10", "push").
func (f face) handLines(c ctx, seat game.Seat, h int, hand gb.Hand) (total, result string) {
	t := c.Env.Theme
	cs := hand.Cards[:hand.N]
	if len(cs) == 0 {
		return "", ""
	}
	as, ah, ok := f.board.active()
	active := ok && as == seat && ah == h
	words := bj.Describe(cs, hand.FromSplit)
	st := totalStyle(t, cs, hand.FromSplit)
	switch {
	case hand.Surrendered:
		words, st = "surrender", t.Dim
	case active:
		words, st = t.Glyphs().Marker+" "+words, t.Focus
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
func (f face) sideBlock(c ctx, r ui.Rect) ui.Block {
	t := c.Env.Theme
	switch {
	case f.board.over() && !showing(c) && (c.Replay == nil || c.Holding):
		return t.Boxed("Result", f.Summary(c, c.Outcome), r.W, r.H)
	case c.ShowTip:
		return t.Boxed("Hint", f.hintLines(c, r.W-4), r.W, r.H)
	}
	return c.Log
}
