package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// cardOf is a card with boxes filled as scores says.
func cardOf(bonuses int, scores map[yz.Box]int) yz.Card {
	c := yz.Card{Bonuses: bonuses}
	for b, p := range scores {
		c.Filled |= 1 << b
		c.Scores[b] = p
	}
	return c
}

// TestApplyHandMadePositions moves hand-made views by the events of a
// step: a score with a Yahtzee bonus, a score taken back, the last turn.
func TestApplyHandMadePositions(t *testing.T) {
	two := Config{Seats: 2, Undo: []game.Seat{0}}
	yahtzee := cardOf(0, map[yz.Box]int{yz.Yahtzee: 50, yz.Ones: 3})
	rolled := View{Viewer: 1, Config: two, Round: 4, Turn: 0, RollsUsed: 2, Dice: dice.Hand{4, 4, 4, 4, 4},
		Cards: [MaxSeats]yz.Card{yahtzee, cardOf(0, map[yz.Box]int{yz.Chance: 22})}}
	withBonus := cardOf(1, map[yz.Box]int{yz.Yahtzee: 50, yz.Ones: 3, yz.Fours: 20})
	scored := View{Viewer: 1, Config: two, Round: 4, Turn: 1,
		Cards: [MaxSeats]yz.Card{withBonus, rolled.Cards[1]}, Undo: &Undoable{Seat: 0, Box: yz.Fours}}
	bonus := BoxScored{Seat: 0, Box: yz.Fours, Dice: dice.Hand{4, 4, 4, 4, 4}, Points: 20, Bonus: 100, Joker: true, Total: 173}
	full := cardOf(0, map[yz.Box]int{yz.Ones: 3, yz.Twos: 6, yz.Threes: 9, yz.Fours: 12, yz.Fives: 15, yz.Sixes: 18,
		yz.ThreeOfAKind: 20, yz.FourOfAKind: 0, yz.FullHouse: 25, yz.SmallStraight: 30, yz.LargeStraight: 40, yz.Yahtzee: 0})
	lastTurn := View{Viewer: game.Spectator, Config: two, Round: Rounds, Turn: 1, RollsUsed: 3, Dice: dice.Hand{1, 2, 3, 5, 5},
		Cards: [MaxSeats]yz.Card{cardOf(0, map[yz.Box]int{yz.Chance: 1}), full}}
	lastTurn.Cards[0].Filled = 1<<yz.NumBoxes - 1
	tests := []struct {
		name   string
		before View
		events []game.Event
		want   View
	}{{
		name:   "a joker with a Yahtzee bonus fills the box, adds the bonus and passes the dice",
		before: rolled,
		events: []game.Event{bonus},
		want:   scored,
	}, {
		name:   "a score taken back opens the box, takes off the bonus and gives the turn back",
		before: scored,
		events: []game.Event{ScoreTakenBack{Seat: 0, Box: yz.Fours, Points: 20, Bonus: 100, Dice: rolled.Dice, Roll: 2, Round: 4, Total: 53}},
		want:   rolled,
	}, {
		name:   "the next roll makes the last score stand",
		before: scored,
		events: []game.Event{TurnStarted{Seat: 1, Round: 4}, DiceRolled{Seat: 1, Dice: dice.Hand{2, 3, 4, 5, 6}, Rolled: dice.FullMask, Roll: 1}},
		want: View{Viewer: 1, Config: two, Round: 4, Turn: 1, RollsUsed: 1, Dice: dice.Hand{2, 3, 4, 5, 6},
			Cards: scored.Cards},
	}, {
		name:   "the last seat's score in the last round starts the next round",
		before: View{Viewer: 0, Config: two, Round: 6, Turn: 1, RollsUsed: 1, Dice: dice.Hand{1, 1, 1, 2, 2}, Cards: rolled.Cards},
		events: []game.Event{BoxScored{Seat: 1, Box: yz.FullHouse, Dice: dice.Hand{1, 1, 1, 2, 2}, Points: 25, Total: 47}},
		want: View{Viewer: 0, Config: two, Round: 7, Turn: 0,
			Cards: [MaxSeats]yz.Card{yahtzee, cardOf(0, map[yz.Box]int{yz.Chance: 22, yz.FullHouse: 25})}},
	}, {
		name:   "the last turn of the game ends it with the winners and nothing to take back",
		before: lastTurn,
		events: []game.Event{BoxScored{Seat: 1, Box: yz.Chance, Dice: lastTurn.Dice, Points: 16, Total: 229}, GameOver{Winners: []game.Seat{1}}},
		want: View{Viewer: game.Spectator, Config: two, Round: Rounds, Turn: 0, Over: true, Winners: []game.Seat{1},
			Cards: [MaxSeats]yz.Card{lastTurn.Cards[0], cardOf(0, map[yz.Box]int{yz.Ones: 3, yz.Twos: 6, yz.Threes: 9, yz.Fours: 12, yz.Fives: 15, yz.Sixes: 18,
				yz.ThreeOfAKind: 20, yz.FourOfAKind: 0, yz.FullHouse: 25, yz.SmallStraight: 30, yz.LargeStraight: 40, yz.Yahtzee: 0, yz.Chance: 16})}},
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

// TestApplyCopiesTheWinners: the view's winners are its own, not the
// event's.
func TestApplyCopiesTheWinners(t *testing.T) {
	e := GameOver{Winners: []game.Seat{0, 1}}
	v := Game.Apply(View{Config: Config{Seats: 2}}, e)
	v.Winners[0] = 1
	assert.Equal(t, []game.Seat{0, 1}, e.Winners)
}
