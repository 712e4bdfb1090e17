package yahtzee

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// suite describes Yahtzee to the generic tests.
var suite = gametest.Suite[Config, State, Action, View]{
	Game:      Game,
	Configs:   []Config{{}, {Seats: 2}, {Seats: 6}, {Undo: []game.Seat{0}}, {Seats: 3, Undo: []game.Seat{0, 2}}},
	Junk:      junk,
	Twin:      twin,
	Invariant: invariant,
}

// TestContract runs the generic suite over whole games of 1, 2 and 6.
func TestContract(t *testing.T) { suite.Run(t) }

// junk is any action at all.
func junk(r *rand.Rand) Action {
	kinds := []ActionKind{KindRoll, KindScore, KindUndo, "x"}
	return Action{Kind: kinds[r.IntN(len(kinds))], Hold: dice.Mask(r.IntN(40)), Box: yz.Box(r.IntN(16) - 1)}
}

// twin changes the RNG, the only thing Yahtzee hides.
func twin(r *rand.Rand, s State, _ game.Seat) State {
	s.rng = game.NewRNG(r.Uint64())
	return s
}

// invariant: rolled dice show 1-6, and every scored box holds the points
// its dice make in it, computed afresh.
func invariant(t gametest.T, s State, events []game.Event) {
	for _, e := range events {
		switch e := e.(type) {
		case DiceRolled:
			require.True(t, e.Dice.Valid(), "dice %v", e.Dice)
		case BoxScored:
			require.Equal(t, s.cards[e.Seat].Scores[e.Box], e.Points)
		}
	}
}

// TestViewHasNoNulls: a program reads [] for no winners, never null, at
// the start, during and at the end of a game.
func TestViewHasNoNulls(t *testing.T) {
	s, err := Game.New(Config{Seats: 2}, 3)
	require.NoError(t, err)
	for !s.over {
		for _, seat := range []game.Seat{game.Spectator, 0, 1} {
			require.Empty(t, gametest.Nulls(t, Game.View(s, seat)), "round %d", s.round)
		}
		v := Game.View(s, s.turn)
		a := Action{Kind: KindRoll}
		if v.RollsUsed > 0 {
			a.Kind, a.Box = KindScore, 0
			for v.Card().IsFilled(a.Box) {
				a.Box++
			}
		}
		s, _, err = Game.Reduce(s, s.turn, a)
		require.NoError(t, err)
	}
	require.Empty(t, gametest.Nulls(t, Game.View(s, 0)), "the game is over")
}
