package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPlural(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{0, "dice"}, {1, "die"}, {2, "dice"}} {
		assert.Equal(t, tt.want, Plural(tt.n, "die", "dice"), "%d", tt.n)
	}
}

func TestDiceWords(t *testing.T) {
	for _, tt := range []struct {
		faces []int
		want  string
	}{{nil, ""}, {[]int{6}, "6"}, {[]int{6, 6, 3}, "6 6 3"}, {[]int{3, 0, 0, 1, 4}, "3 ? ? 1 4"}} {
		assert.Equal(t, tt.want, DiceWords(tt.faces), "%v", tt.faces)
	}
}
