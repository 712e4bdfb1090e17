package webreplay

import (
	"fmt"
	"strconv"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// Yahtzee draws a Yahtzee table: the dice of the turn and the rolls
// left, and the score card of every player (an empty box is blank, but
// for the player to move once the dice are rolled: there it says in
// brackets what the box would score now, as the terminal's card does).
func Yahtzee(_, v gy.View, events []game.Event, names []string) Scene {
	var sc Scene
	n := v.Config.Seats
	over := v.Over
	for i := range n {
		box := SeatBox{Name: names[i], Turn: !over && v.Turn == game.Seat(i)}
		box.Lines = append(box.Lines, fmt.Sprintf("%d points", v.Cards[i].Total()))
		sc.Seats = append(sc.Seats, box)
	}
	g := &Grid{Head: []string{""}}
	var kept dice.Mask
	for _, e := range events {
		switch e := e.(type) {
		case gy.DiceRolled:
			kept = dice.FullMask &^ e.Rolled
		case gy.BoxScored:
			row := int(e.Box) + 1
			if e.Box > yz.Sixes {
				row++ // after the upper bonus
			}
			g.Mark = [2]int{row, int(e.Seat) + 1}
			label := fmt.Sprintf("%s scored %d in %s", names[e.Seat], e.Points+e.Bonus, e.Box)
			sc.Middle = append(sc.Middle, Pile{Label: label, Dice: DiceOf(e.Dice, 0)})
		}
	}
	if !over {
		sc.Lines = append(sc.Lines, fmt.Sprintf("Round %d of 13: %s to play, roll %d of %d", v.Round, names[v.Turn], v.RollsUsed, gy.RollsPerTurn))
		if v.RollsUsed > 0 {
			sc.Middle = append(sc.Middle, Pile{Label: "dice (kept ringed)", Dice: DiceOf(v.Dice, kept)})
		}
	}
	for i := range n {
		g.Head = append(g.Head, names[i])
	}
	row := func(label string, cell func(seat int, c yz.Card) string) {
		r := []string{label}
		for i := range n {
			r = append(r, cell(i, v.Cards[i]))
		}
		g.Rows = append(g.Rows, r)
	}
	toMove := -1
	if !over && v.RollsUsed > 0 {
		toMove = int(v.Turn)
		sc.Lines = append(sc.Lines, toScoreLine)
	}
	for b := range yz.Box(yz.NumBoxes) {
		row(b.String(), func(seat int, c yz.Card) string {
			switch {
			case c.IsFilled(b):
				return strconv.Itoa(c.Scores[b])
			case seat == toMove:
				if points, bonus, err := c.Points(v.Dice, b); err == nil && bonus > 0 {
					return fmt.Sprintf("(%d+%d)", points, bonus)
				} else if err == nil {
					return fmt.Sprintf("(%d)", points)
				}
			}
			return ""
		})
		if b == yz.Sixes {
			row("Upper bonus", func(_ int, c yz.Card) string { return strconv.Itoa(c.UpperBonusScore()) })
		}
	}
	row("Yahtzee bonus", func(_ int, c yz.Card) string { return strconv.Itoa(c.Bonuses * yz.YahtzeeBonus) })
	row("Total", func(_ int, c yz.Card) string { return strconv.Itoa(c.Total()) })
	sc.Grid = g
	return sc
}

// toScoreLine says what the brackets of the score card are.
const toScoreLine = "(n): what an open box of the player to move would score with these dice"
