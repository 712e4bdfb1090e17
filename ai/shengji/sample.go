package shengji

import (
	"math/rand/v2"

	"teahouse/game"
	gs "teahouse/game/shengji"
)

// holders is the places a sample deals to: the four seats and the kitty.
const holders = gs.Seats + 1

// sample deals the cards k's seat has not seen to the other seats and,
// when the seat did not bury it, the kitty: each as many as it holds,
// the cards a seat is known to hold to that seat, and no card to a seat
// known void in the card's effective suit. The seat's own hand is left
// empty (the caller fills it). Such a deal always exists, the real one;
// cards are placed at random, and a card that finds no place is found
// one by moving others (a bipartite matching).
func (k *knowledge) sample(r *rand.Rand) [holders]gs.Set {
	var out [holders]gs.Set
	free := k.unseen
	for s := range game.Seat(gs.Seats) {
		out[s] = k.holds[s]
		free = free.Minus(k.holds[s])
	}
	var cs []int
	forEach(free, func(i int) { cs = append(cs, i) })
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	m := matcher{k: k, r: r}
	for _, c := range cs {
		var visited [holders]bool
		if !m.try(c, &visited) {
			m.force(c)
		}
	}
	for h, members := range m.members {
		for _, c := range members {
			out[h] = out[h].Union(bitSet(c))
		}
	}
	return out
}

// matcher places cards in holders with room, moving placed cards along
// to make room where a card has no other place.
type matcher struct {
	k       *knowledge
	r       *rand.Rand
	members [holders][]int
}

// may reports whether holder h may take card c: it has unknown cards to
// hold and is not known void in c's suit.
func (m *matcher) may(c, h int) bool {
	if m.k.need[h] == 0 || h == int(m.k.me) {
		return false
	}
	return h == kittySeat || !m.k.void[h][m.k.ct.suit[c]]
}

// try places c in a holder with room, first trying the holders in a
// random order, else moving a card of a full holder to another (Kuhn's
// augmenting path); it reports whether c found a place.
func (m *matcher) try(c int, visited *[holders]bool) bool {
	start := m.r.IntN(holders)
	for k := range holders {
		h := (start + k) % holders
		if visited[h] || !m.may(c, h) {
			continue
		}
		if len(m.members[h]) < m.k.need[h] {
			m.members[h] = append(m.members[h], c)
			return true
		}
	}
	for k := range holders {
		h := (start + k) % holders
		if visited[h] || !m.may(c, h) {
			continue
		}
		visited[h] = true
		for j, other := range m.members[h] {
			if m.try(other, visited) {
				m.members[h][j] = c
				return true
			}
		}
	}
	return false
}

// force places c in any holder with room, voids aside: only a view that
// no real deal fits (a hand-made one) comes to this.
func (m *matcher) force(c int) {
	for h := range holders {
		if h != int(m.k.me) && len(m.members[h]) < m.k.need[h] {
			m.members[h] = append(m.members[h], c)
			return
		}
	}
}
