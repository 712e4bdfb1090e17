package yahtzee

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// logOf plays a game of cfg from seed, each seat's action chosen by
// decide, and returns its log.
func logOf(t *testing.T, cfg gy.Config, seed uint64, decide func(s game.Seat, v gy.View) gy.Action) game.Log[gy.Action] {
	t.Helper()
	s, err := gy.Game.New(cfg, seed)
	require.NoError(t, err)
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	l := game.Log[gy.Action]{Header: game.Header{Game: "yahtzee", Version: gy.Game.Version(), Seed: seed, Config: raw}}
	for !s.Over() {
		seat := gy.Game.Waiting(s)[0]
		a := decide(seat, gy.Game.View(s, seat))
		s, _, err = gy.Game.Reduce(s, seat, a)
		require.NoError(t, err)
		l.Entries = append(l.Entries, game.Entry[gy.Action]{Seat: seat, Action: a})
	}
	return l
}

// The optimal player gives nothing away; the greedy one does.
func TestReviewOptimalPlayCostsNothing(t *testing.T) {
	tbl := sharedTable(t)
	opt, err := New("optimal", tbl)
	require.NoError(t, err)
	greedy, err := New("greedy", tbl)
	require.NoError(t, err)
	l := logOf(t, gy.Config{Seats: 2}, 5, func(s game.Seat, v gy.View) gy.Action {
		if s == 0 {
			return opt.Decide(v)
		}
		return greedy.Decide(v)
	})
	r, err := ReviewChoices(tbl, l)
	require.NoError(t, err)
	require.Len(t, r, 2)
	assert.Equal(t, 0.0, r[0].Cost)
	assert.Equal(t, r[0].Choices, r[0].Best)
	assert.GreaterOrEqual(t, r[0].Choices, gy.Rounds, "a score a round at least")
	assert.Greater(t, r[1].Cost, 0.0, "greedy plays each turn for itself")
	assert.Less(t, r[1].Best, r[1].Choices)
}

// One deliberately bad choice costs exactly what the advisor says it
// costs: the best box's expectation less the chosen box's; taken back, it
// costs nothing.
func TestReviewABadChoiceCostsTheAdvisorsDifference(t *testing.T) {
	tbl := sharedTable(t)
	s, err := gy.Game.New(gy.Config{Undo: []game.Seat{0}}, 9)
	require.NoError(t, err)
	var entries []game.Entry[gy.Action]
	play := func(a gy.Action) {
		s, _, err = gy.Game.Reduce(s, 0, a)
		require.NoError(t, err)
		entries = append(entries, game.Entry[gy.Action]{Action: a})
	}
	play(gy.Roll(0))
	for range 2 { // the advisor's holds: nothing given away
		v := gy.Game.View(s, 0)
		best := Holds(tbl, v.Card(), v.Dice, v.RollsLeft(), 1)[0].Hold
		require.NotEqual(t, dice.FullMask, best, "seed 9 rolls on")
		play(gy.Roll(best))
	}
	v := gy.Game.View(s, 0)
	boxes := Boxes(tbl, v.Card(), v.Dice)
	worst := boxes[len(boxes)-1]
	require.Greater(t, boxes[0].EV-worst.EV, 0.0)
	play(gy.ScoreBox(worst.Box))
	l := game.Log[gy.Action]{Header: game.Header{Game: "yahtzee", Version: gy.Game.Version(), Seed: 9, Config: []byte(`{"seats":1,"undo":[0]}`)}, Entries: entries}
	r, err := ReviewChoices(tbl, l)
	require.NoError(t, err)
	assert.InDelta(t, boxes[0].EV-worst.EV, r[0].Cost, 1e-9)
	assert.Equal(t, ChoiceReview{Choices: 3, Best: 2, Cost: r[0].Cost}, r[0], "two holds, then the box")

	l.Entries = append(l.Entries, game.Entry[gy.Action]{Action: gy.Undo()}, game.Entry[gy.Action]{Action: gy.ScoreBox(boxes[0].Box)})
	r, err = ReviewChoices(tbl, l)
	require.NoError(t, err)
	assert.Equal(t, ChoiceReview{Choices: 3, Best: 3}, r[0], "a score taken back is as if never made")
}

// A log the game refuses is an error that says so.
func TestReviewRefusesACorruptLog(t *testing.T) {
	l := game.Log[gy.Action]{Header: game.Header{Game: "yahtzee", Version: gy.Game.Version(), Config: []byte(`{"seats":1}`)},
		Entries: []game.Entry[gy.Action]{{Action: gy.ScoreBox(yz.Chance)}}}
	_, err := ReviewChoices(sharedTable(t), l)
	assert.ErrorIs(t, err, game.ErrCorruptLog)
}

// BenchmarkReviewChoices reviews a whole game of six seats, as the end of
// a game does.
func BenchmarkReviewChoices(b *testing.B) {
	tbl := solvedTable()
	greedy, err := New("greedy", tbl)
	require.NoError(b, err)
	s, err := gy.Game.New(gy.Config{Seats: 6}, 3)
	require.NoError(b, err)
	l := game.Log[gy.Action]{Header: game.Header{Game: "yahtzee", Version: gy.Game.Version(), Seed: 3, Config: []byte(`{"seats":6}`)}}
	for !s.Over() {
		seat := gy.Game.Waiting(s)[0]
		a := greedy.Decide(gy.Game.View(s, seat))
		s, _, err = gy.Game.Reduce(s, seat, a)
		require.NoError(b, err)
		l.Entries = append(l.Entries, game.Entry[gy.Action]{Seat: seat, Action: a})
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if _, err := ReviewChoices(tbl, l); err != nil {
			b.Fatal(err)
		}
	}
}
