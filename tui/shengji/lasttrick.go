package shengji

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
	"teahouse/tui/ui"
)

// The last trick again, in the box beside the table: L shows the deal's
// last finished trick (each seat's play from the leader on, who won it
// and its points), L again the bottom seat's plays this deal, trick by
// trick, and L once more (or esc) the log again. Both are read from the
// view (its finished tricks).

// Pages of the box beside the table.
const (
	pageLog   = iota // the log (or a deal's result)
	pageTrick        // the last trick
	pageMine         // the bottom seat's plays this deal
	pages
)

// lastTrickKey is the binding that turns the pages.
func lastTrickKey() key.Binding {
	return ui.Binding("L", "last trick", "L")
}

// turnPage is the face after L: the next page of the box.
func (f face) turnPage() face {
	f.page = (f.page + 1) % pages
	return f
}

// trickBox is the page of the box beside the table, r's size; ok is
// false on the log's page.
func (f face) trickBox(c ctx, r ui.Rect) (_ ui.Block, ok bool) {
	var title string
	var lines []string
	switch f.page {
	case pageTrick:
		title, lines = "Last trick", f.lastTrickLines(c)
		if n := len(f.board.v.Finished); n > 0 {
			title = fmt.Sprintf("Last trick (%d)", n)
		}
	case pageMine:
		title, lines = "Your plays this deal", f.myPlaysLines(c)
		if who := c.Names[f.bottom.Seat()]; who != "You" {
			title = label(c, f.bottom.Seat(), nameRoom(c)) + "'s plays"
		}
	default:
		return ui.Block{}, false
	}
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, strings.Split(lipgloss.NewStyle().Width(max(1, r.W-4)).Render(l), "\n")...)
	}
	// The latest plays where they do not all fit (the box's border, its
	// title and the line of keys take four).
	if room := r.H - 4; f.page == pageMine && room > 0 && len(wrapped) > room {
		wrapped = append([]string{c.Glyphs().Ellipsis}, wrapped[len(wrapped)-room+1:]...)
	}
	wrapped = append(wrapped, c.Env.Theme.Dim.Render("L next, esc log"))
	return c.Env.Theme.Boxed(title, wrapped, r.W, r.H), true
}

// lastTrickLines are the deal's last finished trick: each seat's play from the leader on with the lead and the winner marked, and
// the points it took.
func (f face) lastTrickLines(c ctx) []string {
	v := f.board.v
	if len(v.Finished) == 0 {
		return []string{"No trick has been finished this deal yet."}
	}
	tr := v.Finished[len(v.Finished)-1]
	t := c.Env.Theme
	var lines []string
	var all []gs.Set
	for i := range gs.Seats {
		seat := (tr.Leader + game.Seat(i)) % gs.Seats
		all = append(all, tr.Plays[seat])
		var marks []string
		if seat == tr.Leader {
			marks = append(marks, "led")
		}
		if seat == tr.Winner {
			marks = append(marks, "won")
		}
		line := label(c, seat, nameRoom(c)) + " " + playText(c, tr.Plays[seat], v.Trump)
		if len(marks) > 0 {
			line += " " + t.Accent.Render(strings.Join(marks, ", "))
		}
		lines = append(lines, line)
	}
	pts := 0
	for _, p := range all {
		pts += sj.Points(p.Cards())
	}
	return append(lines, fmt.Sprintf("%s took it: %d points.", label(c, tr.Winner, nameRoom(c)), pts))
}

// myPlaysLines are the bottom seat's plays this deal, trick by trick, with
// who won each, and its play in the trick under way.
func (f face) myPlaysLines(c ctx) []string {
	v := f.board.v
	me := f.bottom.Seat()
	var lines []string
	for i, tr := range v.Finished {
		line := fmt.Sprintf("%2d. %s", i+1, playText(c, tr.Plays[me], v.Trump))
		if tr.Leader == me {
			line += " led,"
		}
		lines = append(lines, line+" "+c.Env.Theme.Dim.Render(tr.Winner.String()+" won"))
	}
	if p := v.Trick[me]; !p.Empty() && v.Phase == gs.PhasePlay {
		lines = append(lines, fmt.Sprintf("%2d. %s (this trick)", len(v.Finished)+1, playText(c, p, v.Trump)))
	}
	if len(lines) == 0 {
		return []string{"No play of this seat this deal yet."}
	}
	return lines
}

// playText writes a play sorted as the table shows it.
func playText(c ctx, p gs.Set, trump sj.Trump) string {
	cs := p.Cards()
	sj.SortSuit(cs, trump)
	return cardLine(c, cs)
}
