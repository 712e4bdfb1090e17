package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// skillsView is round 1 of a skills match as viewer sees it in the hold
// phase, P1 to start: P1's dice {6 6 6 2 3} face down but for die 0, P2's
// {5 5 1 4 2} face down.
func skillsView(viewer game.Seat) View {
	v := View{Viewer: viewer, Config: Config{Skills: true, Rounds: 5}, Round: 1, Turn: 0, Starter: 0, Winner: game.NoSeat}
	hands := [Seats]dice.Hand{{6, 6, 6, 2, 3}, {5, 5, 1, 4, 2}}
	for i := range v.Players {
		p := &v.Players[i]
		p.Known = v.sees(game.Seat(i), 0)
		if i == 0 {
			p.Known |= 1 // peeked at earlier
		}
		for d := range dice.HandSize {
			if p.Known.Has(d) {
				p.Dice[d] = hands[i][d]
			}
		}
	}
	return v
}

// edited is v changed by edit.
func edited(v View, edit func(*View)) View {
	edit(&v)
	return v
}

// TestApplyHandMadePositions moves hand-made views by the events of a step
// as their viewer sees them: a hidden die, the skills, the end of the
// reroll, a round scored and the next round.
func TestApplyHandMadePositions(t *testing.T) {
	relock := edited(skillsView(0), func(v *View) {
		v.Phase, v.Turn = PhaseRelock, 0
		v.Players[0].Held, v.Players[1].Held = 0b00111, 0b00011
	})
	result := RoundResult{Round: 1, Hands: [Seats]dice.Hand{{6, 6, 6, 2, 3}, {5, 5, 1, 4, 2}},
		Ranks: [Seats]pd.Rank{pd.Evaluate(dice.Hand{6, 6, 6, 2, 3}), pd.Evaluate(dice.Hand{5, 5, 1, 4, 2})}, Winner: 0, Points: 2, Score: [Seats]int{2, 0}}
	tests := []struct {
		name   string
		before View
		events []game.Event
		want   View
	}{{
		name:   "a die the viewer may not see stays face down when it is rolled",
		before: edited(skillsView(1), func(v *View) { v.Players[0].Decided, v.Players[1].Decided = true, true }),
		events: []game.Event{DiceRolled{Seat: 0, Dice: dice.Hand{6}, Rolled: 0b11110, Public: 0b00001}},
		want: edited(skillsView(1), func(v *View) {
			v.Players[0].Decided, v.Players[1].Decided = true, true
			v.Players[0].Dice, v.Players[0].Known = dice.Hand{6}, 0b00001
		}),
	}, {
		name:   "a peek turns the opponent's die face up for everyone",
		before: skillsView(game.Spectator),
		events: []game.Event{SkillUsed{Seat: 0, Skill: SkillPeek, Die: 3, Face: 4}},
		want: edited(skillsView(game.Spectator), func(v *View) {
			v.Players[0].Used[SkillPeek] = true
			v.Players[1].Known, v.Players[1].Dice[3] = 0b01000, 4
		}),
	}, {
		name:   "a force marks the opponent's die, a double the stake",
		before: skillsView(1),
		events: []game.Event{SkillUsed{Seat: 0, Skill: SkillForce, Die: 2}, SkillUsed{Seat: 0, Skill: SkillDouble}},
		want: edited(skillsView(1), func(v *View) {
			v.Players[0].Used[SkillForce], v.Players[0].Used[SkillDouble], v.Players[0].Doubled = true, true, true
			v.Players[1].Forced = 0b00100
		}),
	}, {
		name:   "the second hold passes the turn, the reroll then starts the relock decisions",
		before: edited(skillsView(0), func(v *View) { v.Players[0].Held, v.Players[0].Decided, v.Turn = 0b00111, true, 1 }),
		events: []game.Event{
			HoldChosen{Seat: 1, Held: 0b00011},
			DiceRolled{Seat: 0, Dice: dice.Hand{6, 6, 6, 1, 1}, Rolled: 0b11000},
			DiceRolled{Seat: 1, Dice: dice.Hand{}, Rolled: 0b11100},
		},
		want: edited(skillsView(0), func(v *View) {
			v.Phase, v.Turn = PhaseRelock, 0
			v.Players[0].Held, v.Players[0].Dice = 0b00111, dice.Hand{6, 6, 6, 1, 1}
			v.Players[1].Held = 0b00011
		}),
	}, {
		name:   "a relock rolls again and passes the decision on",
		before: relock,
		events: []game.Event{
			SkillUsed{Seat: 0, Skill: SkillRelock},
			HoldChosen{Seat: 0, Held: 0b00111},
			DiceRolled{Seat: 0, Dice: dice.Hand{6, 6, 6, 6, 2}, Rolled: 0b11000},
		},
		want: edited(relock, func(v *View) {
			v.Turn = 1
			v.Players[0].Used[SkillRelock], v.Players[0].Decided = true, true
			v.Players[0].Dice = dice.Hand{6, 6, 6, 6, 2}
		}),
	}, {
		name: "a round scored shows both hands, and the next round clears the table",
		before: edited(relock, func(v *View) {
			v.Players[0].Decided, v.Players[0].Doubled, v.Players[1].Forced, v.Turn = true, true, 0b00010, 1
		}),
		events: []game.Event{
			Stood{Seat: 1},
			RoundScored{Result: result},
			RoundStarted{Round: 2, Starter: 1},
			DiceRolled{Seat: 0, Dice: dice.Hand{3, 3, 4, 4, 5}, Rolled: dice.FullMask},
			DiceRolled{Seat: 1, Dice: dice.Hand{}, Rolled: dice.FullMask},
		},
		want: View{Viewer: 0, Config: relock.Config, Round: 2, Phase: PhaseHold, Turn: 1, Starter: 1, Last: result, Winner: game.NoSeat,
			Players: [Seats]PlayerView{{Dice: dice.Hand{3, 3, 4, 4, 5}, Known: dice.FullMask, Points: 2}, {}}},
	}, {
		name:   "the last round scored ends the match with the hands on the table",
		before: edited(relock, func(v *View) { v.Players[0].Decided, v.Turn = true, 1 }),
		events: []game.Event{Stood{Seat: 1}, RoundScored{Result: result, Final: true}, MatchOver{Winner: 0, Score: result.Score}},
		want: edited(relock, func(v *View) {
			v.Phase, v.Winner, v.Last, v.Turn = PhaseOver, 0, result, 1
			for i := range v.Players {
				v.Players[i].Decided, v.Players[i].Dice, v.Players[i].Known = true, result.Hands[i], dice.FullMask
			}
			v.Players[0].Points = 2
		}),
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.before
			v := tt.before
			for _, e := range tt.events {
				v = Game.Apply(v, e)
			}
			assert.Equal(t, tt.want, v)
			assert.Equal(t, before, tt.before, "Apply leaves its input alone")
		})
	}
}

// TestApplyShowsTheShowdownBetweenRounds: once a round is scored and
// before the next starts, the view holds both final hands face up and the
// result, so a screen can leave the showdown on the table.
func TestApplyShowsTheShowdownBetweenRounds(t *testing.T) {
	s := withDice(newState(t, Config{Skills: true}, 3), dice.Hand{6, 6, 6, 6, 1}, dice.Hand{1, 2, 3, 4, 6})
	s, _ = must(t, s, 0, Hold(dice.FullMask))
	v := Game.View(s, 1)
	require.Equal(t, dice.Mask(0), v.Opponent().Known, "P1's dice are face down to P2")
	s, events := must(t, s, 1, Hold(dice.FullMask))
	s, more := must(t, s, 0, Stand())
	s, last := must(t, s, 1, Stand())
	require.Equal(t, 2, s.Round())
	for _, e := range append(append(events, more...), last...) {
		v = Game.Apply(v, Game.Redact(e, 1))
		if _, ok := e.(RoundScored); ok {
			assert.Equal(t, v.Round, v.Last.Round, "the round just scored is on the table")
			assert.Equal(t, dice.Hand{6, 6, 6, 6, 1}, v.Opponent().Dice, "the showdown turns P1's dice up")
			assert.Equal(t, dice.FullMask, v.Opponent().Known)
		}
	}
	assert.Equal(t, Game.View(s, 1), v)
}
