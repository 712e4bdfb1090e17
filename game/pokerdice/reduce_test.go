package pokerdice

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// newState starts a match or fails the test.
func newState(t testing.TB, cfg Config, seed uint64) State {
	t.Helper()
	s, err := Game.New(cfg, seed)
	require.NoError(t, err)
	return s
}

// must applies an action that the test expects to be legal.
func must(t testing.TB, s State, seat game.Seat, a Action) (State, []game.Event) {
	t.Helper()
	next, events, err := Game.Reduce(s, seat, a)
	require.NoError(t, err, "%s %s", seat, a)
	return next, events
}

// withDice returns s with the seats' dice replaced, for hand-made positions.
func withDice(s State, p1, p2 dice.Hand) State {
	s.players[0].dice, s.players[1].dice = p1, p2
	return s
}

func TestNewRejectsBadConfig(t *testing.T) {
	for _, cfg := range []Config{{Rounds: -1}, {Rounds: MaxRounds + 1}, {Rule: 7}, {FirstStarter: 2}} {
		_, err := Game.New(cfg, 1)
		assert.Error(t, err, "%+v", cfg)
	}
	s := newState(t, Config{}, 1)
	assert.Equal(t, 5, s.Config().Rounds)
	assert.Equal(t, 1, s.Round())
	seat, ok := gametest.ToMove(Game, s)
	assert.True(t, ok)
	assert.Equal(t, game.Seat(0), seat)
}

func TestRoundFlowAndScoring(t *testing.T) {
	s := withDice(newState(t, Config{}, 7), dice.Hand{6, 6, 6, 6, 2}, dice.Hand{1, 2, 3, 5, 6})
	s, ev := must(t, s, 0, Hold(0b01111))
	require.Len(t, ev, 1)
	assert.Equal(t, HoldChosen{Seat: 0, Held: 0b01111}, ev[0])
	seat, _ := gametest.ToMove(Game, s)
	assert.Equal(t, game.Seat(1), seat, "P2 holds after P1")
	assert.Equal(t, dice.Mask(0b01111), Game.View(s, 1).Opponent().Held, "P2 sees P1's holds")

	s, ev = must(t, s, 1, Hold(dice.FullMask))
	scored, ok := find[RoundScored](ev)
	require.True(t, ok)
	require.Equal(t, 1, scored.Result.Round)
	assert.Equal(t, dice.Hand{1, 2, 3, 5, 6}, scored.Result.Hands[1], "held dice do not move")
	assert.Equal(t, []int{6, 6, 6, 6}, dice.Mask(0b01111).Faces(scored.Result.Hands[0]))
	assert.Equal(t, game.Seat(0), scored.Result.Winner, "four 6s beat a high card")
	assert.Equal(t, [Seats]int{1, 0}, s.Score())
	assert.Equal(t, 2, s.Round())
	seat, _ = gametest.ToMove(Game, s)
	assert.Equal(t, game.Seat(1), seat, "the starter alternates")
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	base := withDice(newState(t, Config{Rule: pd.Strict}, 3), dice.Hand{3, 3, 6, 1, 3}, dice.Hand{2, 2, 2, 5, 5})
	skills := newState(t, Config{Skills: true}, 3)
	skillsAfterHold, _ := must(t, skills, 0, Hold(0b00011))
	skillsUsedPeek, _ := must(t, skills, 0, Peek(2))
	over := base
	over.phase = PhaseOver
	tests := []struct {
		name string
		s    State
		seat game.Seat
		a    Action
		want error
	}{
		{"not your turn", base, 1, Hold(0), game.ErrNotYourTurn},
		{"no such seat", base, 2, Hold(0), game.ErrNoSuchSeat},
		{"negative seat", base, -1, Hold(0), game.ErrNoSuchSeat},
		{"strict rule mixed values", base, 0, Hold(0b00101), game.ErrIllegal},
		{"mask beyond five dice", base, 0, Hold(0b100000), game.ErrIllegal},
		{"stand in hold phase", base, 0, Stand(), game.ErrIllegal},
		{"relock in hold phase", skills, 0, Relock(0), game.ErrIllegal},
		{"unknown action", base, 0, Action{Kind: "cheat"}, game.ErrIllegal},
		{"skill without skills", base, 0, Double(), game.ErrIllegal},
		{"skill reused", skillsUsedPeek, 0, Peek(3), game.ErrIllegal},
		{"peek out of range", skills, 0, Peek(5), game.ErrIllegal},
		{"force before opponent holds", skills, 0, Force(0), game.ErrIllegal},
		{"force an unheld die", skillsAfterHold, 1, Force(4), game.ErrIllegal},
		{"game over", over, 0, Hold(0), game.ErrGameOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.s
			got, events, err := Game.Reduce(tt.s, tt.seat, tt.a)
			require.Error(t, err)
			assert.True(t, errors.Is(err, tt.want), "got %v", err)
			assert.Nil(t, events)
			assert.Equal(t, before, got, "state unchanged")
			assert.Equal(t, before, tt.s, "input untouched")
		})
	}
}

func TestSkills(t *testing.T) {
	s := withDice(newState(t, Config{Skills: true}, 11), dice.Hand{4, 4, 4, 1, 2}, dice.Hand{5, 5, 5, 5, 1})
	v := Game.View(s, 0)
	assert.Equal(t, dice.Hand{}, v.Opponent().Dice, "opponent dice face down")
	assert.Equal(t, dice.Hand{}, Game.View(s, game.Spectator).Players[0].Dice, "spectator sees nothing face down")

	s, ev := must(t, s, 0, Peek(0))
	assert.Equal(t, SkillUsed{Seat: 0, Skill: SkillPeek, Die: 0, Face: 5}, ev[0])
	assert.Equal(t, 5, Game.View(s, 0).Opponent().Dice[0])
	s, _ = must(t, s, 0, Double())
	s, _ = must(t, s, 0, Hold(0b00111))

	s, _ = must(t, s, 1, Force(1))
	assert.Equal(t, dice.Mask(0b00010), Game.View(s, 0).Me().Forced)
	s, ev = must(t, s, 1, Hold(0b01111))
	var rolled []DiceRolled
	for _, e := range ev {
		if r, ok := e.(DiceRolled); ok {
			rolled = append(rolled, r)
		}
	}
	require.Len(t, rolled, 2)
	assert.Equal(t, dice.Mask(0b11010), rolled[0].Rolled, "P1 rerolls unheld dice and the forced die")
	assert.Equal(t, dice.Mask(0b10000), rolled[1].Rolled)
	assert.Equal(t, PhaseRelock, s.phase)

	s, _ = must(t, s, 0, Stand())
	held := s.players[1].dice
	s, ev = must(t, s, 1, Relock(0b00001))
	scored, ok := find[RoundScored](ev)
	require.True(t, ok)
	assert.Equal(t, held[0], scored.Result.Hands[1][0], "relock keeps held dice")
	_, _, err := Game.Reduce(s, s.turn, Relock(0))
	assert.ErrorIs(t, err, game.ErrIllegal, "relock is spent or out of phase")
}

func TestRedactHidesFaceDownDice(t *testing.T) {
	e := DiceRolled{Seat: 1, Dice: dice.Hand{1, 2, 3, 4, 5}, Rolled: dice.FullMask, Public: 0b00100}
	got := Game.Redact(e, 0)
	assert.Equal(t, dice.Hand{0, 0, 3, 0, 0}, got.(DiceRolled).Dice)
	assert.Equal(t, dice.Hand{1, 2, 3, 4, 5}, e.Dice, "input untouched")
	assert.Equal(t, e, Game.Redact(e, 1), "own dice stay")
	assert.Equal(t, e, Game.Redact(e, game.Omniscient), "a replay's audience sees every face")
	assert.Equal(t, dice.Hand{0, 0, 3, 0, 0}, Game.Redact(e, game.Spectator).(DiceRolled).Dice)
	held := HoldChosen{Seat: 1, Held: 3}
	assert.Equal(t, held, Game.Redact(held, 0), "holds are public")
}

func TestMatchEndAndSuddenDeath(t *testing.T) {
	s := newState(t, Config{Rounds: 3}, 5)
	s.players[0].points, s.players[1].points, s.round = 1, 1, 3
	s = withDice(s, dice.Hand{2, 2, 2, 2, 2}, dice.Hand{2, 2, 2, 2, 2})
	s, _ = must(t, s, s.turn, Hold(dice.FullMask))
	s, _ = must(t, s, s.turn, Hold(dice.FullMask))
	assert.False(t, s.Over(), "a level score after N rounds goes to sudden death")
	assert.Equal(t, 4, s.Round())

	s = withDice(s, dice.Hand{1, 2, 3, 4, 6}, dice.Hand{6, 6, 6, 6, 6})
	s, _ = must(t, s, s.turn, Hold(dice.FullMask))
	s, ev := must(t, s, s.turn, Hold(dice.FullMask))
	require.True(t, s.Over())
	assert.Equal(t, game.Seat(1), s.Winner())
	assert.Equal(t, MatchOver{Winner: 1, Score: [Seats]int{1, 2}}, ev[len(ev)-1])
	_, ok := gametest.ToMove(Game, s)
	assert.False(t, ok)
}

// find returns the first event of type E.
func find[E game.Event](events []game.Event) (E, bool) {
	for _, e := range events {
		if x, ok := e.(E); ok {
			return x, true
		}
	}
	var zero E
	return zero, false
}
