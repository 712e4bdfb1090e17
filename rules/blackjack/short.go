package blackjack

import "fmt"

// Short writes the rules in one line as the command line's options name
// them: "6 decks, S17, DAS, double any, ...".
func (r Rules) Short() string {
	dealer := "S17"
	if r.H17 {
		dealer = "H17"
	}
	das := "DAS"
	if !r.DAS {
		das = "no DAS"
	}
	resplit := "no resplit of aces"
	if r.ResplitAces {
		resplit = "resplit aces"
	}
	return fmt.Sprintf("%d decks, %s, %s, double %s, surrender %s, split to %d hands, %s, blackjack pays %s, penetration %v",
		r.Decks, dealer, das, r.Double, r.Surrender, r.MaxHands, resplit, r.Payout, r.Penetration)
}
