package doudizhu

import "fmt"

// Kind is a kind of play.
type Kind uint8

// The kinds of play. Pass is no play: a seat that does not follow.
const (
	Pass       Kind = iota
	Solo            // one card
	Pair            // two of a rank
	Trio            // three of a rank
	TrioSolo        // a trio and one other card
	TrioPair        // a trio and a pair of another rank
	SoloChain       // 5 to 12 consecutive ranks, 3 to A
	PairChain       // 3 to 10 consecutive pairs
	TrioChain       // 2 to 6 consecutive trios (an airplane without wings)
	PlaneSolos      // an airplane: 2 to 5 trios, one solo wing each
	PlanePairs      // an airplane: 2 to 4 trios, one pair wing each
	FourSolos       // four of a rank and two solos
	FourPairs       // four of a rank and two pairs
	Bomb            // four of a rank
	Rocket          // both jokers
	numKinds
)

// Kinds lists every kind of play in order, Pass excluded.
var Kinds = []Kind{Solo, Pair, Trio, TrioSolo, TrioPair, SoloChain, PairChain, TrioChain, PlaneSolos, PlanePairs, FourSolos, FourPairs, Bomb, Rocket}

var kindNames = [numKinds]string{"pass", "solo", "pair", "trio", "trio with a solo", "trio with a pair",
	"solo chain", "pair chain", "trio chain", "airplane with solos", "airplane with pairs",
	"four with two solos", "four with two pairs", "bomb", "rocket"}

var kindKeys = [numKinds]string{"pass", "solo", "pair", "trio", "trio_solo", "trio_pair",
	"solo_chain", "pair_chain", "trio_chain", "plane_solos", "plane_pairs",
	"four_solos", "four_pairs", "bomb", "rocket"}

// String names the kind in words, such as "pair chain".
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Key is the kind as JSON writes it, such as "pair_chain".
func (k Kind) Key() string {
	if k < numKinds {
		return kindKeys[k]
	}
	return k.String()
}

// MarshalText writes the kind's Key.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.Key()), nil }

// UnmarshalText reads a kind's Key.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, key := range kindKeys {
		if key == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown kind of play %q", b)
}

// group is the size of the groups a kind's chain or main part is made
// of: 1 for solos, 2 for pairs, 3 for trios, 4 for fours.
func (k Kind) group() int {
	switch k {
	case Solo, SoloChain:
		return 1
	case Pair, PairChain, Rocket:
		return 2
	case Trio, TrioSolo, TrioPair, TrioChain, PlaneSolos, PlanePairs:
		return 3
	}
	return 4
}

// wing is the size of each wing (kicker) group a kind carries: 0, 1 or 2.
func (k Kind) wing() int {
	switch k {
	case TrioSolo, PlaneSolos, FourSolos:
		return 1
	case TrioPair, PlanePairs, FourPairs:
		return 2
	}
	return 0
}

// chain reports whether the kind is a run of consecutive ranks.
func (k Kind) chain() bool {
	return k == SoloChain || k == PairChain || k == TrioChain || k == PlaneSolos || k == PlanePairs
}

// The lengths of chains: the fewest and the most groups.
var chainLen = [numKinds][2]int{
	SoloChain:  {5, 12},
	PairChain:  {3, 10},
	TrioChain:  {2, 6},
	PlaneSolos: {2, 5},
	PlanePairs: {2, 4},
}
