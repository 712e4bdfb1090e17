package shengji

import (
	"testing"

	"teahouse/rules/cards"
)

// FuzzRules feeds every function of the package hands, leads and plays
// read from the fuzzer's bytes, junk cards and bad trump contexts
// included: nothing panics, and when LowestFollow finds a follow,
// CheckFollow accepts it and Follows lists at least one.
func FuzzRules(f *testing.F) {
	f.Add([]byte{5, 1, 0, 10, 10, 11, 11, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30})
	f.Add([]byte{1, 2, 3, 52, 53, 52, 53, 4, 4, 17, 17, 30, 31, 32, 33, 34, 35, 36, 37, 38})
	f.Add([]byte{13, 0, 1, 200, 0, 3, 3, 3})
	pack := cards.Decks(1, true)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 4 {
			return
		}
		tr := Trump{Level: cards.Rank(data[0] % 16), Suit: cards.Suit(data[1] % 6)}
		rules := Rules{NoTractors: data[2]%2 == 1}
		card := func(b byte) cards.Card {
			if int(b) < 2*len(pack) {
				return pack[int(b)%len(pack)]
			}
			return cards.Card{Rank: cards.Rank(b % 20), Suit: cards.Suit(b % 7)}
		}
		rest := data[4:]
		nLead := min(int(data[3]%6)+1, len(rest))
		var lead, hand, other []cards.Card
		for i, b := range rest {
			switch {
			case i < nLead:
				lead = append(lead, card(b))
			case i%3 == 0:
				other = append(other, card(b))
			default:
				hand = append(hand, card(b))
			}
		}
		hand = hand[:min(len(hand), 14)]
		_, _ = Decompose(lead, tr, rules)
		_, _ = CheckThrow(lead, [][]cards.Card{hand, other}, tr, rules)
		_, _ = Winner([][]cards.Card{lead, hand[:min(len(lead), len(hand))], other}, tr, rules)
		SortHand(hand, tr)
		if len(hand) >= len(lead) {
			_ = CheckFollow(hand, lead, hand[:len(lead)], tr, rules)
		}
		low, err := LowestFollow(hand, lead, tr, rules)
		follows, _, ferr := Follows(hand, lead, tr, rules, 20)
		if err != nil {
			return
		}
		if cerr := CheckFollow(hand, lead, low, tr, rules); cerr != nil {
			t.Fatalf("%s: the lowest follow %s to %s is refused: %v", tr, cards.Format(low), cards.Format(lead), cerr)
		}
		if ferr != nil || len(follows) == 0 {
			t.Fatalf("%s: no follows listed of %s to %s (%v)", tr, cards.Format(hand), cards.Format(lead), ferr)
		}
	})
}
