package doudizhu

import (
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// world is one deal as the expert imagines it: every hand known (one
// sample of the hands it cannot see), the trick under way, and whose turn
// it is. Playouts play it to its end with the rule player in every seat.
type world struct {
	rules    dz.Rules
	landlord int
	hands    [gd.Seats]dz.Counts
	table    dz.Play
	leader   int
	turn     int
	passes   int // passes since table was played
	cache    *planCache
	// bombs counts the bombs and rockets played this deal; peasantPlayed
	// says a peasant has played a card, landlordPlays counts the
	// landlord's plays: what the deal's score reads at its end.
	bombs         int
	peasantPlayed bool
	landlordPlays int
}

// info is what seat s knows in w: its hand, and the other two hands
// together as the cards it has not seen.
func (w *world) info(s int) seatInfo {
	si := seatInfo{rules: w.rules, me: s, landlord: w.landlord, hand: w.hands[s],
		table: w.table, leader: w.leader, cache: w.cache}
	for i := range gd.Seats {
		si.sizes[i] = w.hands[i].Len()
		if i != s {
			si.unseen = si.unseen.Plus(w.hands[i])
		}
	}
	return si
}

// apply makes the turn's seat play p (or pass) and moves the turn on; it
// reports whether that seat went out.
func (w *world) apply(p dz.Play) bool {
	s := w.turn
	w.turn = next(s)
	if p.IsPass() {
		w.passes++
		if w.passes == gd.Seats-1 {
			w.table, w.passes = dz.PassPlay, 0
		}
		return false
	}
	w.hands[s] = w.hands[s].Minus(p.Cards)
	w.table, w.leader, w.passes = p, s, 0
	if p.Kind == dz.Bomb || p.Kind == dz.Rocket {
		w.bombs++
	}
	if s == w.landlord {
		w.landlordPlays++
	} else {
		w.peasantPlayed = true
	}
	return w.hands[s].Empty()
}

// playout plays w to its end with the rule player in every seat, after
// the turn's seat plays first, and returns the seat that went out and the
// work it took: the cards held by the seats the rule player decided for,
// summed over its decisions (a decision costs about its hand's size).
func (w *world) playout(first dz.Play) (out, work int) {
	p := first
	for {
		s := w.turn
		if w.apply(p) {
			return s, work
		}
		si := w.info(w.turn)
		work += si.hand.Len()
		p, _ = ruleChoice(&si)
	}
}

// cards is how many cards the three hands hold together.
func (w *world) cards() int {
	n := 0
	for _, h := range w.hands {
		n += h.Len()
	}
	return n
}

// spring reports whether the deal ends in a spring (or an anti-spring),
// doubling its score, when seat out goes out: the landlord having won
// with no peasant playing a card, or the peasants with the landlord
// having played only the first lead.
func (w *world) spring(out int) bool {
	if out == w.landlord {
		return !w.peasantPlayed
	}
	return w.landlordPlays == 1
}
