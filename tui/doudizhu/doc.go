// Package doudizhu is the screen of Dou Dizhu (斗地主): a table.Face on the
// shared driver. Your hand is a fan at the bottom, chosen from with the
// arrows and space, by clicks, or by typing ranks ("3334" then enter); the
// other two seats sit left and right with their card backs and counts, and
// each seat's last play lies in front of it, named ("pair chain 3-5") or
// "pass". The bidding, the bottom cards, the landlord's shown hand, the
// hint (t), the card tracker (c) and the result of each deal with its
// multiplier written out are drawn from the seat's view and its redacted
// events only.
//
//	s, err := doudizhu.Screens.New(env, screen.Setup{Players: ..., Options: game.Settings{"deals": "3"}})
package doudizhu
