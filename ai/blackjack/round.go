package blackjack

import (
	"sync"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// OptimalEV returns the player's expected result per initial bet of one
// round dealt from a full shoe of r.Decks decks ("off the top") when every
// hand is played with the composition-dependent best action for its own
// cards (the EVs of Evaluate), insurance never taken. The house edge is its
// negation.
//
// It counts naturals (paid r.Payout, pushing a dealer natural), the peek
// (a dealer natural beats every other hand for one bet) and every decision
// exactly, with splits approximated as in Evaluate. It is the quantity
// published as "expected return of game" in Wizard of Odds' Blackjack
// Appendix 9, which uses the same split approximation.
func OptimalEV(r bj.Rules) (float64, error) {
	if err := r.Validate(); err != nil {
		return 0, err
	}
	return roundEV(r, nil, func(e *evaluator, s Shoe, h bj.PlayerHand) float64 {
		ev, err := evaluate(e, s, h)
		if err != nil {
			panic(err) // two-card non-natural hands always have a decision
		}
		v, _ := ev.EV(ev.Best())
		return v
	}), nil
}

// ChartEV returns the player's expected result per initial bet of one round
// off the top when every decision follows chart c (its basic strategy, for
// c.Rules): two-card decisions by Chart.Action, later ones by the hand's
// total row, split hands likewise (doubling as the chart says when DAS
// allows). Insurance is never taken. It is exact for that strategy, with
// splits approximated as in Evaluate; the house edge of basic strategy is
// its negation, the figure casinos and published calculators quote.
func ChartEV(c *Chart) float64 {
	return roundEV(c.Rules, c, func(e *evaluator, s Shoe, h bj.PlayerHand) float64 {
		ev, err := evaluate(e, s, h)
		if err != nil {
			panic(err)
		}
		v, ok := ev.EV(c.Action(h, e.up))
		if !ok {
			panic("blackjack: chart action not legal")
		}
		return v
	})
}

// roundEV sums, over the dealer's up card and the player's first two cards
// from a full shoe, the round's value when play(e, unseen, hand) gives the
// value of a non-natural hand conditioned on no dealer blackjack. Up cards
// are evaluated in parallel, one evaluator (following policy, if not nil)
// each.
func roundEV(r bj.Rules, policy *Chart, play func(e *evaluator, s Shoe, h bj.PlayerHand) float64) float64 {
	full := NewShoe(r.Decks)
	num, den := r.Payout.Blackjack()
	natural := float64(num) / float64(den)
	var byUp [Values]float64
	var wg sync.WaitGroup
	for up := 1; up <= Values; up++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newEvaluator(r, up, 4096)
			e.policy = policy
			s1, _ := full.Remove(up)
			n1 := float64(s1.total)
			var sum float64
			for a := 1; a <= Values; a++ {
				for b := a; b <= Values; b++ {
					na, nb := float64(s1.Count(a)), float64(s1.Count(b))
					p := 2 * na * nb
					if a == b {
						p = na * (nb - 1)
					}
					p /= n1 * (n1 - 1)
					if p <= 0 {
						continue
					}
					s2, _ := s1.Remove(a, b)
					m := e.mass(&s2)
					if a == bj.Ace && b == bj.Ten {
						sum += p * m * natural // a dealer natural pushes
						continue
					}
					v := play(e, s2, handOf(a, b))
					sum += p * (-(1 - m) + m*v)
				}
			}
			byUp[up-1] = float64(full.Count(up)) / float64(full.total) * sum
		}()
	}
	wg.Wait()
	var ev float64
	for _, v := range byUp {
		ev += v
	}
	return ev
}

// handOf returns an unsplit hand of the given values; ten-values are all
// tens (so a pair of them is the same rank and may be split).
func handOf(values ...int) bj.PlayerHand {
	cs := make([]cards.Card, len(values))
	for i, v := range values {
		cs[i] = cards.New(cards.Rank(v), cards.Spades)
	}
	return bj.PlayerHand{Cards: cs, Hands: 1}
}
