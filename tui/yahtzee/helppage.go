package yahtzee

import (
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/ui"
)

// HelpPage is the screen's table.Face.Help: the rules in short, as the game plays
// them.
func (f face) HelpPage(c ctx, w, h int) ui.Block {
	t, g := c.Env.Theme, c.Glyphs()
	w = max(20, min(w-2, 70))
	wrap := func(st lipgloss.Style, s string) ui.Block { return ui.Text(st.Width(w).Render(s)) }
	parts := []ui.Block{
		ui.Text(t.Title.Render("How to play")),
		wrap(t.Text, "Each turn roll five dice up to three times, keeping any dice between rolls, then score them in one open box. After 13 rounds every box is filled and the highest total wins; equal totals share the win."),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("Upper section: ")+"Aces to Sixes score the dice of that face. 63 or more there earns a bonus of 35."),
		wrap(t.Text, t.Header.Render("Lower section: ")+"3 and 4 of a kind score all five dice; Full house 25; Small straight (four in a row) 30; Large straight 40; Yahtzee (five alike) 50; Chance scores any dice."),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("Yahtzee bonus and joker: ")+"a further Yahtzee earns 100 when the Yahtzee box holds 50. With the Yahtzee box filled, a Yahtzee must go in its upper box if open; else in any open lower box, where Full house and the straights score in full; else a zero in an open upper box."),
		ui.Text(""),
		wrap(t.Dim, "The card shows in (parentheses) what the dice would score in each open box of the player to move, and -- where the joker rule forbids a box. The advisor (t) gives the exact expected final score of the best holds and of every box "+g.Dash+" the difference is what a choice costs."),
	}
	return ui.Page(h, parts...) // the frame cuts what still does not fit
}
