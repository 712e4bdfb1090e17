package shengji

import (
	"fmt"
	"slices"
	"strings"

	aisj "teahouse/ai/shengji"
	gs "teahouse/game/shengji"
	"teahouse/game/webreplay"
	"teahouse/tui/table"
)

// hint selects the expert's play for the viewer in the hand (the cards to
// bury, while burying) and says it and why in the status line; while the
// cards are dealt it names the declaration key to press, or the pass.
func (f face) hint(c ctx) (face, intent) {
	v := c.View
	if (!c.MyTurn && c.Replay == nil) || v.Turn != v.Viewer { // a replay's is for the seat to move
		return f, table.Say[gs.Action]("The hint is for your turn.")
	}
	a, why := aisj.Hint(v)
	why = strings.TrimPrefix(why, string(a.Kind)+": ") // "pass: too few trumps" after "pass (p)"
	switch a.Kind {
	case gs.KindPass:
		return f, table.Say[gs.Action](fmt.Sprintf("Hint: pass (p): %s.", why))
	case gs.KindDeclare:
		n := slices.IndexFunc(declarations(c), func(d gs.Action) bool { return d.Cards == a.Cards }) + 1
		return f, table.Say[gs.Action](fmt.Sprintf("Hint: declare %s (%d): %s.", a.Cards, n, why))
	}
	f.bottom.Hand = f.bottom.Hand.Select(a.Cards.Cards())
	verb := "plays"
	if a.Kind == gs.KindBury {
		verb = "buries"
	}
	return f, table.Say[gs.Action](fmt.Sprintf("Hint: %s (enter %s).", why, verb))
}

// pageHint is the hint a web page is given: the expert's choice for v,
// the seat's own view, and why; nil when it is not the seat's turn.
func pageHint(v gs.View) *webreplay.Hint {
	if v.Turn != v.Viewer || v.Phase == gs.PhaseOver {
		return nil
	}
	a, why := aisj.Hint(v)
	return &webreplay.Hint{Title: "Hint", Lines: []string{a.String() + ": " + strings.TrimPrefix(why, string(a.Kind)+": ")}}
}
