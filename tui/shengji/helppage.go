package shengji

import (
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/ui"
)

// HelpPage is the screen's table.Face.Help: the rules in short and how to choose
// cards.
func (f face) HelpPage(c ctx, w, h int) ui.Block {
	t := c.Env.Theme
	w = max(20, min(w-2, 76))
	wrap := func(st lipgloss.Style, s string) ui.Block { return ui.Text(st.Width(w).Render(s)) }
	return ui.Page(h,
		ui.Text(t.Title.Render("How to play")),
		wrap(t.Text, "Two packs, four players: you and your partner opposite against the two at your sides. Each team climbs from its level (2) to A."),
		wrap(t.Text, t.Header.Render("The deal: ")+"cards come one at a time; with a card of the level rank you may declare its suit trump (1-4), a pair beats one, the jokers' pairs make no trump; p or enter passes. The dealer takes the 8-card kitty and buries 8 (select them, enter)."),
		wrap(t.Text, t.Header.Render("Tricks: ")+"lead a single, a pair, a tractor (consecutive pairs) or a throw of top units of one suit; follow the suit and the format when you can. Trumps are the jokers, the level cards and the trump suit. A failed throw plays the unit that was beaten."),
		wrap(t.Text, t.Header.Render("Points: ")+"5s are 5, 10s and Ks 10. The attackers (not the dealer's team) take over at 80; the kitty counts for them, multiplied, if they win the last trick."),
		wrap(t.Header, "This game: "+rulesWords(f.cfg.Rules)),
		wrap(t.Dim, "Cards: type ranks (T or 0 for 10, B and R the jokers): each adds a card of that rank, of the suit led first, then a trump; a suit letter after a rank picks that suit (8h, Ks, 10d). Or left/right and space, or click. Typing adds to the cards selected; backspace clears. Enter plays or buries, t hints (the expert's choice for your seat, selected, with its reason)."),
		wrap(t.Dim, "L shows the last trick again beside the table (each play, who won it, its points), L again your plays this deal; L once more or esc goes back to the log."),
	)
}
