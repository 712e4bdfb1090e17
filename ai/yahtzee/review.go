package yahtzee

import (
	"fmt"
	"slices"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
)

// ChoiceReview is how one seat's choices in a game compare with optimal
// play, judged by the strategy table as the advisor judges them: by the
// expected final score of the seat's own card (the solitaire optimum,
// which does not play to beat the others).
type ChoiceReview struct {
	// Choices counts the seat's decisions: every roll after the turn's
	// first (which dice to keep) and every score (which box, or whether to
	// score before the last roll). A score taken back is not counted.
	Choices int
	// Best counts the choices worth as much as the best one there.
	Best int
	// Cost is the expected points given away in all: over the choices, the
	// best choice's expected final score less the chosen one's.
	Cost float64
}

// tolerance is below any real difference of two choices' expectations
// and above the rounding of two ways of summing the same one.
const tolerance = 1e-9

// ReviewChoices replays the log of a Yahtzee game, whole or not, and
// reviews each seat's choices (one review per seat). An action the game
// refuses is an error wrapping game.ErrCorruptLog.
func ReviewChoices(t *Table, l game.Log[gy.Action]) ([]ChoiceReview, error) {
	s, err := game.Start(gy.Game, l.Header)
	if err != nil {
		return nil, err
	}
	out := make([]ChoiceReview, gy.Game.Seats(s))
	last := make([]ChoiceReview, len(out)) // each seat's last score, while it may be taken back
	for i, e := range l.Entries {
		if e.Seat >= 0 && int(e.Seat) < len(out) {
			r := &out[e.Seat]
			switch chosen, best, ok := judge(t, gy.Game.View(s, e.Seat), e.Action); {
			case e.Action.Kind == gy.KindUndo:
				r.Choices, r.Best, r.Cost = r.Choices-last[e.Seat].Choices, r.Best-last[e.Seat].Best, r.Cost-last[e.Seat].Cost
				last[e.Seat] = ChoiceReview{}
			case ok:
				c := ChoiceReview{Choices: 1, Cost: max(0, best-chosen)}
				if c.Cost < tolerance {
					c.Best, c.Cost = 1, 0
				}
				r.Choices, r.Best, r.Cost = r.Choices+1, r.Best+c.Best, r.Cost+c.Cost
				if e.Action.Kind == gy.KindScore {
					last[e.Seat] = c
				}
			}
		}
		if s, _, err = gy.Game.Reduce(s, e.Seat, e.Action); err != nil {
			return out, fmt.Errorf("%w: action %d (%s): %v", game.ErrCorruptLog, i+1, e.Seat, err)
		}
	}
	return out, nil
}

// judge values action a of v's viewer and the best choice it had there,
// as expected final scores; ok is false when a is no choice (the turn's
// first roll, a take-back, anything the game refuses or the table cannot
// value).
func judge(t *Table, v gy.View, a gy.Action) (chosen, best float64, ok bool) {
	if v.Viewer != v.Turn || v.RollsUsed == 0 || gy.Game.Check(v, a) != nil {
		return 0, 0, false
	}
	card, left := v.Card(), v.RollsLeft()
	var holds []HoldAdvice
	if left > 0 {
		holds = Holds(t, card, v.Dice, left, 1<<dice.HandSize)
	}
	switch a.Kind {
	case gy.KindRoll:
		for _, h := range holds {
			if sameFaces(v.Dice, h.Hold, a.Hold) {
				return h.EV, holds[0].EV, true
			}
		}
	case gy.KindScore:
		boxes := Boxes(t, card, v.Dice)
		if len(boxes) == 0 {
			return 0, 0, false
		}
		best = boxes[0].EV
		if len(holds) > 0 { // rolling on was a choice too
			best = max(best, holds[0].EV)
		}
		for _, b := range boxes {
			if b.Box == a.Box {
				return b.EV, best, true
			}
		}
	}
	return 0, 0, false
}

// sameFaces reports whether masks m and n keep the same faces of d.
func sameFaces(d dice.Hand, m, n dice.Mask) bool {
	a, b := m.Faces(d), n.Faces(d)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
