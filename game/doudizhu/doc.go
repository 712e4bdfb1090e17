// Package doudizhu is 斗地主 (Dou Dizhu) for the engine: three seats, a
// session of deals, bidding for the landlord, the play of tricks and the
// scoring with its multipliers. The rules of plays live in rules/doudizhu;
// this package is the state machine: Config, State, Action, the events,
// each seat's View and the game.Game contract (Game).
//
// A deal: with Config.ShowCards at ShowBeforeDeal, each seat first
// chooses whether to play it face up (×4); 17 cards to each seat and 3
// bottom cards, dealt from a seeded Fisher-Yates shuffle; bidding from a
// first bidder who rotates every deal (Config.Bidding: score bids 1-3,
// call and rob with Config.RobBack letting the caller rob back, or none:
// P1 is the landlord); the landlord takes the bottom cards, shown to all;
// with Config.Doubling each seat doubles its own stake or not; the
// landlord may show the whole hand for ×2 (Config.ShowCards), and
// leads. Each seat in turn
// beats the table or passes; after two passes the last to play leads
// again. The first seat out of cards wins the deal for its side.
package doudizhu
