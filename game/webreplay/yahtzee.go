package webreplay

import (
	"fmt"
	"strconv"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	yz "teahouse/rules/yahtzee"
)

// Yahtzee draws a Yahtzee table: the dice of the turn and the rolls
// left, and the score card of every player (an empty box is blank).
func Yahtzee(_, v gy.View, _ []game.Event, names []string) Scene {
	var sc Scene
	n := v.Config.Seats
	over := v.Over
	for i := range n {
		box := SeatBox{Name: names[i], Turn: !over && v.Turn == game.Seat(i)}
		box.Lines = append(box.Lines, fmt.Sprintf("%d points", v.Cards[i].Total()))
		sc.Seats = append(sc.Seats, box)
	}
	if !over {
		sc.Lines = append(sc.Lines, fmt.Sprintf("Round %d of 13: %s to play, roll %d of %d", v.Round, names[v.Turn], v.RollsUsed, gy.RollsPerTurn))
		if v.RollsUsed > 0 {
			sc.Middle = append(sc.Middle, Pile{Dice: DiceOf(v.Dice, 0)})
		}
	}
	g := &Grid{Head: []string{""}}
	for i := range n {
		g.Head = append(g.Head, names[i])
	}
	row := func(label string, cell func(c yz.Card) string) {
		r := []string{label}
		for i := range n {
			r = append(r, cell(v.Cards[i]))
		}
		g.Rows = append(g.Rows, r)
	}
	for b := range yz.Box(yz.NumBoxes) {
		row(b.String(), func(c yz.Card) string {
			if !c.IsFilled(b) {
				return ""
			}
			return strconv.Itoa(c.Scores[b])
		})
		if b == yz.Sixes {
			row("Upper bonus", func(c yz.Card) string { return strconv.Itoa(c.UpperBonusScore()) })
		}
	}
	row("Yahtzee bonus", func(c yz.Card) string { return strconv.Itoa(c.Bonuses * yz.YahtzeeBonus) })
	row("Total", func(c yz.Card) string { return strconv.Itoa(c.Total()) })
	sc.Grid = g
	return sc
}
