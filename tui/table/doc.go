// Package table is the one screen driver of every game: it follows a live
// table or a saved log (a Source: act, watch, log, check), plays what
// happened event by event at a pace a person can follow, routes keys and
// clicks, hands the keyboard over between people taking turns, keeps the
// log panel, the help and the tip panel, saves the game's log, and steps a
// replay forward and back. A game brings only what is its own, as the
// parts of a Face declared in its Spec: its board, drawn with click zones
// (Board), what its keys and clicks do (Input), the log lines of its
// events (LogText), its rules page, its tips; every part but the board
// has a default.
//
//	spec := table.Spec[face, gp.Config, gp.State, gp.Action, gp.View]{Game: gp.Game, Roster: aipd.Roster, Face: parts}
//	scr, err := table.Open(env, spec, cfg, seed, players, newFace(cfg), o) // a live table on its own host
//	scr, err = table.Replay(env, spec, logData, "games/x.jsonl", speed, newFace(cfg))
package table
