// Package catalog is where every game is defined once: its name, title,
// seats, computer levels and options as data, with the functions that
// start, replay, simulate and tally it from its options. Each game/<g>
// package declares its Def; the list of games, each joined with its
// computers, is ai.Games. The command line, the setup screen, the saved
// games, the export, the SSH server and the evaluation harness read the
// games and their options from there and nowhere else.
package catalog
