package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// Apply on hand-made positions: the step's events, as the viewer sees
// them, carry the viewer's view before the step to the view after it, and
// that view holds what the viewer may know of the step and nothing more.
func TestApplyMovesAView(t *testing.T) {
	bidding := func(cfg Config) func(*testing.T) State {
		return func(t *testing.T) State { return newSession(t, cfg, 3) }
	}
	showing := func(t *testing.T) State {
		s, _ := act(t, newSession(t, Config{ShowCards: ShowAfterBottom}, 3), Bid(3))
		require.Equal(t, PhaseShow, s.phase)
		return s
	}
	// P1 leads.
	lead := func(t *testing.T) State { return playing(t, Config{}, [Seats]string{"34", "5", "6"}) }
	// P1 led a 3, P2 passed: P3 passes and P1 wins the trick.
	trick := func(t *testing.T) State {
		s, _ := act(t, lead(t), PlayCards(dz.MustParse("3")), PassAction())
		return s
	}
	// P1 goes out with its last card: the deal is over.
	lastCard := func(cfg Config) func(*testing.T) State {
		return func(t *testing.T) State { return playing(t, cfg, [Seats]string{"3", "4", "5"}) }
	}
	tests := map[string]struct {
		start  func(*testing.T) State
		action Action
		viewer game.Seat
		want   func(t *testing.T, s, next State, v View)
	}{
		"the landlord takes the bottom cards into its hand": {
			start: bidding(Config{}), action: Bid(3), viewer: 0,
			want: func(t *testing.T, s, _ State, v View) {
				assert.Equal(t, s.hands[0]|s.bottom, v.Hands[0])
				assert.Equal(t, HandSize+BottomSize, v.Sizes[0])
				assert.Equal(t, s.bottom, v.Bottom)
				assert.Equal(t, PhasePlay, v.Phase)
				assert.Equal(t, game.Seat(0), v.Leader, "the landlord leads")
			},
		},
		"a peasant sees the bottom cards and the landlord's size, not its hand": {
			start: bidding(Config{}), action: Bid(3), viewer: 1,
			want: func(t *testing.T, s, _ State, v View) {
				assert.Zero(t, v.Hands[0])
				assert.Equal(t, s.hands[1], v.Hands[1])
				assert.Equal(t, HandSize+BottomSize, v.Sizes[0])
				assert.Equal(t, s.bottom, v.Bottom)
			},
		},
		"a spectator sees no hand": {
			start: bidding(Config{}), action: Bid(3), viewer: game.Spectator,
			want: func(t *testing.T, s, _ State, v View) {
				assert.Equal(t, [Seats]dz.Set{}, v.Hands)
				assert.Equal(t, s.bottom, v.Bottom)
			},
		},
		"the landlord chooses whether to show": {
			start: bidding(Config{ShowCards: ShowAfterBottom}), action: Bid(3), viewer: 2,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, PhaseShow, v.Phase)
				assert.Equal(t, game.Seat(0), v.Turn)
			},
		},
		"with doubling the peasant on the landlord's left chooses first": {
			start: bidding(Config{Doubling: true}), action: Bid(3), viewer: 2,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, PhaseDouble, v.Phase)
				assert.Equal(t, game.Seat(1), v.Turn)
				assert.Equal(t, [Seats]int{6, 3, 3}, v.Stakes())
			},
		},
		"a peasant's double is every viewer's": {
			start:  func(t *testing.T) State { return doubling(t, Config{}, 0, 2, [Seats]string{"3", "4", "5"}) },
			action: Double(), viewer: game.Spectator,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, [Seats]bool{false, true, false}, v.Doubled)
				assert.Equal(t, game.Seat(2), v.Turn)
				assert.Equal(t, [Seats]int{6, 4, 2}, v.Stakes())
			},
		},
		"the landlord's choice opens the play": {
			start: func(t *testing.T) State {
				s, _ := act(t, doubling(t, Config{}, 0, 1, [Seats]string{"3", "4", "5"}), PassAction(), Double())
				return s
			},
			action: Double(), viewer: 1,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, [Seats]bool{true, false, true}, v.Doubled)
				assert.Equal(t, PhasePlay, v.Phase)
				assert.Equal(t, game.Seat(0), v.Turn)
				assert.True(t, v.Leading())
			},
		},
		"with doubling and show cards the landlord shows after doubling": {
			start: func(t *testing.T) State {
				s, _ := act(t, doubling(t, Config{ShowCards: ShowAfterBottom}, 0, 1, [Seats]string{"3", "4", "5"}), PassAction(), PassAction())
				return s
			},
			action: PassAction(), viewer: 2,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, PhaseShow, v.Phase)
				assert.Equal(t, game.Seat(0), v.Turn)
			},
		},
		"with rob back the caller is asked again after a rob": {
			start: func(t *testing.T) State {
				s, _ := act(t, newSession(t, Config{Bidding: CallAndRob, RobBack: true}, 3), Call(), Rob())
				return s
			},
			action: PassAction(), viewer: 2,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, PhaseRob, v.Phase)
				assert.Equal(t, game.Seat(0), v.Turn)
				assert.Equal(t, game.Seat(0), v.Caller)
				assert.Equal(t, 2, v.Base)
			},
		},
		"the caller's rob back makes it the landlord": {
			start: func(t *testing.T) State {
				s, _ := act(t, newSession(t, Config{Bidding: CallAndRob, RobBack: true}, 3), Call(), Rob(), Rob())
				return s
			},
			action: Rob(), viewer: game.Spectator,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, game.Seat(0), v.Landlord)
				assert.Equal(t, 8, v.Base)
				assert.Equal(t, PhasePlay, v.Phase)
			},
		},
		"before the deal a seat's choice to play face up": {
			start: bidding(Config{ShowCards: ShowBeforeDeal}), action: Show(), viewer: 1,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, PhaseOpen, v.Phase)
				assert.Equal(t, [Seats]bool{true, false, false}, v.Open)
				assert.Equal(t, game.Seat(1), v.Turn)
				assert.Zero(t, v.Sizes, "nothing dealt yet")
			},
		},
		"the last choice deals, the face-up hand seen by all": {
			start: func(t *testing.T) State {
				s, _ := act(t, newSession(t, Config{ShowCards: ShowBeforeDeal}, 3), Keep(), Show())
				return s
			},
			action: Keep(), viewer: 2,
			want: func(t *testing.T, _, next State, v View) {
				assert.Equal(t, PhaseBid, v.Phase)
				assert.Equal(t, next.hands[1], v.Hands[1])
				assert.Equal(t, next.hands[2], v.Hands[2])
				assert.Zero(t, v.Hands[0])
				assert.Equal(t, 4, v.Multiplier())
			},
		},
		"a deal over opens the next with the choice, nothing dealt": {
			start: lastCard(Config{Deals: 2, ShowCards: ShowBeforeDeal}), action: PlayCards(dz.MustParse("3")), viewer: game.Omniscient,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, 2, v.Deal)
				assert.Equal(t, PhaseOpen, v.Phase)
				assert.Equal(t, game.Seat(1), v.Turn)
				assert.Zero(t, v.Hands)
				assert.Zero(t, v.Bottom)
				assert.Len(t, v.Results, 1)
			},
		},
		"a shown hand is every viewer's": {
			start: showing, action: Show(), viewer: game.Spectator,
			want: func(t *testing.T, s, _ State, v View) {
				assert.True(t, v.Shown)
				assert.Equal(t, s.hands[0], v.Hands[0])
				assert.Equal(t, HandSize+BottomSize, v.Hands[0].Len())
				assert.Equal(t, PhasePlay, v.Phase)
			},
		},
		"a hand kept hidden stays hidden": {
			start: showing, action: Keep(), viewer: 1,
			want: func(t *testing.T, _, _ State, v View) {
				assert.False(t, v.Shown)
				assert.Zero(t, v.Hands[0])
			},
		},
		"a trick won clears the table for its winner's lead": {
			start: trick, action: PassAction(), viewer: 1,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, [Seats]bool{}, v.Acted)
				assert.Equal(t, [Seats]dz.Set{}, v.LastCards)
				assert.True(t, v.Leading())
				assert.Equal(t, game.Seat(0), v.Turn)
				assert.Equal(t, game.Seat(0), v.Leader)
				assert.Len(t, v.Passes, 2, "the deal keeps its passes")
			},
		},
		"a play is held with its very cards": {
			start: lead, action: PlayCards(dz.MustParse("3")), viewer: 1,
			want: func(t *testing.T, s, next State, v View) {
				three := s.hands[0] &^ next.hands[0]
				assert.Equal(t, 1, three.Len())
				assert.Equal(t, three, v.LastCards[0])
				assert.Equal(t, three, v.Played)
				assert.Zero(t, v.Hands[0])
				assert.Equal(t, 1, v.Sizes[0])
				assert.Equal(t, game.Seat(1), v.Turn)
			},
		},
		"a deal over leaves nothing of it on the table of the next": {
			start: lastCard(Config{Deals: 2}), action: PlayCards(dz.MustParse("3")), viewer: 1,
			want: func(t *testing.T, _, next State, v View) {
				assert.Equal(t, 2, v.Deal)
				assert.Equal(t, PhaseBid, v.Phase)
				require.Len(t, v.Results, 1)
				assert.Equal(t, game.Seat(0), v.Results[0].Winner)
				assert.Equal(t, v.Results[0].Scores, v.Scores)
				assert.Equal(t, [Seats]bool{}, v.Acted, "no play of the last deal")
				assert.Equal(t, [Seats]dz.Set{}, v.LastCards)
				assert.True(t, v.Table.IsPass())
				assert.Equal(t, game.NoSeat, v.Leader)
				assert.Zero(t, v.Played)
				assert.Nil(t, v.Passes)
				assert.Equal(t, next.hands[1], v.Hands[1], "the new hand")
				assert.Zero(t, v.Hands[0])
				assert.Zero(t, v.Bottom, "the bottom cards face down")
			},
		},
		"the omniscient sees the next deal's bottom cards": {
			start: lastCard(Config{Deals: 2}), action: PlayCards(dz.MustParse("3")), viewer: game.Omniscient,
			want: func(t *testing.T, _, next State, v View) {
				assert.Equal(t, next.bottom, v.Bottom)
				assert.Equal(t, next.hands, v.Hands)
			},
		},
		"the last deal over ends the session": {
			start: lastCard(Config{Deals: 1}), action: PlayCards(dz.MustParse("3")), viewer: 2,
			want: func(t *testing.T, _, _ State, v View) {
				assert.Equal(t, PhaseOver, v.Phase)
				assert.Equal(t, game.NoSeat, v.Turn)
				assert.Len(t, v.Results, 1)
			},
		},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			s := tt.start(t)
			before := Game.View(s, tt.viewer)
			next, events, err := Game.Reduce(s, s.turn, tt.action)
			require.NoError(t, err)
			v := before
			for _, e := range events {
				v = Game.Apply(v, Game.Redact(e, tt.viewer))
			}
			require.Equal(t, Game.View(next, tt.viewer), v)
			require.Equal(t, Game.View(s, tt.viewer), before, "Apply leaves its input alone")
			tt.want(t, s, next, v)
		})
	}
}

// Apply writes nothing into the lists of the view it is given, even where
// they have room to grow.
func TestApplyWritesNoListOfItsInput(t *testing.T) {
	v := Game.View(playing(t, Config{}, [Seats]string{"34", "5", "6"}), 1)
	v.Table, v.Leader = dz.Classify(dz.MustParse("4"), dz.Standard)[0], 0
	v.Passes = make([]Pass, 1, 4)
	v.Results = make([]DealResult, 1, 4)
	_ = Game.Apply(v, Played{Seat: 1, Play: dz.PassPlay, Left: 1})
	_ = Game.Apply(v, DealOver{Result: DealResult{Deal: 1, Points: 3}})
	assert.Equal(t, Pass{}, v.Passes[:2][1])
	assert.Equal(t, DealResult{}, v.Results[:2][1])
}
