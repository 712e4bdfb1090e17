package blackjack

import (
	"errors"
	"fmt"
	"math"
	"strings"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// Action is a player's choice on a hand.
type Action uint8

// The actions, in the order EVs lists them.
const (
	Stand Action = iota
	Hit
	Double
	Split
	Surrender
	numActions
)

// Actions lists every action in display order.
var Actions = [numActions]Action{Stand, Hit, Double, Split, Surrender}

// String returns the action's name: "stand", "hit", "double", "split" or
// "surrender".
func (a Action) String() string {
	switch a {
	case Stand:
		return "stand"
	case Hit:
		return "hit"
	case Double:
		return "double"
	case Split:
		return "split"
	case Surrender:
		return "surrender"
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// EVs holds the expected value of each legal action of one decision, in
// units of the hand's initial bet, conditioned on the dealer not having
// blackjack (the dealer has peeked, or cannot have one). A double counts its
// doubled stake; a split counts every hand it makes (so splitting a pair
// into two hands that each win one bet is worth +2). The zero EVs has no
// legal action.
type EVs struct {
	ev    [numActions]float64
	legal [numActions]bool
}

// EV returns the expected value of a and whether a is legal; it is NaN
// when a is not.
func (e EVs) EV(a Action) (float64, bool) {
	if a >= numActions || !e.legal[a] {
		return math.NaN(), false
	}
	return e.ev[a], true
}

// Legal reports whether a is allowed on this hand.
func (e EVs) Legal(a Action) bool { return a < numActions && e.legal[a] }

// Best returns the legal action of highest expected value; ties go to the
// earlier action in Actions (stand before hit, and so on). It returns Stand
// when nothing is legal.
func (e EVs) Best() Action {
	bestA, bestV := Stand, math.Inf(-1)
	for _, a := range Actions {
		if e.legal[a] && e.ev[a] > bestV {
			bestA, bestV = a, e.ev[a]
		}
	}
	return bestA
}

// String lists the legal actions with their EVs, best first marked with
// "*": "*stand -0.1523  hit -0.2544  double -0.5088".
func (e EVs) String() string {
	var b strings.Builder
	top := e.Best()
	for _, a := range Actions {
		if !e.legal[a] {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("  ")
		}
		if a == top {
			b.WriteByte('*')
		}
		fmt.Fprintf(&b, "%s %+.4f", a, e.ev[a])
	}
	return b.String()
}

// ErrNoDecision is returned by Evaluate for a hand that has nothing to
// decide: fewer than two cards, a blackjack, a bust, or split aces that take
// one card.
var ErrNoDecision = errors.New("no decision on this hand")

// Evaluate returns the exact expected value of every legal action on a
// player's hand for the cards remaining unseen.
//
// unseen holds every card the player has not seen: the shoe plus the
// dealer's hole card, without the player's cards, the up card, and the
// other cards already seen (see ShoeAfter and ShoeAfterCards). up is the
// dealer's up card value (1..10, ace = 1). The legal actions are those the
// rules package allows for h (bj.CanHit and friends).
//
// Stand, hit and double are exact for the composition: every draw of the
// player and of the dealer removes its card, later decisions on the hand are
// the composition-dependent best, and the dealer's peek is accounted for
// exactly. Surrender is -0.5 when allowed. Split uses the standard
// approximation of published analysers (see the package doc and
// docs/ai/blackjack.md): each split hand is exact for the shoe without the
// pair cards split so far, but the split hands are treated as independent
// of each other's drawn cards; resplits follow a recursion over the number
// of hands, resplitting when that is worth more. The split EV counts the
// hands this split makes (two, plus resplits), not hands held before.
func Evaluate(r bj.Rules, unseen Shoe, up int, h bj.PlayerHand) (EVs, error) {
	if err := r.Validate(); err != nil {
		return EVs{}, err
	}
	if up < 1 || up > Values {
		return EVs{}, fmt.Errorf("%w: dealer up card value %d: want 1 to 10", ErrShoe, up)
	}
	return evaluate(newEvaluator(r, up, 0), unseen, h)
}

// evaluate is Evaluate on a given evaluator (whose caches it extends).
func evaluate(e *evaluator, unseen Shoe, h bj.PlayerHand) (EVs, error) {
	var out EVs
	if len(h.Cards) < 2 {
		return out, fmt.Errorf("%w: a hand needs two cards", ErrNoDecision)
	}
	if unseen.Total() < 2 {
		return out, fmt.Errorf("%w: %d unseen cards: the hole card and at least one more are needed", ErrShoe, unseen.Total())
	}
	sum, ace := 0, false
	for _, c := range h.Cards {
		v := bj.Value(c.Rank)
		if v == 0 {
			return out, fmt.Errorf("%w: card %v has no blackjack value", ErrShoe, c)
		}
		sum += v
		ace = ace || v == bj.Ace
	}
	t, _ := best(sum, ace)
	switch {
	case h.SplitAces && !bj.CanSplit(h, e.r):
		return out, fmt.Errorf("%w: split aces take one card", ErrNoDecision)
	case bj.IsNatural(h.Cards, h.FromSplit):
		return out, fmt.Errorf("%w: blackjack", ErrNoDecision)
	case t > 21:
		return out, fmt.Errorf("%w: the hand is bust", ErrNoDecision)
	}

	s := unseen
	m := e.mass(&s)
	if m == 0 {
		return out, fmt.Errorf("%w: every unseen card would give the dealer blackjack", ErrShoe)
	}
	out.legal[Stand] = true
	out.ev[Stand] = e.stand(&s, sum, ace) / m
	if bj.CanHit(h, e.r) {
		out.legal[Hit] = true
		out.ev[Hit] = e.hit(&s, sum, ace) / m
	}
	if bj.CanDouble(h, e.r) {
		out.legal[Double] = true
		out.ev[Double] = e.double(&s, sum, ace) / m
	}
	if bj.CanSurrender(h, e.r) {
		out.legal[Surrender] = true
		out.ev[Surrender] = -0.5
	}
	if bj.CanSplit(h, e.r) {
		hands := max(h.Hands, 1)
		out.legal[Split] = true
		out.ev[Split] = e.split(&s, bj.Value(h.Cards[0].Rank), hands)
	}
	return out, nil
}

// ShoeAfterCards is ShoeAfter for cards: the unseen composition of a shoe of
// decks decks once the given cards have been seen. Face-down (zero) cards are
// skipped, so a dealer hand with its hole card hidden can be passed as is.
func ShoeAfterCards(decks int, seen ...[]cards.Card) (Shoe, error) {
	var vals []int
	for _, cs := range seen {
		for _, c := range cs {
			if c.IsZero() {
				continue
			}
			v := bj.Value(c.Rank)
			if v == 0 {
				return Shoe{}, fmt.Errorf("%w: card %v has no blackjack value", ErrShoe, c)
			}
			vals = append(vals, v)
		}
	}
	return ShoeAfter(decks, vals)
}
