package blackjack

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/ui"
)

// HelpPage is the screen's table.Face.Help: the rules in short, as this table plays
// them.
func (f face) HelpPage(c ctx, w, h int) ui.Block {
	t, g := c.Env.Theme, c.Glyphs()
	r := f.cfg.Rules
	w = max(20, min(w-2, 76))
	wrap := func(st lipgloss.Style, s string) ui.Block { return ui.Text(st.Width(w).Render(s)) }
	dealer := "stands on soft 17"
	if r.H17 {
		dealer = "hits soft 17"
	}
	parts := []ui.Block{
		ui.Text(t.Title.Render("How to play")),
		wrap(t.Text, "Beat the dealer's total without going over 21. Aces count 1 or 11, tens and faces 10. An ace and a ten as your first two cards is a blackjack, paid "+r.Payout.String()+"."),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("A round: ")+"bet (up/down, enter), two cards each and the dealer's up card; under an ace, insurance (i) or even money (e) for a blackjack. Then hit (h), stand (s), double (d: twice the bet, one card), split a pair (p) or surrender (r: half the bet back) where the table allows."),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("The dealer ")+dealer+", peeks for blackjack under an ace or a ten, and turns the hole card over once every hand is played."),
		ui.Text(""),
		wrap(t.Dim, fmt.Sprintf("The hint (t) gives basic strategy for these rules and the exact value of every legal action for the cards left in the shoe %s shown only from what the table has seen. c shows the Hi-Lo count. A player who cannot bet the minimum takes a new bankroll with b or sits out with x; bankrolls are kept between games.", g.Dash)),
	}
	return ui.Page(h, parts...)
}
