package shengji

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// eyes are every pair of eyes a view is shown to.
var eyes = []game.Seat{0, 1, 2, 3, game.Spectator, game.Omniscient}

// declaring is a first deal of seed dealt on, every seat passing, until
// the seat to act may make a declaration that pick accepts.
func declaring(t *testing.T, s State, pick func(State, Action) bool) (State, Action) {
	t.Helper()
	for s.phase == PhaseDeal {
		legal, _ := Game.View(s, s.turn).Legal()
		for _, a := range legal {
			if a.Kind == KindDeclare && pick(s, a) {
				return s, a
			}
		}
		s, _ = act(t, s, Pass())
	}
	t.Fatal("the deal ended before a declaration was found")
	return s, Action{}
}

// anyDeclaration accepts the first declaration offered.
func anyDeclaration(State, Action) bool { return true }

// declared is a first deal in which a seat has declared.
func declared(t *testing.T) State {
	s, a := declaring(t, mustNew(t, Config{}, 7), anyDeclaration)
	s, _ = act(t, s, a)
	return s
}

// closing is the declared deal at its last pass, which settles trump and
// gives the dealer the kitty.
func closing(t *testing.T) (State, Action) {
	s := declared(t)
	for {
		_, events, err := Game.Reduce(s, s.turn, Pass())
		require.NoError(t, err)
		if slices.ContainsFunc(events, func(e game.Event) bool { return e.EventName() == "kitty_taken" }) {
			return s, Pass()
		}
		s, _ = act(t, s, Pass())
	}
}

// mustNew is a new game of cfg and seed.
func mustNew(t *testing.T, cfg Config, seed uint64) State {
	t.Helper()
	s, err := Game.New(cfg, seed)
	require.NoError(t, err)
	return s
}

// trickOf is a deal in play with hands hands (seat 0 dealing and leading,
// spades trump) whose first three plays are made: the first card of each
// hand.
func trickOf(t *testing.T, cfg Config, hands [Seats]string) State {
	t.Helper()
	s := playing(t, cfg, cards.Spades, hands, "2C 3C 4C 5C 6C 7C 8C 9C")
	for range Seats - 1 {
		s, _ = act(t, s, Play(mustSetOf(s.hands[s.turn].Cards()[0])))
	}
	return s
}

// TestApplyTrickySteps moves each viewer's view by the redacted events of
// a hand-made step and checks it is the view after the step, and what the
// viewer sees of it.
func TestApplyTrickySteps(t *testing.T) {
	tests := []struct {
		name     string
		position func(t *testing.T) (State, Action)
		want     func(t *testing.T, before State, v View)
	}{
		{
			name: "trump declared",
			position: func(t *testing.T) (State, Action) {
				return declaring(t, mustNew(t, Config{}, 7), anyDeclaration)
			},
			want: func(t *testing.T, before State, v View) {
				assert.Equal(t, before.turn, v.Declarer)
				assert.NotEqual(t, sj.NoDeclaration, v.Declaration.Strength)
				assert.Equal(t, 1, v.DeclaredCards.Len(), "the first card of the level is declared alone")
			},
		},
		{
			name: "a declaration overridden",
			position: func(t *testing.T) (State, Action) {
				return declaring(t, declared(t), func(s State, a Action) bool {
					return a.Cards.Len() == 2 && s.turn != s.declarer
				})
			},
			want: func(t *testing.T, before State, v View) {
				assert.Equal(t, before.turn, v.Declarer)
				assert.Equal(t, 2, v.DeclaredCards.Len(), "a pair overrides a single")
				assert.Greater(t, v.Declaration.Strength, before.decl.Strength)
			},
		},
		{
			name:     "the kitty taken: only the dealer sees it",
			position: closing,
			want: func(t *testing.T, before State, v View) {
				d := v.Dealer
				require.NotEqual(t, game.NoSeat, d)
				assert.Equal(t, PhaseBury, v.Phase)
				assert.Equal(t, d, v.Turn)
				assert.True(t, v.Trump.Valid())
				assert.Equal(t, 33, v.Sizes[d])
				if v.Viewer == d || v.Viewer == game.Omniscient {
					assert.Equal(t, sj.KittySize, v.Kitty.Len())
					assert.True(t, v.Hands[d].Contains(v.Kitty))
				} else {
					assert.True(t, v.Kitty.Empty(), "%s does not see the kitty", v.Viewer)
					assert.True(t, v.Hands[d].Empty())
				}
			},
		},
		{
			name: "the kitty buried: only the dealer sees what",
			position: func(t *testing.T) (State, Action) {
				s, a := closing(t)
				s, _ = act(t, s, a)
				return s, burials(s.hands[s.dealer], s.trump)[0]
			},
			want: func(t *testing.T, before State, v View) {
				d := before.dealer
				assert.Equal(t, PhasePlay, v.Phase)
				assert.Equal(t, d, v.Leader)
				assert.Equal(t, d, v.Turn)
				assert.Equal(t, 25, v.Sizes[d])
				assert.NotNil(t, v.Finished)
				if v.Viewer == d || v.Viewer == game.Omniscient {
					assert.Equal(t, sj.KittySize, v.Kitty.Len())
					assert.True(t, v.Hands[d].Inter(v.Kitty).Empty(), "the buried cards left the hand")
				} else {
					assert.True(t, v.Kitty.Empty(), "%s does not see the buried cards", v.Viewer)
				}
			},
		},
		{
			name: "a trick won with points by the attackers",
			position: func(t *testing.T) (State, Action) {
				s := trickOf(t, Config{}, [Seats]string{"5H 3C", "KH 4C", "10H 6C", "AH 7C"})
				return s, Play(mustSetOf(s.hands[3].Cards()[0]))
			},
			want: func(t *testing.T, _ State, v View) {
				assert.Equal(t, [2]int{0, 25}, v.Points)
				assert.Equal(t, 25, v.AttackerPoints())
				assert.Equal(t, "5H 10H KH", cards.Format(sortedCards(v.Taken)))
				require.Len(t, v.Finished, 1)
				assert.Equal(t, game.Seat(3), v.Finished[0].Winner)
				assert.Equal(t, game.Seat(0), v.Finished[0].Leader)
				assert.Equal(t, 1, v.Tricks)
				assert.Equal(t, [Seats]Set{}, v.Trick)
				assert.Equal(t, game.Seat(3), v.Leader, "the winner leads")
				assert.Equal(t, game.Seat(3), v.Turn)
			},
		},
		{
			name: "a defender's failed throw adds its penalty to the attackers",
			position: func(t *testing.T) (State, Action) {
				s := playing(t, Config{Rules: sj.Rules{Penalty: sj.PenaltyTen}}, cards.Spades,
					[Seats]string{"AH KH 3C", "AH 3H 4C", "5D 6D 7D", "8D 9D 10D"}, "2C 3C 4C 5C 6C 7C 8C 9C")
				return s, Play(pick(t, s.hands[0], "AH KH"))
			},
			want: func(t *testing.T, _ State, v View) {
				assert.True(t, v.Failure.Failed())
				assert.Equal(t, 10, v.Penalties)
				assert.Equal(t, 10, v.AttackerPoints())
				assert.Equal(t, "KH", v.Trick[0].String(), "the beaten king is played")
			},
		},
		{
			name: "a deal scored, then the next dealt",
			position: func(t *testing.T) (State, Action) {
				s := trickOf(t, Config{Deals: 2}, [Seats]string{"5H", "KH", "10H", "AH"})
				return s, Play(s.hands[3])
			},
			want: func(t *testing.T, _ State, v View) {
				require.Len(t, v.Results, 1)
				r := v.Results[0]
				assert.Equal(t, 25, r.TrickPoints[1])
				assert.Equal(t, 2, v.Deal)
				assert.Equal(t, PhaseDeal, v.Phase)
				assert.Equal(t, r.Levels, v.Levels)
				assert.Equal(t, game.Seat(r.Result.NextDealer(int(r.Dealer))), v.Dealer)
				assert.Equal(t, [Seats]Set{}, v.Trick, "no play of the last deal is left")
				assert.Nil(t, v.Finished)
				assert.Equal(t, [2]int{}, v.Points)
				assert.True(t, v.Taken.Empty())
				assert.True(t, v.Kitty.Empty())
				assert.False(t, v.Failure.Failed())
				assert.Equal(t, 1, v.Dealt, "the next deal's first card is dealt")
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, a := tt.position(t)
			seat := s.turn
			next, events, err := Game.Reduce(s, seat, a)
			require.NoError(t, err)
			for _, eye := range eyes {
				before := Game.View(s, eye)
				kept := cloneView(before)
				v := before
				for _, e := range events {
					v = Game.Apply(v, Game.Redact(e, eye))
				}
				require.Equal(t, Game.View(next, eye), v, "%s's view moved by %s", eye, eventNames(events))
				require.Equal(t, kept, before, "Apply leaves its input alone")
				tt.want(t, s, v)
			}
		})
	}
}

// cloneView is a deep copy of v's slices.
func cloneView(v View) View {
	v.Turned = slices.Clone(v.Turned)
	v.Finished = slices.Clone(v.Finished)
	v.Results = slices.Clone(v.Results)
	return v
}

// sortedCards is s's cards low to high, as a test writes them.
func sortedCards(s Set) []cards.Card {
	cs := s.Cards()
	slices.SortFunc(cs, func(a, b cards.Card) int { return int(a.Rank) - int(b.Rank) })
	return cs
}

// eventNames names events.
func eventNames(events []game.Event) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = e.EventName()
	}
	return out
}
