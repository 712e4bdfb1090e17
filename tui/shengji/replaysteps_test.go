package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// In a replay ten presses of right in a row move ten steps.
func TestReplayPressesMoveTenSteps(t *testing.T) {
	s := screentest.Setup("shengji", 13, nil, greedy, greedy, greedy, greedy)
	s.Options["deals"] = "1"
	m := start(t, screentest.Sized(100, 30, false), s)
	for steps := 0; !where(m).Over; steps++ {
		require.Less(t, steps, 50, "the deal ends")
		m, _ = drive(t, m, screentest.Keys("enter")...)
	}
	_, data := screentest.SavedLog(t, m)
	r := screentest.OpenReplay[screenOf](t, Screens, screentest.Sized(100, 30, false), data, "shengji.jsonl")
	r = press(t, r, "right", "right", "right", "right", "right", "right", "right", "right", "right", "right")
	assert.Equal(t, 10, where(r).Step)
}
