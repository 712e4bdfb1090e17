package ui

import (
	"strconv"
	"strings"
)

// Plural picks the words for n things: one when n is 1, else many.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// DiceWords writes the faces of dice one after another, "6 6 3", with ?
// for a face not seen (0).
func DiceWords(faces []int) string {
	var b strings.Builder
	for i, f := range faces {
		if i > 0 {
			b.WriteByte(' ')
		}
		if f == 0 {
			b.WriteByte('?')
			continue
		}
		b.WriteString(strconv.Itoa(f))
	}
	return b.String()
}
