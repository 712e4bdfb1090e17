package shengji

import (
	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
)

// why is the reason of a rule-policy play, said in a player's words by
// its String.
type why uint8

// The reasons.
const (
	whyThrow       why = iota + 1 // every part of the throw holds
	whySure                       // no opponent can beat or ruff the unit
	whyDrawTrumps                 // many trumps: draw the other side's
	whyPartnerVoid                // a suit the partner can ruff
	whyCheapLead                  // a cheap card of a long suit
	whyFeed                       // the partner wins for sure: add points
	whyWinCheap                   // take the points with the cheapest winner
	whyRuff                       // ruff a trick worth it
	whyDiscard                    // void and not ruffing: the cheapest discard
	whyLow                        // cannot or need not win: the fewest points
)

// say is the reason of play, v's viewer's, in a player's words, naming
// the cards: "lead your unbeatable pair of A in hearts", "partner wins
// for sure: add the K♥".
func (y why) say(v gs.View, play gs.Set) string {
	cs := play.Cards()
	suit := sj.SuitName(v.Trump.SuitOf(cs[0]))
	units, err := sj.Decompose(cs, v.Trump, v.Config.Rules)
	if err != nil || len(units) == 0 {
		units = []sj.Unit{{Cards: cs}}
	}
	pts := pointWords(cs)
	switch y {
	case whyThrow:
		return "throw: no unseen card can beat any part of your " + suit
	case whySure:
		return "lead your unbeatable " + unitWords(units[0]) + " in " + suit
	case whyDrawTrumps:
		return "you hold many trumps: lead them to draw the other side's"
	case whyPartnerVoid:
		return "lead " + suit + ": your partner is void in it and can ruff"
	case whyCheapLead:
		return "lead a " + cs[0].Rank.String() + " of " + suit + ": cheap, and it keeps your winners"
	case whyFeed:
		if pts == "" {
			return "partner wins for sure: no points to add, play low"
		}
		return "partner wins for sure: add " + pts
	case whyWinCheap:
		return "the other side is winning points: take them as cheaply as you can"
	case whyRuff:
		return "ruff: void in " + sj.SuitName(v.Trump.SuitOf(v.Lead().Cards()[0])) + ", and the trick is worth it"
	case whyDiscard:
		return "void in " + sj.SuitName(v.Trump.SuitOf(v.Lead().Cards()[0])) + ": discard low, keep points from the other side"
	}
	if pts == "" {
		return "you cannot or need not win it: keep your points, play low"
	}
	return "you cannot or need not win it: play as few points as you must"
}
