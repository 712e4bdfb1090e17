// Package table is the one screen driver of every game: it follows a live
// table (a game/host.Host) or a saved log, plays what happened event by
// event at a pace a person can follow, routes keys and clicks, hands the
// keyboard over between people taking turns, keeps the log panel, the help
// and the tip panel, saves the game's log, and steps a replay forward and
// back. A game brings only what is its own, as a Face: its board, drawn
// with click zones, the log lines of its events, its keys and what they
// do, its tips and its rules page.
//
//	spec := table.Spec[Config, State, Action, View]{Game: gp.Game, Roster: aipd.Roster, ...}
//	scr, err := table.Open(env, spec, cfg, seed, players, face) // a live table on its own host
//	scr, err = table.Replay(env, spec, logData, "games/x.jsonl", face)
package table
