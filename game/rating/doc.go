// Package rating is the strength of players, with its uncertainty: the
// Glicko-2 system (Glickman, "Example of the Glicko-2 system") on the
// display scale, the step of one finished game of sides and places
// (Rate), and the ladder's fit. Pure math: no I/O, no game package.
package rating
