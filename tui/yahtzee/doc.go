// Package yahtzee is the screen of Yahtzee for one to six players, on the
// screen driver of tui/table: a score card with a column per player that
// shows what the dice would score in each open box, five dice held with
// the keyboard or the mouse, an advisor that gives the exact expected
// final score of the best holds and of every box, computer turns shown at
// a pace a person can follow, and a log of every roll, hold and box.
//
// The optimal computer player and the advisor need the strategy table of
// ai/yahtzee: the screen loads it when it starts (from the cache under
// Env.CacheDir, or by solving it, with a progress bar in the header), and
// optimal seats wait for it; nothing blocks Update.
//
//	s, err := yahtzee.Screens.New(env, screen.Setup{Players: players, Seed: 42, Speed: game.Normal})
//	r, err := yahtzee.Screens.Replay(env, data, "games/x.jsonl", game.Fast)
package yahtzee
