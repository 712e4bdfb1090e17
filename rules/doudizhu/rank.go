package doudizhu

import (
	"fmt"

	"teahouse/rules/cards"
)

// Rank is a Dou Dizhu rank, lowest first: Three .. Two, then the black and
// the red joker.
type Rank uint8

// The ranks, in playing order.
const (
	Three Rank = iota
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
	Two
	BlackJoker
	RedJoker
)

// NumRanks is the number of ranks.
const NumRanks = 15

// rankLetters are the ranks as the command line and logs write them.
const rankLetters = "3456789TJQKA2BR"

// String returns the rank's letter: "3" .. "9", "T", "J", "Q", "K", "A",
// "2", "B" or "R".
func (r Rank) String() string {
	if r >= NumRanks {
		return fmt.Sprintf("Rank(%d)", uint8(r))
	}
	return rankLetters[r : r+1]
}

// Name returns the rank as a player says it: "10" for Ten, "black joker".
func (r Rank) Name() string {
	switch r {
	case Ten:
		return "10"
	case BlackJoker:
		return "black joker"
	case RedJoker:
		return "red joker"
	}
	return r.String()
}

// Joker reports whether r is one of the jokers.
func (r Rank) Joker() bool { return r == BlackJoker || r == RedJoker }

// Chains reports whether r may be part of a chain: 3 to A.
func (r Rank) Chains() bool { return r <= Ace }

// ParseRank reads one rank letter; "10", lower case and "X"/"D" (the black
// and red joker in some notations) are not accepted, so a log has one
// spelling.
func ParseRank(c byte) (Rank, error) {
	for i := range NumRanks {
		if rankLetters[i] == c {
			return Rank(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a rank: want one of %s", c, rankLetters)
}

// RankOf is the Dou Dizhu rank of a card of a standard pack.
func RankOf(c cards.Card) Rank {
	switch c.Rank {
	case cards.SmallJoker:
		return BlackJoker
	case cards.BigJoker:
		return RedJoker
	case cards.Ace:
		return Ace
	case cards.Two:
		return Two
	}
	return Rank(c.Rank - cards.Three)
}
