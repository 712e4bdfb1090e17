package doudizhu

import (
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// endgameCards is the most cards the three hands may hold together for
// the expert to solve a sample exactly rather than play it out.
const endgameCards = 20

// endgameNodes bounds the positions one exact solve of a sample may
// visit; past it the sample is played out by the rule player instead.
const endgameNodes = 4_000

// solver searches a world with every hand known to its end, both sides
// playing perfectly (the peasants as one), and says which side wins. It
// remembers the positions it has solved, so the candidates of one sample
// share their work.
type solver struct {
	memo map[solveKey]bool
	// nodes is how many positions it has visited; limit bounds them for
	// one solve.
	nodes, limit int
	// work is the cards held by the seats to move, summed over the
	// positions visited (as DefaultWork counts it).
	work int
}

// solveKey is a position: the hands, the trick under way, the turn.
type solveKey struct {
	hands                [gd.Seats]dz.Counts
	table                dz.Play
	leader, turn, passes int8
}

func newSolver() *solver { return &solver{memo: map[solveKey]bool{}} }

// solve reports whether the landlord's side wins w, with every hand
// known and both sides playing perfectly, once the turn's seat has played
// first; ok is false when the search outgrew its bound.
func (s *solver) solve(w world, first dz.Play) (landlordWins, ok bool) {
	s.nodes, s.limit = 0, endgameNodes
	mover := w.turn
	if w.apply(first) {
		return mover == w.landlord, true
	}
	return s.win(&w)
}

// win reports whether the landlord's side wins w with perfect play from
// here; ok is false when the search outgrew its bound.
func (s *solver) win(w *world) (landlordWins, ok bool) {
	k := solveKey{hands: w.hands, table: w.table, leader: int8(w.leader), turn: int8(w.turn), passes: int8(w.passes)}
	if r, found := s.memo[k]; found {
		return r, true
	}
	if s.nodes++; s.nodes > s.limit {
		return false, false
	}
	mover := w.turn
	hand := w.hands[mover]
	s.work += hand.Len()
	moverIsLandlord := mover == w.landlord
	moves := dz.Follows(nil, hand, w.table, w.rules)
	// A play that goes out wins at once.
	for _, m := range moves {
		if !m.IsPass() && m.Cards == hand {
			s.memo[k] = moverIsLandlord
			return moverIsLandlord, true
		}
	}
	// The plays that shed most first: they end searches soonest.
	orderBySize(moves)
	for _, m := range moves {
		c := *w
		c.apply(m)
		r, ok := s.win(&c)
		if !ok {
			return false, false
		}
		if r == moverIsLandlord {
			s.memo[k] = r
			return r, true
		}
	}
	s.memo[k] = !moverIsLandlord
	return !moverIsLandlord, true
}

// orderBySize sorts plays by the cards they shed, most first, the pass
// last (a stable insertion sort: the move lists are short).
func orderBySize(ps []dz.Play) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].Cards.Len() > ps[j-1].Cards.Len(); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}
