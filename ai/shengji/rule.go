package shengji

import (
	gs "teahouse/game/shengji"
)

// rulePlayer plays by the rules a club player keeps (see the package
// doc), from what its seat has seen: the rule policy on the hands each
// other seat may hold. It keeps no state: one value serves any number of
// seats.
type rulePlayer struct{}

// Decide declares as the greedy player does, buries to void suits, and
// leads and follows by the rule policy.
func (rulePlayer) Decide(v gs.View) gs.Action {
	return decide(v, voidingBurial, func(v gs.View) gs.Set {
		play, _ := ruleChoice(v)
		return play
	})
}

// ruleChoice is the rule policy's play in v, a view in play with the
// viewer to move, and its reason.
func ruleChoice(v gs.View) (gs.Set, why) {
	ct := tableOf(v.Trump)
	k := knowledgeOf(v, ct)
	w := k.outlook(v)
	if v.Leading() {
		return w.ruleLead(v.Viewer)
	}
	return w.ruleFollow(v.Viewer)
}

// outlook is the world as k's seat sees it in v: its own hand, and for
// every other seat each card it may hold: the cards the seat is known to
// hold and every unseen card not known elsewhere, but for the suits it is
// known void in.
func (k *knowledge) outlook(v gs.View) world {
	w := world{ct: k.ct, rules: v.Config.Rules, trick: v.Trick, leader: v.Leader, turn: v.Viewer,
		attackers: v.Attackers(), width: follows}
	free := k.unseen
	for _, h := range k.holds {
		free = free.Minus(h)
	}
	for s := range w.hands[:gs.Seats] {
		may := k.holds[s].Union(free)
		for suit, void := range k.void[s] {
			if void {
				may = may.Minus(k.ct.of[suit])
			}
		}
		w.hands[s] = may
	}
	w.hands[v.Viewer] = v.Mine()
	w.hands[kittySeat] = v.Kitty
	return w
}
