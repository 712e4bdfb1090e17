package doudizhu

import (
	"testing"

	"teahouse/tui/screentest"
)

// At the end of the last deal one enter shows the session's result: the
// deal's result held on screen is the session's.
func TestOneEnterEndsTheLastDeal(t *testing.T) {
	screentest.RequireOneEnterEnds(t, playOut(t, start(t, screentest.Env(true), setup(seed7))))
}
