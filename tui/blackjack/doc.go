// Package blackjack is the screen of casino blackjack for one to five
// seats against the dealer: cards drawn with the shared card widgets (the
// hole card as a card back until it is turned), each hand's total, split
// hands side by side with the one being played marked, bets, bankrolls and
// the depth of the shoe; dealing card by card and computer seats paced so
// a person can follow; a hint (t) with basic strategy and the exact value
// of every legal action for the cards left; and a Hi-Lo count for the
// trainer. It also replays saved logs.
//
// Everything on screen is built from views and redacted events: the hole
// card and the order of the shoe never reach it before the reveal. The
// hint's unseen cards are derived from the cards the table has shown since
// the shuffle, never from the state.
//
// The people at the table keep their bankrolls and lifetime statistics
// between games in the ledger (tui/blackjack/ledger) of the environment's
// player data directory.
//
// The shell finds the game through Game:
//
//	s, err := blackjack.Game.New(env, screen.Setup{
//		Players: []game.Player{{Name: "You", Kind: game.Human}, {Name: "AI (counter)", Kind: game.AI, Level: "counter"}},
//		Seed:    42, Speed: game.Normal,
//	})
//	// the shell forwards messages to s and draws s.View()
//
//	r, err := blackjack.Game.Replay(env, data, "games/x.jsonl", game.Fast)
package blackjack
