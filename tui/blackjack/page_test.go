package blackjack

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/webreplay"
	"teahouse/tui/screentest"
)

// hintsOf are the hints a page shows: by step, the seat and its hint.
func hintsOf(p webreplay.Page) map[int]map[int]*webreplay.Hint {
	out := map[int]map[int]*webreplay.Hint{}
	for i, st := range p.Steps {
		for s, box := range st.Scene.Seats {
			if box.Hint != nil {
				if out[i] == nil {
					out[i] = map[int]*webreplay.Hint{}
				}
				out[i][s] = box.Hint
			}
		}
	}
	return out
}

// Asking for the hint on your turn is noted in the log at that position,
// for your seat; the web page of the log shows, at that step and in your
// seat's box, the value of every action the hint box gave, best first and
// the best marked, exact for the unseen cards (worked out from the log
// apart from the screen). The page of every hand shows it too; the other
// seat's page does not; the same log without the note shows none, and
// replays to the same table.
func TestHintIsLoggedAndShownOnThePage(t *testing.T) {
	m := press(t, dealt(t, testEnv(false), seedDouble), "t")
	want := exactHint(t, m)
	l := saved(t, m)
	at := len(l.Entries)
	require.Len(t, l.Notes, 1)
	n := l.Notes[0]
	assert.Equal(t, game.Note{At: at, Seat: 0, Kind: game.NoteTip, Text: "P1 asked for the hint"}, n)
	m = press(t, m, "t", "t") // closed and opened again on the same hand: noted once
	require.Len(t, saved(t, m).Notes, 1)

	_, data := screentest.SavedLog(t, m)
	page, err := Screens.Export(data, "bj.jsonl", 0)
	require.NoError(t, err)
	hints := hintsOf(page)
	require.Len(t, hints, 1, "one hint, at the step it was asked for")
	h := hints[at][0]
	require.NotNil(t, h, "P1's hint at step %d", at)
	assert.Contains(t, h.Title, fmt.Sprintf("Basic strategy: %s", want.Basic))
	var legal []aibj.Action
	for _, a := range aibj.Actions {
		if _, ok := want.EVs.EV(a); ok {
			legal = append(legal, a)
		}
	}
	require.Len(t, h.Rows, len(legal))
	for i, r := range h.Rows {
		ev, ok := want.EVs.EV(aibj.Action(indexOf(t, r.Action)))
		require.True(t, ok, r.Action)
		assert.Equal(t, fmt.Sprintf("%+.4f", ev), r.Value, r.Action)
		assert.Equal(t, r.Action == want.Best.String(), r.Best, r.Action)
		if i > 0 {
			before, _ := want.EVs.EV(aibj.Action(indexOf(t, h.Rows[i-1].Action)))
			assert.GreaterOrEqual(t, before, ev, "best first")
		}
	}
	assert.Equal(t, want.Best.String(), h.Rows[0].Action, "best first")

	all, err := Screens.Export(data, "bj.jsonl", game.Omniscient)
	require.NoError(t, err)
	assert.Equal(t, h, hintsOf(all)[at][0], "every hand's page shows it")
	other, err := Screens.Export(data, "bj.jsonl", 1)
	require.NoError(t, err)
	assert.Empty(t, hintsOf(other), "P2 did not see P1's hint")

	l.Notes = nil
	var b bytes.Buffer
	require.NoError(t, l.Write(&b))
	plain, err := Screens.Export(b.Bytes(), "bj.jsonl", game.Omniscient)
	require.NoError(t, err)
	assert.Empty(t, hintsOf(plain), "no note, no hint")
	require.Len(t, plain.Steps, len(all.Steps))
	for i := range plain.Steps {
		for s := range plain.Steps[i].Scene.Seats {
			all.Steps[i].Scene.Seats[s].Hint = nil
		}
		assert.Equal(t, plain.Steps[i].Scene, all.Steps[i].Scene, "step %d is the same table", i)
	}
	s1, err := game.Replay(gb.Game, l)
	require.NoError(t, err)
	assert.Equal(t, truth(t, m), s1, "the note changes nothing in the game")
}

// indexOf is the hint's action named s.
func indexOf(t *testing.T, s string) int {
	t.Helper()
	for _, a := range aibj.Actions {
		if a.String() == s {
			return int(a)
		}
	}
	t.Fatalf("no action %q", s)
	return 0
}
