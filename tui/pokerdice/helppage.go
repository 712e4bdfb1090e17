package pokerdice

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
	"teahouse/tui/ui"
)

// HelpPage is the screen's table.Face.Help: the rules in short, the hands from best
// to worst, and what each skill does.
func (f face) HelpPage(c ctx, w, h int) ui.Block {
	t, g := c.Env.Theme, glyphs(c)
	w = min(w-2, 60) // leave a margin for the frame to centre in
	cfg := f.view.Config
	wrap := func(st lipgloss.Style, s string) ui.Block { return ui.Text(st.Width(w).Render(s)) }

	var hands []string
	for c := pd.NumCategories - 1; c >= 0; c-- {
		hands = append(hands, pd.Category(c).String())
	}
	rule := "Free holds: keep any dice."
	if cfg.Rule == pd.Strict {
		rule = "Strict holds: the dice you keep must all show one value."
	}
	parts := []ui.Block{
		ui.Text(t.Title.Render("How to play")),
		wrap(t.Text, "Roll five dice, hold some in turn, reroll the rest once: the better hand wins the round. Best of "+strconv.Itoa(cfg.Rounds)+". "+rule),
		ui.Text(""),
		wrap(t.Text, t.Header.Render("Hands, best first: ")+strings.Join(hands, ", ")+"."),
		ui.Text(""),
	}
	skills := "Skills, once each per match:"
	if !cfg.Skills {
		skills = "Skills (off in this match):"
	}
	parts = append(parts, wrap(t.Header, skills))
	for _, k := range gp.Skills {
		key := f.keys.skillKey(k).Help().Key
		parts = append(parts, wrap(t.Text, key+" "+k.String()+" "+g.Dash+" "+k.Help()))
	}
	if cfg.Skills {
		parts = append(parts, wrap(t.Text, "s Stand "+g.Dash+" keep your hand instead of relocking"))
	}
	return ui.Page(h, parts...) // the frame cuts what still does not fit
}
