package doudizhu

import (
	"fmt"

	dz "teahouse/rules/doudizhu"
)

// ActionKind names what a seat does.
type ActionKind string

// The actions.
const (
	// KindPass declines: no bid, no call, no rob, no double, or no play
	// (不出).
	KindPass ActionKind = "pass"
	// KindBid bids 1, 2 or 3 (score bidding).
	KindBid ActionKind = "bid"
	// KindCall calls for the landlord (叫地主).
	KindCall ActionKind = "call"
	// KindRob robs the landlord (抢地主), doubling the base.
	KindRob ActionKind = "rob"
	// KindDouble doubles the seat's own stake (加倍, with
	// Config.Doubling); passing is not doubling.
	KindDouble ActionKind = "double"
	// KindShow shows the landlord's whole hand to everyone, for ×2.
	KindShow ActionKind = "show"
	// KindKeep keeps the landlord's hand hidden (the choice not to show).
	KindKeep ActionKind = "keep"
	// KindPlay plays Cards.
	KindPlay ActionKind = "play"
)

// Action is one decision of a seat. Bid is the bid of KindBid; Cards the
// cards of KindPlay, in rank notation ("33344").
type Action struct {
	Kind  ActionKind `json:"kind"`
	Bid   int        `json:"bid,omitempty"`
	Cards dz.Counts  `json:"cards,omitzero"`
}

// PassAction passes.
func PassAction() Action { return Action{Kind: KindPass} }

// Bid bids n.
func Bid(n int) Action { return Action{Kind: KindBid, Bid: n} }

// Call calls for the landlord.
func Call() Action { return Action{Kind: KindCall} }

// Rob robs the landlord.
func Rob() Action { return Action{Kind: KindRob} }

// Double doubles the seat's stake.
func Double() Action { return Action{Kind: KindDouble} }

// Show shows the landlord's hand.
func Show() Action { return Action{Kind: KindShow} }

// Keep keeps the landlord's hand hidden.
func Keep() Action { return Action{Kind: KindKeep} }

// PlayCards plays c.
func PlayCards(c dz.Counts) Action { return Action{Kind: KindPlay, Cards: c} }

// String writes the action as the log does: "pass", "bid 2", "play 33344".
func (a Action) String() string {
	switch a.Kind {
	case KindBid:
		return fmt.Sprintf("bid %d", a.Bid)
	case KindPlay:
		return "play " + a.Cards.String()
	}
	return string(a.Kind)
}
