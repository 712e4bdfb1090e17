package doudizhu

import (
	"encoding/json"
	"fmt"
)

// ShowCards is when a hand may be shown to everyone for a multiplier
// (明牌).
type ShowCards uint8

// The ways of showing cards.
const (
	// NoShow: no hand is shown before the end of a deal.
	NoShow ShowCards = iota
	// ShowAfterBottom: the landlord, having taken the bottom cards, may
	// show the whole hand before leading, for ×2.
	ShowAfterBottom
	// ShowBeforeDeal (明牌开始): besides ShowAfterBottom, each seat in
	// turn from the first bidder may, before the cards are dealt, play
	// the deal with its hand face up, for ×4. The multipliers do not add
	// up: a deal in which a seat showed before the deal is worth ×4, and
	// the landlord is then not asked again.
	ShowBeforeDeal
)

var showCardsNames = [...]string{"none", "after-bottom", "before-deal"}

// String names the way as the command line does.
func (s ShowCards) String() string {
	if int(s) < len(showCardsNames) {
		return showCardsNames[s]
	}
	return fmt.Sprintf("ShowCards(%d)", uint8(s))
}

// ParseShowCards reads "none", "after-bottom" or "before-deal".
func ParseShowCards(v string) (ShowCards, error) {
	for i, n := range showCardsNames {
		if n == v {
			return ShowCards(i), nil
		}
	}
	return 0, fmt.Errorf("unknown show-cards %q: want none, after-bottom or before-deal", v)
}

// MarshalText writes the way's name.
func (s ShowCards) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalJSON reads a way's name, or the true or false of logs written
// when showing was a flag (true: after the bottom).
func (s *ShowCards) UnmarshalJSON(b []byte) error {
	var flag bool
	if err := json.Unmarshal(b, &flag); err == nil {
		*s = NoShow
		if flag {
			*s = ShowAfterBottom
		}
		return nil
	}
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return fmt.Errorf("show_cards: want a name, true or false")
	}
	v, err := ParseShowCards(name)
	if err == nil {
		*s = v
	}
	return err
}
