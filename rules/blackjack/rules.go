package blackjack

import (
	"errors"
	"fmt"
	"strings"
)

// DoubleRule says which first two cards a player may double on.
type DoubleRule uint8

const (
	// DoubleAny allows doubling on any first two cards (the default).
	DoubleAny DoubleRule = iota
	// Double9to11 allows doubling only on a hard or soft total of 9, 10 or 11.
	Double9to11
)

// String returns "any" or "9-11".
func (d DoubleRule) String() string {
	switch d {
	case DoubleAny:
		return "any"
	case Double9to11:
		return "9-11"
	}
	return fmt.Sprintf("DoubleRule(%d)", uint8(d))
}

// MarshalText writes the rule as "any" or "9-11".
func (d DoubleRule) MarshalText() ([]byte, error) {
	if d > Double9to11 {
		return nil, fmt.Errorf("blackjack: unknown double rule %d", uint8(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText reads "any" or "9-11" (also "9to11").
func (d *DoubleRule) UnmarshalText(b []byte) error {
	switch string(b) {
	case "any":
		*d = DoubleAny
	case "9-11", "9to11":
		*d = Double9to11
	default:
		return fmt.Errorf("blackjack: double rule %q: want any or 9-11", b)
	}
	return nil
}

// Set implements flag.Value (and pflag.Value with Type).
func (d *DoubleRule) Set(s string) error { return d.UnmarshalText([]byte(s)) }

// Type names the flag value for pflag.
func (d *DoubleRule) Type() string { return "any|9-11" }

// SurrenderRule says whether a player may surrender.
type SurrenderRule uint8

const (
	// NoSurrender forbids surrender (the default).
	NoSurrender SurrenderRule = iota
	// LateSurrender lets a player give up half the bet on the first two cards
	// of an unsplit hand, after the dealer has checked for blackjack.
	LateSurrender
)

// String returns "none" or "late".
func (s SurrenderRule) String() string {
	switch s {
	case NoSurrender:
		return "none"
	case LateSurrender:
		return "late"
	}
	return fmt.Sprintf("SurrenderRule(%d)", uint8(s))
}

// MarshalText writes the rule as "none" or "late".
func (s SurrenderRule) MarshalText() ([]byte, error) {
	if s > LateSurrender {
		return nil, fmt.Errorf("blackjack: unknown surrender rule %d", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "none" or "late".
func (s *SurrenderRule) UnmarshalText(b []byte) error {
	switch string(b) {
	case "none", "no":
		*s = NoSurrender
	case "late":
		*s = LateSurrender
	default:
		return fmt.Errorf("blackjack: surrender rule %q: want none or late", b)
	}
	return nil
}

// Set implements flag.Value (and pflag.Value with Type).
func (s *SurrenderRule) Set(v string) error { return s.UnmarshalText([]byte(v)) }

// Type names the flag value for pflag.
func (s *SurrenderRule) Type() string { return "none|late" }

// Payout is what a player's blackjack pays.
type Payout uint8

const (
	// ThreeToTwo pays a blackjack 3 to 2 (the default).
	ThreeToTwo Payout = iota
	// SixToFive pays a blackjack 6 to 5.
	SixToFive
)

// Blackjack returns the payout ratio num:den of a player's blackjack.
func (p Payout) Blackjack() (num, den int) {
	if p == SixToFive {
		return 6, 5
	}
	return 3, 2
}

// String returns "3:2" or "6:5".
func (p Payout) String() string {
	switch p {
	case ThreeToTwo:
		return "3:2"
	case SixToFive:
		return "6:5"
	}
	return fmt.Sprintf("Payout(%d)", uint8(p))
}

// MarshalText writes the payout as "3:2" or "6:5".
func (p Payout) MarshalText() ([]byte, error) {
	if p > SixToFive {
		return nil, fmt.Errorf("blackjack: unknown payout %d", uint8(p))
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads "3:2" or "6:5".
func (p *Payout) UnmarshalText(b []byte) error {
	switch string(b) {
	case "3:2", "3to2":
		*p = ThreeToTwo
	case "6:5", "6to5":
		*p = SixToFive
	default:
		return fmt.Errorf("blackjack: payout %q: want 3:2 or 6:5", b)
	}
	return nil
}

// Set implements flag.Value (and pflag.Value with Type).
func (p *Payout) Set(s string) error { return p.UnmarshalText([]byte(s)) }

// Type names the flag value for pflag.
func (p *Payout) Type() string { return "3:2|6:5" }

// Limits of the rule options.
const (
	MinDecks    = 1
	MaxDecks    = 8
	MaxHandsCap = 4 // the most hands a player may split to
)

// Rules are a table's rule options; the zero value is NOT valid: use Default().
type Rules struct {
	Decks       int           `json:"decks"`        // 1..8, default 6
	H17         bool          `json:"h17"`          // dealer hits soft 17 (default false: stands, S17)
	DAS         bool          `json:"das"`          // double after split allowed (default true)
	Double      DoubleRule    `json:"double"`       // DoubleAny (default) or Double9to11
	Surrender   SurrenderRule `json:"surrender"`    // NoSurrender (default) or LateSurrender
	ResplitAces bool          `json:"resplit_aces"` // default false
	MaxHands    int           `json:"max_hands"`    // hands a player may split to, 1..4 (1: no split), default 4
	Payout      Payout        `json:"payout"`       // ThreeToTwo (default) or SixToFive
	Penetration float64       `json:"penetration"`  // cut card position as a fraction of the shoe, default 0.75
	SplitTens   bool          `json:"split_tens"`   // ten-value cards of different ranks may be split (default false)
}

// Default returns the default table: 6 decks, S17, DAS, double any two,
// no surrender, split to 4 hands, no resplit of aces, 3:2, 75% penetration.
func Default() Rules {
	return Rules{
		Decks:       6,
		DAS:         true,
		Double:      DoubleAny,
		Surrender:   NoSurrender,
		MaxHands:    4,
		Payout:      ThreeToTwo,
		Penetration: 0.75,
	}
}

// String names every rule in words, as a chart's heading: "6 decks,
// dealer stands on soft 17 (S17), double on any two cards, double after
// split (DAS), no surrender, split to 4 hands, no resplit of aces,
// blackjack pays 3:2".
func (r Rules) String() string {
	parts := []string{fmt.Sprintf("%d decks", r.Decks), "dealer stands on soft 17 (S17)"}
	if r.Decks == 1 {
		parts[0] = "1 deck"
	}
	if r.H17 {
		parts[1] = "dealer hits soft 17 (H17)"
	}
	if r.Double == Double9to11 {
		parts = append(parts, "double on 9 to 11 only")
	} else {
		parts = append(parts, "double on any two cards")
	}
	if r.DAS {
		parts = append(parts, "double after split (DAS)")
	} else {
		parts = append(parts, "no double after split")
	}
	if r.Surrender == LateSurrender {
		parts = append(parts, "late surrender")
	} else {
		parts = append(parts, "no surrender")
	}
	switch r.MaxHands {
	case 1:
		parts = append(parts, "no splits")
	default:
		parts = append(parts, fmt.Sprintf("split to %d hands", r.MaxHands))
	}
	if r.ResplitAces {
		parts = append(parts, "resplit aces")
	} else {
		parts = append(parts, "no resplit of aces")
	}
	if r.SplitTens {
		parts = append(parts, "unlike tens may be split")
	}
	return strings.Join(append(parts, "blackjack pays "+r.Payout.String()), ", ")
}

// ErrRules is wrapped by every error of Rules.Validate.
var ErrRules = errors.New("invalid blackjack rules")

// Validate reports the first option out of range.
func (r Rules) Validate() error {
	switch {
	case r.Decks < MinDecks || r.Decks > MaxDecks:
		return fmt.Errorf("%w: decks %d: want %d to %d", ErrRules, r.Decks, MinDecks, MaxDecks)
	case r.Double > Double9to11:
		return fmt.Errorf("%w: unknown double rule %d", ErrRules, uint8(r.Double))
	case r.Surrender > LateSurrender:
		return fmt.Errorf("%w: unknown surrender rule %d", ErrRules, uint8(r.Surrender))
	case r.MaxHands < 1 || r.MaxHands > MaxHandsCap:
		return fmt.Errorf("%w: max hands %d: want 1 to %d", ErrRules, r.MaxHands, MaxHandsCap)
	case r.Payout > SixToFive:
		return fmt.Errorf("%w: unknown payout %d", ErrRules, uint8(r.Payout))
	case !(r.Penetration >= 0.1 && r.Penetration <= 0.95):
		return fmt.Errorf("%w: penetration %v: want 0.1 to 0.95", ErrRules, r.Penetration)
	}
	return nil
}

// CutCard returns how many cards of a full shoe are dealt before the cut
// card comes out: Penetration × 52 × Decks, rounded down.
func (r Rules) CutCard() int {
	n := r.Decks * 52
	return int(r.Penetration * float64(n))
}
