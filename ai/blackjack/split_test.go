package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// oneHandEV is the value of one split hand holding a single card v, each
// second card played out by Evaluate (as a hand at the table's maximum of
// hands, so never resplit), weighted by its chance and conditioned on no
// dealer blackjack for s.
func oneHandEV(t *testing.T, r bj.Rules, s Shoe, up, v int) float64 {
	t.Helper()
	var sum float64
	for x := 1; x <= Values; x++ {
		if s.Count(x) == 0 {
			continue
		}
		rest, _ := s.Remove(x)
		h := handOf(v, x)
		h.FromSplit, h.SplitAces, h.Hands = true, v == bj.Ace, r.MaxHands
		var val float64
		if v == bj.Ace {
			// Split aces take one card and stand.
			e := newEvaluator(r, up, 0)
			sum0, ace := v+x, true
			val = e.stand(&rest, sum0, ace) / peekMass(&rest, up)
		} else {
			ev, err := Evaluate(r, rest, up, h)
			require.NoError(t, err)
			val, _ = ev.EV(ev.Best())
		}
		sum += s.Prob(x) * peekMass(&rest, up) * val
	}
	return sum / peekMass(&s, up)
}

// Without resplits a split is exactly two independent one-card hands.
func TestSplitWithoutResplitIsTwoHands(t *testing.T) {
	for _, c := range []struct {
		up, v int
		das   bool
	}{{6, 8, true}, {10, 8, false}, {1, 8, true}, {5, 2, true}, {7, 9, false}, {6, 1, true}, {1, 1, false}} {
		r := bj.Default()
		r.MaxHands, r.DAS = 2, c.das
		s, _ := NewShoe(6).Remove(c.up, c.v, c.v)
		ev, err := Evaluate(r, s, c.up, handOf(c.v, c.v))
		require.NoError(t, err)
		got, ok := ev.EV(Split)
		require.True(t, ok)
		assert.InDelta(t, 2*oneHandEV(t, r, s, c.up, c.v), got, 1e-12, "%+v", c)
	}
}

// The resplit recursion, checked by hand for three hands at most:
// F(2,2) = A2 + (1-p2)(A2 + 2 p2 (A3+B3)) + 3 p2 (A3+B3).
func TestSplitResplitRecursion(t *testing.T) {
	r := bj.Default()
	r.MaxHands = 3
	e := newEvaluator(r, 6, 0)
	s, _ := NewShoe(2).Remove(6, 8, 8)
	a2, _, p2 := e.splitHand(&s, 8, 2)
	s3, _ := s.Remove(8)
	a3, b3, _ := e.splitHand(&s3, 8, 3)
	want := a2 + (1-p2)*(a2+2*p2*(a3+b3)) + 3*p2*(a3+b3)
	assert.InDelta(t, want, e.split(&s, 8, 1), 1e-12)
	assert.Equal(t, s, func() Shoe { x, _ := NewShoe(2).Remove(6, 8, 8); return x }(), "split restores the shoe")
}

// More hands (and resplit aces) are worth more when splitting is right.
func TestSplitMoreHandsHelp(t *testing.T) {
	s, _ := NewShoe(6).Remove(6, 8, 8)
	var prev float64
	for m := 2; m <= 4; m++ {
		r := bj.Default()
		r.MaxHands = m
		ev, err := Evaluate(r, s, 6, handOf(8, 8))
		require.NoError(t, err)
		v, _ := ev.EV(Split)
		if m > 2 {
			assert.Greater(t, v, prev, "max hands %d", m)
		}
		prev = v
	}
	sa, _ := NewShoe(6).Remove(6, 1, 1)
	r := bj.Default()
	ev, _ := Evaluate(r, sa, 6, handOf(1, 1))
	noRSA, _ := ev.EV(Split)
	r.ResplitAces = true
	ev, _ = Evaluate(r, sa, 6, handOf(1, 1))
	rsa, _ := ev.EV(Split)
	assert.Greater(t, rsa, noRSA)
}

// A post-split pair with room for more hands may be resplit; the value
// counts just the two hands it makes.
func TestResplitFromSplitHand(t *testing.T) {
	r := bj.Default()
	h := handOf(8, 8)
	h.FromSplit, h.Hands = true, 2
	s, _ := NewShoe(6).Remove(6, 8, 8, 8, 5)
	ev, err := Evaluate(r, s, 6, h)
	require.NoError(t, err)
	require.True(t, ev.Legal(Split))
	h.Hands = 4
	ev, err = Evaluate(r, s, 6, h)
	require.NoError(t, err)
	assert.False(t, ev.Legal(Split), "four hands already")
}

// Ten-value pairs: with SplitTens off only the same rank resplits, and the
// same-rank count is estimated from the tens left.
func TestSplitTens(t *testing.T) {
	full := NewShoe(6)
	s, _ := full.Remove(10, 10)
	assert.InDelta(t, 22, sameRankTens(&s, 6, 2), 1e-12)
	s3, _ := s.Remove(10)
	assert.InDelta(t, 21, sameRankTens(&s3, 6, 3), 1e-12)
	var none Shoe
	assert.Zero(t, sameRankTens(&none, 6, 2))

	up6, _ := full.Remove(6, 10, 10)
	kk := bj.PlayerHand{Cards: []cards.Card{cards.New(cards.King, cards.Spades), cards.New(cards.King, cards.Hearts)}, Hands: 1}
	off := bj.Default()
	on := off
	on.SplitTens = true
	evOff, err := Evaluate(off, up6, 6, kk)
	require.NoError(t, err)
	evOn, err := Evaluate(on, up6, 6, kk)
	require.NoError(t, err)
	a, _ := evOff.EV(Split)
	b, _ := evOn.EV(Split)
	assert.InDelta(t, a, b, 1e-12, "breaking up a 20 never pays, so resplitting is declined either way")
	st, _ := evOff.EV(Stand)
	assert.Greater(t, st, a, "still, never split tens off the top")

	// K-Q may be split only with SplitTens.
	kq := bj.PlayerHand{Cards: []cards.Card{cards.New(cards.King, cards.Spades), cards.New(cards.Queen, cards.Hearts)}, Hands: 1}
	ev, err := Evaluate(off, up6, 6, kq)
	require.NoError(t, err)
	assert.False(t, ev.Legal(Split))
	ev, err = Evaluate(on, up6, 6, kq)
	require.NoError(t, err)
	assert.True(t, ev.Legal(Split))
}
