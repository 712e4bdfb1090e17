package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// declaringView is P2's view at the last card of a deal at level 2 (both
// teams), holding hand, the dealer dealer (game.NoSeat in a first deal)
// and declared, when not empty, declared by declarer.
func declaringView(t *testing.T, hand string, dealer, declarer game.Seat, declared string) gs.View {
	v := gs.View{Viewer: 1, Phase: gs.PhaseDeal, Turn: 1, Levels: [2]cards.Rank{cards.Two, cards.Two}, Dealer: dealer,
		Dealt: 100, Declarer: game.NoSeat, Winner: -1}
	if dealer != game.NoSeat {
		v.First = dealer
	}
	for i := range v.Dealt {
		v.Sizes[(int(v.First)+i)%gs.Seats]++
	}
	v.Hands[1] = set(t, hand)
	if declared != "" {
		v.Declarer, v.DeclaredCards = declarer, set(t, declared)
		d, err := sj.ReadDeclaration(v.DeclaredCards.Cards(), cards.Two)
		require.NoError(t, err)
		v.Declaration = d
	}
	return v
}

// The declaring search calls a clearly right declaration best and a
// clearly wrong one a mistake, on every seed tried, the gap beyond two
// standard errors: in a first deal, overcalling P1's single 2♥ with a
// pair of 2♠ and a long spade suit (spades trump, and P2's team deals
// instead of P1's); in a later deal P1 deals, overcalling P1's single 2♠
// with a pair of 2♥ and no other heart, away from P2's own long spades.
func TestEvaluateDeclaring(t *testing.T) {
	strong := "2S 2S AS AS KS KS QS QS JS JS 10S 10S 9S 8S 7S BJ AH AH AD AC KH KD 3C 4D 6C"
	spades := "2H 2H AS AS KS KS QS QS JS JS 10S 10S 9S 9S 8S 3D 4D 5D 6D 3C 4C 5C 6C 7C 8C"
	for _, c := range []struct {
		name    string
		v       gs.View
		best    string
		minGap  float64
		against string
	}{
		{"a long strong trump suit", declaringView(t, strong, game.NoSeat, 0, "2H"), "declare 2S 2S", ReviewThresholds.Blunder, "pass"},
		{"away from the seat's long suit", declaringView(t, spades, 0, 0, "2S"), "pass", ReviewThresholds.Mistake, "declare 2H 2H"},
	} {
		for seed := range uint64(4) {
			ev, err := Evaluate(c.v, ReviewSamples, seed)
			require.NoError(t, err)
			require.Positive(t, ev.Samples)
			assert.Equal(t, "declare", ev.Kind)
			best := ev.Choices[ev.Best]
			assert.Equal(t, c.best, best.Action.String(), "%s, seed %d", c.name, seed)
			other := -1
			for i, ch := range ev.Choices {
				if ch.Action.String() == c.against {
					other = i
				}
			}
			require.GreaterOrEqual(t, other, 0, "%s is weighed", c.against)
			gap := best.Value - ev.Choices[other].Value
			assert.Greater(t, gap, c.minGap, "%s, seed %d", c.name, seed)
			assert.Greater(t, gap, 2*ev.GapSE(ev.Best, other), "%s, seed %d: beyond the noise", c.name, seed)
		}
	}
}

// The declaring candidates are the seat's legal choices, a pass and each
// declaration it may make, in Legal's order, and an action asked for
// beside them that is one of them is not weighed twice; a view no deal
// fits is refused, not imagined.
func TestDeclaringCandidatesAreLegal(t *testing.T) {
	weighed := 0
	for seed := range uint64(4) {
		s, err := gs.Game.New(gs.Config{}, 30+seed)
		require.NoError(t, err)
		for s.Phase() == gs.PhaseDeal {
			v := gs.Game.View(s, s.Turn())
			legal, complete := v.Legal()
			require.True(t, complete)
			if len(legal) > 1 {
				ev, err := Evaluate(v, 8, 1, legal[len(legal)-1])
				require.NoError(t, err)
				require.Len(t, ev.Choices, len(legal))
				for i, c := range ev.Choices {
					assert.Equal(t, legal[i], c.Action)
					assert.NoError(t, v.Check(c.Action))
				}
				weighed++
			}
			s, _, err = gs.Game.Reduce(s, s.Turn(), rulePlayer{}.Decide(v))
			require.NoError(t, err)
		}
	}
	assert.Positive(t, weighed)

	v := declaringView(t, "2S 2S AS AS KS KS QS QS JS JS 10S 10S 9S 8S 7S BJ AH AH AD AC KH KD 3C 4D 6C", game.NoSeat, 0, "2H")
	short := v
	short.Sizes[2]--
	_, err := Evaluate(short, 8, 1)
	assert.ErrorIs(t, err, gs.ErrCannotImagine)
	mine := v
	mine.DeclaredCards = set(t, "2S")
	_, err = Evaluate(mine, 8, 1)
	assert.ErrorIs(t, err, gs.ErrCannotImagine, "P1 cannot hold a card of P2's")
}

// earlyView is declaringView after dealt cards only, in a first deal.
func earlyView(t *testing.T, hand string, dealt int) gs.View {
	v := declaringView(t, hand, game.NoSeat, game.NoSeat, "")
	v.Dealt, v.Sizes = dealt, [gs.Seats]int{}
	for i := range dealt {
		v.Sizes[(int(v.First)+i)%gs.Seats]++
	}
	require.Equal(t, v.Mine().Len(), v.Sizes[v.Viewer], "the hand is the viewer's share of the cards dealt")
	return v
}

// The expert declares by its search, not by rule: in a first deal it
// declares a lone level card the rule player passes with (few trumps),
// since declaring takes the deal, and it declares and passes where
// TestEvaluateDeclaring's search finds that clearly best; on every seed
// tried, and at seed 0 (a live table) as the hint says.
func TestExpertDeclaresBySearch(t *testing.T) {
	strong := "2S 2S AS AS KS KS QS QS JS JS 10S 10S 9S 8S 7S BJ AH AH AD AC KH KD 3C 4D 6C"
	spades := "2H 2H AS AS KS KS QS QS JS JS 10S 10S 9S 9S 8S 3D 4D 5D 6D 3C 4C 5C 6C 7C 8C"
	for _, c := range []struct {
		name string
		v    gs.View
		want string
		rule string
	}{
		{"a lone level card early in a first deal", earlyView(t, "2H AH 5H 9S KD 3C 7C 8D JS 4S", 40), "declare 2H", "pass"},
		{"a long strong trump suit", declaringView(t, strong, game.NoSeat, 0, "2H"), "declare 2S 2S", "declare 2S 2S"},
		{"away from the seat's long suit", declaringView(t, spades, 0, 0, "2S"), "pass", "pass"},
	} {
		assert.Equal(t, c.rule, declareIfStrong(c.v).String(), "%s: the rule", c.name)
		for seed := range uint64(4) {
			e := newExpert()
			e.seed = seed
			a, sr := e.declare(c.v)
			assert.Equal(t, c.want, a.String(), "%s, seed %d", c.name, seed)
			assert.Positive(t, sr.samples, "%s: searched", c.name)
			assert.Equal(t, a, e.Decide(c.v), "%s: Decide declares as the search", c.name)
			if seed == 0 {
				hint, _ := Hint(c.v)
				assert.Equal(t, a, hint, "%s: at a live table the hint is the expert's choice", c.name)
			}
		}
	}
	a, sr := newExpert().declare(earlyView(t, "3H AH 5H 9S KD 3C 7C 8D JS 4S", 40))
	assert.Equal(t, gs.Pass(), a, "no level card: nothing to declare")
	assert.Zero(t, sr.samples, "a pass it cannot avoid is not searched")
}
