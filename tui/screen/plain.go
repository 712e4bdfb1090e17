package screen

import (
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// Plain is s as it may be drawn on a terminal: a name or a sentence read
// from a log, the database or a program, which may hold anything. Escape
// sequences (colours, a window title, cursor moves) are removed; the
// other control and format characters (C0 and C1 controls, DEL,
// bidirectional overrides, zero-width characters) are dropped; tabs and
// line breaks become spaces.
func Plain(s string) string {
	if printableASCII(s) {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r' || unicode.In(r, unicode.Zl, unicode.Zp):
			return ' '
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8Error:
			return -1
		}
		return r
	}, ansi.Strip(s))
}

// utf8Error is what a byte that is not UTF-8 reads as.
const utf8Error = '\uFFFD'

// printableASCII reports whether s is printable ASCII only, which Plain
// leaves as it is.
func printableASCII(s string) bool {
	for i := range len(s) {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}
