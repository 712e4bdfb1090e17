package doudizhu

import "fmt"

// Rules is a rule set: which kinds of play exist.
type Rules uint8

// The rule sets.
const (
	// Standard is the game as commonly played: every kind of Kinds.
	Standard Rules = iota
	// Simple has solos, pairs, trios, trios with a solo, solo chains and
	// bombs only; no rocket (the two jokers are two solos).
	Simple
)

// String names the rule set as the command line does: "standard", "simple".
func (r Rules) String() string {
	switch r {
	case Standard:
		return "standard"
	case Simple:
		return "simple"
	}
	return fmt.Sprintf("Rules(%d)", uint8(r))
}

// MarshalText writes the rule set's name.
func (r Rules) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a rule set's name.
func (r *Rules) UnmarshalText(b []byte) error {
	v, err := ParseRules(string(b))
	if err == nil {
		*r = v
	}
	return err
}

// ParseRules reads "standard" or "simple".
func ParseRules(s string) (Rules, error) {
	switch s {
	case "standard":
		return Standard, nil
	case "simple":
		return Simple, nil
	}
	return 0, fmt.Errorf("unknown rules %q: want standard or simple", s)
}

// Allows reports whether the rule set has kind k.
func (r Rules) Allows(k Kind) bool {
	if r == Simple {
		switch k {
		case Solo, Pair, Trio, TrioSolo, SoloChain, Bomb:
			return true
		}
		return false
	}
	return k > Pass && k < numKinds
}
