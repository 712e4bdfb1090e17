package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	dz "teahouse/rules/doudizhu"
)

// act applies actions in turn, failing the test on a refusal.
func act(t *testing.T, s State, actions ...Action) (State, []game.Event) {
	t.Helper()
	return gametest.Act(t, Game, s, actions...)
}

func newSession(t *testing.T, cfg Config, seed uint64) State {
	t.Helper()
	s, err := Game.New(cfg, seed)
	require.NoError(t, err)
	return s
}

// handOf is a set of a rank string's cards, suits in pack order.
func handOf(t *testing.T, s string) dz.Set {
	t.Helper()
	var set dz.Set
	c := dz.MustParse(s)
	for r := range dz.Rank(dz.NumRanks) {
		var one dz.Counts
		one[r] = c[r]
		taken, _, ok := (dz.FullPack &^ set).Take(one)
		require.True(t, ok)
		set |= taken
	}
	return set
}

// playing is a deal in play with these hands, P1 the landlord leading.
func playing(t *testing.T, cfg Config, hands [Seats]string) State {
	t.Helper()
	s := newSession(t, cfg, 1)
	for i, h := range hands {
		s.hands[i] = handOf(t, h)
	}
	s.landlord, s.base, s.phase, s.turn = 0, 1, PhasePlay, 0
	s.newTrick(0)
	return s
}

func TestScoreBidding(t *testing.T) {
	s := newSession(t, Config{}, 3)
	assert.Equal(t, PhaseBid, s.phase)
	assert.Equal(t, game.Seat(0), s.turn, "P1 bids first in deal 1")
	_, _, err := Game.Reduce(s, 0, Bid(0))
	assert.ErrorContains(t, err, "a bid is 1, 2 or 3")
	s, _ = act(t, s, Bid(1))
	_, _, err = Game.Reduce(s, 1, Bid(1))
	assert.ErrorContains(t, err, "the bid is 1 already; bid higher or pass")
	s, events := act(t, s, PassAction(), Bid(2))
	assert.Equal(t, PhasePlay, s.phase)
	assert.Equal(t, game.Seat(2), s.landlord, "the highest bidder")
	assert.Equal(t, 2, s.base)
	assert.Equal(t, HandSize+BottomSize, s.hands[2].Len())
	assert.IsType(t, LandlordChosen{}, events[len(events)-1])
	assert.Equal(t, game.Seat(2), s.turn, "the landlord leads")

	s = newSession(t, Config{}, 3)
	s, _ = act(t, s, Bid(3))
	assert.Equal(t, game.Seat(0), s.landlord, "3 ends the bidding")
	assert.Equal(t, 3, s.base)
}

func TestNobodyBidsRedeals(t *testing.T) {
	s := newSession(t, Config{}, 5)
	before := s.hands
	s, events := act(t, s, PassAction(), PassAction(), PassAction())
	require.IsType(t, Dealt{}, events[len(events)-1])
	assert.True(t, events[len(events)-1].(Dealt).Redeal)
	assert.NotEqual(t, before, s.hands, "a new deal")
	assert.Equal(t, 1, s.deal, "the same deal number")
	assert.Equal(t, game.Seat(0), s.turn, "the same first bidder")
	for range maxRedeals - 1 {
		s, _ = act(t, s, PassAction(), PassAction(), PassAction())
	}
	assert.Equal(t, game.Seat(0), s.landlord, "after three redeals in a row the first bidder takes it at base 1")
	assert.Equal(t, 1, s.base)
}

func TestCallAndRob(t *testing.T) {
	s := newSession(t, Config{Bidding: CallAndRob}, 3)
	s, _ = act(t, s, PassAction(), Call())
	assert.Equal(t, PhaseRob, s.phase)
	assert.Equal(t, game.Seat(2), s.turn)
	_, _, err := Game.Reduce(s, 2, Bid(2))
	assert.ErrorContains(t, err, "rob the landlord or pass")
	s, _ = act(t, s, Rob(), Rob())
	assert.Equal(t, game.Seat(0), s.landlord, "the last to rob")
	assert.Equal(t, 4, s.base, "two robs double twice")
	assert.Equal(t, 2, s.robs)

	s = newSession(t, Config{Bidding: CallAndRob}, 3)
	s, _ = act(t, s, Call(), PassAction(), PassAction())
	assert.Equal(t, game.Seat(0), s.landlord, "the caller when nobody robs")
	assert.Equal(t, 1, s.base)
}

func TestNoBiddingAndShowCards(t *testing.T) {
	s := newSession(t, Config{Bidding: NoBidding, ShowCards: ShowAfterBottom}, 3)
	assert.Equal(t, PhaseShow, s.phase)
	assert.Equal(t, game.Seat(0), s.landlord)
	assert.Empty(t, s.view(1).Hands[0], "not shown yet")
	s, _ = act(t, s, Show())
	assert.Equal(t, s.hands[0], s.view(1).Hands[0], "everyone sees a shown hand")
	assert.Equal(t, 2, s.Multiplier())
	assert.Empty(t, s.view(1).Hands[2], "but not the other peasant's")
}

// The pass-count machine: two passes give the lead back to the last to
// play, a lead cannot pass, and a pass after a play counts afresh.
func TestTwoPassesReturnTheLead(t *testing.T) {
	s := playing(t, Config{}, [Seats]string{"3456789", "44TT", "55JJ"})
	_, _, err := Game.Reduce(s, 0, PassAction())
	assert.ErrorContains(t, err, "nobody may pass when leading")
	s, _ = act(t, s, PlayCards(dz.MustParse("3")), PlayCards(dz.MustParse("4")), PassAction())
	assert.Equal(t, 1, s.passes)
	s, events := act(t, s, PassAction())
	assert.Equal(t, TrickWon{Seat: 1}, events[len(events)-1])
	assert.Equal(t, game.Seat(1), s.turn, "P2 played last and leads")
	assert.True(t, s.table.IsPass())
	s, _ = act(t, s, PlayCards(dz.MustParse("TT")), PlayCards(dz.MustParse("JJ")))
	assert.Equal(t, 0, s.passes, "a play counts the passes afresh")
	_, _, err = Game.Reduce(s, 0, PlayCards(dz.MustParse("45678")))
	assert.ErrorContains(t, err, "solo chain 4-8 does not beat JJ: play a higher pair, a bomb or the rocket, or pass")
	_, _, err = Game.Reduce(s, 0, PlayCards(dz.MustParse("AA")))
	assert.ErrorContains(t, err, "AA: you hold no A")
	_, _, err = Game.Reduce(s, 0, PlayCards(dz.MustParse("456")))
	assert.ErrorContains(t, err, "a chain needs 5 or more consecutive ranks")
	_, _, err = Game.Reduce(s, 1, PassAction())
	assert.ErrorIs(t, err, game.ErrNotYourTurn)
}

// Every seat's view keeps the deal's passes, each with the play passed on
// and the cards its seat had played by then, and the cards each seat
// played: public, the same for every viewer. A new deal starts afresh.
func TestViewsKeepThePassesAndWhoPlayedWhat(t *testing.T) {
	s := playing(t, Config{Deals: 2}, [Seats]string{"3456789", "44TT", "55JJ"})
	s, _ = act(t, s, PlayCards(dz.MustParse("3")), PlayCards(dz.MustParse("4")), PassAction(), PassAction(),
		PlayCards(dz.MustParse("TT")), PassAction())
	four := dz.Play{Kind: dz.Solo, Main: dz.Four, Len: 1, Cards: dz.MustParse("4")}
	tens := dz.Play{Kind: dz.Pair, Main: dz.Ten, Len: 1, Cards: dz.MustParse("TT")}
	p1Three := Game.View(s, 0).PlayedBy[0]
	for _, viewer := range []game.Seat{0, 1, 2, game.Spectator} {
		v := Game.View(s, viewer)
		assert.Equal(t, [Seats]dz.Counts{dz.MustParse("3"), dz.MustParse("4TT"), {}},
			[Seats]dz.Counts{v.PlayedBy[0].Counts(), v.PlayedBy[1].Counts(), v.PlayedBy[2].Counts()}, "viewer %d", viewer)
		assert.Equal(t, []Pass{{Seat: 2, Over: four, By: 1}, {Seat: 0, Over: four, By: 1, Before: p1Three},
			{Seat: 2, Over: tens, By: 1}}, v.Passes, "viewer %d", viewer)
	}
	s, _ = act(t, s, PassAction(), PlayCards(dz.MustParse("4")))
	require.Equal(t, 2, s.Deal())
	assert.Empty(t, Game.View(s, 0).Passes, "a new deal starts a new record")
	assert.Zero(t, Game.View(s, 0).PlayedBy)
}

func TestScoring(t *testing.T) {
	tests := []struct {
		name   string
		cfg    Config
		hands  [Seats]string
		plays  []string // in turn from P1; "" passes
		delta  [Seats]int
		spring bool
		anti   bool
	}{
		{name: "landlord wins with a spring", hands: [Seats]string{"3", "4", "5"}, plays: []string{"3"},
			delta: [Seats]int{4, -2, -2}, spring: true},
		{name: "a bomb doubles, peasants played", hands: [Seats]string{"33337K", "48", "59"}, plays: []string{"7", "8", "9", "3333", "", "", "K"},
			delta: [Seats]int{4, -2, -2}},
		{name: "anti-spring: the landlord played once", hands: [Seats]string{"3K", "4", "5A"}, plays: []string{"3", "4"},
			delta: [Seats]int{-4, 2, 2}, anti: true},
		{name: "a rocket and a spring, capped at 3", cfg: Config{Cap: 3}, hands: [Seats]string{"BR3", "4", "5"}, plays: []string{"BR", "", "", "3"},
			delta: [Seats]int{6, -3, -3}, spring: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := playing(t, tt.cfg, tt.hands)
			var events []game.Event
			for _, p := range tt.plays {
				a := PassAction()
				if p != "" {
					a = PlayCards(dz.MustParse(p))
				}
				var e []game.Event
				s, e = act(t, s, a)
				events = append(events, e...)
			}
			var over *DealOver
			for _, e := range events {
				if d, ok := e.(DealOver); ok {
					over = &d
				}
			}
			require.NotNil(t, over, "the deal ended")
			assert.Equal(t, tt.delta, over.Result.Delta)
			assert.Equal(t, tt.spring, over.Result.Spring)
			assert.Equal(t, tt.anti, over.Result.Anti)
			assert.Equal(t, tt.delta, s.scores)
			assert.Equal(t, 2, s.deal, "the next deal is dealt")
			assert.Equal(t, game.Seat(1), s.first, "and P2 bids first")
		})
	}
}

func TestSessionEnds(t *testing.T) {
	s := playing(t, Config{Deals: 1, Bidding: NoBidding}, [Seats]string{"3", "4", "5"})
	s, events := act(t, s, PlayCards(dz.MustParse("3")))
	assert.Equal(t, PhaseOver, s.phase)
	assert.Equal(t, SessionOver{Scores: [Seats]int{4, -2, -2}}, events[len(events)-1], "a spring: x2")
	o := Game.Outcome(s)
	assert.True(t, o.Over)
	assert.Equal(t, []game.Seat{0}, o.Winners)
	assert.Equal(t, "+4 points", o.Seats[0].Line)
	assert.Empty(t, Game.Waiting(s))
	_, _, err := Game.Reduce(s, 0, PassAction())
	assert.ErrorIs(t, err, game.ErrGameOver)
}

// With rob back (欢乐斗地主's order), the caller is asked once more when
// one of the others robbed; without it, or when nobody robbed, it is not.
func TestRobBack(t *testing.T) {
	tests := []struct {
		name     string
		robBack  bool
		actions  []Action // from P1, the first bidder
		landlord game.Seat
		base     int
	}{
		{"the caller robs back", true, []Action{Call(), Rob(), Rob(), Rob()}, 0, 8},
		{"the caller lets the last rob stand", true, []Action{Call(), Rob(), PassAction(), PassAction()}, 1, 2},
		{"nobody robbed: the caller is not asked again", true, []Action{Call(), PassAction(), PassAction()}, 0, 1},
		{"P2 calls after P1 passed, and robs back", true, []Action{PassAction(), Call(), PassAction(), Rob(), Rob()}, 1, 4},
		{"without rob back the last robber is the landlord", false, []Action{Call(), Rob(), Rob()}, 2, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSession(t, Config{Bidding: CallAndRob, RobBack: tt.robBack}, 3)
			for i, a := range tt.actions {
				require.Equal(t, game.NoSeat, s.landlord, "still bidding before action %d", i)
				s, _ = act(t, s, a)
			}
			assert.Equal(t, tt.landlord, s.landlord)
			assert.Equal(t, tt.base, s.base)
			assert.Equal(t, PhasePlay, s.phase)
		})
	}
	s := newSession(t, Config{Bidding: CallAndRob, RobBack: true}, 3)
	s, _ = act(t, s, Call(), Rob(), PassAction())
	v := s.view(1)
	assert.Equal(t, PhaseRob, v.Phase)
	assert.Equal(t, game.Seat(0), v.Turn, "the caller's turn to rob back")
	assert.Equal(t, game.Seat(0), v.Caller)
	_, _, err := Game.Reduce(s, 0, Call())
	assert.ErrorContains(t, err, "rob the landlord or pass")
}
