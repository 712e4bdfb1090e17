package yahtzee

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"teahouse/ai/review"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
)

// ReviewThresholds are Yahtzee's cut-offs on a choice's cost, in expected
// points of the final score.
var ReviewThresholds = review.Thresholds{Unit: "expected points", Inaccuracy: 1, Mistake: 3, Blunder: 8}

// ReviewVersion is the version of Yahtzee's reviewer: its own and the
// strategy table's format, whose figures it reports.
var ReviewVersion = "1, strategy table v" + strconv.Itoa(FormatVersion)

// Review returns Yahtzee's reviewer, valuing choices by the strategy
// table tables gives: at every roll after a turn's first, each distinct
// hold (or scoring now); at every score, each box the dice may go in (and
// while rolls are left, each hold that rolls on), by its expected final
// score under optimal play from there, the advisor's figures. A score
// taken back is no decision. The values are the seat's own card's (the
// solitaire optimum, which does not play to beat the others), and what the
// seat saw is all there is: its card and its dice.
func Review(tables TableSource) review.Func[gy.Action] {
	return func(ctx context.Context, l game.Log[gy.Action], req review.Request) ([]review.Position, error) {
		t, err := tables(ctx)
		if err != nil {
			return nil, err
		}
		ps, err := positions(ctx, t, l, func(s game.Seat) bool { return s == req.Seat }, req.Progress)
		if err != nil {
			return nil, err
		}
		if int(req.Seat) >= len(ps) || req.Seat < 0 {
			return nil, fmt.Errorf("no seat %s in a game of %d", req.Seat, len(ps))
		}
		return ps[req.Seat], nil
	}
}

// ChoiceReview is how one seat's choices in a game compare with optimal
// play, judged by the strategy table as the advisor judges them (the
// summary of the seat's review, Review).
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

// ReviewChoices replays the log of a Yahtzee game, whole or not, and
// sums up each seat's review (one per seat), as the end of a game shows
// it. An action the game refuses is an error wrapping game.ErrCorruptLog.
func ReviewChoices(t *Table, l game.Log[gy.Action]) ([]ChoiceReview, error) {
	ps, err := positions(context.Background(), t, l, func(game.Seat) bool { return true }, nil)
	if err != nil {
		return nil, err
	}
	out := make([]ChoiceReview, len(ps))
	for s, p := range ps {
		r, err := review.Of(gy.Game.Name(), game.Seat(s), ReviewThresholds, p)
		if err != nil {
			return nil, err
		}
		out[s] = ChoiceReview{Choices: r.Summary.Decisions, Best: r.Summary.Best, Cost: r.Summary.TotalCost}
	}
	return out, nil
}

// positions replays l and values the decisions of every seat that keep
// takes, each from its own view, one list per seat; a score taken back is
// no decision. progress, when set, hears of each of their entries.
func positions(ctx context.Context, t *Table, l game.Log[gy.Action], keep func(game.Seat) bool, progress func(done, total int)) ([][]review.Position, error) {
	ps, err := review.WalkSeats(ctx, gy.Game, l, keep, progress, func(_ game.Seat, v gy.View, a gy.Action) (review.Position, bool, error) {
		p, ok := judge(t, v, a)
		return p, ok, nil
	})
	if err != nil {
		return nil, err
	}
	start, err := game.Start(gy.Game, l.Header) // (read already: the walk started from it)
	if err != nil {
		return nil, err
	}
	back := takenBack(l)
	out := make([][]review.Position, gy.Game.Seats(start))
	for s := range out {
		out[s] = slices.DeleteFunc(ps[game.Seat(s)], func(p review.Position) bool { return back[p.Step] })
	}
	return out, nil
}

// takenBack is the steps of l whose score was taken back: each seat's
// last score before its take-back.
func takenBack(l game.Log[gy.Action]) map[int]bool {
	back := map[int]bool{}
	last := map[game.Seat]int{} // each seat's last score's step, while it may be taken back
	for i, e := range l.Entries {
		switch e.Action.Kind {
		case gy.KindScore:
			last[e.Seat] = i
		case gy.KindUndo:
			if at, ok := last[e.Seat]; ok {
				back[at] = true
				delete(last, e.Seat)
			}
		}
	}
	return back
}

// judge values every choice v's viewer had and marks the one action a
// made, by expected final score; ok is false when a is no choice (the
// turn's first roll, a take-back, anything the game refuses or the table
// cannot value).
func judge(t *Table, v gy.View, a gy.Action) (review.Position, bool) {
	if v.Viewer != v.Turn || v.RollsUsed == 0 || gy.Game.Check(v, a) != nil {
		return review.Position{}, false
	}
	card, left := v.Card(), v.RollsLeft()
	var holds []HoldAdvice
	if left > 0 {
		holds = Holds(t, card, v.Dice, left, 1<<dice.HandSize)
	}
	p := review.Position{Chosen: -1, Situation: "dice " + dice.FullMask.FaceWords(v.Dice)}
	if left > 0 {
		p.Situation += fmt.Sprintf(", %d roll%s left", left, map[bool]string{true: "s", false: ""}[left > 1])
	}
	switch a.Kind {
	case gy.KindRoll:
		p.Kind = "hold"
		for _, h := range holds {
			if sameFaces(v.Dice, h.Hold, a.Hold) {
				p.Chosen = len(p.Choices)
			}
			p.Choices = append(p.Choices, review.Choice{Action: HoldWords(h.Hold, v.Dice), Value: h.EV})
		}
	case gy.KindScore:
		p.Kind = "box"
		for _, b := range Boxes(t, card, v.Dice) {
			if b.Box == a.Box {
				p.Chosen = len(p.Choices)
			}
			p.Choices = append(p.Choices, review.Choice{Action: b.Box.String(), Value: b.EV})
		}
		for _, h := range holds { // rolling on was a choice too
			if h.Hold != dice.FullMask { // scoring now: the boxes
				p.Choices = append(p.Choices, review.Choice{Action: HoldWords(h.Hold, v.Dice), Value: h.EV})
			}
		}
	}
	return p, p.Chosen >= 0
}

// HoldWords names a hold of dice d: "keep 5 5 5", "reroll all five", or
// with every die kept, "keep all five: score now".
func HoldWords(h dice.Mask, d dice.Hand) string {
	switch h {
	case 0:
		return "reroll all five"
	case dice.FullMask:
		return "keep all five: score now"
	}
	return "keep " + h.FaceWords(d)
}

// sameFaces reports whether masks m and n keep the same faces of d.
func sameFaces(d dice.Hand, m, n dice.Mask) bool {
	a, b := m.Faces(d), n.Faces(d)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
