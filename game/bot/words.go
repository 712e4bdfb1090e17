package bot

import (
	"errors"
	"strings"
)

// words splits a command line as a shell splits words: at spaces, keeping
// what single or double quotes hold together, a backslash escaping the next
// character outside single quotes. Nothing else of a shell is done.
func words(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inWord, quote, escaped := false, rune(0), false
	for _, r := range s {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case r == '\\' && quote != '\'':
			escaped, inWord = true, true
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	switch {
	case quote != 0:
		return nil, errors.New("a quote is not closed")
	case escaped:
		return nil, errors.New("it ends in a backslash")
	case inWord:
		out = append(out, cur.String())
	}
	if len(out) == 0 {
		return nil, errors.New("there is no command")
	}
	return out, nil
}
