package doudizhu

import (
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// seatInfo is what a player knows when it plays a card, in the compact
// form the rule player and the expert's playouts share: built from a
// View at the table, from a sampled deal in a playout.
type seatInfo struct {
	rules    dz.Rules
	me       int
	landlord int
	hand     dz.Counts
	// unseen is every card neither in hand nor played: the other two
	// hands together.
	unseen dz.Counts
	sizes  [gd.Seats]int
	// table is the play to beat (the pass when leading), by leader.
	table  dz.Play
	leader int
	// cache remembers plans across the playouts of one decision; nil
	// computes every plan afresh.
	cache *planCache
}

// planCache remembers the plans and plan scores of hands.
type planCache struct {
	plans  map[dz.Counts]plan
	scores map[dz.Counts]int
}

func newPlanCache() *planCache {
	return &planCache{plans: map[dz.Counts]plan{}, scores: map[dz.Counts]int{}}
}

// plan is h's plan under the seat's rules.
func (si *seatInfo) plan(h dz.Counts) plan {
	if si.cache == nil {
		return planOf(h, si.rules)
	}
	p, ok := si.cache.plans[h]
	if !ok {
		p = planOf(h, si.rules)
		si.cache.plans[h] = p
	}
	return p
}

// score is the score of h's plan under the seat's rules.
func (si *seatInfo) score(h dz.Counts) int {
	if si.cache == nil {
		return planScore(h, si.rules)
	}
	s, ok := si.cache.scores[h]
	if !ok {
		s = planScore(h, si.rules)
		si.cache.scores[h] = s
	}
	return s
}

// infoOf is the seat's knowledge in view v.
func infoOf(v gd.View) seatInfo {
	return seatInfo{
		rules: v.Config.Rules, me: int(v.Viewer), landlord: int(v.Landlord),
		hand: v.Mine().Counts(), unseen: unseenBy(v), sizes: v.Sizes,
		table: v.Table, leader: int(v.Leader),
	}
}

// unseenBy is what v's viewer has not seen in its own hand or on the
// table: a shown landlord hand counts as unseen too, since the rule
// player reasons about both other hands together.
func unseenBy(v gd.View) dz.Counts {
	return dz.Pack.Minus(v.Played.Counts()).Minus(v.Mine().Counts())
}

// next is the seat after s.
func next(s int) int { return (s + 1) % gd.Seats }

// peasant reports whether seat s is a peasant.
func (si *seatInfo) peasant(s int) bool { return s != si.landlord }

// partners reports whether seats a and b play on the same side.
func (si *seatInfo) partners(a, b int) bool {
	return a == b || si.peasant(a) && si.peasant(b)
}

// fewestOpponentCards is the smallest hand among the seat's opponents.
func (si *seatInfo) fewestOpponentCards() int {
	least := 1 << 30
	for s := range gd.Seats {
		if !si.partners(si.me, s) {
			least = min(least, si.sizes[s])
		}
	}
	return least
}

// partner is the other peasant when the seat is a peasant, else -1.
func (si *seatInfo) partner() int {
	if !si.peasant(si.me) {
		return -1
	}
	for s := range gd.Seats {
		if s != si.me && si.peasant(s) {
			return s
		}
	}
	return -1
}
