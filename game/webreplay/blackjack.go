package webreplay

import (
	"fmt"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// Blackjack draws a Blackjack table: the dealer's cards in the middle
// (the hole card face down until it is turned), and each seat's hands
// with their totals, bets and results, and its chips.
func Blackjack(_, v gb.View, _ []game.Event, names []string) Scene {
	sc := Scene{Lines: []string{fmt.Sprintf("Round %d of %d · shoe %d of %d cards left", v.Round, v.Config.Rounds, v.Shoe.Remaining, v.Shoe.Size)}}
	dealer := v.Dealer.List()
	if len(dealer) > 0 {
		sc.Middle = append(sc.Middle, Pile{Label: "Dealer" + totalWords(dealer), Cards: CardsOf(dealer), Hidden: hidden(dealer)})
	}
	for i := range v.Config.Seats {
		p := v.Spots[i]
		box := SeatBox{Name: names[i], Turn: v.Phase != gb.PhaseOver && v.Turn == game.Seat(i)}
		if p.SatOut {
			box.Tags = append(box.Tags, "sits out")
		}
		for h := range p.NHands {
			hand := p.Hands[h]
			pile := Pile{Label: fmt.Sprintf("bet %s", hand.Bet) + totalWords(hand.List()), Cards: CardsOf(hand.List()),
				Mark: v.Phase == gb.PhasePlay && v.Turn == game.Seat(i) && v.Hand == h}
			switch {
			case hand.Settled:
				pile.Note = fmt.Sprintf("%s %+d", hand.Outcome, int64(hand.Net))
			case hand.Surrendered:
				pile.Note = "surrendered"
			case hand.Doubled:
				pile.Note = "doubled"
			}
			box.Piles = append(box.Piles, pile)
		}
		if p.Insurance > 0 {
			box.Lines = append(box.Lines, fmt.Sprintf("insurance %s", p.Insurance))
		}
		box.Lines = append(box.Lines, fmt.Sprintf("chips %s", p.Bankroll))
		if p.Net != 0 {
			box.Lines = append(box.Lines, fmt.Sprintf("this round %+d", int64(p.Net)))
		}
		sc.Seats = append(sc.Seats, box)
	}
	return sc
}

// totalWords is a hand's total as a label's tail: ": soft 17", ": 22,
// bust"; the cards face down count nothing.
func totalWords(cs []cards.Card) string {
	if len(cs) == 0 {
		return ""
	}
	t, soft := bj.HandTotal(cs)
	switch {
	case t > 21:
		return fmt.Sprintf(": %d, bust", t)
	case soft:
		return fmt.Sprintf(": soft %d", t)
	}
	return fmt.Sprintf(": %d", t)
}

// hidden counts the cards lying face down (zero).
func hidden(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		if c.IsZero() {
			n++
		}
	}
	return n
}
