package shengji

import (
	"fmt"
	"strings"

	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Seats is the number of players: seats 0 and 2 are team 0, 1 and 3 team 1.
const Seats = sj.Seats

// MaxDeals bounds Config.Deals.
const MaxDeals = 999

// Config sets up a game.
type Config struct {
	// Deals is the most deals the game has; it ends sooner when a team
	// wins a deal as defenders at A. 0 means 1.
	Deals int `json:"deals"`
	// Levels is each team's level at the start, "2" to "A"; "" means "2".
	Levels [2]string `json:"levels"`
	// Trump is "" (or "ask") to declare trump during the deal, or S, H,
	// D, C or NT to fix it and skip declaring (seat 0 deals the first
	// deal then).
	Trump string `json:"trump,omitempty"`
	// Rules are the rule options: tractors, the kitty multiplier, the
	// throw penalty, the level table.
	Rules sj.Rules `json:"rules"`
}

// settled is a config read into the values the game plays with.
type settled struct {
	levels   [2]cards.Rank
	fixed    bool       // trump is fixed: no declaring
	suit     cards.Suit // the fixed trump suit (cards.NoSuit for NT)
	maxDeals int
}

// settle fills zero fields with their defaults and checks the rest.
func (c Config) settle() (settled, error) {
	st := settled{maxDeals: c.Deals}
	if st.maxDeals == 0 {
		st.maxDeals = 1
	}
	if st.maxDeals < 1 || st.maxDeals > MaxDeals {
		return st, fmt.Errorf("deals %d: want 1 to %d", c.Deals, MaxDeals)
	}
	for i, l := range c.Levels {
		if l == "" {
			l = "2"
		}
		r, err := sj.ParseLevel(l)
		if err != nil {
			return st, fmt.Errorf("team %d: %w", i+1, err)
		}
		st.levels[i] = r
	}
	switch t := strings.ToUpper(c.Trump); t {
	case "", "ASK":
	case "NT":
		st.fixed, st.suit = true, cards.NoSuit
	default:
		card, err := cards.Parse("A" + t)
		if err != nil || len(t) != 1 {
			return st, fmt.Errorf("trump %q: want ask, S, H, D, C or NT", c.Trump)
		}
		st.fixed, st.suit = true, card.Suit
	}
	r := c.Rules
	switch {
	case r.Kitty > sj.KittyDouble:
		return st, fmt.Errorf("unknown kitty multiplier %d", r.Kitty)
	case r.Penalty > sj.PenaltyTen:
		return st, fmt.Errorf("unknown throw penalty %d", r.Penalty)
	case r.Levels.TakeOver < 0 || r.Levels.Step < 0:
		return st, fmt.Errorf("the level table's take-over %d and step %d: want 0 (the default) or more",
			r.Levels.TakeOver, r.Levels.Step)
	}
	return st, nil
}
