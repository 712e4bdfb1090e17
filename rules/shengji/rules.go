package shengji

import "fmt"

// Rules are the rule options of a game; the zero value is the default
// game: tractors, the kitty multiplied by the size of the last trick's
// largest unit, no penalty for a failed throw beyond playing the beaten
// unit, and the level table of LevelTable's zero value.
type Rules struct {
	// NoTractors plays without tractors (the seed's pair-and-throw
	// rules): consecutive pairs are only pairs.
	NoTractors bool `json:"no_tractors,omitempty"`
	// Kitty is how the kitty's points are multiplied when the attackers
	// win the last trick. Default KittyBySize.
	Kitty KittyRule `json:"kitty"`
	// Penalty is what a failed throw costs besides playing the beaten
	// unit. Default PenaltyNone.
	Penalty ThrowPenalty `json:"throw_penalty"`
	// Levels is the level table. Default: take over at 80, a level each 40.
	Levels LevelTable `json:"levels"`
}

// KittyRule is how the kitty's points count for attackers who win the
// last trick.
type KittyRule uint8

// The kitty rules.
const (
	// KittyBySize multiplies by 2 × the number of cards in the largest unit
	// of the last trick's lead: a single ×2, a pair ×4, a tractor of two
	// pairs ×8 (the common rule).
	KittyBySize KittyRule = iota
	// KittyDouble always doubles (the seed's rule).
	KittyDouble
)

// String names the rule as the command line does: "size" or "double".
func (k KittyRule) String() string {
	switch k {
	case KittyBySize:
		return "size"
	case KittyDouble:
		return "double"
	}
	return fmt.Sprintf("KittyRule(%d)", uint8(k))
}

// MarshalText writes the rule's name.
func (k KittyRule) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a rule's name.
func (k *KittyRule) UnmarshalText(b []byte) error {
	v, err := ParseKittyRule(string(b))
	if err == nil {
		*k = v
	}
	return err
}

// ParseKittyRule reads "size" or "double".
func ParseKittyRule(s string) (KittyRule, error) {
	switch s {
	case "size":
		return KittyBySize, nil
	case "double":
		return KittyDouble, nil
	}
	return 0, fmt.Errorf("unknown kitty multiplier %q: want size or double", s)
}

// ThrowPenalty is what a failed throw costs the thrower's side besides
// playing the smallest beaten unit instead.
type ThrowPenalty uint8

// The throw penalties.
const (
	// PenaltyNone: the beaten unit is played and that is all (the seed's).
	PenaltyNone ThrowPenalty = iota
	// PenaltyTen: ten points go to the other side for each failed throw.
	PenaltyTen
)

// String names the penalty as the command line does: "none" or "ten".
func (p ThrowPenalty) String() string {
	switch p {
	case PenaltyNone:
		return "none"
	case PenaltyTen:
		return "ten"
	}
	return fmt.Sprintf("ThrowPenalty(%d)", uint8(p))
}

// Points is the points a failed throw gives the other side: 0 or 10.
func (p ThrowPenalty) Points() int {
	if p == PenaltyTen {
		return 10
	}
	return 0
}

// MarshalText writes the penalty's name.
func (p ThrowPenalty) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a penalty's name.
func (p *ThrowPenalty) UnmarshalText(b []byte) error {
	v, err := ParseThrowPenalty(string(b))
	if err == nil {
		*p = v
	}
	return err
}

// ParseThrowPenalty reads "none" or "ten".
func ParseThrowPenalty(s string) (ThrowPenalty, error) {
	switch s {
	case "none":
		return PenaltyNone, nil
	case "ten":
		return PenaltyTen, nil
	}
	return 0, fmt.Errorf("unknown throw penalty %q: want none or ten", s)
}
