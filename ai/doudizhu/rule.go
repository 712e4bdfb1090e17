package doudizhu

import (
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// rulePlayer is the heuristic player (see the package doc). It keeps no
// state: one value serves any number of seats.
type rulePlayer struct{}

// Decide bids and doubles by the plan of its hand, never shows it
// (after the bottom or before the deal), and plays what ruleChoice says.
func (rulePlayer) Decide(v gd.View) gd.Action {
	switch v.Phase {
	case gd.PhaseBid, gd.PhaseRob:
		return bidByPlan(v)
	case gd.PhaseDouble:
		a, _ := doubleByPlan(v)
		return a
	case gd.PhaseShow, gd.PhaseOpen:
		return gd.Keep()
	}
	si := infoOf(v)
	p, _ := ruleChoice(&si)
	return actionOf(p)
}

// actionOf is the action that makes play p.
func actionOf(p dz.Play) gd.Action {
	if p.IsPass() {
		return gd.PassAction()
	}
	return gd.PlayCards(p.Cards)
}

// bidByPlan bids with the plan's score and the hand's high cards, which
// together say how likely the hand is to win as landlord.
func bidByPlan(v gd.View) gd.Action {
	h := v.Mine().Counts()
	return bidByStrength(v, handStrength(h, v.Config.Rules))
}

// doubleByPlan doubles by the hand's rating, as bidByPlan bids, and
// says why.
func doubleByPlan(v gd.View) (gd.Action, string) {
	return doubleByStrength(v, handStrength(v.Mine().Counts(), v.Config.Rules), ruleDouble)
}

// handStrength rates a dealt hand on the scale bidByStrength reads: the
// high-card count plus a bonus for a hand that needs few plays.
func handStrength(h dz.Counts, r dz.Rules) int {
	p := planOf(h, r)
	return strength(h) + (p.score+60)/8
}

// ruleChoice is the rule player's play and the reason for it, in words a
// player reads in a hint.
func ruleChoice(si *seatInfo) (dz.Play, string) {
	if si.table.IsPass() {
		return ruleLead(si)
	}
	return ruleFollow(si)
}

// outPlay is the reading of the whole hand as one play, if it is one.
func outPlay(si *seatInfo) (dz.Play, bool) {
	reads := dz.Classify(si.hand, si.rules)
	for _, p := range reads {
		if dz.Beats(p, si.table) {
			return p, true
		}
	}
	return dz.Play{}, false
}

// controls are the plays of pl nobody can beat with the cards the seat
// has not seen.
func controls(pl plan, si *seatInfo) []dz.Play {
	var out []dz.Play
	for _, p := range pl.plays {
		if !beatable(p, si.unseen, si.rules, true) {
			out = append(out, p)
		}
	}
	return out
}

// winsOut reports whether a hand whose plan is pl goes out for sure once
// it leads: every play but one at most is one nobody can beat.
func winsOut(pl plan, si *seatInfo) bool {
	return pl.turns-len(controls(pl, si)) <= 1
}

// ruleLead chooses a lead.
func ruleLead(si *seatInfo) (dz.Play, string) {
	if p, ok := outPlay(si); ok {
		return p, "the last cards: play them out"
	}
	pl := si.plan(si.hand)
	if ctrl := controls(pl, si); len(ctrl) > 0 && pl.turns-len(ctrl) <= 1 {
		return lowestValue(ctrl), "nobody can beat this: lead it, then the rest"
	}
	if mate := si.partner(); mate >= 0 && next(si.me) == mate && si.sizes[mate] == 1 {
		return soloOf(lowestRank(si.hand)), "your partner has one card left: lead your lowest solo"
	}
	danger := si.fewestOpponentCards()
	var cands []dz.Play
	for _, p := range pl.plays {
		if p.Kind == dz.Bomb || p.Kind == dz.Rocket {
			continue
		}
		if danger == 1 && p.Kind == dz.Solo || danger == 2 && p.Kind == dz.Pair {
			continue
		}
		cands = append(cands, p)
	}
	if len(cands) == 0 {
		switch {
		case danger == 1 && hasNonBomb(pl):
			return soloOf(highestRank(si.hand, si.rules)), "an opponent has one card left: lead your highest solo"
		case danger == 2 && hasNonBomb(pl):
			return lowestValue(nonBombs(pl)), "an opponent has two cards left: lead anything but a pair"
		}
		return lowestValue(pl.plays), "only bombs are left: lead the lowest"
	}
	var chains []dz.Play
	for _, p := range cands {
		if isChain(p.Kind) {
			chains = append(chains, p)
		}
	}
	if len(chains) > 0 {
		return lowestValue(chains), "a chain sheds many cards and is seldom beaten"
	}
	return cheapestLead(cands), "lead the lowest play of your hand"
}

// ruleFollow chooses a play on the table, or the pass.
func ruleFollow(si *seatInfo) (dz.Play, string) {
	if p, ok := outPlay(si); ok {
		return p, "the last cards: play them out"
	}
	cands := dz.Follows(nil, si.hand, si.table, si.rules)
	cands = cands[:len(cands)-1] // the pass
	if len(cands) == 0 {
		return dz.PassPlay, "nothing beats the table: pass"
	}
	var best, topBest dz.Play
	bestScore, found := 0, false
	var bombs []dz.Play
	for _, c := range cands {
		if c.Kind == dz.Bomb || c.Kind == dz.Rocket {
			bombs = append(bombs, c)
			continue
		}
		s := si.score(si.hand.Minus(c.Cards))
		if !found || s > bestScore {
			best, bestScore, found = c, s, true
		}
		topBest = c // the last non-bomb is the highest
	}
	if !si.partners(si.me, si.leader) {
		return si.followOpponent(best, topBest, bestScore, found, bombs)
	}
	if found {
		if winsOut(si.plan(si.hand.Minus(best.Cards)), si) {
			return best, "take the lead from your partner: you win every trick after it"
		}
		if next(si.me) == si.landlord && si.table.Top() < dz.Queen {
			if p, ok := si.highestFree(cands, si.score(si.hand)); ok {
				return p, "raise your partner's low play so the landlord must spend a high card"
			}
		}
	}
	return dz.PassPlay, "your partner wins this trick: let it stand"
}

// followOpponent chooses how to answer an opponent's play: best is the
// non-bomb play that spoils the hand least (score its plan's), topBest
// the highest non-bomb play, bombs the bombs and the rocket.
func (si *seatInfo) followOpponent(best, topBest dz.Play, bestScore int, found bool, bombs []dz.Play) (dz.Play, string) {
	few := si.fewestOpponentCards()
	threat := si.sizes[si.leader] <= 2 || si.table.Kind == dz.Solo && few == 1 || si.table.Kind == dz.Pair && few <= 2
	if threat {
		if found {
			return topBest, "the opponent is down to its last cards: stop it with your highest"
		}
		if len(bombs) > 0 {
			return bombs[0], "the opponent is down to its last cards: bomb it"
		}
		return dz.PassPlay, "nothing beats the table: pass"
	}
	base := si.score(si.hand)
	if found && bestScore >= base-4 {
		if best.Top() < dz.Two || si.table.Main >= dz.Jack || si.fewestOpponentCards() <= 5 ||
			si.plan(si.hand.Minus(best.Cards)).turns <= 3 {
			return best, "beat it with the play that spoils your hand least"
		}
	}
	for _, b := range bombs {
		if winsOut(si.plan(si.hand.Minus(b.Cards)), si) {
			return b, "bomb: you win every trick after it"
		}
	}
	if len(bombs) > 0 && si.fewestOpponentCards() <= 3 {
		return bombs[0], "an opponent is close to going out: bomb"
	}
	if found {
		return dz.PassPlay, "beating would spoil your hand: keep it and pass"
	}
	return dz.PassPlay, "keep your bombs for when they matter: pass"
}

// highestFree is the highest of cands below 2 that is no bomb and leaves
// a plan scoring base or better: a high card that costs the hand nothing.
func (si *seatInfo) highestFree(cands []dz.Play, base int) (dz.Play, bool) {
	var out dz.Play
	found := false
	for _, c := range cands {
		if c.Kind != dz.Bomb && c.Kind != dz.Rocket && c.Top() < dz.Two && si.score(si.hand.Minus(c.Cards)) >= base {
			out, found = c, true
		}
	}
	return out, found
}

// planScore is the score of h's plan.
func planScore(h dz.Counts, r dz.Rules) int {
	p := bestCut(h, r)
	return p.best
}

// lowestValue is the play of ps with the lowest value, the one with more
// cards on a tie.
func lowestValue(ps []dz.Play) dz.Play {
	best := ps[0]
	for _, p := range ps[1:] {
		v, bv := playValue(p), playValue(best)
		if v < bv || v == bv && p.Cards.Len() > best.Cards.Len() {
			best = p
		}
	}
	return best
}

// nonBombs are the plays of pl that are neither bombs nor the rocket.
func nonBombs(pl plan) []dz.Play {
	var out []dz.Play
	for _, p := range pl.plays {
		if p.Kind != dz.Bomb && p.Kind != dz.Rocket {
			out = append(out, p)
		}
	}
	return out
}

// hasNonBomb reports whether pl has a play that is no bomb.
func hasNonBomb(pl plan) bool { return len(nonBombs(pl)) > 0 }

// soloOf is the solo of rank r.
func soloOf(r dz.Rank) dz.Play { return dz.Play{Kind: dz.Solo, Main: r, Len: 1, Cards: only(r, 1)} }

// lowestRank is the lowest rank h holds.
func lowestRank(h dz.Counts) dz.Rank {
	for r := range dz.Rank(dz.NumRanks) {
		if h[r] > 0 {
			return r
		}
	}
	return 0
}

// highestRank is the highest rank h holds outside a bomb or the rocket,
// or the highest at all.
func highestRank(h dz.Counts, rules dz.Rules) dz.Rank {
	rocket := rules.Allows(dz.Rocket) && h[dz.BlackJoker] > 0 && h[dz.RedJoker] > 0
	for r := dz.Rank(dz.NumRanks); r > 0; r-- {
		x := r - 1
		if h[x] > 0 && h[x] < 4 && !(rocket && x.Joker()) {
			return x
		}
	}
	for r := dz.Rank(dz.NumRanks); r > 0; r-- {
		if h[r-1] > 0 {
			return r - 1
		}
	}
	return 0
}

// cheapestLead is the lead of ps that costs least: low, and shedding
// many cards.
func cheapestLead(ps []dz.Play) dz.Play {
	best, bk := ps[0], 1<<30
	for _, p := range ps {
		if k := playValue(p) - p.Cards.Len(); k < bk {
			best, bk = p, k
		}
	}
	return best
}
