// Package dataset flattens game logs into a table of one row per action,
// for analysis outside teahouse: which game and file, the game's index and
// seed, the seat and the level of its player, the step, the action in the
// game's notation, and how the game ended for that seat.
//
// Every log is replayed before it is exported, so a row is only written
// for a log that replays; a file that is not a teahouse log, or whose log
// does not replay, is reported and skipped:
//
//	readers := []dataset.Reader{dataset.For(pokerdice.Game), dataset.For(doudizhu.Game)}
//	sum, err := dataset.Export("logs", readers, dataset.NewCSV(os.Stdout), func(file string, err error) {
//		fmt.Fprintf(os.Stderr, "skipped %s: %v\n", file, err)
//	})
//
// Logs are read one at a time and their rows written as they are made, so
// a directory of any size is exported in the memory of its largest log.
package dataset
