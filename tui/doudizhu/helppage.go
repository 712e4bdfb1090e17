package doudizhu

import (
	"github.com/charmbracelet/lipgloss"

	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/ui"
)

// HelpPage is the screen's table.Face.Help: the rules in short, as this session
// plays them, and how to choose cards.
func (f face) HelpPage(c ctx, w, h int) ui.Block {
	t := c.Env.Theme
	w = max(20, min(w-2, 76))
	wrap := func(st lipgloss.Style, s string) ui.Block { return ui.Text(st.Width(w).Render(s)) }
	bidding := "bid in turn: pass or 1, 2 or 3, higher than the last; 3 ends it; all pass: a new deal."
	switch f.cfg.Bidding {
	case gd.CallAndRob:
		bidding = "call (enter) or pass in turn; after a call each other seat may rob once, ×2 each."
		if f.cfg.RobBack {
			bidding = "call (enter) or pass in turn; after a call each other seat may rob once, then, if one robbed, the caller may rob back once; ×2 each."
		}
	case gd.NoBidding:
		bidding = "no bidding: P1 is the landlord at base 1."
	}
	plays := "Plays: solo, pair, trio (alone, +1 or +pair), chains of 5+ solos, 3+ pairs or 2+ trios (airplanes, one solo or pair wing per trio), four with two solos or two pairs, bomb (four of a rank), rocket (B+R). Chains run 3 to A."
	if f.cfg.Rules == dz.Simple {
		plays = "Plays (simple rules): solo, pair, trio, trio with a solo, a chain of 5+ solos, and the bomb (four of a rank); no rocket."
	}
	parts := []ui.Block{
		ui.Text(t.Title.Render("How to play")),
		wrap(t.Text, "The landlord (地主) against two peasants: the first side to play out a hand wins. Ranks: 3 up to 10 J Q K A 2, the black joker B, the red joker R; suits do not count."),
		wrap(t.Text, t.Header.Render("A deal: ")+"17 cards each; "+bidding+" The landlord takes the 3 bottom cards, shown to all, and leads."),
		wrap(t.Text, t.Header.Render("A trick: ")+"beat the last play with the same kind and length, higher, or pass (p). A bomb beats other kinds, the rocket all. Two passes: the last to play leads."),
		wrap(t.Dim, plays),
		wrap(t.Text, t.Header.Render("Cards: ")+"type ranks (3334; T or 0 for 10), or left/right and space, or click; enter plays, backspace clears, t hints, c counts the cards not yet played, L shows the last trick won again (L or esc: the log)."),
		wrap(t.Dim, "Scoring: the base ×2 for each bomb or rocket, a spring or anti-spring, a shown hand; the landlord wins or loses twice a peasant's share."),
	}
	switch f.cfg.ShowCards {
	case gd.ShowAfterBottom:
		parts = append(parts, wrap(t.Dim, "Show cards (明牌): the landlord, having taken the bottom cards, may show the whole hand (s) for ×2, or keep it hidden (p)."))
	case gd.ShowBeforeDeal:
		parts = append(parts, wrap(t.Dim, "Show cards (明牌开始): before each deal, each seat in turn may play it face up (s) for ×4, unseen, or keep the hand hidden (p); if none does, the landlord may show after the bottom for ×2. The two do not add up."))
	}
	if f.cfg.Doubling {
		parts = append(parts, wrap(t.Dim, "Doubling (加倍): once the landlord has the bottom cards, each seat in turn, the peasants first, doubles its own stake (d) or not (p). A peasant's stake is doubled by its own double and by the landlord's; the landlord wins or loses both peasants' stakes."))
	}
	page := ui.Page(h, parts...)
	page.Text = plain(c, page.Text)
	return page
}
