package webreplay

import (
	"fmt"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
)

// Pokerdice draws a Risk Choice table: each seat's dice (the held ones
// marked, those the eyes cannot see face down), the hand they make and
// the match points; in the middle the round and the last showdown.
func Pokerdice(_, v gp.View, _ []game.Event, names []string) Scene {
	var sc Scene
	for i, p := range v.Players {
		seat := game.Seat(i)
		box := SeatBox{Name: names[i], Turn: v.Phase != gp.PhaseOver && v.Turn == seat,
			Piles: []Pile{{Dice: DiceOf(p.Dice, p.Held)}}}
		if v.Starter == seat && v.Phase != gp.PhaseOver {
			box.Tags = append(box.Tags, "holds first")
		}
		if p.Doubled {
			box.Tags = append(box.Tags, "doubled")
		}
		if p.Known.Count() == len(p.Dice) {
			box.Lines = append(box.Lines, pd.Evaluate(p.Dice).String())
		}
		if held := p.Held.Count(); held > 0 {
			box.Lines = append(box.Lines, fmt.Sprintf("holds %s", p.Held.Words()))
		}
		box.Lines = append(box.Lines, fmt.Sprintf("%d %s", p.Points, plural(p.Points, "point", "points")))
		sc.Seats = append(sc.Seats, box)
	}
	round := fmt.Sprintf("Round %d of %d", v.Round, v.Config.Rounds)
	if v.Round > v.Config.Rounds {
		round = fmt.Sprintf("Round %d, sudden death", v.Round)
	}
	sc.Lines = append(sc.Lines, round)
	if r := v.Last; r.Round > 0 {
		line := fmt.Sprintf("Round %d: drawn, %s against %s", r.Round, r.Ranks[0], r.Ranks[1])
		if r.Winner != game.NoSeat {
			line = fmt.Sprintf("Round %d went to %s (+%d): %s against %s", r.Round, names[r.Winner], r.Points, r.Ranks[r.Winner], r.Ranks[1-r.Winner])
		}
		sc.Lines = append(sc.Lines, line)
	}
	return sc
}

// plural picks the word for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
