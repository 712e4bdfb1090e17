package yahtzee

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// undoState is a game of seats where every seat may take back its score.
func undoState(t testing.TB, seats int, seed uint64) State {
	t.Helper()
	cfg := Config{Seats: seats}
	for s := range seats {
		cfg.Undo = append(cfg.Undo, game.Seat(s))
	}
	s, err := Game.New(cfg, seed)
	require.NoError(t, err)
	return s
}

// A score taken back leaves the game exactly as it was before the score:
// the card, the dice and the roll; the event says what was taken back.
func TestUndoRestoresTheTurn(t *testing.T) {
	s := undoState(t, 1, 3)
	s, _ = must(t, s, 0, Roll(0))
	s, _ = must(t, s, 0, Roll(0b00011))
	s.dice = dice.Hand{6, 6, 6, 6, 6}
	before := s
	s, ev := must(t, s, 0, ScoreBox(yz.Yahtzee))
	assert.Equal(t, &Undoable{Seat: 0, Box: yz.Yahtzee}, Game.View(s, 0).Undo)
	assert.Contains(t, Game.View(s, 0).Legal(), Undo(), "listed, last")
	assert.Equal(t, Undo(), Game.View(s, 0).Legal()[len(Game.View(s, 0).Legal())-1])
	require.Equal(t, 50, ev[0].(BoxScored).Points)
	s, ev = must(t, s, 0, Undo())
	assert.Equal(t, []game.Event{ScoreTakenBack{Seat: 0, Box: yz.Yahtzee, Points: 50, Dice: before.dice, Roll: 2, Round: 1, Total: 0}}, ev)
	assert.Equal(t, before, s, "the state as it was before the score")
	_, _, err := Game.Reduce(s, 0, Undo())
	assert.ErrorIs(t, err, game.ErrIllegal, "taken back once")
}

// A score stands once anyone rolls; the seat that scored may take it back
// out of turn until then, and waits meanwhile; nobody else may.
func TestUndoUntilTheNextRoll(t *testing.T) {
	s := undoState(t, 2, 5)
	s, _ = must(t, s, 0, Roll(0))
	scored, _ := must(t, s, 0, ScoreBox(yz.Chance))
	assert.Equal(t, []game.Seat{1, 0}, Game.Waiting(scored), "the next seat first, then the one that may take back")
	_, _, err := Game.Reduce(scored, 1, Undo())
	assert.ErrorIs(t, err, game.ErrNotYourTurn, "only the seat that scored")
	back, _ := must(t, scored, 0, Undo())
	assert.Equal(t, []game.Seat{0}, Game.Waiting(back))
	assert.Equal(t, game.Seat(0), Game.View(back, 0).Turn)

	rolled, _ := must(t, scored, 1, Roll(0))
	_, _, err = Game.Reduce(rolled, 0, Undo())
	assert.ErrorIs(t, err, game.ErrIllegal)
	assert.Nil(t, Game.View(rolled, 0).Undo)
	assert.Equal(t, []game.Seat{1}, Game.Waiting(rolled))
}

// Seats not in Config.Undo never may, and the last box of a game stands.
func TestUndoOnlyWhereTheTableSays(t *testing.T) {
	s := newState(t, 1, 5)
	s, _ = must(t, s, 0, Roll(0))
	s, _ = must(t, s, 0, ScoreBox(yz.Chance))
	_, _, err := Game.Reduce(s, 0, Undo())
	assert.ErrorIs(t, err, game.ErrIllegal)
	assert.NotContains(t, Game.View(s, 0).Legal(), Undo())

	end := undoState(t, 1, 5)
	end.round, end.cards[0].Filled = Rounds, (1<<yz.NumBoxes-1)&^(1<<yz.Chance)
	end, _ = must(t, end, 0, Roll(0))
	end, _ = must(t, end, 0, ScoreBox(yz.Chance))
	require.True(t, end.Over())
	_, _, err = Game.Reduce(end, 0, Undo())
	assert.ErrorIs(t, err, game.ErrGameOver)

	_, err = Game.New(Config{Seats: 2, Undo: []game.Seat{2}}, 1)
	assert.ErrorContains(t, err, "undo seat P3")
	_, err = Game.New(Config{Seats: 2, Undo: []game.Seat{1, 1}}, 1)
	assert.ErrorContains(t, err, "once")
}

// A log of version 1, which knew no take-back, replays under version 2.
func TestUndoAVersionOneLogReplays(t *testing.T) {
	want, log, _ := playRandom(t, 2, 11)
	log.Header.Version = 1
	raw, err := json.Marshal(map[string]any{"seats": 2})
	require.NoError(t, err)
	log.Header.Config = raw
	got, err := game.Replay(Game, log)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	log.Header.Version = 3
	_, err = game.Replay(Game, log)
	assert.ErrorIs(t, err, game.ErrCorruptLog, "a later version is refused")
}
