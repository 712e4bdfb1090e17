package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// doubling is a deal whose landlord has just taken the bottom at base,
// the seats about to choose whether to double, with these hands.
func doubling(t *testing.T, cfg Config, landlord game.Seat, base int, hands [Seats]string) State {
	t.Helper()
	cfg.Doubling = true
	s := playing(t, cfg, hands)
	s.landlord, s.base, s.phase, s.turn = landlord, base, PhaseDouble, (landlord+1)%Seats
	s.newTrick(landlord)
	return s
}

// Doubling (加倍): each seat in turn, peasants first, doubles its own
// stake or not; a peasant's stake is doubled by its own double and by the
// landlord's, the landlord's is the sum of both peasants'.
func TestDoublingStakes(t *testing.T) {
	tests := []struct {
		name     string
		cfg      Config
		landlord game.Seat
		base     int
		hands    [Seats]string
		doubles  [Seats]bool // by seat
		plays    []string    // in turn from the landlord; "" passes
		stakes   [Seats]int
		delta    [Seats]int
		capped   bool
	}{
		{name: "nobody doubles: as without the option", landlord: 0, base: 1, hands: [Seats]string{"3K", "48", "59"},
			plays: []string{"3", "4", "5", "K"}, stakes: [Seats]int{2, 1, 1}, delta: [Seats]int{2, -1, -1}},
		{name: "a peasant doubles its own stake only", landlord: 0, base: 1, hands: [Seats]string{"3K", "48", "59"},
			doubles: [Seats]bool{false, true, false}, plays: []string{"3", "4", "5", "K"},
			stakes: [Seats]int{3, 2, 1}, delta: [Seats]int{3, -2, -1}},
		{name: "the landlord's double doubles both stakes", landlord: 0, base: 2, hands: [Seats]string{"3K", "48", "59"},
			doubles: [Seats]bool{true, false, true}, plays: []string{"3", "4", "5", "K"},
			stakes: [Seats]int{12, 4, 8}, delta: [Seats]int{12, -4, -8}},
		{name: "everyone doubles and the peasants win", landlord: 0, base: 1, hands: [Seats]string{"36Q", "47", "58"},
			doubles: [Seats]bool{true, true, true}, plays: []string{"3", "4", "5", "6", "7"},
			stakes: [Seats]int{8, 4, 4}, delta: [Seats]int{-8, 4, 4}},
		{name: "a bomb doubles the doubled stakes", landlord: 0, base: 1, hands: [Seats]string{"33337K", "48", "59"},
			doubles: [Seats]bool{false, false, true}, plays: []string{"7", "8", "9", "3333", "", "", "K"},
			stakes: [Seats]int{6, 2, 4}, delta: [Seats]int{6, -2, -4}},
		{name: "each stake is capped on its own", cfg: Config{Cap: 3}, landlord: 0, base: 1, hands: [Seats]string{"3K", "48", "59"},
			doubles: [Seats]bool{true, true, false}, plays: []string{"3", "4", "5", "K"},
			stakes: [Seats]int{5, 3, 2}, delta: [Seats]int{5, -3, -2}, capped: true},
		{name: "P2 the landlord: P3 and P1 choose first", landlord: 1, base: 3, hands: [Seats]string{"59", "3K", "48"},
			doubles: [Seats]bool{true, true, false}, plays: []string{"3", "4", "5", "K"},
			stakes: [Seats]int{12, 18, 6}, delta: [Seats]int{-12, 18, -6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := doubling(t, tt.cfg, tt.landlord, tt.base, tt.hands)
			var events []game.Event
			for range Seats {
				seat := s.turn
				a := PassAction()
				if tt.doubles[seat] {
					a = Double()
				}
				var e []game.Event
				s, e = act(t, s, a)
				require.Equal(t, []game.Event{DoubleChosen{Seat: seat, Double: tt.doubles[seat]}}, e[:1])
			}
			require.Equal(t, PhasePlay, s.phase, "the landlord chose last")
			require.Equal(t, tt.landlord, s.turn, "and leads")
			assert.Equal(t, tt.doubles, s.Doubled())
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
			r := over.Result
			assert.False(t, r.Spring || r.Anti, "no spring in these deals")
			assert.Equal(t, tt.stakes, r.Stakes)
			assert.Equal(t, tt.delta, r.Delta)
			assert.Equal(t, tt.doubles, r.Doubled)
			assert.Equal(t, tt.capped, r.Capped)
			assert.Equal(t, [Seats]bool{}, s.Doubled(), "the next deal starts undoubled")
		})
	}
}

// The order of the choices, from the bidding to the first lead, and the
// stakes each seat's view shows on the way.
func TestDoublingOrder(t *testing.T) {
	s := newSession(t, Config{Doubling: true, ShowCards: ShowAfterBottom}, 3)
	s, events := act(t, s, Bid(3))
	require.IsType(t, LandlordChosen{}, events[len(events)-1])
	assert.Equal(t, PhaseDouble, s.phase)
	assert.Equal(t, game.Seat(1), s.turn, "the peasant on the landlord's left first")
	assert.Equal(t, []Action{Double(), PassAction()}, s.view(1).Legal())
	assert.Empty(t, s.view(0).Legal(), "not the landlord's turn yet")

	s, _ = act(t, s, Double())
	assert.Equal(t, game.Seat(2), s.turn)
	assert.Equal(t, [Seats]int{9, 6, 3}, s.view(2).Stakes(), "P2's double, seen by P3")
	s, _ = act(t, s, PassAction())
	assert.Equal(t, game.Seat(0), s.turn, "the landlord last")
	s, events = act(t, s, Double())
	assert.Equal(t, []game.Event{DoubleChosen{Seat: 0, Double: true}}, events)
	assert.Equal(t, PhaseShow, s.phase, "then the landlord may show")
	assert.Equal(t, [Seats]int{18, 12, 6}, s.view(game.Spectator).Stakes())
	s, _ = act(t, s, Show())
	assert.Equal(t, PhasePlay, s.phase)
	assert.Equal(t, [Seats]int{36, 24, 12}, s.view(1).Stakes(), "the shown hand doubles every stake")
}

func TestDoublingRefusals(t *testing.T) {
	s := doubling(t, Config{}, 0, 1, [Seats]string{"3", "4", "5"})
	tests := []struct {
		seat game.Seat
		a    Action
		want string
	}{
		{1, Bid(2), "double your stake (×2) or pass"},
		{1, Show(), "double your stake (×2) or pass"},
		{1, PlayCards(dz.MustParse("4")), "double your stake (×2) or pass"},
		{1, Action{Kind: KindDouble, Bid: 2}, "double takes no bid and no cards"},
		{1, Action{Kind: KindDouble, Cards: dz.MustParse("4")}, "double takes no bid and no cards"},
		{0, Double(), "not your turn"},
	}
	for _, tt := range tests {
		next, _, err := Game.Reduce(s, tt.seat, tt.a)
		var r *game.Refusal
		require.ErrorAs(t, err, &r, "%v", tt.a)
		assert.ErrorContains(t, err, tt.want)
		assert.Equal(t, s, next, "nothing changed")
	}
	_, _, err := Game.Reduce(playing(t, Config{}, [Seats]string{"3", "4", "5"}), 0, Double())
	assert.ErrorContains(t, err, "play cards or pass", "no doubling in the play")
	_, _, err = Game.Reduce(newSession(t, Config{Doubling: true}, 3), 0, Double())
	assert.ErrorContains(t, err, "bid 1, 2 or 3, or pass", "nor in the bidding")
}
