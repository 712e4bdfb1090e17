package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// The rule policy decides a play for the seat to move in a world. The
// world's other hands are what the seat believes they may hold: in the
// rule player, every card it has not seen that a seat is not known void
// in (so a card may be in several of them); in the expert's playouts,
// the sampled hands themselves. "No other hand can beat it" is then a
// certainty from the seat's view in the one, and the truth of the sample
// in the other.

// unit is one unit of a hand: a single, a pair or a tractor of pairs.
type unit struct {
	cards gs.Set
	pairs int // 0 for a single, 1 for a pair, the pairs of a tractor
	top   int // the power of its highest card in its suit
}

// size is the unit's number of cards.
func (u unit) size() int { return max(1, 2*u.pairs) }

// unitsOf splits the cards of one effective suit into units, the longest
// tractors first, then the pairs, then the singles, each highest first.
func (w *world) unitsOf(of gs.Set, suit cards.Suit) []unit {
	var out []unit
	for {
		tr, top := w.ct.tractorIn(of, suit, w.rules)
		if tr.Empty() {
			break
		}
		out = append(out, unit{cards: tr, pairs: tr.Len() / 2, top: top})
		of = of.Minus(tr)
	}
	for {
		f, p := w.ct.topPair(of, suit)
		if f == 0 {
			break
		}
		pair := bothCopies(f)
		out = append(out, unit{cards: pair, pairs: 1, top: p})
		of = of.Minus(pair)
	}
	for !of.Empty() {
		c := w.ct.top(of)
		out = append(out, unit{cards: bitSet(c), top: int(w.ct.power[c])})
		of = of.Minus(bitSet(c))
	}
	return out
}

// beatsUnit reports whether seat o, following a lead of suit, can play a
// unit of u's shape that wins over u: a higher one of the suit, or, when
// ruff allows and it holds none of the suit, one of trumps (a throw's
// parts are only beaten in their suit).
func (w *world) beatsUnit(o game.Seat, u unit, suit cards.Suit, ruff bool) bool {
	hand := w.hands[o]
	in, top := suit, u.top
	of := hand.Inter(w.ct.of[suit])
	if of.Empty() {
		if !ruff || suit == sj.Trumps {
			return false
		}
		in, top = sj.Trumps, -1
		of = hand.Inter(w.ct.of[sj.Trumps])
	}
	switch u.pairs {
	case 0:
		c := w.ct.top(of)
		return c >= 0 && int(w.ct.power[c]) > top
	case 1:
		return w.ct.hasPairOver(of, in, top)
	}
	return w.ct.hasTractorOver(of, in, u.pairs, top)
}

// sure reports whether no seat of those picks (opponents, or every other
// seat) can win over unit u led by s.
func (w *world) sure(s game.Seat, u unit, suit cards.Suit, everyone, ruff bool) bool {
	for k := game.Seat(1); k < gs.Seats; k++ {
		o := (s + k) % gs.Seats
		if (everyone || team(o) != team(s)) && w.beatsUnit(o, u, suit, ruff) {
			return false
		}
	}
	return true
}

// ruleLead is the rule policy's lead for seat s and its reason: the
// throw of a suit's units when every one of them holds against every
// other hand; else its largest unit no opponent can beat or ruff, plain
// suits before trumps; trumps to draw the other side's when it holds
// many; a cheap card of a suit its partner is void in, for the partner to
// ruff; else the cheapest card of its longest plain suit.
func (w *world) ruleLead(s game.Seat) (gs.Set, why) {
	hand := w.hands[s]
	w.work += hand.Len()
	trumps := hand.Inter(w.ct.of[sj.Trumps])
	var throw, best gs.Set
	bestSize, bestTrump := 0, false
	for suit := cards.Suit(0); suit < numSuits; suit++ {
		of := hand.Inter(w.ct.of[suit])
		if of.Empty() {
			continue
		}
		var held gs.Set
		n := 0
		for _, u := range w.unitsOf(of, suit) {
			if !w.sure(s, u, suit, true, false) {
				continue
			}
			held, n = held.Union(u.cards), n+1
			if !w.sure(s, u, suit, false, true) {
				continue
			}
			isTrump := suit == sj.Trumps
			if best.Empty() || bestTrump && !isTrump || bestTrump == isTrump && u.size() > bestSize {
				best, bestSize, bestTrump = u.cards, u.size(), isTrump
			}
		}
		if n > 1 && held.Len() > throw.Len() && (suit == sj.Trumps || w.unruffed(s, suit)) {
			throw = held
		}
	}
	many := w.manyTrumps(s)
	switch {
	case !throw.Empty():
		return throw, whyThrow
	case !best.Empty() && (!bestTrump || many):
		return best, whySure
	case many && w.opponentsHold(s, sj.Trumps):
		return w.trumpLead(trumps), whyDrawTrumps
	}
	if c := w.partnerVoidLead(s); c >= 0 {
		return bitSet(c), whyPartnerVoid
	}
	if c := w.cheapLead(s); c >= 0 {
		return bitSet(c), whyCheapLead
	}
	if !best.Empty() {
		return best, whySure
	}
	return bitSet(w.ct.bottom(trumps)), whyCheapLead
}

// unruffed reports whether no opponent of s can ruff a lead of suit: each
// holds a card of it or no trump.
func (w *world) unruffed(s game.Seat, suit cards.Suit) bool {
	for _, o := range [2]game.Seat{(s + 1) % gs.Seats, (s + 3) % gs.Seats} {
		h := w.hands[o]
		if h.Inter(w.ct.of[suit]).Empty() && !h.Inter(w.ct.of[sj.Trumps]).Empty() {
			return false
		}
	}
	return true
}

// manyTrumps reports whether s holds trumps enough to lead them: at
// least half its hand and at least five.
func (w *world) manyTrumps(s game.Seat) bool {
	n := w.hands[s].Inter(w.ct.of[sj.Trumps]).Len()
	return n >= 5 && 2*n >= w.hands[s].Len()
}

// trumpLead is the trump to draw others' with: its top pair, else its
// top trump.
func (w *world) trumpLead(trumps gs.Set) gs.Set {
	if f, _ := w.ct.topPair(trumps, sj.Trumps); f != 0 {
		return bothCopies(f)
	}
	return bitSet(w.ct.top(trumps))
}

// partnerVoidLead is the cheapest card of a plain suit s's partner holds
// none of but can ruff, and whose next seat still holds some of, -1 for
// none.
func (w *world) partnerVoidLead(s game.Seat) int {
	p, next := partner(s), (s+1)%gs.Seats
	best := -1
	for suit := cards.Spades; suit <= cards.Clubs; suit++ {
		of := w.hands[s].Inter(w.ct.of[suit])
		if of.Empty() || !w.hands[p].Inter(w.ct.of[suit]).Empty() || w.hands[p].Inter(w.ct.of[sj.Trumps]).Empty() ||
			w.hands[next].Inter(w.ct.of[suit]).Empty() {
			continue
		}
		if c := w.ct.bottom(of); best < 0 || w.ct.cheaper(c, best) {
			best = c
		}
	}
	return best
}

// cheapLead is the cheapest card of s's longest plain suit no opponent
// can ruff (any plain suit when each can), -1 when s holds only trumps.
func (w *world) cheapLead(s game.Seat) int {
	best, bestN, bestSafe := -1, 0, false
	for suit := cards.Spades; suit <= cards.Clubs; suit++ {
		of := w.hands[s].Inter(w.ct.of[suit])
		if of.Empty() {
			continue
		}
		safe, n := w.unruffed(s, suit), of.Len()
		if best < 0 || safe && !bestSafe || safe == bestSafe && n > bestN {
			best, bestN, bestSafe = w.ct.bottom(of), n, safe
		}
	}
	return best
}

// opponentsHold reports whether an opponent of s may hold a card of suit.
func (w *world) opponentsHold(s game.Seat, suit cards.Suit) bool {
	return !w.hands[(s+1)%gs.Seats].Inter(w.ct.of[suit]).Empty() ||
		!w.hands[(s+3)%gs.Seats].Inter(w.ct.of[suit]).Empty()
}

// ruleFollow is the rule policy's follow for seat s and its reason.
func (w *world) ruleFollow(s game.Seat) (gs.Set, why) {
	if w.trick[w.leader].Len() > 1 {
		return w.followUnits(s)
	}
	c, y := w.followSingle(s)
	return bitSet(c), y
}

// followSingle follows a single: the most points it can spare onto a
// trick its partner wins for sure; the cheapest card that takes a trick
// with points from an opponent (a ruff, when void, if the trick holds ten
// or more); else the cheapest card with the fewest points.
func (w *world) followSingle(s game.Seat) (int, why) {
	hand := w.hands[s]
	w.work += hand.Len()
	led := w.ct.suit[firstBit(w.trick[w.leader])]
	win := w.winning()
	winBit := firstBit(w.trick[win])
	ours := team(win) == team(s)
	sure := ours && !w.laterBeat(s, winBit, led)
	pts := w.trickPoints()
	of := hand.Inter(w.ct.of[led])
	if !of.Empty() {
		switch {
		case sure:
			return w.ct.richest(of), whyFeed
		case !ours && pts > 0:
			if b := w.cheapestOver(of, winBit); b >= 0 {
				return b, whyWinCheap
			}
		}
		return w.ct.bottom(of), whyLow
	}
	trumps := hand.Inter(w.ct.of[sj.Trumps])
	plain := hand.Minus(trumps)
	switch {
	case sure && !plain.Empty():
		return w.ct.richest(plain), whyFeed
	case !ours && pts >= ruffWorth:
		if b := w.cheapestOver(trumps, winBit); b >= 0 {
			return b, whyRuff
		}
	}
	if !plain.Empty() {
		return w.ct.bottom(plain), whyDiscard
	}
	return w.ct.bottom(trumps), whyLow
}

// ruffWorth is the fewest points on a trick that a trump is spent on.
const ruffWorth = 10

// cheapestOver is the lowest card of cs that wins over card c, -1 for
// none.
func (w *world) cheapestOver(cs gs.Set, c int) int {
	best := -1
	forEach(cs, func(i int) {
		if w.ct.beats(i, c) && (best < 0 || w.ct.power[i] < w.ct.power[best]) {
			best = i
		}
	})
	return best
}

// laterBeat reports whether an opponent of s still to play this trick
// may win over card c, winning a single lead of suit led.
func (w *world) laterBeat(s game.Seat, c int, led cards.Suit) bool {
	ruffed := w.ct.suit[c] != led
	u := unit{cards: bitSet(c), top: int(w.ct.power[c])}
	for o := (s + 1) % gs.Seats; o != w.leader; o = (o + 1) % gs.Seats {
		if team(o) == team(s) {
			continue
		}
		if ruffed && w.hands[o].Inter(w.ct.of[led]).Empty() && w.beatsUnit(o, u, sj.Trumps, false) ||
			!ruffed && w.beatsUnit(o, u, led, true) {
			return true
		}
	}
	return false
}

// trickPoints is the points on the trick so far.
func (w *world) trickPoints() int {
	n := 0
	for _, p := range w.trick {
		n += w.ct.pointsOf(p)
	}
	return n
}
