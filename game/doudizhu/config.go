package doudizhu

import (
	"fmt"

	dz "teahouse/rules/doudizhu"
)

// Seats is the number of players.
const Seats = 3

// Bidding is how the landlord is chosen.
type Bidding uint8

// The ways of bidding.
const (
	// ScoreBids: in turn from the first bidder, each seat passes or bids
	// 1, 2 or 3, higher than the bid so far, once; 3 ends the bidding. The
	// highest bidder is the landlord and the bid is the base. When all
	// pass, the cards are dealt again.
	ScoreBids Bidding = iota
	// CallAndRob (叫地主/抢地主): in turn from the first bidder, each seat
	// calls or passes until one calls; then each of the other two, in
	// turn, may rob once (and with Config.RobBack, when one of them
	// robbed, the caller may rob back once). The last to call or rob is
	// the landlord; the base is 1, doubled by every rob. When nobody
	// calls, a new deal.
	CallAndRob
	// NoBidding: P1 is the landlord at base 1 (for evaluations).
	NoBidding
)

var biddingNames = [...]string{"score", "rob", "none"}

// String names the bidding as the command line does: "score", "rob", "none".
func (b Bidding) String() string {
	if int(b) < len(biddingNames) {
		return biddingNames[b]
	}
	return fmt.Sprintf("Bidding(%d)", uint8(b))
}

// MarshalText writes the bidding's name.
func (b Bidding) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a bidding's name.
func (b *Bidding) UnmarshalText(t []byte) error {
	v, err := ParseBidding(string(t))
	if err == nil {
		*b = v
	}
	return err
}

// ParseBidding reads "score", "rob" or "none".
func ParseBidding(s string) (Bidding, error) {
	for i, n := range biddingNames {
		if n == s {
			return Bidding(i), nil
		}
	}
	return 0, fmt.Errorf("unknown bidding %q: want score, rob or none", s)
}

// MaxDeals bounds Config.Deals.
const MaxDeals = 999

// Config sets up a session.
type Config struct {
	// Deals is how many deals the session has; 0 means DefaultDeals.
	Deals int `json:"deals"`
	// Bidding chooses the landlord; the default is ScoreBids.
	Bidding Bidding `json:"bidding"`
	// ShowCards is when a hand may be shown for a multiplier (明牌):
	// never (the default), the landlord's after the bottom (×2), or also
	// any seat's before the deal (×4). A log of an older build has true
	// or false here.
	ShowCards ShowCards `json:"show_cards,omitempty"`
	// RobBack, with CallAndRob, lets the seat that called rob back once
	// after the other two were asked, when one of them robbed (the order
	// of 欢乐斗地主). Other biddings ignore it.
	RobBack bool `json:"rob_back,omitempty"`
	// Doubling lets each seat double its own stake once the landlord has
	// the bottom cards (加倍): the peasants from the landlord's left, then
	// the landlord; the landlord's stake against each peasant is doubled
	// by the landlord's double and by that peasant's.
	Doubling bool `json:"doubling,omitempty"`
	// Cap bounds what one deal is worth to a peasant (base × multiplier);
	// 0 means no cap.
	Cap int `json:"cap,omitempty"`
	// Rules is the rule set of plays; the default is standard.
	Rules dz.Rules `json:"rules"`
}

// DefaultDeals is the session length when Config.Deals is 0: each seat
// bids first once.
const DefaultDeals = 3

// withDefaults fills zero fields with their defaults and checks the rest.
func (c Config) withDefaults() (Config, error) {
	if c.Deals == 0 {
		c.Deals = DefaultDeals
	}
	switch {
	case c.Deals < 1 || c.Deals > MaxDeals:
		return c, fmt.Errorf("deals %d: want 1 to %d", c.Deals, MaxDeals)
	case c.Bidding > NoBidding:
		return c, fmt.Errorf("unknown bidding %d", c.Bidding)
	case c.ShowCards > ShowBeforeDeal:
		return c, fmt.Errorf("unknown show-cards %d", c.ShowCards)
	case c.Cap < 0:
		return c, fmt.Errorf("cap %d: want 0 (none) or more", c.Cap)
	case c.Rules > dz.Simple:
		return c, fmt.Errorf("unknown rules %d", c.Rules)
	}
	return c, nil
}
