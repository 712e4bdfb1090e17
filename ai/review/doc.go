// Package review marks a seat's decisions in a saved game against the
// game's strongest computer: what each choice cost, in the game's own
// unit, judged from that seat's view at that moment only.
//
// Each game's reviewer (ai/<g>/review.go, a Func) finds the seat's
// decisions in a log and values every candidate at each (a []Position);
// this package turns those into a Report: the best choice, the cost of
// the one made, a mark by the game's Thresholds (with the noise rule for
// estimated values), and a summary with an accuracy figure. For reports
// of a saved file's bytes, kept beside the file, see Reviewer and Cached.
package review
