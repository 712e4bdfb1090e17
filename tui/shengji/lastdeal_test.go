package shengji

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// At the end of the last deal one enter shows the game's result: the
// deal's result held on screen is the game's.
func TestOneEnterEndsTheLastDeal(t *testing.T) {
	s := screentest.Setup("shengji", 11, nil, person("ann"), greedy, greedy, greedy)
	s.Options["deals"] = "1"
	m := start(t, screentest.Sized(80, 24, false), s)
	for steps := 0; !where(m).Holding; steps++ {
		require.Less(t, steps, 400, "the deal ends")
		m = press(t, m, moveKeys(t, m)...)
	}
	screentest.RequireOneEnterEnds(t, m)
}
