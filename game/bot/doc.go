// Package bot fills seats with computers: the AI levels of a game (a
// Roster) and outside programs that play a seat by reading one JSON
// request per decision on their standard input and answering one JSON
// action on their standard output (see docs/bots.md).
//
//	seat, err := pokerdice.Roster.Sitter(game.Player{Kind: game.Program, Command: "python3 bot.py"}, bot.Options{Timeout: time.Second})
//	// the host asks the program; if it fails, the weakest AI plays on
//
// OpenTable sets up every seat of a live table at once, as each front end
// does: the controllers, the log written as the game goes, and the files
// program seats write their standard error to, closed with the table.
package bot
