// Package shengji is the screen of Shengji (升级, Tractor): a table.Face on
// the shared driver. Your hand is a fan across the bottom, trumps first in
// trump order, chosen from with the arrows and space, by clicks, or by
// typing ranks; your partner sits opposite, the opponents left and right
// with their card counts, and the current trick lies in the middle with
// its leader and the winning play marked. The trump, the levels, the
// declaration and the attackers' points are in the header; declaring
// buttons appear during the deal, the dealer buries eight cards, a failed
// throw is shown with the unit that beat it, and at the end of a deal the
// kitty is turned up with its multiplier and the level result. All of it
// is drawn from the seat's view and its redacted events only.
//
//	s, err := shengji.Screens.New(env, screen.Setup{Players: ..., Options: game.Settings{"deals": "1"}})
package shengji
