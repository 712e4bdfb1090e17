package yahtzee

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

func newState(t testing.TB, seats int, seed uint64) State {
	t.Helper()
	s, err := Game.New(Config{Seats: seats}, seed)
	require.NoError(t, err)
	return s
}

func must(t testing.TB, s State, seat game.Seat, a Action) (State, []game.Event) {
	t.Helper()
	next, events, err := Game.Reduce(s, seat, a)
	require.NoError(t, err, "%s %s", seat, a)
	return next, events
}

func TestNewConfig(t *testing.T) {
	for _, n := range []int{-1, 7} {
		_, err := Game.New(Config{Seats: n}, 1)
		assert.ErrorContains(t, err, "1 to 6")
	}
	s := newState(t, 0, 1)
	assert.Equal(t, 1, s.Config().Seats)
	seat, ok := gametest.ToMove(Game, s)
	assert.True(t, ok)
	assert.Equal(t, game.Seat(0), seat)
}

func TestTurnFlow(t *testing.T) {
	s := newState(t, 2, 9)
	s, ev := must(t, s, 0, Roll(0))
	require.Len(t, ev, 2)
	assert.Equal(t, TurnStarted{Seat: 0, Round: 1}, ev[0])
	first := ev[1].(DiceRolled)
	assert.Equal(t, dice.FullMask, first.Rolled)
	assert.True(t, first.Dice.Valid())

	s, ev = must(t, s, 0, Roll(0b00011))
	second := ev[0].(DiceRolled)
	assert.Equal(t, first.Dice[0], second.Dice[0], "held dice stay")
	assert.Equal(t, first.Dice[1], second.Dice[1])
	assert.Equal(t, dice.Mask(0b11100), second.Rolled)
	assert.Equal(t, 2, second.Roll)

	s, _ = must(t, s, 0, Roll(0))
	s.dice = dice.Hand{2, 2, 3, 3, 3}
	s, ev = must(t, s, 0, ScoreBox(yz.FullHouse))
	assert.Equal(t, BoxScored{Seat: 0, Box: yz.FullHouse, Dice: dice.Hand{2, 2, 3, 3, 3}, Points: 25, Total: 25}, ev[0])
	seat, _ := gametest.ToMove(Game, s)
	assert.Equal(t, game.Seat(1), seat, "the dice pass to the next seat")
	assert.Equal(t, dice.Hand{}, Game.View(s, 1).Dice)
	assert.Equal(t, 1, Game.View(s, 1).Round)
}

func TestYahtzeeBonusAndJokerThroughTheReducer(t *testing.T) {
	s := newState(t, 1, 3)
	s.cards[0].Filled = 1 << yz.Yahtzee
	s.cards[0].Scores[yz.Yahtzee] = 50
	s, _ = must(t, s, 0, Roll(0))
	s.dice = dice.Hand{4, 4, 4, 4, 4}
	_, _, err := Game.Reduce(s, 0, ScoreBox(yz.Chance))
	assert.ErrorIs(t, err, game.ErrIllegal, "Fours is open: the joker must go there")
	s, ev := must(t, s, 0, ScoreBox(yz.Fours))
	assert.Equal(t, BoxScored{Seat: 0, Box: yz.Fours, Dice: dice.Hand{4, 4, 4, 4, 4}, Points: 20, Bonus: 100, Joker: true, Total: 170}, ev[0])
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	fresh := newState(t, 2, 4)
	rolled, _ := must(t, fresh, 0, Roll(0))
	thrice, _ := must(t, rolled, 0, Roll(0))
	thrice, _ = must(t, thrice, 0, Roll(0))
	filled := rolled
	filled.cards[0].Filled |= 1 << yz.Chance
	over := fresh
	over.over = true
	tests := []struct {
		name string
		s    State
		seat game.Seat
		a    Action
		want error
	}{
		{"roll after three", thrice, 0, Roll(0), game.ErrIllegal},
		{"hold before the first roll", fresh, 0, Roll(0b00001), game.ErrIllegal},
		{"score before rolling", fresh, 0, ScoreBox(yz.Chance), game.ErrIllegal},
		{"score a filled box", filled, 0, ScoreBox(yz.Chance), game.ErrIllegal},
		{"no such box", rolled, 0, ScoreBox(13), game.ErrIllegal},
		{"hold every die", rolled, 0, Roll(dice.FullMask), game.ErrIllegal},
		{"hold beyond five dice", rolled, 0, Roll(1 << 6), game.ErrIllegal},
		{"not your turn", rolled, 1, Roll(0), game.ErrNotYourTurn},
		{"no such seat", rolled, 2, Roll(0), game.ErrNoSuchSeat},
		{"unknown action", rolled, 0, Action{Kind: "cheat"}, game.ErrIllegal},
		{"game over", over, 0, Roll(0), game.ErrGameOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.s
			got, events, err := Game.Reduce(tt.s, tt.seat, tt.a)
			require.ErrorIs(t, err, tt.want)
			assert.Nil(t, events)
			assert.Equal(t, before, got)
			assert.Equal(t, before, tt.s)
		})
	}
}

// playRandom plays a whole game with random legal actions.
func playRandom(t testing.TB, seats int, seed uint64) (State, game.Log[Action], []game.Event) {
	r := rand.New(rand.NewPCG(seed, 5))
	s := newState(t, seats, seed)
	raw, err := json.Marshal(s.Config())
	require.NoError(t, err)
	log := game.Log[Action]{Header: game.Header{Game: Game.Name(), Version: Game.Version(), Seed: seed, Config: raw}}
	var all []game.Event
	for steps := 0; ; steps++ {
		seat, ok := gametest.ToMove(Game, s)
		if !ok {
			return s, log, all
		}
		require.Less(t, steps, 1000)
		a := randomLegal(t, Game.View(s, seat), r)
		var ev []game.Event
		s, ev = must(t, s, seat, a)
		all = append(all, ev...)
		log.Entries = append(log.Entries, game.Entry[Action]{Seat: seat, Action: a})
	}
}

// randomLegal draws random actions until the view accepts one: cheaper than
// listing every legal action, and every legal action can come up.
func randomLegal(t testing.TB, v View, r *rand.Rand) Action {
	for range 10000 {
		a := ScoreBox(yz.Box(r.IntN(yz.NumBoxes)))
		if r.IntN(2) == 0 {
			a = Roll(dice.Mask(r.IntN(int(dice.FullMask))))
			if v.RollsUsed == 0 {
				a = Roll(0)
			}
		}
		if v.Check(a) == nil {
			return a
		}
	}
	require.FailNow(t, "no legal action found", "%+v", v)
	return Action{}
}

func TestLegalListsExactlyTheAcceptedActions(t *testing.T) {
	s := newState(t, 1, 2)
	v := Game.View(s, 0)
	assert.Equal(t, []Action{Roll(0)}, v.Legal(), "a turn starts with a roll")
	s, _ = must(t, s, 0, Roll(0))
	legal := Game.View(s, 0).Legal()
	assert.Len(t, legal, 31+13, "any hold but all five, or any box")
	assert.Empty(t, Game.View(s, 1).Legal(), "a seat that is not to move has nothing")
}

// TestPropertyRandomGames: over many seeded games, every card fills all 13
// boxes, totals equal the scored points, dice stay 1-6, and the winners
// hold the highest total.
func TestPropertyRandomGames(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 500
	}
	for seed := range uint64(n) {
		seats := int(seed%3) + 1
		s, _, events := playRandom(t, seats, seed)
		var (
			sum    [MaxSeats]int
			rolled [MaxSeats]dice.Hand
			cards  [MaxSeats]scoredBoxes
		)
		for _, e := range events {
			switch e := e.(type) {
			case DiceRolled:
				require.True(t, e.Dice.Valid())
				require.LessOrEqual(t, e.Roll, RollsPerTurn)
				rolled[e.Seat] = e.Dice
			case BoxScored:
				require.Equal(t, rolled[e.Seat], e.Dice, "the dice scored are the dice rolled")
				points, bonus := cards[e.Seat].score(e.Dice, e.Box)
				require.Equal(t, points, e.Points, "%s scored with %v", e.Box, e.Dice)
				require.Equal(t, bonus, e.Bonus, "bonus of %s with %v", e.Box, e.Dice)
				sum[e.Seat] += points + bonus
			case GameOver:
				for i := range seats {
					c := s.Card(game.Seat(i))
					require.True(t, c.Done())
					require.Equal(t, sum[i]+c.UpperBonusScore(), e.Totals[i])
					for _, w := range e.Winners {
						require.GreaterOrEqual(t, e.Totals[w], e.Totals[i])
					}
				}
			}
		}
		require.True(t, s.Over())
	}
}

// scoredBoxes is a card as the property test keeps it, apart from the
// rules package: which boxes are filled and whether Yahtzee holds 50.
type scoredBoxes struct {
	filled [yz.NumBoxes]bool
	fifty  bool
}

// score fills box b with hand h and returns its points and Yahtzee bonus,
// worked out from the published rules: sorted faces, the joker rule of a
// further Yahtzee (its upper box first, else any lower box at full value,
// else a zero upper box) and 100 a Yahtzee while the Yahtzee box holds 50.
func (c *scoredBoxes) score(h dice.Hand, b yz.Box) (points, bonus int) {
	f := h
	slices.Sort(f[:])
	total := f[0] + f[1] + f[2] + f[3] + f[4]
	kind := func(n int) bool { // n of one face: a run of n equal sorted faces
		for i := 0; i+n <= len(f); i++ {
			if f[i] == f[i+n-1] {
				return true
			}
		}
		return false
	}
	distinct := slices.Compact(slices.Clone(f[:]))
	straight := func(n int) bool {
		for i := 0; i+n <= len(distinct); i++ {
			if distinct[i+n-1]-distinct[i] == n-1 {
				return true
			}
		}
		return false
	}
	five := f[0] == f[4]
	joker := five && c.filled[yz.Yahtzee]
	if joker && c.fifty {
		bonus = 100
	}
	switch {
	case b <= yz.Sixes:
		face := int(b) + 1
		for _, d := range f {
			if d == face {
				points += face
			}
		}
	case b == yz.ThreeOfAKind && kind(3), b == yz.FourOfAKind && kind(4), b == yz.Chance:
		points = total
	case b == yz.FullHouse && (joker || !five && (f[0] == f[2] && f[3] == f[4] || f[0] == f[1] && f[2] == f[4])):
		points = 25
	case b == yz.SmallStraight && (joker || straight(4)):
		points = 30
	case b == yz.LargeStraight && (joker || straight(5)):
		points = 40
	case b == yz.Yahtzee && five:
		points = 50
		c.fifty = true
	}
	c.filled[b] = true
	return points, bonus
}
