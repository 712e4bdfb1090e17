// Package yahtzee holds the pure rules of Yahtzee under the official
// rules: the thirteen boxes and what a hand of five dice scores in each, the
// upper bonus, the Yahtzee bonus and the forced joker rule, and a player's
// score card.
//
//	var c yahtzee.Card
//	c, pts, err := c.Fill(dice.Hand{3, 3, 3, 5, 5}, yahtzee.FullHouse) // pts == 25
//	c.Total()                                                           // 25
package yahtzee
