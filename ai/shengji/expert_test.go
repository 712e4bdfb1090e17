package shengji

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// position is a trick under way, level 2 with spades trump, seat 0
// dealing: the viewer's hand and the plays made so far from leader on,
// every other hand holding as many cards as the viewer's.
func position(t *testing.T, viewer, leader game.Seat, hand string, plays ...string) gs.View {
	t.Helper()
	v := gs.View{Phase: gs.PhasePlay, Viewer: viewer, Turn: viewer, Dealer: 0, Declarer: game.NoSeat,
		Trump: spades2, Leader: leader, Levels: [2]cards.Rank{cards.Two, cards.Two}}
	v.Hands[viewer] = set(t, hand)
	used := v.Hands[viewer]
	for k, p := range plays {
		seat := (leader + game.Seat(k)) % gs.Seats
		v.Trick[seat] = set(t, p).Minus(used)
		if v.Trick[seat].Len() != len(cards.MustParseList(p)) {
			v.Trick[seat] = otherCopies(t, p, used)
		}
		used = used.Union(v.Trick[seat])
	}
	for s := range game.Seat(gs.Seats) {
		v.Sizes[s] = v.Hands[viewer].Len()
		if !v.Trick[s].Empty() {
			v.Sizes[s]--
		}
	}
	v.Sizes[viewer] = v.Hands[viewer].Len()
	require.NoError(t, v.Check(newExpert().Decide(v)), "the expert's choice is legal")
	return v
}

// otherCopies is the cards of list in the copies not in used.
func otherCopies(t *testing.T, list string, used gs.Set) gs.Set {
	t.Helper()
	var out gs.Set
	for _, c := range cards.MustParseList(list) {
		for d := range uint8(2) {
			c.Deck = d
			one := mustSet([]cards.Card{c})
			if !used.Union(out).Contains(one) {
				out = out.Union(one)
				break
			}
		}
	}
	return out
}

func TestExpertFollows(t *testing.T) {
	tests := []struct {
		name   string
		leader game.Seat
		hand   string
		plays  []string
		check  func(t *testing.T, play []cards.Card)
		reason string
		// deals: the viewer dealt and buried a kitty without points, so
		// holding a trump back for the last trick wins nothing
		deals bool
	}{
		{name: "feeds points to a trick its partner wins for sure", leader: 1, hand: "KH 4H 3D 6C",
			plays: []string{"AH", "3H"}, reason: "partner wins for sure: add the K♥",
			check: func(t *testing.T, play []cards.Card) { assert.Equal(t, 10, sj.Points(play)) }},
		{name: "keeps points from a trick the other side wins", leader: 0, hand: "KH 10H 4H 6C",
			plays: []string{"AH", "3H", "7H"}, reason: "you cannot or need not win it: keep your points, play low",
			check: func(t *testing.T, play []cards.Card) { assert.Zero(t, sj.Points(play)) }},
		{name: "ruffs a trick with points when void", leader: 0, hand: "3S 6C 7C 8D", deals: true,
			plays: []string{"KH", "4H", "6H"}, reason: "ruff: void in hearts, and the trick is worth it",
			check: func(t *testing.T, play []cards.Card) { assert.True(t, spades2.IsTrump(play[0]), "%v", play) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := position(t, 3, tt.leader, tt.hand, tt.plays...)
			if tt.deals {
				v.Dealer, v.Kitty = 3, set(t, "9D 9D JC JC QC QC JD QD")
			}
			a, why := Hint(v)
			require.NoError(t, v.Check(a))
			tt.check(t, a.Cards.Cards())
			assert.Equal(t, tt.reason, why)
		})
	}
}

func TestExpertLeadsUnbeatablePair(t *testing.T) {
	v := position(t, 0, 0, "AH AH 3C 4D 6D 9C")
	a, why := Hint(v)
	assert.Equal(t, set(t, "AH AH"), a.Cards, "no other hand can beat a pair of the top card")
	assert.Equal(t, "lead your unbeatable pair of A in hearts", why)
}

func TestExpertBuriesToVoid(t *testing.T) {
	hand := "BJ SJ 2H 2D AS AS KS QS JS 9S 8S 7S " + // trumps
		"AH KH KH QH QH JH 10H 9H 8H 7H 6H 4H 3H " + // hearts, with points
		"3D 4D 6D 3C 4C 6C 9C 7C" // two short suits without points or aces
	v := gs.View{Phase: gs.PhaseBury, Viewer: 0, Turn: 0, Dealer: 0, Trump: spades2}
	v.Hands[0] = set(t, hand)
	a, why := Hint(v)
	require.NoError(t, v.Check(a))
	assert.Equal(t, set(t, "3D 4D 6D 3C 4C 6C 9C 7C"), a.Cards, "diamonds and clubs voided")
	assert.Equal(t, "bury to void diamonds and clubs, to ruff them later", why)
}

// The sampler deals every unseen card once, to a holder with room, never
// a card the seat has seen, never a card of a suit to a seat known void
// in it, and the cards a seat is known to hold to that seat.
func TestSampleKeepsToWhatTheSeatSaw(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	p := greedyPlayer{}
	checked, voids := 0, 0
	for seed := range uint64(8) {
		s, err := gs.Game.New(gs.Config{}, seed)
		require.NoError(t, err)
		for s.Phase() != gs.PhaseOver {
			seat := s.Turn()
			v := gs.Game.View(s, seat)
			if v.Phase == gs.PhasePlay {
				ct := tableOf(v.Trump)
				k := knowledgeOf(v, ct)
				truth := gs.Game.View(s, game.Omniscient)
				hands := k.sample(r)
				var all gs.Set
				for h, cs := range hands {
					assert.Equal(t, k.need[h]+holdsOf(k, h).Len(), cs.Len(), "holder %d gets as many as it holds", h)
					assert.True(t, cs.Contains(holdsOf(k, h)), "what a seat is known to hold stays with it")
					assert.True(t, all.Inter(cs).Empty(), "no card dealt twice")
					all = all.Union(cs)
					if h == kittySeat {
						continue
					}
					for suit := range cards.Suit(numSuits) {
						if k.voidIn(game.Seat(h), suit) {
							voids++
							assert.True(t, cs.Inter(ct.of[suit]).Empty(), "seat %d is void in %s", h, sj.SuitName(suit))
							assert.True(t, truth.Hands[h].Inter(ct.of[suit]).Empty(), "a void the seat noted is real")
						}
					}
				}
				assert.Equal(t, k.unseen, all, "every unseen card is dealt, and no seen one")
				assert.True(t, all.Inter(v.Mine()).Empty())
				checked++
			}
			s, _, err = gs.Game.Reduce(s, seat, p.Decide(v))
			require.NoError(t, err)
		}
	}
	assert.Positive(t, voids, "some seats showed voids")
	assert.Positive(t, checked)
}

// holdsOf is what k knows holder h holds (nothing for the kitty).
func holdsOf(k knowledge, h int) gs.Set {
	if h == kittySeat {
		return gs.Set{}
	}
	return k.holds[h]
}

// A mixed team seats the expert first and greedy second, whichever seats
// the team holds.
func TestMixedTeam(t *testing.T) {
	c, err := Roster.AI(Mixed)
	require.NoError(t, err)
	s, err := gs.Game.New(gs.Config{Trump: "H"}, 7)
	require.NoError(t, err)
	for s.Phase() == gs.PhaseBury || s.Turn() != 0 {
		seat := s.Turn()
		s, _, err = gs.Game.Reduce(s, seat, greedyPlayer{}.Decide(gs.Game.View(s, seat)))
		require.NoError(t, err)
	}
	for seat := range game.Seat(gs.Seats) {
		v := gs.Game.View(s, seat)
		v.Turn = seat
		got, err := c.Decide(context.Background(), host.Decision[gs.View, gs.Action]{Seat: seat, View: v})
		require.NoError(t, err)
		var want gs.Action
		if seat < 2 {
			want = newExpert().Decide(v)
		} else {
			want = greedyPlayer{}.Decide(v)
		}
		assert.Equal(t, want, got, "%s", seat)
	}
	_, err = Roster.AI("mixed:expert,genius")
	assert.ErrorIs(t, err, ErrUnknownLevel)
}

// A failed throw shows the unit that beat it, in the hand that holds it,
// and puts the throw's other cards back in the thrower's: samples keep
// them there.
func TestSampleKeepsAFailedThrowsCards(t *testing.T) {
	v := position(t, 2, 0, "3C 4C 6C", "KH")
	v.Failure = gs.Failure{Seat: 0, Tried: set(t, "AH KH"), Beaten: set(t, "KH"), Hand: 1, By: set(t, "AH")}
	v.Failure.By = otherCopies(t, "AH", v.Failure.Tried)
	v.Trick[1] = set(t, "3H").Minus(v.Trick[0])
	v.Sizes = [gs.Seats]int{2, 2, 3, 3}
	k := knowledgeOf(v, tableOf(v.Trump))
	r := rand.New(rand.NewPCG(1, 1))
	for range 20 {
		hands := k.sample(r)
		assert.True(t, hands[0].Contains(v.Failure.Tried.Minus(v.Failure.Beaten)), "the thrower's ace is back in its hand")
		assert.True(t, hands[1].Contains(v.Failure.By), "the other ace is where everyone saw it")
	}
}
