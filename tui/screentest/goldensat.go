package screentest

import (
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"

	"teahouse/tui/screen"
)

// TableSizes are the terminals a card table's goldens are drawn at: the
// smallest, the usual ones and a large one.
var TableSizes = [][2]int{{80, 24}, {100, 30}, {120, 40}, {160, 48}}

// GoldensAt is Goldens at the given sizes.
func GoldensAt[M screen.Screen](t *testing.T, sizes [][2]int, at func(t *testing.T, env screen.Env) M, texts ...string) {
	for _, sz := range sizes {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			view := at(t, Sized(sz[0], sz[1], false)).View()
			RequireSize(t, view, sz[0], sz[1], t.Name())
			for _, text := range texts {
				assert.Contains(t, view, text)
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}
