package blackjack

import (
	"math"

	bj "teahouse/rules/blackjack"
)

// An evaluator computes exact, composition-dependent values of a player's
// hand against one dealer up card. It walks a single Shoe down and back up
// (take/put) and memoises by composition, so many hands evaluated against
// the same up card share the work. It is not safe for concurrent use.
//
// Its values are "unnormalised": the expectation of the result (in initial
// bets) times the indicator that the dealer has no blackjack. The hole card
// is one of the unseen cards, and since the player's decisions never depend
// on it, it may be taken to be dealt after the player's draws (the cards are
// exchangeable). So "result and no dealer blackjack" is computed exactly by
// letting the dealer's hole card (first draw) avoid blackjack in the dealer
// recursion, and every action at a decision point is scaled by the same
// P(no dealer blackjack | cards seen), so comparing unnormalised values
// picks the same action as comparing conditional ones. Dividing by
// peekMass of the decision's composition gives the value conditioned on
// the dealer not having blackjack, the "peek-conditioned" EV.
type evaluator struct {
	r      bj.Rules
	up     int
	policy *Chart // nil: play the composition-dependent best; else follow this chart
	trie   *dealerTrie
	dealer map[uint64]DealerOutcomes
	hs     map[hsKey]float64
}

// hsKey identifies a player state for hitStand: the unseen composition and
// the player's hand as its hard sum (aces count 1) and whether it holds an
// ace. The composition alone does not fix the hand (a split hand [8, x] and
// the unsplit [8, 8, x] see the same shoe), so the hand is part of the key.
type hsKey struct {
	comp uint64
	sum  uint8
	ace  bool
}

// newEvaluator returns an evaluator for rules r and up card up; size hints
// how many compositions it will see (0 for one hint, thousands for charts).
func newEvaluator(r bj.Rules, up int, size int) *evaluator {
	return &evaluator{
		r:      r,
		up:     up,
		trie:   dealerTrieFor(up, r.H17),
		dealer: make(map[uint64]DealerOutcomes, size),
		hs:     make(map[hsKey]float64, 2*size),
	}
}

// best returns the best total of a hand given its hard sum and whether it
// holds an ace, and whether that total is soft.
func best(sum int, ace bool) (int, bool) {
	if ace && sum+10 <= 21 {
		return sum + 10, true
	}
	return sum, false
}

// dealerOut returns the dealer's unnormalised outcome distribution for the
// composition, memoised.
func (e *evaluator) dealerOut(s *Shoe) DealerOutcomes {
	k := s.key()
	if d, ok := e.dealer[k]; ok {
		return d
	}
	d := e.trie.eval(s, e.up)
	e.dealer[k] = d
	return d
}

// stand is the value of standing on the hand against the unseen s.
func (e *evaluator) stand(s *Shoe, sum int, ace bool) float64 {
	t, _ := best(sum, ace)
	if t > 21 {
		return -peekMass(s, e.up)
	}
	d := e.dealerOut(s)
	ev := d[Bust]
	for o := 0; o < 5; o++ {
		switch dt := 17 + o; {
		case dt < t:
			ev += d[o]
		case dt > t:
			ev -= d[o]
		}
	}
	return ev
}

// hitStand is the value of the hand when the player may only hit or stand
// from here on (after a hit, or when doubling is not allowed), playing the
// composition-dependent best at every step, or the policy chart's total
// row when the evaluator has one.
func (e *evaluator) hitStand(s *Shoe, sum int, ace bool) float64 {
	if t, _ := best(sum, ace); t > 21 {
		return -peekMass(s, e.up)
	}
	k := hsKey{comp: s.key(), sum: uint8(sum), ace: ace}
	if v, ok := e.hs[k]; ok {
		return v
	}
	var v float64
	if e.policy == nil {
		v = e.stand(s, sum, ace)
		if t, soft := best(sum, ace); soft || t < 17 || e.hitBound(s, sum) > v {
			v = max(v, e.hit(s, sum, ace))
		}
	} else if t, soft := best(sum, ace); t < 21 && hits(e.policy.totalCode(t, soft, column(e.up))) {
		v = e.hit(s, sum, ace)
	} else {
		v = e.stand(s, sum, ace)
	}
	e.hs[k] = v
	return v
}

// hit is the value of taking one card and then playing on with hitStand.
// The rules refuse a hit on 21 (bj.CheckHit), and with fewer than two
// unseen cards (one of them is the dealer's hole card) the player cannot
// draw: hit returns -Inf then.
func (e *evaluator) hit(s *Shoe, sum int, ace bool) float64 {
	if t, _ := best(sum, ace); t >= 21 {
		return math.Inf(-1)
	}
	return e.draw(s, sum, ace, false)
}

// hitBound is an upper bound on hit for a hard hand of sum: a card that
// busts it costs exactly the bet, and no card can make the hand worth more
// than winning the bet (no doubling after a hit). Where the bound does not
// beat standing, hitting cannot be best and hitStand skips its subtree:
// standing is then exactly the maximum, so the values stay exact. It spares
// most hard 17 to 20 hands.
func (e *evaluator) hitBound(s *Shoe, sum int) float64 {
	n := int(s.total)
	if n < 2 {
		return math.Inf(-1)
	}
	var ub float64
	for i := 0; i < Values; i++ {
		c := s.n[i]
		if c == 0 {
			continue
		}
		s.take(i)
		m := e.mass(s)
		s.put(i)
		if sum+i+1 > 21 {
			ub -= float64(c) * m
		} else {
			ub += float64(c) * m
		}
	}
	return ub / float64(n)
}

// double is the value of doubling: one card, then stand, twice the stake.
func (e *evaluator) double(s *Shoe, sum int, ace bool) float64 {
	return 2 * e.draw(s, sum, ace, true)
}

// draw averages, over the next card drawn from s, the value of the new hand
// standing (thenStand) or played on with hitStand.
func (e *evaluator) draw(s *Shoe, sum int, ace bool, thenStand bool) float64 {
	n := int(s.total)
	if n < 2 {
		return math.Inf(-1)
	}
	var ev float64
	for i := 0; i < Values; i++ {
		c := s.n[i]
		if c == 0 {
			continue
		}
		v := i + 1
		s.take(i)
		if thenStand {
			ev += float64(c) * e.stand(s, sum+v, ace || v == bj.Ace)
		} else {
			ev += float64(c) * e.hitStand(s, sum+v, ace || v == bj.Ace)
		}
		s.put(i)
	}
	return ev / float64(n)
}

// hits reports whether a chart code read for a hand that can no longer
// double, split or surrender means hit.
func hits(c Code) bool { return c == CodeH || c == CodeD || c == CodeRh }

// mass is peekMass for this evaluator's up card.
func (e *evaluator) mass(s *Shoe) float64 { return peekMass(s, e.up) }
