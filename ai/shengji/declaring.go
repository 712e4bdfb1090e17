package shengji

import (
	"fmt"
	"math/rand/v2"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
)

// declare is the expert's declaring choice in v, a view while the cards
// are dealt, and how it searched for it: a pass when the seat may not
// declare (no search), else the choice of declareAmong's search worth
// the most to its team (search.best). A view no deal fits (never
// one a table shows) is declared by rule (declareIfStrong).
func (e expertPlayer) declare(v gs.View) (gs.Action, search) {
	if legal, _ := v.Legal(); len(legal) < 2 {
		return gs.Pass(), search{}
	}
	sr, err := e.declareAmong(v, nil)
	if err != nil {
		return declareIfStrong(v), search{}
	}
	return declaration(sr.cands[sr.best()]), sr
}

// declareAmong searches the viewer's choices in v, a view while the
// cards are dealt: a pass and every declaration it may make, then those
// of extra not among them. Each sample is a deal imagined from the view
// (imagineDeal); on it each candidate is taken, the rest of the
// declaring is played by the rule player in every seat (the viewer's
// later choices too), the dealer buries as the rule player does, and the
// play is the rule policy's playout on the open hands, as the expert's
// playouts are; a candidate is worth what the deal's end is worth to the
// viewer's team (world.worth). An error is a view no deal fits.
func (e expertPlayer) declareAmong(v gs.View, extra []gs.Set) (search, error) {
	if err := fitsDeal(v); err != nil {
		return search{}, err
	}
	var cands []gs.Set
	legal, _ := v.Legal()
	for _, a := range legal {
		cands = append(cands, a.Cards)
	}
	for _, x := range extra {
		if !containsFaces(cands, x) {
			cands = append(cands, x)
		}
	}
	var failed error
	draw := func(r *rand.Rand) gs.State {
		hands, rest := imagineDeal(v, r)
		s, err := gs.Imagine(v, hands, rest)
		if err != nil && failed == nil {
			failed = err
		}
		return s
	}
	sr := searchOver(e, viewSeed(v), len(cands), draw, func(s *gs.State, i int) (int, int) {
		if failed != nil {
			return 0, 1
		}
		x, work, err := playDeal(*s, v.Viewer, declaration(cands[i]))
		if err != nil && failed == nil {
			failed = err
		}
		return x, work
	})
	sr.cands = cands
	return sr, failed
}

// declaration is the declaring action of cards cs: a pass when empty.
func declaration(cs gs.Set) gs.Action {
	if cs.Empty() {
		return gs.Pass()
	}
	return gs.Declare(cs)
}

// containsFaces reports whether cands holds a set of the faces of cs.
func containsFaces(cands []gs.Set, cs gs.Set) bool {
	for _, c := range cands {
		if faces(c) == faces(cs) {
			return true
		}
	}
	return false
}

// playDeal plays the deal s (imagined while the cards are dealt) to its
// end once seat takes a: the rest of the declaring by the rule player,
// the rule player's burial, then the rule policy's playout. It returns
// what the end is worth to seat's team and the work it took (the
// declaring's steps and the cards the policy looked at).
func playDeal(s gs.State, seat game.Seat, a gs.Action) (worth, work int, err error) {
	for s.Phase() == gs.PhaseDeal {
		if s, _, err = gs.Game.Reduce(s, s.Turn(), a); err != nil {
			return 0, work, err
		}
		work++
		if s.Phase() == gs.PhaseDeal {
			a = declareIfStrong(gs.Game.View(s, s.Turn()))
		}
	}
	dv := gs.Game.View(s, s.Turn())
	if s, _, err = gs.Game.Reduce(s, s.Turn(), gs.Bury(mustSet(voidingBurial(dv.Mine().Cards(), dv.Trump)))); err != nil {
		return 0, work, err
	}
	ov := gs.Game.View(s, game.Omniscient)
	w := world{ct: tableOf(ov.Trump), rules: ov.Config.Rules, leader: ov.Leader, turn: ov.Turn,
		attackers: ov.Attackers(), width: playoutWidth}
	copy(w.hands[:gs.Seats], ov.Hands[:])
	w.hands[kittySeat] = ov.Kitty
	worth = w.finish(team(seat))
	return worth, work + w.work, nil
}

// imagineDeal deals what v's viewer has not seen at random: the other
// seats' hands so far (the standing declaration's cards in its
// declarer's) and the cards still to come, in the order they come.
func imagineDeal(v gs.View, r *rand.Rand) (hands [gs.Seats]gs.Set, rest []cards.Card) {
	unseen := fullPack.Minus(v.Mine())
	if v.Declarer != game.NoSeat && v.Declarer != v.Viewer {
		hands[v.Declarer] = v.DeclaredCards
		unseen = unseen.Minus(v.DeclaredCards)
	}
	cs := unseen.Cards()
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for s := range game.Seat(gs.Seats) {
		if s == v.Viewer {
			hands[s] = v.Mine()
			continue
		}
		n := v.Sizes[s] - hands[s].Len()
		hands[s] = hands[s].Union(mustSet(cs[:n]))
		cs = cs[n:]
	}
	return hands, cs
}

// fitsDeal says why no deal fits v, a view while the cards are dealt, if
// none does: hand sizes that are not the cards dealt so far, a declarer
// that cannot hold its declaration.
func fitsDeal(v gs.View) error {
	dealt := 0
	for s, n := range v.Sizes {
		if n < 0 || game.Seat(s) == v.Viewer && n != v.Mine().Len() {
			return fmt.Errorf("%w: %s holds %d cards", gs.ErrCannotImagine, game.Seat(s), n)
		}
		dealt += n
	}
	if dealt != v.Dealt {
		return fmt.Errorf("%w: %d cards in hand, %d dealt", gs.ErrCannotImagine, dealt, v.Dealt)
	}
	if d := v.Declarer; d != game.NoSeat && (d < 0 || d >= gs.Seats || v.Sizes[d] < v.DeclaredCards.Len() ||
		d != v.Viewer && !v.Mine().Inter(v.DeclaredCards).Empty() || d == v.Viewer && !v.Mine().Contains(v.DeclaredCards)) {
		return fmt.Errorf("%w: %s cannot hold its declaration", gs.ErrCannotImagine, d)
	}
	return nil
}
