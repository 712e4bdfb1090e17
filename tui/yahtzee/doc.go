// Package yahtzee is the screen of Yahtzee for one to six players: a score
// card with a column per player, five dice held with the keyboard or the
// mouse, an advisor that gives the exact expected final score of the best
// holds and of every open box, computer seats paced so a person can watch
// them, and a log of every roll, hold and box scored. It also replays saved
// logs.
//
// The optimal computer player and the advisor need the strategy table of
// ai/yahtzee. The screen loads it in a command when it starts (from the
// cache under Env.CacheDir, or by solving it, with a progress bar), and
// optimal seats wait for it; nothing blocks Update.
//
// The shell finds the game through Game:
//
//	s, err := yahtzee.Game.New(env, screen.Setup{
//		Players: []game.Player{{Name: "You", Kind: game.Human}, {Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}},
//		Seed:    42, Speed: game.Normal,
//	})
//	// the shell forwards messages to s and draws s.View()
//
//	r, err := yahtzee.Game.Replay(env, data, "games/x.jsonl", game.Fast)
package yahtzee
