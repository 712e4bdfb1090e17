package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// TestPropertyRandomMatches checks invariants over many seeded matches of
// random legal play: dice stay 1-6, scores equal the points of the scored
// rounds, the match ends by the rules.
func TestPropertyRandomMatches(t *testing.T) {
	n := 10_000
	if testing.Short() {
		n = 300
	}
	for seed := range uint64(n) {
		cfg := Config{Rounds: int(seed%7) + 1, Rule: pd.HoldRule(seed % 2), Skills: seed%3 == 0}
		s := newState(t, cfg, seed)
		points := [Seats]int{}
		rounds := 0
		for {
			seat, ok := gametest.ToMove(Game, s)
			if !ok {
				break
			}
			v := Game.View(s, seat)
			legal := v.Legal()
			require.NotEmpty(t, legal)
			next, events, err := Game.Reduce(s, seat, legal[int(seed+uint64(rounds)*31+uint64(len(legal)))%len(legal)])
			require.NoError(t, err)
			s = next
			for _, e := range events {
				switch e := e.(type) {
				case DiceRolled:
					require.True(t, e.Dice.Valid(), "dice %v", e.Dice)
				case RoundScored:
					rounds++
					if e.Result.Winner != game.NoSeat {
						points[e.Result.Winner] += e.Result.Points
						require.Contains(t, []int{1, 2}, e.Result.Points)
					}
					require.Equal(t, points, e.Result.Score)
					for i := range Seats {
						require.Equal(t, pd.Evaluate(e.Result.Hands[i]), e.Result.Ranks[i])
					}
				}
			}
			require.Less(t, rounds, 1000)
		}
		score := s.Score()
		require.Equal(t, points, score)
		require.NotEqual(t, score[0], score[1], "a finished match has a winner")
		assert.Equal(t, s.Winner(), game.Seat(map[bool]int{true: 0, false: 1}[score[0] > score[1]]))
		half := s.Config().Rounds / 2
		require.True(t, max(score[0], score[1]) > half || rounds >= s.Config().Rounds)
	}
}

// TestViewsHideFaceDownDice checks, over random skills matches, that no view
// shows a face the state keeps face down for that viewer.
func TestViewsHideFaceDownDice(t *testing.T) {
	for seed := range uint64(200) {
		s := newState(t, Config{Skills: true}, seed)
		for step := 0; ; step++ {
			seat, ok := gametest.ToMove(Game, s)
			if !ok {
				break
			}
			for _, viewer := range []game.Seat{0, 1, game.Spectator, game.Omniscient} {
				v := Game.View(s, viewer)
				for i := range Seats {
					p := s.players[i]
					for d := range dice.HandSize {
						if game.Seat(i) != viewer && viewer != game.Omniscient && !p.faceUp.Has(d) {
							require.Zero(t, v.Players[i].Dice[d], "viewer %s sees hidden die", viewer)
						} else {
							require.Equal(t, p.dice[d], v.Players[i].Dice[d])
						}
					}
				}
			}
			legal := Game.View(s, seat).Legal()
			s, _ = must(t, s, seat, legal[(step*7+int(seed))%len(legal)])
		}
	}
}
