package pokerdice

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// optimal returns the optimal player or fails the test.
func optimal(t testing.TB) Player {
	t.Helper()
	p, err := New("optimal")
	require.NoError(t, err)
	return p
}

func TestOptimalKnownAnswers(t *testing.T) {
	p := optimal(t)
	tests := []struct {
		name string
		v    gp.View
		want gp.Action
	}{
		{"four 6s second against a blank reroll", secondView(hand("66616"), hand("12356"), 0, pd.Free), gp.Hold(0b10111)},
		{"four 6s first", firstView(hand("61666"), hand("12356"), pd.Free), gp.Hold(0b11101)},
		{"five of a kind stands pat", secondView(hand("66666"), hand("22222"), dice.FullMask, pd.Free), gp.Hold(dice.FullMask)},
		{"the higher straight draw against a held 1-5 straight", secondView(hand("12346"), hand("12345"), dice.FullMask, pd.Free), gp.Hold(0b11110)},
		{"strict keeps the triple", firstView(hand("44412"), hand("12356"), pd.Strict), gp.Hold(0b00111)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := p.Decide(tt.v)
			assert.Equal(t, tt.want, a)
			assert.NoError(t, tt.v.Check(a))
		})
	}
}

// TestOptimalFollowsTips: without skills the optimal hold is the first tip.
func TestOptimalFollowsTips(t *testing.T) {
	p := optimal(t)
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		mine, opp := randomHand(rng), randomHand(rng)
		rule := pd.HoldRule(rng.IntN(2))
		v := firstView(mine, opp, rule)
		if rng.IntN(2) == 0 {
			held := dice.Mask(rng.IntN(32))
			if rule == pd.Strict {
				held = simpleHold(opp, rule)
			}
			v = secondView(mine, opp, held, rule)
		}
		a := p.Decide(v)
		require.NoError(t, v.Check(a))
		tips := Tips(v, 1)
		require.Len(t, tips, 1)
		require.Equal(t, gp.Hold(tips[0].Hold), a, "%v vs %v", mine, opp)
	}
}

func randomHand(rng *rand.Rand) dice.Hand {
	var h dice.Hand
	for i := range h {
		h[i] = rng.IntN(dice.Sides) + 1
	}
	return h
}

func TestOptimalFirstUsesNoPeekOrForce(t *testing.T) {
	v := hidden(firstView(hand("12346"), hand("11111"), pd.Free), 0)
	a := optimal(t).Decide(v)
	assert.Equal(t, gp.KindHold, a.Kind)
	assert.NoError(t, v.Check(a))
}

func BenchmarkOptimalDecideFirst(b *testing.B) {
	p := optimal(b)
	tables()
	b.Run("open", func(b *testing.B) {
		v := firstView(hand("12346"), hand("11236"), pd.Free)
		b.ReportAllocs()
		for b.Loop() {
			p.Decide(v)
		}
	})
	b.Run("unseen", func(b *testing.B) {
		v := hidden(firstView(hand("12346"), hand("11236"), pd.Free), 0)
		b.ReportAllocs()
		for b.Loop() {
			p.Decide(v)
		}
	})
	b.Run("one-peeked", func(b *testing.B) {
		v := hidden(firstView(hand("12346"), hand("11236"), pd.Free), 0b00001)
		b.ReportAllocs()
		for b.Loop() {
			p.Decide(v)
		}
	})
}

func BenchmarkOptimalDecideSecond(b *testing.B) {
	p := optimal(b)
	tables()
	b.Run("open", func(b *testing.B) {
		v := secondView(hand("12346"), hand("55123"), 0b00011, pd.Free)
		b.ReportAllocs()
		for b.Loop() {
			p.Decide(v)
		}
	})
	b.Run("force", func(b *testing.B) {
		v := hidden(secondView(hand("66234"), hand("55513"), 0b00111, pd.Free), 0b00001)
		v.Players[1].Used[gp.SkillPeek] = true
		b.ReportAllocs()
		for b.Loop() {
			p.Decide(v)
		}
	})
}
