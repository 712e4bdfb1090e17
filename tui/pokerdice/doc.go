// Package pokerdice is the screen of 风险抉择 "Risk Choice" dice poker: two
// rows of dice, holds toggled with the keyboard or the mouse, the skills of
// the skills variant, exact tips from the AI, and a log of every roll, hold
// and showdown. It shows only what the viewer's pokerdice.View holds, paces
// computer seats so a person can follow them, and replays saved logs.
//
// The shell finds the game through Game:
//
//	s, err := pokerdice.Game.New(env, screen.Setup{
//		Players:  []game.Player{{Name: "You", Kind: game.Human}, {Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}},
//		Variants: map[string]string{"rule": "free", "skills": "on"},
//		Rounds:   5, Seed: 42, Speed: game.Normal,
//	})
//	// the shell forwards messages to s and draws s.View()
//
//	r, err := pokerdice.Game.Replay(env, data, "games/x.jsonl", game.Fast)
package pokerdice
