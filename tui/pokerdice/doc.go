// Package pokerdice is the screen of 风险抉择 "Risk Choice" dice poker: two
// rows of dice, holds toggled with the keyboard or the mouse, the skills of
// the skills variant, exact tips from the AI, and a log of every roll, hold
// and showdown. It shows only what the viewer's pokerdice.View holds, paces
// computer seats so a person can follow them, and replays saved logs.
//
// The shell joins Screens with the game's catalog entry (ai.Games) and
// starts it from a setup whose options are those of the entry:
//
//	s, err := pokerdice.Screens.New(env, screen.Setup{
//		Players: []game.Player{{Name: "You", Kind: game.Human}, {Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}},
//		Options: game.Settings{"rule": "free", "skills": "on", "rounds": "5"},
//		Seed:    42, Speed: game.Normal,
//	})
//	// the shell forwards messages to s and draws s.View()
//
//	r, err := pokerdice.Screens.Replay(env, data, "games/x.jsonl", game.Fast)
package pokerdice
