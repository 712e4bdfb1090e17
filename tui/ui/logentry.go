package ui

import "strings"

// entryIndent starts every continuation line of a wrapped log entry, so
// the tail of a long entry never reads as an entry of its own.
const entryIndent = "  "

// WrapEntry wraps one log entry to w cells as Wrap does, with the lines
// after the first indented by two cells. A width too small to spare the
// indent wraps without it.
func WrapEntry(s string, w int) string {
	lines := strings.Split(Wrap(s, w), "\n")
	if len(lines) == 1 || w <= 2*len(entryIndent) {
		return strings.Join(lines, "\n")
	}
	rest := strings.Split(Wrap(strings.Join(lines[1:], " "), w-len(entryIndent)), "\n")
	return lines[0] + "\n" + entryIndent + strings.Join(rest, "\n"+entryIndent)
}
