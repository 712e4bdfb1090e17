package shengji

import (
	"fmt"
	"slices"
	"strings"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Hint is the expert's choice for v's viewer, who is to move, and its
// reason in a few words: "partner wins for sure: add the K♥", "ruff: void
// in clubs, and the trick is worth it", "lead your unbeatable pair of A
// in hearts". A play the rule player would make too is given the rule's
// reason; one the search found is said by what it does. While the cards
// are dealt it is the best of Evaluate's search over the deals to come,
// the expert's own declaring at a live table (seed 0).
func Hint(v gs.View) (gs.Action, string) {
	if v.Phase == gs.PhaseDeal {
		return declareHint(v)
	}
	a := newExpert().Decide(v)
	switch v.Phase {
	case gs.PhaseBury:
		return a, buryReason(v, a)
	}
	if play, y := ruleChoice(v); faces(play) == faces(a.Cards) {
		return a, y.say(v, a.Cards)
	}
	if v.Leading() {
		return a, leadReason(v, a.Cards)
	}
	return a, followReason(v, a.Cards)
}

// declareHint is the declaring choice Evaluate finds best in v at the
// expert's budget and seed 0 (the expert's at a live table), with its
// reason: the rule's when the rule
// player chooses it too, else what the search found it worth.
func declareHint(v gs.View) (gs.Action, string) {
	rule := declareIfStrong(v)
	ev, err := Evaluate(v, DefaultSamples, 0)
	if err != nil || ev.Samples == 0 {
		return rule, declareReason(v, rule)
	}
	best := ev.Choices[ev.Best]
	if best.Action.Kind == rule.Kind && faces(best.Action.Cards) == faces(rule.Cards) {
		return best.Action, declareReason(v, best.Action)
	}
	other := ev.Choices[0].Value // the pass, Legal's first
	if best.Action.Kind == gs.KindPass {
		other = ev.Choices[1].Value
		for _, c := range ev.Choices[2:] {
			other = max(other, c.Value)
		}
		return best.Action, fmt.Sprintf("pass: over the deals to come, declaring is worth %.0f points less", best.Value-other)
	}
	return best.Action, fmt.Sprintf("declare: over the deals to come, it is worth %.0f points more than passing", best.Value-other)
}

// declareReason says why the expert declares or passes.
func declareReason(v gs.View, a gs.Action) string {
	switch {
	case a.Kind == gs.KindDeclare:
		d, _ := sj.ReadDeclaration(a.Cards.Cards(), v.DeclareLevel())
		return fmt.Sprintf("declare: it makes %d of your %d cards trumps", trumpsIn(v.Mine().Cards(), d.Trump(v.DeclareLevel())), v.Mine().Len())
	case v.Declarer != game.NoSeat && v.Declarer == partner(v.Viewer):
		return "pass: your partner holds the declaration"
	}
	return "pass: too few trumps to declare"
}

// buryReason names the suits the burial voids.
func buryReason(v gs.View, a gs.Action) string {
	left := v.Mine().Minus(a.Cards).Cards()
	var voided []string
	for _, s := range cards.Suits {
		had := slices.ContainsFunc(v.Mine().Cards(), func(c cards.Card) bool { return !v.Trump.IsTrump(c) && c.Suit == s })
		has := slices.ContainsFunc(left, func(c cards.Card) bool { return !v.Trump.IsTrump(c) && c.Suit == s })
		if had && !has {
			voided = append(voided, sj.SuitName(s))
		}
	}
	if len(voided) > 0 {
		return "bury to void " + strings.Join(voided, " and ") + ", to ruff them later"
	}
	return "bury spare low cards, keep points and trumps"
}

// leadReason says what the lead is for.
func leadReason(v gs.View, play gs.Set) string {
	cs := play.Cards()
	units, err := sj.Decompose(cs, v.Trump, v.Config.Rules)
	if err != nil {
		return "lead"
	}
	k := knowledgeOf(v, tableOf(v.Trump))
	seen := fullPack.Minus(k.unseen).Cards()
	sure := true
	for _, u := range units {
		sure = sure && unbeatable(u, seen, v.Trump)
	}
	suit := sj.SuitName(units[0].Suit)
	switch {
	case sure && len(units) > 1:
		return "throw: no other hand can beat your " + suit
	case sure:
		return "lead your unbeatable " + unitWords(units[0]) + " in " + suit
	case units[0].Suit == sj.Trumps:
		return "lead trumps to draw them out"
	case units[0].Kind != sj.Single:
		return "lead your " + unitWords(units[0]) + " in " + suit
	}
	return "lead a " + cs[0].Rank.String() + " of " + suit + ": cheap, and it keeps your winners"
}

// unitWords names a unit by its ranks: "A", "pair of A", "tractor 9-10".
func unitWords(u sj.Unit) string {
	switch u.Kind {
	case sj.Pair:
		return "pair of " + u.Cards[0].Rank.String()
	case sj.Tractor:
		var ranks []string
		for i := len(u.Cards) - 1; i >= 0; i -= 2 {
			ranks = append(ranks, u.Cards[i].Rank.String())
		}
		return "tractor " + strings.Join(ranks, "-")
	}
	return u.Cards[0].Rank.String()
}

// followReason says why the follow is played: who is winning, and what
// the play does about it.
func followReason(v gs.View, play gs.Set) string {
	plays := trickPlays(v)
	led := v.Lead().Cards()
	suit := v.Trump.SuitOf(led[0])
	w, err := sj.Winner(plays, v.Trump, v.Config.Rules)
	if err != nil {
		return "follow"
	}
	ours := (v.Leader+game.Seat(w))%gs.Seats == partner(v.Viewer)
	cs := play.Cards()
	pts := pointWords(cs)
	voidNow := !slices.ContainsFunc(v.Mine().Cards(), func(c cards.Card) bool { return v.Trump.SuitOf(c) == suit })
	nw, _ := sj.Winner(append(slices.Clip(plays), cs), v.Trump, v.Config.Rules)
	takes := nw == len(plays)
	switch {
	case ours && pts != "":
		return "partner winning: add " + pts
	case ours:
		return "partner winning: play low"
	case takes && voidNow && suit != sj.Trumps:
		return "ruff: void in " + sj.SuitName(suit)
	case takes:
		return "take the trick from the other side"
	case voidNow && pts == "":
		return "void in " + sj.SuitName(suit) + ": discard low, keep points from the other side"
	case pts == "":
		return "the other side is winning: keep your points, play low"
	}
	return "the other side is winning: play as few points as you must"
}

// pointWords names the point cards of cs as a player says them: "the 10♦",
// "the pair of K♥", "the K♠ and the 5♣", "" for none.
func pointWords(cs []cards.Card) string {
	var out []string
	seen := map[cards.Card]int{}
	for _, c := range cs {
		seen[c.Face()]++
	}
	for _, c := range cs {
		n := seen[c.Face()]
		if n == 0 || sj.CardPoints(c) == 0 {
			continue
		}
		seen[c.Face()] = 0
		if n > 1 {
			out = append(out, "the pair of "+c.Face().String())
		} else {
			out = append(out, "the "+c.Face().String())
		}
	}
	return strings.Join(out, " and ")
}
