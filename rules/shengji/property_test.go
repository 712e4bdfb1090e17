package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// Over random deals: every hand has a legal follow to every lead (the
// obligations never ask for more than a hand can give), LowestFollow finds
// one, Follows lists exactly the legal ones (against trying every choice
// of cards), a legal follow keeps to the led suit as far as the hand can,
// and the trick's winner is the lead or a play of the lead's format.
func TestEveryLeadCanBeFollowed(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 3))
	trumps := []Trump{fiveSpades, twoHearts, aceNoTrump, fourClubs}
	for iter := range 150 {
		tr := trumps[iter%len(trumps)]
		rules := Rules{NoTractors: iter%5 == 4}
		pack := cards.Decks(2, true)
		cards.Shuffle(pack, r)
		lead := randomLead(r, pack[:54], tr, rules)
		if len(lead) > 8 {
			continue
		}
		l, err := ReadLead(lead, tr, rules)
		require.NoError(t, err)
		hand := followerHand(pack[54:], l.Suit, tr)
		inSuit := tallyOf(hand, l.Suit, tr).n
		legal := 0
		want := map[string]bool{}
		forEachChoice(hand, len(lead), func(play []cards.Card) {
			if CheckFollow(hand, lead, play, tr, rules) != nil {
				return
			}
			legal++
			want[faces(play, tr)] = true
			assert.Equal(t, min(inSuit, len(lead)), tallyOf(play, l.Suit, tr).n, "a legal follow keeps to the suit")
			w, err := Winner([][]cards.Card{lead, play}, tr, rules)
			require.NoError(t, err)
			if w == 1 {
				_, _, fits := l.fits(play, tr)
				assert.True(t, fits, "%s wins over %s only in its format", cards.Format(play), cards.Format(lead))
			}
		})
		follows, complete, err := Follows(hand, lead, tr, rules, 0)
		require.NoError(t, err)
		assert.True(t, complete)
		got := map[string]bool{}
		for _, p := range follows {
			assert.False(t, got[faces(p, tr)], "%s listed once", cards.Format(p))
			got[faces(p, tr)] = true
		}
		assert.Equal(t, want, got, "Follows lists the legal follows of %s to %s", cards.Format(hand), cards.Format(lead))
		low, err := LowestFollow(hand, lead, tr, rules)
		require.NoError(t, err)
		assert.NoError(t, CheckFollow(hand, lead, low, tr, rules), "the lowest follow %s to %s", cards.Format(low), cards.Format(lead))
		assert.Positive(t, legal, "%s: hand %s has a follow to %s", tr, cards.Format(hand), cards.Format(lead))
	}
}

// faces writes a play's faces in hand order, the same for any copies.
func faces(play []cards.Card, tr Trump) string {
	fs := make([]cards.Card, len(play))
	for i, c := range play {
		fs[i] = c.Face()
	}
	SortHand(fs, tr)
	return cards.Format(fs)
}

// followerHand is 12 cards of rest: up to 8 of the led suit, the others
// from the rest, so the follow obligations are tested where they bite.
func followerHand(rest []cards.Card, suit cards.Suit, tr Trump) []cards.Card {
	var of, other []cards.Card
	for _, c := range rest {
		if tr.SuitOf(c) == suit && len(of) < 8 {
			of = append(of, c)
		} else {
			other = append(other, c)
		}
	}
	return append(of, other[:12-len(of)]...)
}

// randomLead is one to three units of one effective suit of a hand.
func randomLead(r *rand.Rand, hand []cards.Card, tr Trump, rules Rules) []cards.Card {
	suit := tr.SuitOf(hand[r.IntN(len(hand))])
	var of []cards.Card
	for _, c := range hand {
		if tr.SuitOf(c) == suit {
			of = append(of, c)
		}
	}
	units, err := Decompose(of, tr, rules)
	if err != nil {
		panic(err)
	}
	r.Shuffle(len(units), func(i, j int) { units[i], units[j] = units[j], units[i] })
	var lead []cards.Card
	for _, u := range units[:1+r.IntN(min(3, len(units)))] {
		lead = append(lead, u.Cards...)
	}
	return lead
}

// forEachChoice calls f with every choice of k cards of hand.
func forEachChoice(hand []cards.Card, k int, f func([]cards.Card)) {
	pick := make([]cards.Card, 0, k)
	var rec func(from int)
	rec = func(from int) {
		if len(pick) == k {
			f(pick)
			return
		}
		for i := from; i <= len(hand)-(k-len(pick)); i++ {
			pick = append(pick, hand[i])
			rec(i + 1)
			pick = pick[:len(pick)-1]
		}
	}
	rec(0)
}
