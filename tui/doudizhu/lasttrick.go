package doudizhu

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/ui"
)

// The last trick again, in the box beside the table: L shows the deal's
// last trick won (each seat's last action in it, the winner's play first,
// then the passes that ended it), L again (or esc) the log. The board
// remembers it from the events (the view keeps only the trick under way).

// lastTrick is a trick won and who won it.
type lastTrick struct {
	trick  trick
	winner game.Seat
}

// lastTrickKey is the binding that shows and hides the last trick.
func lastTrickKey() key.Binding { return ui.Binding("L", "last trick", "L") }

// toggleLast is the face after L: the last trick shown or hidden (the
// tracker gives it the box).
func (f face) toggleLast() face {
	f.lastOpen, f.tracker = !f.lastOpen, false
	return f
}

// lastTrickBox is the last trick in a box w by h.
func (f face) lastTrickBox(c ctx, w, h int) ui.Block {
	lines := f.lastTrickLines(c, max(1, w-4))
	lines = append(lines, "", c.Env.Theme.Dim.Render("L or esc: the log"))
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, strings.Split(lipgloss.NewStyle().Width(max(1, w-4)).Render(l), "\n")...)
	}
	return c.Env.Theme.Boxed("Last trick", wrapped, w, h)
}

// lastTrickLines are the last trick won, w cells wide: the winner's play,
// then each other seat's last action in turn, and who leads next.
func (f face) lastTrickLines(c ctx, w int) []string {
	last := f.board.last
	if last == nil {
		return []string{"No trick has been won this deal yet."}
	}
	t := c.Env.Theme
	var lines []string
	for i := range gd.Seats {
		seat := (last.winner + game.Seat(i)) % gd.Seats
		name := c.Names.FitApart(seat, max(6, w/2)) + ": "
		switch p := last.trick.last[seat]; {
		case !last.trick.acted[seat]:
			lines = append(lines, name+t.Dim.Render("did not play"))
		case p.IsPass():
			lines = append(lines, name+"pass")
		default:
			play := t.RankText(playOrder(p, last.trick.cards[seat])) + " " + playLabel(p, w, c.Glyphs().Ellipsis)
			if seat == last.winner {
				play += " " + t.Accent.Render("won")
			}
			lines = append(lines, name+play)
		}
	}
	return append(lines, "", c.Names[last.winner]+" won the trick and led the next.")
}
