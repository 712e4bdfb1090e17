package pokerdice

import (
	"math/rand/v2"
	"testing"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// suite describes Risk Choice to the generic tests.
var suite = gametest.Suite[Config, State, Action, View]{
	Game:    Game,
	Configs: []Config{{}, {Rule: pd.Strict, Rounds: 7}, {Skills: true, FirstStarter: 1}, {Skills: true, Rule: pd.Strict, Rounds: 1}},
	Junk:    junk,
	Twin:    twin,
}

// TestContract runs the generic suite: whole matches that replay, refusals
// that change nothing, and views and events that hide face-down dice.
func TestContract(t *testing.T) { suite.Run(t) }

var junkKinds = []ActionKind{KindHold, KindPeek, KindForce, KindDouble, KindRelock, KindStand, "bogus"}

// junk is any action at all.
func junk(r *rand.Rand) Action {
	return Action{Kind: junkKinds[r.IntN(len(junkKinds))], Dice: dice.Mask(r.IntN(40)), Die: r.IntN(8) - 1}
}

// twin redraws every face viewer may not see and the RNG.
func twin(r *rand.Rand, s State, viewer game.Seat) State {
	for i := range s.players {
		p := &s.players[i]
		if game.Seat(i) == viewer {
			continue
		}
		for d := range dice.HandSize {
			if !p.faceUp.Has(d) {
				p.dice[d] = r.IntN(6) + 1
			}
		}
	}
	s.rng = game.NewRNG(r.Uint64())
	return s
}
