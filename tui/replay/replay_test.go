package replay

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
)

// saved is a short Yahtzee log of two seats, as bytes.
func saved(t *testing.T) ([]byte, screen.Table[gy.Config, gy.State, gy.Action, gy.View]) {
	t.Helper()
	players := []game.Player{{Name: "You", Kind: game.Human}, {Name: "AI (greedy)", Kind: game.AI, Level: "greedy"}}
	tbl, err := screen.NewTable(gy.Game, gy.Config{Seats: 2}, 5, players, game.Fast, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	require.NoError(t, err)
	for _, e := range []game.Entry[gy.Action]{
		{Seat: 0, Action: gy.Roll(0)}, {Seat: 0, Action: gy.Roll(0b11)}, {Seat: 0, Action: gy.ScoreBox(12)}, {Seat: 1, Action: gy.Roll(0)},
	} {
		tbl, _, err = tbl.Apply(e.Seat, e.Action)
		require.NoError(t, err)
	}
	var buf bytes.Buffer
	require.NoError(t, tbl.Log().Write(&buf))
	return buf.Bytes(), tbl
}

func seats(c gy.Config) int { return max(1, c.Seats) }

func TestLoad(t *testing.T) {
	data, orig := saved(t)
	tbl, r, err := Load(gy.Game, data, "g.jsonl", "warp", seats)
	require.NoError(t, err)
	assert.True(t, r.On)
	assert.Equal(t, "g.jsonl", r.Name)
	assert.Equal(t, orig.Log().Entries, r.Log.Entries)
	assert.Empty(t, tbl.Log().Entries, "a fresh table")
	assert.Equal(t, orig.Players(), tbl.Players())
	assert.Equal(t, game.Normal, tbl.Speed(), "an unknown speed plays at normal")

	for moves := range len(r.Log.Entries) {
		e, ok := r.At(moves)
		require.True(t, ok)
		assert.True(t, r.Next(moves))
		tbl, _, err = tbl.Apply(e.Seat, e.Action)
		require.NoError(t, err)
	}
	_, ok := r.At(len(r.Log.Entries))
	assert.False(t, ok)
	assert.False(t, r.Next(len(r.Log.Entries)))
	assert.Equal(t, orig.State(), tbl.State())
	assert.False(t, Replay[gy.Action]{}.Next(0), "no replay")
}

func TestLoadNamesTheLine(t *testing.T) {
	data, _ := saved(t)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	with := func(i int, line string) []byte {
		ls := append([]string(nil), lines...)
		ls[i] = line
		return []byte(strings.Join(ls, "\n") + "\n")
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"an illegal action", with(3, `{"seat":1,"action":{"kind":"roll"}}`), "g.jsonl:4:"},
		{"blank lines are counted", []byte(strings.Replace(string(with(4, `{"seat":0,"action":{"kind":"roll"}}`)), "\n", "\n\n", 1)), "g.jsonl:6:"},
		{"a bad config", with(0, strings.Replace(lines[0], `"seats":2`, `"seats":8`, 1)), "g.jsonl:1:"},
		{"malformed", with(2, `{`), "g.jsonl:3:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Load(gy.Game, tc.data, "g.jsonl", game.Fast, seats)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, errors.Is(err, game.ErrCorruptLog))
		})
	}
}

// Seats the header does not name are humans named by seat.
func TestLoadUnnamedSeats(t *testing.T) {
	data, _ := saved(t)
	lines := strings.Split(string(data), "\n")
	i := strings.Index(lines[0], `"players":`)
	j := strings.Index(lines[0], `,"started"`)
	lines[0] = lines[0][:i] + `"players":[]` + lines[0][j:]
	tbl, _, err := Load(gy.Game, []byte(strings.Join(lines, "\n")), "g.jsonl", game.Fast, seats)
	require.NoError(t, err)
	assert.Equal(t, []game.Player{{Name: "P1", Kind: game.Human}, {Name: "P2", Kind: game.Human}}, tbl.Players())
}

// Step and PlaysOn stop the playing once no action is left.
func TestStepAndPlaysOn(t *testing.T) {
	r := Replay[int]{On: true, Playing: true, Log: game.Log[int]{Entries: []game.Entry[int]{{Seat: 1, Action: 7}}}}
	e, ok := r.Step(0)
	assert.True(t, ok)
	assert.Equal(t, game.Entry[int]{Seat: 1, Action: 7}, e)
	assert.True(t, r.PlaysOn(0))
	assert.True(t, r.Playing)
	assert.False(t, r.PlaysOn(1))
	assert.False(t, r.Playing)
	r.Playing = true
	_, ok = r.Step(1)
	assert.False(t, ok)
	assert.False(t, r.Playing)
}
