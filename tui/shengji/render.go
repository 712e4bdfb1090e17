package shengji

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// The screen: the table (partner on top, opponents left and right, your
// play in the middle) beside the log; under both your hand as a fan across
// the whole width, what is happening, the buttons and the status line.

// Sizes of the screen's parts.
const (
	footer   = 2 // the turn line and the status line; the buttons take c.ButtonsH()
	seatColW = 16
)

// sideWidth is the log's width on a screen w cells wide.
func sideWidth(w int) int { return min(44, 26+max(0, w-ui.MinWidth)/4) }

// areas are where the table, the log and the hand go in a body w by h.
func (f face) areas(c ctx, w, h int) (tbl, side ui.Rect, fan ui.Block) {
	fan = c.Env.Theme.HandFan(f.bottom.Hand, f.handFocus(c), w-2, zoneHand)
	if r := f.board.result(); r != nil && f.bottom.Hand.Len() == 0 {
		kitty := r.Kitty.Cards()
		sj.SortHand(kitty, r.Trump)
		fan = c.Env.Theme.CardFan(kitty, nil, w-2, "") // the kitty turned up
	}
	tbl, side = table.Areas(w, max(0, h-footer-c.ButtonsH()-fan.Height()-1), sideWidth(w))
	return tbl, side, fan
}

// handFocus reports whether the cursor shows in the hand: while its seat
// buries or plays at this keyboard.
func (f face) handFocus(c ctx) bool {
	p := f.board.v.Phase
	return c.Replay == nil && c.People > 0 && (p == gs.PhaseBury || p == gs.PhasePlay) && f.board.result() == nil
}

// Header is the screen's table.Board.Header: the game, the deal, the trump and level;
// the teams' levels, the declaration and the attackers' points.
func (f face) Header(c ctx) table.Header {
	t, gl := c.Env.Theme, c.Glyphs()
	v := f.board.v
	right := fmt.Sprintf("Deal %d", max(1, v.Deal))
	if v.Phase != gs.PhaseDeal && v.Trump.Valid() {
		right = fmt.Sprintf("Level %s %s %s %s %s", v.Trump.Level, gl.Dot, trumpWords(v.Trump), gl.Dot, right)
	}
	levels := fmt.Sprintf("%s level %s %s %s level %s", teamName(c, 0), v.Levels[0], gl.Dot, teamName(c, 1), v.Levels[1])
	return table.Header{
		Title:  c.Title("Shengji", "升级"),
		Sub:    t.Dim.Render(" " + gl.Dot + " " + f.declWords(c)),
		Right:  t.Header.Render(right),
		Second: ui.Spread(c.Env.Width, t.Text.Render(levels), t.Header.Render(f.pointsWords(c)), gl.Ellipsis),
	}
}

// declWords says who declared with what.
func (f face) declWords(c ctx) string {
	v := f.board.v
	switch {
	case v.Declarer != game.NoSeat && !v.DeclaredCards.Empty():
		return fmt.Sprintf("%s declared %s", label(c, v.Declarer, 10), setText(c, v.DeclaredCards))
	case len(v.Turned) > 0:
		return "kitty turned: " + cardsText(c, v.Turned)
	case v.Phase == gs.PhaseDeal:
		return fmt.Sprintf("dealing %d/100", v.Dealt)
	}
	return "trump fixed"
}

// pointsWords is the attackers' points so far with their point cards.
func (f face) pointsWords(c ctx) string {
	v := f.board.v
	att := v.Attackers()
	if att < 0 || v.Phase == gs.PhaseDeal {
		return ""
	}
	line := fmt.Sprintf("Attackers %s: %d points", teamName(c, att), v.AttackerPoints())
	if !v.Taken.Empty() {
		line += " " + setText(c, v.Taken)
	}
	return line
}

// LogArea is the screen's table.Board.LogArea: the box beside the table.
func (f face) LogArea(c ctx, w, h int) ui.Rect {
	_, side, _ := f.areas(c, w, h)
	return side
}

// Draw is the screen's table.Board.Draw.
func (f face) Draw(c ctx, w, h int) ui.Block {
	tbl, side, fan := f.areas(c, w, h)
	return c.CardBody(w, tbl, func(r ui.Rect) ui.Block { return f.tableBlock(c, r) }, f.sideBlock(c, side), "",
		ui.Text(f.seatLine(c, w-2)), fan, ui.Text(c.TurnLine(w-2, f.overWords, f.yourTurnWords)), f.buttons(c, w-2))
}

// sideBlock is the last trick or the bottom seat's plays when asked for
// (L), else the log, or a deal's result while it is shown.
func (f face) sideBlock(c ctx, r ui.Rect) ui.Block {
	if b, ok := f.trickBox(c, r); ok {
		return b
	}
	if res := f.board.result(); res != nil {
		var lines []string
		for _, l := range resultLines(c, *res) {
			lines = append(lines, strings.Split(lipgloss.NewStyle().Width(max(1, r.W-4)).Render(l), "\n")...)
		}
		return c.Env.Theme.Boxed(fmt.Sprintf("Deal %d", res.Deal), lines, r.W, r.H)
	}
	return c.Log
}

// seats are the seats around the bottom one: the next in turn on the
// right, the partner on top, the one before on the left.
func (f face) seats() (left, top, right game.Seat) {
	b := f.bottom.Seat()
	return (b + 3) % gs.Seats, (b + 2) % gs.Seats, next(b)
}

// nameLine is a seat's name, marked when it is to move, with its card
// count, the dealer's mark and its team, in at most w cells.
func (f face) nameLine(c ctx, seat game.Seat, w int) string {
	t, v := c.Env.Theme, f.board.v
	style, prefix := t.Header, ""
	if v.Phase != gs.PhaseOver && f.board.result() == nil && v.Turn == seat {
		style, prefix = t.Focus, t.Glyphs().Marker+" "
	}
	mark := ""
	if v.Dealer == seat {
		mark = " " + t.Accent.Render("D")
	}
	count := " " + t.Dim.Render(fmt.Sprint(v.Sizes[seat]))
	room := w - ansi.StringWidth(prefix+mark+count)
	return ansi.Truncate(style.Render(prefix+label(c, seat, room))+mark+count, w, "")
}

// label is seat's name in at most room cells. A computer's is fitted to
// the room every seat has (nameRoom), so that computers read alike
// everywhere; a person's name takes the room of its place.
func label(c ctx, seat game.Seat, room int) string {
	if _, ok := screen.AILevel(c.Names[seat]); ok {
		room = min(room, nameRoom(c))
	}
	return c.Names.FitApart(seat, max(1, room))
}

// sideColW is the width of a side seat's column at a table w wide.
func sideColW(w int) int { return min(seatColW, max(8, w/3)) }

// nameRoom is the room a computer's name has wherever it is drawn (at
// the table's four places, in the declaration, beside the table), the same at every place and whoever is to move, so that
// computers read alike ("P4 expert" at every place, never "P3 AI
// (expert)" at one and "P4 expert" at another): a side column of the
// screen's table, less the marks that may stand beside the name (the
// turn's marker, the dealer's D, a count of two digits).
func nameRoom(c ctx) int {
	t := c.Env.Theme
	w := c.Env.Width
	table := max(0, w-min(sideWidth(w), w)-table.SideGap-1) // as Draw lays it out
	marks := ansi.StringWidth(t.Glyphs().Marker+" ") + len(" D") + len(" 33")
	return max(1, sideColW(table)-marks)
}

// cardLine writes cards one after another, red suits in red.
func cardLine(c ctx, cs []cards.Card) string {
	t := c.Env.Theme
	out := make([]string, len(cs))
	for i, card := range cs {
		st := t.Text
		if card.Suit == cards.Hearts || card.Suit == cards.Diamonds || card.Rank == cards.BigJoker {
			st = t.Bad
		}
		out[i] = st.Render(t.CardText(card))
	}
	return strings.Join(out, " ")
}

// infoLines are what the table says under the trick: a failed throw with
// the unit that beat it, the kitty the dealer buried.
func (f face) infoLines(c ctx, w int) []string {
	t, v := c.Env.Theme, f.board.v
	var lines []string
	if v.Failure.Failed() {
		lines = append(lines, t.Bad.Width(max(1, w)).Render(failureWords(c, v.Failure)))
	}
	if !v.Kitty.Empty() && v.Phase == gs.PhasePlay && f.board.sees(v.Dealer) {
		kitty := v.Kitty.Cards()
		sj.SortHand(kitty, v.Trump)
		lines = append(lines, t.Dim.Render("Kitty buried: ")+cardLine(c, kitty))
	}
	return lines
}

// seatLine is the line over the bottom seat's hand (its name is just
// above, at the table): at a deal's end the kitty, else what is selected.
func (f face) seatLine(c ctx, w int) string {
	t := c.Env.Theme
	var parts []string
	if r := f.board.result(); r != nil && f.bottom.Hand.Len() == 0 {
		parts = append(parts, t.Header.Render(kittyWords(c, *r)))
	}
	if n := len(f.bottom.Hand.Chosen()); n > 0 {
		parts = append(parts, t.Text.Render(fmt.Sprintf("%d selected", n)))
	}
	return ansi.Truncate(strings.Join(parts, " "+c.Glyphs().Dot+" "), w, c.Glyphs().Ellipsis)
}

// overWords says that a deal or the game is over; "" while neither is.
func (f face) overWords(c ctx) string {
	if r := f.board.result(); c.Holding && r != nil {
		return fmt.Sprintf("Deal %d is over: enter goes on.", r.Deal)
	}
	if f.board.v.Phase == gs.PhaseOver && !c.Busy {
		return "The game is over."
	}
	return ""
}

// yourTurnWords tells the person to move, who, what they decide.
func (f face) yourTurnWords(c ctx, who string) string {
	v := c.View
	switch {
	case v.Phase == gs.PhaseDeal && len(declarations(c)) > 0:
		return who + ": declare trump (1-4) or pass (p or enter)."
	case v.Phase == gs.PhaseDeal:
		return who + ": nothing to declare; p or enter passes."
	case v.Phase == gs.PhaseBury:
		return fmt.Sprintf("%s: select 8 cards to bury (%d selected), enter buries.", who, len(f.bottom.Hand.Chosen()))
	case v.Leading():
		return who + " to lead: select cards (type ranks, space, click), enter plays."
	}
	n, noun := v.Lead().Len(), "cards"
	if n == 1 {
		noun = "card"
	}
	return fmt.Sprintf("%s: follow %s's lead with %d %s; enter plays.", who, c.Names[v.Leader], n, noun)
}

// buttons draws the buttons of the moment, dimmed where the game says no.
func (f face) buttons(c ctx, w int) ui.Block {
	t, v := c.Env.Theme, c.View
	btn := func(id, label, key string, on bool) ui.ButtonSpec {
		return ui.ButtonSpec{ID: id, Label: label, Key: key, On: on}
	}
	var bs []ui.ButtonSpec
	switch {
	case c.Holding:
		return t.Button(table.ZoneContinue, "Continue", "enter", true, true)
	case c.Replay != nil:
		return c.Controls
	case v.Phase == gs.PhaseOver || c.People == 0:
		return ui.Text("")
	case v.Phase == gs.PhaseDeal:
		for i, a := range declarations(c) {
			bs = append(bs, btn(fmt.Sprintf("%s%d", btnDeclare, i+1), "Declare "+setText(c, a.Cards), fmt.Sprint(i+1), true))
		}
		bs = append(bs, btn(btnPass, "Pass", "p", c.Can(gs.Pass())))
	case v.Phase == gs.PhaseBury:
		bs = []ui.ButtonSpec{btn(btnBury, "Bury", "enter", c.Can(gs.Bury(f.chosen()))), btn(btnClear, "Clear", "bksp", len(f.bottom.Hand.Chosen()) > 0)}
	default:
		bs = []ui.ButtonSpec{btn(btnPlay, "Play", "enter", c.Can(gs.Play(f.chosen()))), btn(btnClear, "Clear", "bksp", len(f.bottom.Hand.Chosen()) > 0)}
	}
	return t.FitButtons(bs, w)
}
