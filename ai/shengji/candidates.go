package shengji

import (
	"cmp"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// shortlist is a list of plays that keeps one play of each face
// multiset (two plays of the same faces are the same play) and at most
// limit, maxCandidates when 0.
type shortlist struct {
	out   []gs.Set
	keys  []gs.Set
	limit int
}

// add appends play unless one of its faces is listed or the list is full.
func (c *shortlist) add(play gs.Set) {
	if play.Empty() || len(c.out) >= cmp.Or(c.limit, maxCandidates) {
		return
	}
	key := faces(play)
	for _, k := range c.keys {
		if k == key {
			return
		}
	}
	c.out, c.keys = append(c.out, play), append(c.keys, key)
}

// faces is s with each card moved to its first deck's copy when s holds
// one copy, so sets of the same faces are equal.
func faces(s gs.Set) gs.Set {
	var n [sj.PackSize / 2]int
	forEach(s, func(i int) { n[i%(sj.PackSize/2)]++ })
	var out gs.Set
	for f, k := range n {
		for d := range k {
			out = out.Union(bitSet(f + d*sj.PackSize/2))
		}
	}
	return out
}

// candidatesOf is the plays the expert weighs in v, the greedy player's
// choice first.
func candidatesOf(v gs.View, ct *cardTable, k *knowledge) []gs.Set {
	if v.Leading() {
		return leadCandidates(v, ct, k)
	}
	return followCandidates(v, ct)
}

// leadCandidates: the greedy lead, every unit no other hand can beat and
// the throw of a suit's unbeatable units, then each suit's pairs and
// tractors (the lowest first), its cheapest card and its top card.
func leadCandidates(v gs.View, ct *cardTable, k *knowledge) []gs.Set {
	var c shortlist
	c.add(mustSet(lead(v)))
	hand := v.Mine().Cards()
	sj.SortHand(hand, v.Trump)
	seen := fullPack.Minus(k.unseen).Cards()
	groups := bySuit(hand, v.Trump)
	var multi, singles []gs.Set
	for _, group := range groups {
		units, err := sj.Decompose(group, v.Trump, v.Config.Rules)
		if err != nil {
			continue
		}
		var sure gs.Set
		n := 0
		for i := len(units) - 1; i >= 0; i-- {
			u := units[i]
			if unbeatable(u, seen, v.Trump) {
				c.add(mustSet(u.Cards))
				sure, n = sure.Union(mustSet(u.Cards)), n+1
			}
			if u.Kind != sj.Single {
				multi = append(multi, mustSet(u.Cards))
			}
		}
		if n > 1 {
			c.add(sure)
		}
		of := mustSet(group)
		singles = append(singles, bitSet(ct.bottom(of)), bitSet(ct.top(of)))
	}
	for _, s := range multi {
		c.add(s)
	}
	for _, s := range singles {
		c.add(s)
	}
	return c.out
}

// followCandidates: the greedy follow, the lowest follow; for a single
// led, each card of the led suit the hand holds (or, void, each suit's
// cheapest and richest card and the trumps that ruff); for more cards,
// the greedy player's own candidates.
func followCandidates(v gs.View, ct *cardTable) []gs.Set {
	var c shortlist
	c.add(mustSet(follow(v)))
	hand, led := v.Mine().Cards(), v.Lead().Cards()
	lowest, err := sj.LowestFollow(hand, led, v.Trump, v.Config.Rules)
	if err != nil {
		return c.out
	}
	c.add(mustSet(lowest))
	if len(led) > 1 {
		for _, cs := range candidates(hand, led, lowest, v.Trump, v.Config.Rules, follows) {
			c.add(mustSet(cs))
		}
		return c.out
	}
	mine := v.Mine()
	suit := v.Trump.SuitOf(led[0])
	if of := mine.Inter(ct.of[suit]); !of.Empty() {
		c.add(bitSet(ct.richest(of)))
		c.add(bitSet(ct.top(of)))
		forEach(of, func(i int) { c.add(bitSet(i)) })
		return c.out
	}
	trumps := mine.Inter(ct.of[sj.Trumps])
	for s := cards.Spades; s <= cards.Clubs; s++ {
		if of := mine.Inter(ct.of[s]); !of.Empty() && s != suit {
			c.add(bitSet(ct.richest(of)))
			c.add(bitSet(ct.bottom(of)))
		}
	}
	if !trumps.Empty() {
		c.add(bitSet(ct.bottom(trumps)))
		c.add(bitSet(ct.top(trumps)))
	}
	return c.out
}
