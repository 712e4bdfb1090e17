// Package store keeps what teahouse remembers between games in one
// embedded SQLite database, DATA-DIR/teahouse.db: blackjack bankrolls and
// lifetime statistics by player ID, the result of every finished game,
// the last setup of each game, and an index of the saved game logs (the
// logs themselves stay JSON Lines files).
//
// Several teahouse programs may use one database at once (two terminals,
// later the sessions of an SSH server). The database runs in WAL mode with
// a busy timeout, every change is one transaction that takes the write
// lock as it begins (BEGIN IMMEDIATE), and a bankroll changes by a delta
// added inside that transaction, so two tables playing for the same
// player both keep their results.
//
// The schema is versioned: Open applies the migrations the file has not
// had yet and refuses a database written by a newer teahouse (ErrNewer).
// Blackjack bankrolls kept before the database, in
// DATA-DIR/blackjack/bankroll.json, are imported once by ImportBankrolls;
// the file itself is left as it was.
//
//	s, err := store.Open(dataDir)
//	if err != nil { /* say so: nothing is kept this time */ }
//	defer s.Close()
//	rec, err := s.SitDown("local:ann", bj.Chips(1000)) // a new player gets 1000
//	c := store.Change{}.Hand(bj.Win).Round(bj.Chips(10)).Chips(bj.Chips(10)) // a round won by 10
//	recs, err := s.Apply(map[string]store.Change{"local:ann": c})           // added to what is there now
//	err = s.RecordGame(store.LogEntry{Path: path, Game: "yahtzee", Finished: true},
//		[]store.Result{{Player: "local:ann", Name: "ann", Score: 254, Won: true}}, outcome.Contests)
//	stats, err := s.Stats("yahtzee")         // games played and won, best and mean score
//	board, err := s.Leaderboard("yahtzee")   // ratings, the highest first
//
// The package does no terminal work.
package store
