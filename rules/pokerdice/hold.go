package pokerdice

import (
	"errors"
	"fmt"

	"teahouse/rules/dice"
)

// HoldRule says which dice a player may hold before the reroll.
type HoldRule uint8

const (
	// Free lets a player hold any subset of their dice (the default).
	Free HoldRule = iota
	// Strict lets a player hold only dice that all show one value.
	Strict
)

// ErrHoldRule reports holds that the strict rule forbids.
var ErrHoldRule = errors.New("strict holds: keep dice of one value only")

// String returns "free" or "strict".
func (r HoldRule) String() string {
	if r == Strict {
		return "strict"
	}
	return "free"
}

// ParseHoldRule reads "free" or "strict".
func ParseHoldRule(s string) (HoldRule, error) {
	switch s {
	case "free":
		return Free, nil
	case "strict":
		return Strict, nil
	}
	return Free, fmt.Errorf("unknown hold rule %q: want free or strict", s)
}

// CheckHold returns nil when rule allows holding the dice of h that m selects,
// and ErrHoldRule otherwise (the dice are on the table: the sentence is short
// enough for a status line).
func CheckHold(h dice.Hand, m dice.Mask, rule HoldRule) error {
	if !m.Valid() {
		return fmt.Errorf("hold mask %#x selects dice beyond the fifth", uint8(m))
	}
	if rule == Free {
		return nil
	}
	faces := m.Faces(h)
	for _, f := range faces[min(1, len(faces)):] {
		if f != faces[0] {
			return ErrHoldRule
		}
	}
	return nil
}

// MarshalText writes the rule's name, so configs read well in logs.
func (r HoldRule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a rule's name.
func (r *HoldRule) UnmarshalText(b []byte) error {
	v, err := ParseHoldRule(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}
