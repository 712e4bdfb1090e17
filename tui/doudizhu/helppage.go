package doudizhu

import (
	"github.com/charmbracelet/lipgloss"

	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/ui"
)

// HelpPage implements table.Face: the rules in short, as this session
// plays them, and how to choose cards.
func (f face) HelpPage(c ctx, w, h int) ui.Block {
	t := c.Env.Theme
	w = max(20, min(w-2, 76))
	wrap := func(st lipgloss.Style, s string) ui.Block { return ui.Text(st.Width(w).Render(s)) }
	bidding := "Bidding: in turn, pass or bid 1, 2 or 3, higher than the bid so far; 3 ends it. The highest bidder is the landlord, the bid the base. When all pass, the cards are dealt again."
	switch f.cfg.Bidding {
	case gd.CallAndRob:
		bidding = "Bidding: in turn, call for the landlord (enter) or pass (p); after a call each other seat may rob once (×2 each). The last to call or rob is the landlord."
	case gd.NoBidding:
		bidding = "No bidding: P1 is the landlord at base 1."
	}
	plays := "Plays: a solo, a pair, a trio (alone, with a solo or with a pair), a chain of 5+ solos, 3+ pairs or 2+ trios (an airplane, with a solo or a pair wing per trio), four with two solos or two pairs, a bomb (four of a rank) and the rocket (both jokers). Chains run 3 to A: never a 2 or a joker."
	if f.cfg.Rules == dz.Simple {
		plays = "Plays (simple rules): a solo, a pair, a trio, a trio with a solo, a chain of 5+ solos, and a bomb (four of a rank); no rocket."
	}
	parts := []ui.Block{
		ui.Text(t.Title.Render("How to play")),
		wrap(t.Text, "Three players, one landlord (地主) against two peasants. Be the first of your side to play out your hand. Ranks go 3 4 5 6 7 8 9 10 J Q K A 2, then the black joker (B) and the red joker (R); suits do not count."),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("The deal: ")+"17 cards each, 3 face down. "+bidding+" The landlord takes the 3 bottom cards, shown to all, and leads."),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("A trick: ")+"beat the last play with the same kind and length and a higher rank, or pass (p). A bomb beats any other kind, a higher bomb a lower one, the rocket everything. When the other two pass, the last to play leads anything."),
		ui.Text(""),
		wrap(t.Dim, plays),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("Choosing cards: ")+"type ranks (3334, T or 0 for 10, Q, B and R for the jokers; a new run of ranks starts a new selection), or left/right and space, or click a card; backspace or esc clears, enter plays. t shows a hint (again: the next one), c the tracker of cards you have not seen."),
		ui.Text(""),
		wrap(t.Dim, "Scoring: the base ×2 for every bomb or rocket, for a spring (the peasants played no card) or anti-spring, and for a shown hand. The landlord wins or loses twice that, each peasant once."),
	}
	return ui.Page(h, parts...)
}
