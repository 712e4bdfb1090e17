// Package blackjack is the screen of casino blackjack for one to five
// seats against the dealer, on the shared screen driver (tui/table): its
// face draws the cards (the hole card as a back until it is turned), each
// hand's total, split hands side by side, bets, bankrolls and the shoe;
// deals card by card; gives a hint (t) with basic strategy and the exact
// value of every legal action for the cards left, and a Hi-Lo count (c).
//
// Everything on screen is built from views and redacted events, for an
// audience that sees every seat too: the hole card and the order of the
// shoe never reach it before the reveal, and the hint's unseen cards come
// from the cards the table has shown since the shuffle.
//
// The table is the game's view (game/blackjack.View), moved by
// game/blackjack's Apply as events are shown; the screen keeps only what
// it shows of its own (the cards seen since the shuffle, for the hint and
// the count; the bets lined up).
//
// The people at the table keep their bankrolls and lifetime statistics
// between games, by player ID, in the environment's store (game/store,
// DATA-DIR/teahouse.db): the table's bank (game/blackjack.Bank, a keeper
// its host runs) saves what changed at it after each step, so two tables
// playing for one person at once both count, and a screen closed in the
// middle of a round loses nothing.
//
// The shell joins Screens with the game's catalog entry (ai.Games) and
// starts it from a setup whose options are those of the entry:
//
//	s, err := blackjack.Screens.New(env, screen.Setup{
//		Players: []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {Kind: game.AI, Level: "counter"}},
//		Seed:    42, Speed: game.Normal,
//	})
//	r, err := blackjack.Screens.Replay(env, data, "games/x.jsonl", game.Fast)
package blackjack
