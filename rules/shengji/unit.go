package shengji

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"teahouse/rules/cards"
)

// Kind is the kind of a unit of play.
type Kind uint8

// The kinds of unit. A throw is no kind of its own: it is a lead of
// several units of one suit.
const (
	Single  Kind = iota + 1 // one card
	Pair                    // two identical cards: the same suit and rank
	Tractor                 // two or more pairs of consecutive power in one effective suit
)

// String names the kind: "single", "pair" or "tractor".
func (k Kind) String() string {
	switch k {
	case Single:
		return "single"
	case Pair:
		return "pair"
	case Tractor:
		return "tractor"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Unit is one unit of a play: a single, a pair or a tractor, all of one
// effective suit. Cards run from the highest down.
type Unit struct {
	Kind  Kind
	Suit  cards.Suit   // the effective suit (Trumps for trumps)
	Pairs int          // the number of pairs: 0 for a single, 1 for a pair
	Top   int          // the Power of its highest card
	Cards []cards.Card // high first
}

// Size is the number of cards.
func (u Unit) Size() int { return len(u.Cards) }

// String writes the unit's cards as cards.Format does: "AH AH KH KH".
func (u Unit) String() string { return cards.Format(u.Cards) }

// Describe names the unit for a log: "single of hearts", "pair of
// trumps", "tractor of 3 pairs of spades".
func (u Unit) Describe() string {
	if u.Kind == Tractor {
		return fmt.Sprintf("tractor of %d pairs of %s", u.Pairs, SuitName(u.Suit))
	}
	return u.Kind.String() + " of " + SuitName(u.Suit)
}

// ErrNoCards, ErrMixedSuits and ErrNotPlayable are the ways a set of cards
// is no play at all; Decompose's errors wrap them with the cards.
var (
	ErrNoCards     = errors.New("no cards")
	ErrMixedSuits  = errors.New("cards of more than one suit")
	ErrNotPlayable = errors.New("not cards of two decks")
)

// Decompose splits cards of one effective suit into units, as a lead is
// read: the longest tractors first (the higher of two equally long), then
// the pairs, then the singles, each highest first. With r.NoTractors the
// pairs are never joined into tractors. It fails on no cards, on cards of
// more than one effective suit, on cards two decks cannot hold and on a
// trump context that is not Valid.
func Decompose(cs []cards.Card, t Trump, r Rules) ([]Unit, error) {
	if !t.Valid() {
		return nil, fmt.Errorf("%w: %s is no trump context", ErrBadInput, t)
	}
	suit, err := oneSuit(cs, t)
	if err != nil {
		return nil, err
	}
	gs := groupFaces(cs, t)
	var free pairSlots
	for i, g := range gs {
		if g.n == 2 {
			free.push(g.power, i)
		}
	}
	units := make([]Unit, 0, len(gs))
	all := make([]cards.Card, 0, len(cs)) // every unit's cards, in one array
	take := func(u Unit, from int) Unit {
		u.Cards = all[from:len(all):len(all)]
		return u
	}
	if !r.NoTractors {
		for {
			top, n := free.longestRun()
			if n < 2 {
				break
			}
			from := len(all)
			for p := top; p > top-n; p-- {
				g := gs[free.pop(p)]
				all = append(all, g.cards[0], g.cards[1])
			}
			units = append(units, take(Unit{Kind: Tractor, Suit: suit, Pairs: n, Top: top}, from))
		}
	}
	inPair := make([]bool, len(gs))
	for p := range numPowers {
		for _, i := range free.left(p) {
			inPair[i] = true
		}
	}
	for i, g := range gs {
		if inPair[i] {
			from := len(all)
			all = append(all, g.cards[0], g.cards[1])
			units = append(units, take(Unit{Kind: Pair, Suit: suit, Pairs: 1, Top: g.power}, from))
		}
	}
	for _, g := range gs {
		if g.n == 1 {
			from := len(all)
			all = append(all, g.cards[0])
			units = append(units, take(Unit{Kind: Single, Suit: suit, Top: g.power}, from))
		}
	}
	return units, nil
}

// pairSlots holds the pairs of a suit not yet in a unit, by power: the
// indices of their groups, at most four at one power (the level cards of
// four suits under no-trump).
type pairSlots struct {
	idx        [numPowers][cards.NumSuits]int
	head, tail [numPowers]int
}

// push adds the pair of group i at power p.
func (s *pairSlots) push(p, i int) { s.idx[p][s.tail[p]] = i; s.tail[p]++ }

// pop takes the first pair left at power p, which must have one.
func (s *pairSlots) pop(p int) int { s.head[p]++; return s.idx[p][s.head[p]-1] }

// left is the groups of the pairs left at power p.
func (s *pairSlots) left(p int) []int { return s.idx[p][s.head[p]:s.tail[p]] }

// longestRun finds the longest run of consecutive powers that each have a
// pair left, the highest of equally long ones: its top power and its
// length (0 when no pair is left).
func (s *pairSlots) longestRun() (top, n int) {
	run := 0
	for p := numPowers - 1; p >= 0; p-- {
		if s.head[p] == s.tail[p] {
			run = 0
			continue
		}
		run++
		if run > n {
			top, n = p+run-1, run
		}
	}
	return top, n
}

// oneSuit is the effective suit shared by every card of cs, or why there
// is none.
func oneSuit(cs []cards.Card, t Trump) (cards.Suit, error) {
	if len(cs) == 0 {
		return 0, ErrNoCards
	}
	for _, c := range cs {
		if !c.Valid() {
			return 0, fmt.Errorf("%w: %v", ErrNotPlayable, c)
		}
	}
	s := t.SuitOf(cs[0])
	for _, c := range cs[1:] {
		if t.SuitOf(c) != s {
			return 0, fmt.Errorf("%w: %s (%s and %s)", ErrMixedSuits, cards.Format(cs), SuitName(s), SuitName(t.SuitOf(c)))
		}
	}
	if n := maxCopies(cs); n > 2 {
		return 0, fmt.Errorf("%w: %d copies of a card in %s", ErrNotPlayable, n, cards.Format(cs))
	}
	return s, nil
}

// maxCopies is the most copies of one face among cs.
func maxCopies(cs []cards.Card) int {
	n := countFaces(cs)
	return int(slices.Max(n[:]))
}

// faceCounts counts cards by face (rank and suit, the deck ignored),
// indexed by faceIndex: a map of faces without the map.
type faceCounts [int(cards.BigJoker+1) * (cards.NumSuits + 1)]uint8

// faceIndex is the index of c's face in a faceCounts.
func faceIndex(c cards.Card) int { return int(c.Rank)*(cards.NumSuits+1) + int(c.Suit) }

// countFaces counts the faces of valid cards.
func countFaces(cs []cards.Card) faceCounts {
	var n faceCounts
	for _, c := range cs {
		if c.Valid() {
			n[faceIndex(c)]++
		}
	}
	return n
}

// group is one face among cards of one effective suit: its power and its
// copies (one or two).
type group struct {
	power int
	n     int
	cards [2]cards.Card
}

// groupFaces sorts cs the way a hand is shown within a suit (power high
// first, then suit in pack order) and gathers the copies of each face.
func groupFaces(cs []cards.Card, t Trump) []group {
	sorted := slices.Clone(cs)
	SortSuit(sorted, t)
	gs := make([]group, 0, len(sorted))
	for _, c := range sorted {
		if k := len(gs) - 1; k >= 0 && gs[k].cards[0].Face() == c.Face() && gs[k].n < 2 {
			gs[k].cards[1] = c
			gs[k].n = 2
			continue
		}
		gs = append(gs, group{power: t.Power(c), n: 1, cards: [2]cards.Card{c}})
	}
	return gs
}
