package doudizhu

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// bottomCards draws the bottom cards between the seats on top, w cells
// wide: face down until the landlord takes them, then face up.
func (f face) bottomCards(c ctx, w int) ui.Block {
	t := c.Env.Theme
	v := f.board.v
	cs := v.Bottom.Cards()
	if v.Bottom == 0 {
		cs = make([]cards.Card, gd.BottomSize) // backs
	}
	b := ui.Column(lipgloss.Center, ui.Text(t.Dim.Render("bottom")), t.MiniCards(cs))
	return t.Place(b, max(w, b.Width()), b.Height(), lipgloss.Center, lipgloss.Top)
}

// seatLine is the bottom seat's name line, w cells wide: its name, its
// cards, and what the cards selected make. Where that does not fit, the
// count goes first, then the landlord's mark shortens.
func (f face) seatLine(c ctx, seat game.Seat, w int) string {
	t, dot := c.Env.Theme, " "+c.Glyphs().Dot+" "
	n := f.board.v.Sizes[seat]
	count := t.Dim.Render(dot) + countStyle(t, n, t.Dim).Render(leftWords(n))
	switch {
	case f.board.v.Phase == gd.PhaseOpen:
		count = t.Dim.Render(dot + sizeWords(f.board.v, seat))
	case f.board.result != nil:
		count = t.Dim.Render(dot + cardCount(n))
	}
	sel := ""
	if chosen := f.bottom.Hand.Chosen(); len(chosen) > 0 && f.board.v.Phase == gd.PhasePlay {
		sel = t.Text.Render(dot + selectionWords(dz.CountsOf(chosen), f.cfg.Rules))
	}
	line := ""
	for _, form := range []struct {
		short bool
		count string
	}{{false, count}, {false, ""}, {true, ""}} {
		line = f.nameLine(c, seat, w, form.short) + form.count + sel
		if ansi.StringWidth(line) <= w {
			break
		}
	}
	return t.Place(ui.Text(ansi.Truncate(line, w, c.Glyphs().Ellipsis)), w, 1, lipgloss.Center, lipgloss.Top).Text
}

// selectionWords says what the cards selected make: "pair chain 3-5", or
// that they make no play.
func selectionWords(sel dz.Counts, r dz.Rules) string {
	reads := dz.Classify(sel, r)
	if len(reads) == 0 {
		return sel.String() + " no play"
	}
	return reads[0].Describe()
}

// overWords says that a deal or the session is over, and what enter does
// then; "" while neither is.
func (f face) overWords(c ctx) string {
	switch r := f.board.result; {
	case c.Holding && r != nil && r.Deal >= f.cfg.Deals:
		return "The last deal is over: enter shows the session's result."
	case c.Holding && r != nil:
		return fmt.Sprintf("Deal %d is over: enter deals the next.", r.Deal)
	case f.board.v.Phase == gd.PhaseOver && !c.Busy:
		return "The session is over."
	}
	return ""
}

// yourTurnWords tells the person to move, who, what they decide.
func (f face) yourTurnWords(c ctx, who string) string {
	v := c.View
	switch v.Phase {
	case gd.PhaseBid:
		if v.Config.Bidding == gd.CallAndRob {
			return who + ": enter calls for the landlord, p passes."
		}
		if v.Base == 0 {
			return who + " to bid: 1, 2 or 3, or p passes."
		}
		return fmt.Sprintf("%s to bid: higher than %d (up to 3), or p passes.", who, v.Base)
	case gd.PhaseRob:
		if v.Turn == v.Caller {
			return who + ": enter robs back (×2), p lets the rob stand."
		}
		return who + ": enter robs the landlord (×2), p passes."
	case gd.PhaseDouble:
		return who + ": d doubles your stake (×2), p does not."
	case gd.PhaseOpen:
		return who + ": s plays the deal face up (×4), p keeps it hidden."
	case gd.PhaseShow:
		return who + ": s shows your hand to all for ×2, p keeps it hidden."
	}
	if v.Leading() {
		return who + " to lead: select cards (type ranks, space, click), enter plays."
	}
	return fmt.Sprintf("%s: beat %s %s (%s), or p passes.", who, c.Names.Whose(v.Leader), v.Table.Describe(), v.Table.Groups())
}

// btn is one button of the buttons line.
func btn(id, label, key string, on bool) ui.ButtonSpec {
	return ui.ButtonSpec{ID: id, Label: label, Key: key, On: on}
}

// buttons draws the buttons of the moment, dimmed where the game says no
// (c.Can), in at most w cells.
func (f face) buttons(c ctx, w int) ui.Block {
	t, v := c.Env.Theme, c.View
	var bs []ui.ButtonSpec
	switch {
	case c.Holding:
		label := "Next deal"
		if r := f.board.result; c.Outcome.Over || r != nil && r.Deal >= f.cfg.Deals {
			label = "Result"
		}
		return t.Button(table.ZoneContinue, label, "enter", true, true)
	case c.Replay != nil:
		return ui.Row(1, c.Controls, t.Button(btnTracker, "Tracker", "c", true, f.tracker), t.Button(btnFaces, f.facesLabel(), "v", true, false))
	case v.Phase == gd.PhaseOver || c.People == 0:
		bs = []ui.ButtonSpec{btn(btnTracker, "Tracker", "c", true)}
		if c.Viewer == game.Omniscient {
			bs = append(bs, btn(btnFaces, f.facesLabel(), "v", true))
		}
	case v.Phase == gd.PhaseBid && v.Config.Bidding == gd.ScoreBids:
		for n := 1; n <= 3; n++ {
			bs = append(bs, btn(fmt.Sprintf("%s%d", btnBid, n), bidLabel(n), fmt.Sprint(n), c.Can(gd.Bid(n))))
		}
		bs = append(bs, btn(btnPass, "Pass", "p", c.Can(gd.PassAction())), btn(btnHint, "Hint", "t", c.MyTurn))
	case v.Phase == gd.PhaseBid:
		bs = []ui.ButtonSpec{btn(btnCall, "Call", "enter", c.Can(gd.Call())), btn(btnPass, "Pass", "p", c.Can(gd.PassAction())), btn(btnHint, "Hint", "t", c.MyTurn)}
	case v.Phase == gd.PhaseRob:
		bs = []ui.ButtonSpec{btn(btnRob, "Rob ×2", "enter", c.Can(gd.Rob())), btn(btnPass, "Pass", "p", c.Can(gd.PassAction())), btn(btnHint, "Hint", "t", c.MyTurn)}
	case v.Phase == gd.PhaseDouble:
		bs = []ui.ButtonSpec{btn(btnDouble, "Double ×2", "d", c.Can(gd.Double())), btn(btnPass, "No double", "p", c.Can(gd.PassAction())),
			btn(btnHint, "Hint", "t", c.MyTurn)}
	case v.Phase == gd.PhaseOpen:
		bs = []ui.ButtonSpec{btn(btnShow, "Face up ×4", "s", c.Can(gd.Show())), btn(btnKeep, "Keep hidden", "p", c.Can(gd.Keep())),
			btn(btnHint, "Hint", "t", c.MyTurn)}
	case v.Phase == gd.PhaseShow:
		bs = []ui.ButtonSpec{btn(btnShow, "Show ×2", "s", c.Can(gd.Show())), btn(btnKeep, "Keep hidden", "p", c.Can(gd.Keep()))}
	default:
		play := gd.PlayCards(dz.CountsOf(f.bottom.Hand.Chosen()))
		bs = []ui.ButtonSpec{
			btn(btnPlay, "Play", "enter", c.Can(play)),
			btn(btnPass, "Pass", "p", c.Can(gd.PassAction())),
			btn(btnHint, "Hint", "t", c.MyTurn),
			btn(btnClear, "Clear", "bksp", len(f.bottom.Hand.Chosen()) > 0),
			btn(btnTracker, "Tracker", "c", true),
		}
	}
	return t.FitButtons(bs, w)
}

// facesLabel is the button that turns the other hands face down or up.
func (f face) facesLabel() string {
	if f.backs {
		return "Show hands"
	}
	return "Hide hands"
}

// sideBlock draws the box beside the table: the last trick when asked
// for, a deal's result while it is shown, the tracker when open, else the
// log.
func (f face) sideBlock(c ctx, r ui.Rect) ui.Block {
	t := c.Env.Theme
	switch {
	case f.lastOpen:
		return f.lastTrickBox(c, r.W, r.H)
	case f.board.result != nil:
		return t.Boxed(fmt.Sprintf("Deal %d", f.board.result.Deal), f.resultBox(c, *f.board.result, r.W), r.W, r.H)
	case f.tracker:
		return t.Boxed("Tracker", f.trackerLines(c), r.W, r.H)
	}
	return c.Log
}

// resultBox is a deal's result as the box w cells wide beside the table
// shows it: who won, the stake, and each seat's points for the deal and in
// all, in columns.
func (f face) resultBox(c ctx, r gd.DealResult, w int) []string {
	words := resultLines(c, r, f.cfg.Bidding)
	lines := append(words[:len(words)-1:len(words)-1], "")
	nameW := max(3, w-4-13) // the box's border and padding, and the two columns
	lines = append(lines, fmt.Sprintf("%-*s %5s %6s", nameW, "", "deal", "total"))
	for i := range gd.Seats {
		name := ui.PadCut(c.Names.FitApart(game.Seat(i), nameW), nameW)
		lines = append(lines, fmt.Sprintf("%s %+5d %+6d", name, r.Delta[i], r.Scores[i]))
	}
	return lines
}

// trackerLines are the card tracker (记牌器): how many of each rank are
// not yet played, the bottom's among them, outside the viewer's hand (in
// all hands for an audience, which sees them all).
func (f face) trackerLines(c ctx) []string {
	v := f.board.v
	un := dz.Pack.Minus(v.Played.Counts())
	head := []string{"Not yet played:"}
	if v.Viewer >= 0 && int(v.Viewer) < gd.Seats {
		un = un.Minus(v.Hands[v.Viewer].Counts())
		head = []string{"Not yet played,", "outside your hand:"}
	}
	row := func(from, to dz.Rank) (string, string) {
		var ranks, counts string
		for r := from; ; r-- {
			ranks += r.String() + " "
			counts += fmt.Sprint(un[r]) + " "
			if r == to {
				break
			}
		}
		return ranks, counts
	}
	r1, c1 := row(dz.RedJoker, dz.Ten)
	r2, c2 := row(dz.Nine, dz.Three)
	return append(head, "", r1, c1, "", r2, c2)
}
