package ui

import "strings"

// entryIndent starts every continuation line of a wrapped log entry, so
// the tail of a long entry never reads as an entry of its own.
const entryIndent = "  "

// WrapEntry wraps one log entry to w cells as Wrap does, with the lines
// after the first indented by two cells. A width too small to spare the
// indent wraps without it. What follows the first line is wrapped again
// as it was written: a word broken in the middle (a long name in CJK,
// which has no spaces) is never given a space there.
func WrapEntry(s string, w int) string {
	wrapped := Wrap(s, w)
	first, _, more := strings.Cut(wrapped, "\n")
	if !more || w <= 2*len(entryIndent) {
		return wrapped
	}
	rest, ok := strings.CutPrefix(s, first)
	if !ok { // the first line is not as written (never so today): wrap what the lines hold
		rest = strings.ReplaceAll(wrapped[len(first)+1:], "\n", " ")
	}
	lines := strings.Split(Wrap(strings.TrimLeft(rest, " "), w-len(entryIndent)), "\n")
	return first + "\n" + entryIndent + strings.Join(lines, "\n"+entryIndent)
}
