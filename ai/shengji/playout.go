package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// world is a whole deal as one sample of the expert's search sees it:
// every hand (and the kitty) dealt, the trick under way, and the points
// each team has taken since the search began.
type world struct {
	ct        *cardTable
	rules     sj.Rules
	hands     [holders]gs.Set
	trick     [gs.Seats]gs.Set
	leader    game.Seat
	turn      game.Seat
	attackers int
	taken     [2]int
	// work counts the cards the fast policy looked at (see DefaultWork).
	work int
}

// playout plays first for the seat to move, then the rest of the deal
// with the fast policy in every seat, and returns the points the team of
// that seat took from the trick under way on (the kitty's, multiplied,
// when it attacks and wins the last trick).
func (w *world) playout(first gs.Set) int {
	me := team(w.turn)
	w.play(first)
	for !w.hands[w.turn].Empty() || !w.trick[w.turn].Empty() {
		if w.trick[w.leader].Empty() {
			w.play(bitSet(w.lead(w.turn)))
		} else {
			w.play(w.follow(w.turn))
		}
	}
	return w.taken[me]
}

// play puts cs of the seat to move on the trick, and scores the trick
// when it is full.
func (w *world) play(cs gs.Set) {
	s := w.turn
	w.hands[s] = w.hands[s].Minus(cs)
	w.trick[s] = cs
	w.turn = (s + 1) % gs.Seats
	if w.turn != w.leader {
		return
	}
	win := w.winning()
	var all gs.Set
	for _, p := range w.trick {
		all = all.Union(p)
	}
	w.taken[team(win)] += w.ct.pointsOf(all)
	if w.hands[win].Empty() && team(win) == w.attackers {
		w.taken[team(win)] += w.kittyPoints(w.trick[w.leader])
	}
	w.trick, w.leader, w.turn = [gs.Seats]gs.Set{}, win, win
}

// kittyPoints is the kitty's points multiplied as the last trick's lead
// asks.
func (w *world) kittyPoints(lead gs.Set) int {
	l, err := sj.ReadLead(lead.Cards(), w.ct.trump, w.rules)
	if err != nil {
		return 0
	}
	return w.rules.Kitty.Multiplier(l.Largest()) * w.ct.pointsOf(w.hands[kittySeat])
}

// winning is the seat winning the trick so far.
func (w *world) winning() game.Seat {
	lead := w.trick[w.leader]
	if lead.Len() == 1 {
		best, bestBit := w.leader, firstBit(lead)
		for k := game.Seat(1); k < gs.Seats; k++ {
			s := (w.leader + k) % gs.Seats
			if p := w.trick[s]; !p.Empty() {
				if b := firstBit(p); w.ct.beats(b, bestBit) {
					best, bestBit = s, b
				}
			}
		}
		return best
	}
	var plays [][]cards.Card
	for k := range game.Seat(gs.Seats) {
		if p := w.trick[(w.leader+k)%gs.Seats]; !p.Empty() {
			plays = append(plays, p.Cards())
		}
	}
	i, _ := sj.Winner(plays, w.ct.trump, w.rules)
	return (w.leader + game.Seat(i)) % gs.Seats
}

// lead is the fast policy's lead, always a single card: a plain top card
// no other hand can beat or ruff, else the top trump when no other trump
// beats it and an opponent still holds trumps, else the cheapest card of
// the longest plain suit.
func (w *world) lead(s game.Seat) int {
	hand := w.hands[s]
	w.work += hand.Len()
	trumps := hand.Inter(w.ct.of[sj.Trumps])
	long, longN := -1, 0
	for suit := cards.Spades; suit <= cards.Clubs; suit++ {
		of := hand.Inter(w.ct.of[suit])
		if of.Empty() {
			continue
		}
		if top := w.ct.top(of); !w.beatable(s, top) {
			return top
		}
		if n := of.Len(); n > longN {
			long, longN = w.ct.bottom(of), n
		}
	}
	if !trumps.Empty() {
		if top := w.ct.top(trumps); !w.beatable(s, top) && w.opponentsHold(s, sj.Trumps) {
			return top
		}
	}
	if long >= 0 {
		return long
	}
	return w.ct.bottom(trumps)
}

// beatable reports whether a seat other than s could win over card c led
// by s: a higher card of its suit, or a trump when it holds none of the
// suit.
func (w *world) beatable(s game.Seat, c int) bool {
	for k := game.Seat(1); k < gs.Seats; k++ {
		if w.canBeat((s+k)%gs.Seats, c, w.ct.suit[c]) {
			return true
		}
	}
	return false
}

// canBeat reports whether seat o, following a lead of suit led, can play
// a card that wins over card c.
func (w *world) canBeat(o game.Seat, c int, led cards.Suit) bool {
	hand := w.hands[o]
	of := hand.Inter(w.ct.of[led])
	if of.Empty() {
		of = hand.Inter(w.ct.of[sj.Trumps])
	}
	top := w.ct.top(of)
	return top >= 0 && w.ct.beats(top, c)
}

// opponentsHold reports whether an opponent of s holds a card of suit.
func (w *world) opponentsHold(s game.Seat, suit cards.Suit) bool {
	return !w.hands[(s+1)%gs.Seats].Inter(w.ct.of[suit]).Empty() ||
		!w.hands[(s+3)%gs.Seats].Inter(w.ct.of[suit]).Empty()
}

// follow is the fast policy's follow of seat s.
func (w *world) follow(s game.Seat) gs.Set {
	if w.trick[w.leader].Len() > 1 {
		return w.followUnits(s)
	}
	return bitSet(w.followSingle(s))
}

// followSingle follows a single: points onto a trick its partner wins
// for sure, the cheapest card that takes the trick from an opponent (a
// ruff when void, if the trick holds points), else the cheapest card it
// may play.
func (w *world) followSingle(s game.Seat) int {
	hand := w.hands[s]
	w.work += hand.Len()
	lead := firstBit(w.trick[w.leader])
	led := w.ct.suit[lead]
	win := w.winning()
	winBit := firstBit(w.trick[win])
	ours := team(win) == team(s)
	sure := ours && !w.laterBeat(s, winBit, led)
	of := hand.Inter(w.ct.of[led])
	if !of.Empty() {
		switch {
		case sure:
			return w.ct.richest(of)
		case !ours:
			if b := w.cheapestOver(of, winBit); b >= 0 {
				return b
			}
		}
		return w.ct.bottom(of)
	}
	trumps := hand.Inter(w.ct.of[sj.Trumps])
	plain := hand.Minus(trumps)
	switch {
	case sure && !plain.Empty():
		return w.ct.richest(plain)
	case !ours && w.trickPoints() > 0:
		if b := w.cheapestOver(trumps, winBit); b >= 0 {
			return b
		}
	}
	if !plain.Empty() {
		return w.ct.bottom(plain)
	}
	return w.ct.bottom(trumps)
}

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
// can win over card c.
func (w *world) laterBeat(s game.Seat, c int, led cards.Suit) bool {
	for o := (s + 1) % gs.Seats; o != w.leader; o = (o + 1) % gs.Seats {
		if team(o) != team(s) && w.canBeat(o, c, led) {
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

// followUnits follows a lead of several cards: the lowest legal follow,
// or, when the seat is void in the led suit and an opponent is winning,
// the lowest ruff that takes the trick.
func (w *world) followUnits(s game.Seat) gs.Set {
	hand := w.hands[s].Cards()
	w.work += 4 * len(hand)
	lead := w.trick[w.leader].Cards()
	t := w.ct.trump
	low, err := sj.LowestFollow(hand, lead, t, w.rules)
	if err != nil {
		return w.hands[s] // never: every hand holds as many cards as were led
	}
	led := t.SuitOf(lead[0])
	trumps := w.hands[s].Inter(w.ct.of[sj.Trumps])
	if led == sj.Trumps || !w.hands[s].Inter(w.ct.of[led]).Empty() || team(w.winning()) == team(s) ||
		trumps.Len() < len(lead) {
		return mustSet(low)
	}
	fs, _, err := sj.Follows(trumps.Cards(), lead, t, w.rules, ruffWidth)
	if err != nil {
		return mustSet(low)
	}
	w.work += 4 * len(fs) * len(lead)
	for _, f := range fs {
		cs := mustSet(f)
		w.trick[s] = cs
		won := w.winning() == s
		w.trick[s] = gs.Set{}
		if won {
			return cs
		}
	}
	return mustSet(low)
}

// ruffWidth is the most ruffs a playout weighs.
const ruffWidth = 8

// team is seat's team.
func team(seat game.Seat) int { return sj.Team(int(seat)) }
