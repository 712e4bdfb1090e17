package pace

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// ApplyOr applies an allowed action, and after a refusal shows it and falls
// back on the first legal action only when asked to.
func TestApplyOr(t *testing.T) {
	apply := func(m []string, a string) ([]string, error) {
		if a == "bad" {
			return m, errors.New("no")
		}
		return append(m, a), nil
	}
	refused := func(m []string, err error) []string { return append(m, Refusal("P1", "bad", err)) }
	legal := func() []string { return []string{"ok"} }

	got, ok := ApplyOr([]string{}, "fine", apply, refused, legal, true)
	assert.True(t, ok)
	assert.Equal(t, []string{"fine"}, got)

	got, ok = ApplyOr([]string{}, "bad", apply, refused, legal, true)
	assert.True(t, ok)
	assert.Equal(t, []string{"P1: bad refused: no", "ok"}, got)

	got, ok = ApplyOr([]string{}, "bad", apply, refused, legal, false)
	assert.False(t, ok)
	assert.Equal(t, []string{"P1: bad refused: no"}, got)

	got, ok = ApplyOr([]string{}, "bad", apply, refused, func() []string { return nil }, true)
	assert.False(t, ok)
	assert.Equal(t, []string{"P1: bad refused: no"}, got)
}
