package blackjack

import (
	bj "teahouse/rules/blackjack"
)

// split returns the value, in initial bets and conditioned on no dealer
// blackjack, of splitting a pair of value v when the player already holds
// hands hands (1 before any split) and s is the unseen composition with the
// pair itself removed. It covers the two hands the split makes and every
// hand resplit from them; hands the player held before are not counted.
//
// This is the standard approximation of published combinatorial analysers
// (Wizard of Odds' Blackjack Appendix 9 describes the same: "for splitting
// values the program only considered how many hands the player had already
// split, but not the other cards drawn in those hands"):
//
//   - A split hand is played with the composition-dependent best strategy
//     for the shoe with the up card, the player's other visible cards and
//     every pair card split so far removed, but NOT the other cards drawn to
//     the other split hands: the hands are treated as independent.
//   - When T hands exist, let c_T be s with the T-(hands+1) extra pair cards
//     of the resplits removed and p_T the chance that a hand's second card
//     is another pair card. A hand's second card is a pair card with chance
//     p_T: it may be resplit (T+1 hands) while T < MaxHands (aces only under
//     ResplitAces), or else is played as the pair's total. Other second cards
//     end the hand's splitting and it is played out exactly (stand, hit,
//     double if DAS and the double rule allows; split aces stand on their
//     one card).
//   - The expected total over the hands, F(T, k) with k hands still waiting
//     for their second card, is the recursion
//     F(T,k) = A_T + (1-p_T) F(T,k-1) + p_T max(F(T+1,k+1), B_T/p_T + F(T,k-1)),
//     F(T,0) = 0, starting from F(hands+1, 2), where A_T sums the values of
//     the non-pair second cards weighted by their chances and B_T is p_T
//     times the value of the unsplittable pair. The max is the resplit
//     decision (it declines, say, to break up a 20 after splitting tens);
//     without a resplit the max is just its second term. A policy chart
//     always resplits when it may.
//   - With SplitTens off only a ten of the same rank resplits; the shoe
//     records only ten-values, so that rank's count is estimated as its
//     share of the unseen tens: 4·Decks − T − (16·Decks − tens − T)/4.
//
// Everything else (each hand's own draws and the dealer) is exact for its
// composition.
func (e *evaluator) split(s *Shoe, v int, hands int) float64 {
	maxHands := e.r.MaxHands
	t0 := hands + 1
	if t0 > maxHands {
		return 0 // not allowed; callers check bj.CanSplit first
	}
	resplit := v != bj.Ace || e.r.ResplitAces
	i := v - 1

	// Per hand count T: A_T, B_T and p_T, computed on c_T.
	var a, b, p [bj.MaxHandsCap + 2]float64
	removed := 0
	for t := t0; t <= maxHands; t++ {
		if t > t0 {
			if s.n[i] == 0 {
				break // no more pair cards: p was 0, T is never reached
			}
			s.take(i)
			removed++
		}
		a[t], b[t], p[t] = e.splitHand(s, v, t)
	}
	for ; removed > 0; removed-- {
		s.put(i)
	}

	// F(T, k) by memo over the small (T, k) grid.
	var memo [bj.MaxHandsCap + 2][bj.MaxHandsCap + 2]float64
	var done [bj.MaxHandsCap + 2][bj.MaxHandsCap + 2]bool
	var f func(t, k int) float64
	f = func(t, k int) float64 {
		if k == 0 {
			return 0
		}
		if done[t][k] {
			return memo[t][k]
		}
		val := a[t] + (1-p[t])*f(t, k-1)
		if p[t] > 0 {
			keep := b[t] + p[t]*f(t, k-1)
			switch {
			case !resplit || t >= maxHands:
				val += keep
			case e.policy != nil:
				// A chart resplits whenever it may: it split this very
				// pair against this up card.
				val += p[t] * f(t+1, k+1)
			default:
				val += max(keep, p[t]*f(t+1, k+1))
			}
		}
		memo[t][k], done[t][k] = val, true
		return val
	}
	return f(t0, 2)
}

// splitHand returns, for one split hand holding a single card of value v
// while T hands exist and the unseen composition is s: A, the sum over
// non-pair second cards x of P(x)·value([v, x]); B, P(pair card)·value of
// the unsplittable [v, v]; and p, P(pair card). Values are conditioned on no
// dealer blackjack for this composition.
func (e *evaluator) splitHand(s *Shoe, v, t int) (a, b, p float64) {
	n := float64(s.total)
	if s.total < 2 {
		return 0, 0, 0
	}
	m := e.mass(s)
	i := v - 1
	pairCount := float64(s.n[i])
	if v == bj.Ten && !e.r.SplitTens {
		pairCount = sameRankTens(s, e.r.Decks, t)
	}
	for j := 0; j < Values; j++ {
		c := float64(s.n[j])
		if c == 0 {
			continue
		}
		x := j + 1
		s.take(j)
		val := e.postSplit(s, v, x)
		s.put(j)
		if j == i {
			// Part of these cards resplit (all of them, except ten-values
			// of another rank when SplitTens is off).
			b += pairCount / n * val
			a += (c - pairCount) / n * val
		} else {
			a += c / n * val
		}
	}
	p = pairCount / n
	return a / m, b / m, p
}

// sameRankTens estimates how many unseen ten-value cards share the rank of
// a split pair of tens when t of that rank have been split: the rank holds
// 4·decks cards, t are on the table, and a quarter of the other seen
// ten-values are assumed to be of that rank.
func sameRankTens(s *Shoe, decks, t int) float64 {
	tens := float64(s.n[bj.Ten-1])
	otherSeen := float64(16*decks) - tens - float64(t)
	est := float64(4*decks-t) - otherSeen/4
	return min(max(est, 0), tens)
}

// postSplit is the unnormalised value of a split hand [v, x] (s already
// without x): split aces take one card and stand; other hands play on with
// hit, stand and, under DAS and the double rule, double, choosing the
// composition-dependent best or, with a policy chart, its total row.
func (e *evaluator) postSplit(s *Shoe, v, x int) float64 {
	sum, ace := v+x, v == bj.Ace || x == bj.Ace
	if v == bj.Ace {
		return e.stand(s, sum, ace)
	}
	t, soft := best(sum, ace)
	canDouble := e.r.DAS && e.r.Double.Allows(t, soft)
	if e.policy != nil {
		switch code := e.policy.totalCode(t, soft, column(e.up)); {
		case canDouble && (code == CodeD || code == CodeDs):
			return e.double(s, sum, ace)
		case t < 21 && hits(fallback(code)):
			return e.hit(s, sum, ace)
		default:
			return e.stand(s, sum, ace)
		}
	}
	val := e.hitStand(s, sum, ace)
	if canDouble {
		val = max(val, e.double(s, sum, ace))
	}
	return val
}
