package shengji

import (
	"math/rand/v2"
	"testing"

	"teahouse/rules/cards"
)

// benchHands are 1,000 random 25-card hands (a seat's hand after the
// deal), each from a shuffled pack of two decks.
var benchHands = func() [][]cards.Card {
	r := rand.New(rand.NewPCG(2026, 10))
	hands := make([][]cards.Card, 1000)
	for i := range hands {
		pack := cards.Decks(2, true)
		cards.Shuffle(pack, r)
		hands[i] = pack[:25]
	}
	return hands
}()

// BenchmarkDecompose splits a 25-card hand into its effective suits and
// decomposes each into units, as a lead is read; one op is one hand.
func BenchmarkDecompose(b *testing.B) {
	var bySuit [cards.NumSuits + 1][]cards.Card
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		for s := range bySuit {
			bySuit[s] = bySuit[s][:0]
		}
		for _, c := range benchHands[i%len(benchHands)] {
			s := fiveSpades.SuitOf(c)
			bySuit[s] = append(bySuit[s], c)
		}
		for _, of := range bySuit {
			if len(of) > 0 {
				if _, err := Decompose(of, fiveSpades, defaultRule); err != nil {
					b.Fatal(err)
				}
			}
		}
		i++
	}
}

// BenchmarkCheckFollow checks a legal follow of a 25-card hand to a led
// tractor of hearts (the whole check runs: suit, tractor and pairs); one op
// is one check, the hands cycle through 1,000.
func BenchmarkCheckFollow(b *testing.B) {
	lead := cs("KH KH QH QH")
	plays := make([][]cards.Card, len(benchHands))
	for i, h := range benchHands {
		plays[i] = followOf(h, 4)
		if err := CheckFollow(h, lead, plays[i], fiveSpades, defaultRule); err != nil {
			b.Fatalf("%s: %v", cards.Format(plays[i]), err)
		}
	}
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		k := i % len(benchHands)
		if CheckFollow(benchHands[k], lead, plays[k], fiveSpades, defaultRule) != nil {
			b.Fatal("refused")
		}
		i++
	}
}

// followOf is a legal follow of n cards to a lead of hearts of n cards
// that are tractors and pairs only: the hand's hearts unit by unit, largest
// first (a tractor's top pairs), then any other cards.
func followOf(hand []cards.Card, n int) []cards.Card {
	var hearts, other []cards.Card
	for _, c := range hand {
		if fiveSpades.SuitOf(c) == cards.Hearts {
			hearts = append(hearts, c)
		} else {
			other = append(other, c)
		}
	}
	var play []cards.Card
	if len(hearts) > 0 {
		units, _ := Decompose(hearts, fiveSpades, defaultRule)
		for _, u := range units {
			play = append(play, u.Cards[:min(u.Size(), n-len(play))]...)
		}
	}
	play = play[:min(len(play), n)]
	return append(play, other[:n-len(play)]...)
}

// BenchmarkFollows lists every legal follow of a 25-card hand to a led
// tractor of hearts; one op is one hand, the hands cycle through 1,000.
func BenchmarkFollows(b *testing.B) {
	lead := cs("KH KH QH QH")
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Follows(benchHands[i%len(benchHands)], lead, fiveSpades, defaultRule, 0); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
