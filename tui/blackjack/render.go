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

// The body of the screen: the table on the left (the dealer above the
// seats) and the log on the right (or the hint, or the result), then a
// line that says what is happening, the buttons and the status line.

// sideGap is the gap between the table and the log.
const sideGap = 1

// sideWidth is the log's width on a screen w cells wide: 30 at 80, a
// fifth of every column beyond, at most 44.
func sideWidth(w int) int { return min(44, 30+max(0, w-ui.MinWidth)/5) }

// areas are where the table and the box beside it go in a body w by h.
func areas(c ctx, w, h int) (tbl, side ui.Rect) {
	bodyH := max(0, h-2-buttonsH(c))
	sw := min(sideWidth(w), w)
	return ui.Rect{W: max(0, w-sw-sideGap), H: bodyH}, ui.Rect{X: w - sw, W: sw, H: bodyH}
}

// Header implements table.Face: the game and its rules, the round; the
// shoe and, for the trainer, the count.
func (f face) Header(c ctx) table.Header {
	t, gl := c.Env.Theme, c.Glyphs()
	round := fmt.Sprintf("Round %d", max(1, f.board.round))
	if n := f.cfg.Rounds; n > 0 {
		round = fmt.Sprintf("Round %d of %d", min(max(1, f.board.round), n), n)
	}
	count := ""
	if f.showCount {
		k := f.shoe.count()
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
	parts := []string{plural(r.Decks, "1 deck", fmt.Sprintf("%d decks", r.Decks)), "S17"}
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
	s := f.board.shoe
	decks := float64(s.Remaining) / 52
	depth := fmt.Sprintf("%.1f decks", decks)
	if decks < 1.05 && decks > 0.95 {
		depth = "1 deck"
	}
	words := fmt.Sprintf("Shoe: %s, %s %s ", depth, plural(s.Remaining, "1 card", fmt.Sprintf("%d cards", s.Remaining)), c.Glyphs().Dot)
	if s.UntilCut > 0 {
		return words + fmt.Sprintf("%d to the cut card", s.UntilCut)
	}
	return words + "cut card out: reshuffle after this round"
}

// LogArea implements table.Face: the box beside the table.
func (f face) LogArea(c ctx, w, h int) ui.Rect {
	_, side := areas(c, w, h)
	return side
}

// Draw implements table.Face: the table and the box beside it, then what
// is happening, the buttons and the status line. Every part is drawn to
// its exact width, so the lines are joined without measuring them again:
// the screen is drawn on every frame.
func (f face) Draw(c ctx, w, h int) ui.Block {
	t := c.Env.Theme
	tbl, side := areas(c, w, h)
	status := c.Status
	if status == "" {
		status = f.note
	}
	if status != "" {
		status = " " + t.Bad.Render(status)
	}
	return ui.Stack(w,
		ui.Beside(f.tableBlock(c, tbl), f.sideBlock(c, side), tbl.W, sideGap, tbl.H),
		ui.Text(" "+f.turnLine(c, w-2)),
		ui.Row(0, ui.Text(" "), f.buttons(c, w-2)),
		ui.Lines(status, 1),
	)
}

// tableBlock draws the table in r's size: the dealer, then the seats, both
// centred, with the spare lines spread around them.
func (f face) tableBlock(c ctx, r ui.Rect) ui.Block {
	w, h := r.W, r.H
	t := c.Env.Theme
	dealer, spots := f.dealerBlock(c, w), f.spotsBlock(c, w)
	dealer = t.Place(dealer, w, dealer.Height(), lipgloss.Center, lipgloss.Top)
	spots = t.Place(spots, w, spots.Height(), lipgloss.Center, lipgloss.Top)
	spare := max(0, h-dealer.Height()-spots.Height())
	mid := (spare + 1) / 2
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

// marker points at the seat to move.
func marker(t *ui.Theme) string {
	if t.ASCII {
		return ">"
	}
	return "▸"
}

// dealerBlock draws the dealer: "Dealer · 10 showing" over the cards, the
// hole card as a card back until it is turned.
func (f face) dealerBlock(c ctx, w int) ui.Block {
	t, gl := c.Env.Theme, c.Glyphs()
	d := f.board.dealer
	cs := d.List()
	label := t.Header.Render("Dealer")
	if words := f.dealerWords(c); words != "" {
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
func (f face) dealerWords(c ctx) string {
	t := c.Env.Theme
	d := f.board.dealer
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
		blocks[i] = f.spotBlock(c, game.Seat(i), lay.modes[i], lay.widths[i], lay.short)
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
func (f face) fitSpots(c ctx, w int) spotLayout {
	n := f.cfg.Seats
	var widths [gb.MaxSeats][3]int
	for i := range n {
		for md := modeRow; md <= modeText; md++ {
			widths[i][md] = f.spotWidth(c, game.Seat(i), md)
		}
	}
	light := f.spotlight(c)
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
		want[i] = max(ansi.StringWidth(c.Names[i])+2, len("bank 1000"))
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
		s := f.board.spots[i]
		l.short = l.short || ansi.StringWidth("bank "+s.Bankroll.String()) > l.widths[i]
	}
	return l
}

// spotlight is the seat whose cards are drawn whole longest: the seat
// being played, or else the first person at the keyboard.
func (f face) spotlight(c ctx) game.Seat {
	if s, _, ok := f.board.active(); ok {
		return s
	}
	if f.board.phase == gb.PhaseInsurance {
		return f.board.turn
	}
	return max(0, f.viewer)
}

// spotWidth is the least width of seat drawn in mode.
func (f face) spotWidth(c ctx, seat game.Seat, mode spotMode) int {
	w := -handGap
	s := f.board.spots[seat]
	for h, hand := range s.Hands[:s.NHands] {
		w += handGap + f.handWidth(c, seat, h, hand, mode)
	}
	return max(w, minSpotW)
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
	spot := f.board.spots[seat]
	toMove := f.toMove(c, seat)

	nameStyle := t.Header
	prefix := ""
	switch {
	case toMove:
		nameStyle, prefix = t.Focus, marker(t)+" "
	case spot.SatOut && f.board.phase == gb.PhaseBetting:
		nameStyle = t.Dim
	}
	name := nameStyle.Render(prefix + f.seatName(c, seat, w-ansi.StringWidth(prefix)))

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

// seatName fits a seat's name in w cells. Computers of the same level keep
// their seat, "P2 basic", which the log names them by, as long as it fits.
func (f face) seatName(c ctx, seat game.Seat, w int) string {
	name := c.Names[seat]
	if ansi.StringWidth(name) > w && strings.HasPrefix(name, seat.String()+" ") {
		if level, ok := screen.AILevel(name); ok && len(seat.String())+1+len(level) <= w {
			return seat.String() + " " + level
		}
	}
	return c.Names.Fit(seat, w)
}

// toMove reports whether the screen shows seat as the one to move: the
// seat the table waits for once everything is shown, else the hand being
// dealt to.
func (f face) toMove(c ctx, seat game.Seat) bool {
	switch {
	case f.board.over:
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
	s := f.board.spots[seat]
	switch {
	case s.Bet > 0:
		return t.Text.Render("bet " + s.Bet.String())
	case s.SatOut:
		return t.Dim.Render("sits out")
	case f.board.phase == gb.PhaseBetting && f.toMove(c, seat):
		return t.Dim.Render("to bet" + c.Glyphs().Ellipsis)
	}
	return ""
}

// bankWords is a seat's bankroll line, in at most w cells: "bank 990 +15"
// after a round it played (what it won or lost), "bet 25 · 975" once it has
// bet for the next round.
func (f face) bankWords(c ctx, seat game.Seat, w int, short bool) string {
	t, gl := c.Env.Theme, c.Glyphs()
	s := f.board.spots[seat]
	var forms []string
	switch {
	case f.board.phase == gb.PhaseBetting && s.Bet > 0 && s.NHands > 0:
		forms = []string{"bet " + s.Bet.String() + " " + gl.Dot + " " + s.Bankroll.String(), s.Bankroll.String()}
	case s.Insurance > 0 && f.board.dealt && f.board.phase != gb.PhaseBetting:
		forms = []string{"bank " + s.Bankroll.String() + " ins " + s.Insurance.String(), "bank " + s.Bankroll.String(), s.Bankroll.String()}
	default:
		forms = []string{"bank " + s.Bankroll.String(), s.Bankroll.String()}
	}
	var net string
	if f.board.played[seat] && !f.board.dealt {
		net = signed(f.board.nets[seat])
	}
	if short {
		forms = forms[len(forms)-1:]
	}
	for _, form := range forms {
		if net != "" && ansi.StringWidth(form)+1+ansi.StringWidth(net) <= w {
			return t.Dim.Render(form) + " " + netStyle(t, f.board.nets[seat]).Render(net)
		}
		if ansi.StringWidth(form) <= w {
			return t.Dim.Render(form)
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
		words, st = marker(t)+" "+words, t.Focus
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
	case f.board.over && !showing(c) && (c.Replay == nil || c.Holding):
		return t.Boxed("Result", f.Summary(c, c.Outcome), r.W, r.H)
	case c.ShowTip:
		return t.Boxed("Hint", f.hintLines(c, r.W-4), r.W, r.H)
	}
	return c.Log
}
