package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// counter is a tiny game for testing the core: two seats alternately add
// 1..3; whoever reaches the target wins. The RNG picks the target.
type counter struct {
	Target, Total int
	Turn          game.Seat
	rng           game.RNG
}

type added struct{ N int }

func (added) EventName() string { return "added" }

var counterRules = game.Rules[int, counter, int]{
	Name:    "counter",
	Version: 1,
	New: func(max int, seed uint64) (counter, error) {
		if max < 1 {
			return counter{}, errors.New("max must be positive")
		}
		r := game.NewRNG(seed)
		return counter{Target: r.IntN(max) + 10, rng: r}, nil
	},
	Reduce: func(s counter, seat game.Seat, n int) (counter, []game.Event, error) {
		if s.Total >= s.Target {
			return s, nil, game.ErrGameOver
		}
		if seat != s.Turn {
			return s, nil, fmt.Errorf("%w: %s is to move", game.ErrNotYourTurn, s.Turn)
		}
		if n < 1 || n > 3 {
			return s, nil, fmt.Errorf("%w: add 1 to 3", game.ErrIllegal)
		}
		s.Total += n
		s.Turn = 1 - s.Turn
		return s, []game.Event{added{n}}, nil
	},
	ToMove: func(s counter) (game.Seat, bool) { return s.Turn, s.Total < s.Target },
}

var twoPlayers = []game.Player{{Name: "You", Controller: game.Human}, {Name: "AI", Controller: game.AI, Level: "x"}}

func newTable(t *testing.T) game.Table[int, counter, int] {
	t.Helper()
	tb, err := game.NewTable(counterRules, 5, 42, twoPlayers, game.Fast, time.Unix(0, 0))
	require.NoError(t, err)
	return tb
}

func TestTableApplyIsAValue(t *testing.T) {
	t0 := newTable(t)
	t1, events, err := t0.Apply(0, 2)
	require.NoError(t, err)
	assert.Equal(t, []game.Event{added{2}}, events)
	assert.Equal(t, 0, t0.State().Total, "the old table is untouched")
	assert.Equal(t, 2, t1.State().Total)
	assert.Len(t, t0.Log().Entries, 0)
	assert.Len(t, t1.Log().Entries, 1)

	seat, ok := t1.AIToMove()
	assert.True(t, ok)
	assert.Equal(t, game.Seat(1), seat)
	_, ok = t0.AIToMove()
	assert.False(t, ok, "seat 0 is human")

	// Two branches from one table do not share log storage.
	a, _, _ := t1.Apply(1, 1)
	b, _, _ := t1.Apply(1, 3)
	assert.Equal(t, 1, a.Log().Entries[1].Action)
	assert.Equal(t, 3, b.Log().Entries[1].Action)

	bad, _, err := t1.Apply(0, 2)
	assert.ErrorIs(t, err, game.ErrNotYourTurn)
	assert.Equal(t, t1.State(), bad.State())
	assert.Equal(t, t1.Log(), bad.Log())
	_, _, err = t1.Apply(5, 1)
	assert.ErrorIs(t, err, game.ErrNoSuchSeat)
	assert.Equal(t, game.Fast, t1.Speed())
	assert.Equal(t, game.Slow, t1.WithSpeed(game.Slow).Speed())
}

func playOut(t *testing.T) game.Table[int, counter, int] {
	tb := newTable(t)
	for !tb.Over() {
		seat, _ := tb.ToMove()
		var err error
		tb, _, err = tb.Apply(seat, 3)
		require.NoError(t, err)
	}
	return tb
}

func TestLogRoundTripAndReplay(t *testing.T) {
	tb := playOut(t)
	var buf bytes.Buffer
	require.NoError(t, tb.Log().Write(&buf))
	assert.Equal(t, len(tb.Log().Entries)+1, strings.Count(buf.String(), "\n"), "JSON Lines: header + one line per action")

	h, err := game.ReadHeader(bytes.NewReader(buf.Bytes()), "x")
	require.NoError(t, err)
	assert.Equal(t, "counter", h.Game)
	assert.Equal(t, uint64(42), h.Seed)

	l, err := game.ReadLog[int](&buf, "x", "counter")
	require.NoError(t, err)
	s, err := game.Replay(counterRules, l)
	require.NoError(t, err)
	assert.Equal(t, tb.State(), s)
}

func TestCorruptLogsNameFileAndLine(t *testing.T) {
	tb := playOut(t)
	var buf bytes.Buffer
	require.NoError(t, tb.Log().Write(&buf))
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "game.jsonl: the file is empty"},
		{"garbage header", "not json\n", "game.jsonl:1:"},
		{"header without game", "{}\n", "game.jsonl:1: header names no game"},
		{"other game", strings.Replace(lines[0], `"counter"`, `"chess"`, 1) + "\n", `a log of "chess"`},
		{"bad entry", lines[0] + "\n" + lines[1] + "\n{\"seat\":\"x\"}\n", "game.jsonl:3:"},
		{"unknown field", lines[0] + "\n{\"seat\":0,\"action\":1,\"extra\":2}\n", "game.jsonl:2:"},
		{"two values", lines[0] + "\n{\"seat\":0,\"action\":1} {}\n", "game.jsonl:2:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game.ReadLog[int](strings.NewReader(tt.text), "game.jsonl", "counter")
			require.Error(t, err)
			assert.ErrorIs(t, err, game.ErrCorruptLog)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestReplayRejectsBadLogs(t *testing.T) {
	l := playOut(t).Log()
	illegal := l
	illegal.Entries = append(illegal.Entries[:1:1], game.Entry[int]{Seat: 1, Action: 9})
	_, err := game.Replay(counterRules, illegal)
	assert.ErrorContains(t, err, "action 2 (P2)")

	old := l
	old.Header.Version = 0
	_, err = game.Replay(counterRules, old)
	assert.ErrorContains(t, err, "rules version 0")

	badCfg := l
	badCfg.Header.Config = json.RawMessage(`-3`)
	_, err = game.Replay(counterRules, badCfg)
	assert.ErrorIs(t, err, game.ErrCorruptLog)
}

func TestSaveLogIsAtomic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	l := playOut(t).Log()
	path, err := game.SaveLog(dir, l)
	require.NoError(t, err)
	assert.Equal(t, "counter-19700101-000000-42.jsonl", filepath.Base(path))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left behind")
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	read, err := game.ReadLog[int](f, path, "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Entries, read.Entries)
}

func TestParsePlayer(t *testing.T) {
	levels := []string{"simple", "optimal"}
	p, err := game.ParsePlayer("human", "optimal", levels)
	require.NoError(t, err)
	assert.Equal(t, game.Human, p.Controller)
	p, err = game.ParsePlayer("ai", "optimal", levels)
	require.NoError(t, err)
	assert.Equal(t, "optimal", p.Level)
	p, err = game.ParsePlayer("ai:simple", "optimal", levels)
	require.NoError(t, err)
	assert.Equal(t, game.Player{Name: "AI (simple)", Controller: game.AI, Level: "simple"}, p)
	for _, bad := range []string{"robot", "ai:genius", "aisimple", ""} {
		_, err = game.ParsePlayer(bad, "optimal", levels)
		assert.ErrorContains(t, err, "human or ai:LEVEL with LEVEL one of simple, optimal", bad)
	}
}

func TestSpeedAndSeat(t *testing.T) {
	for _, s := range game.Speeds {
		got, err := game.ParseSpeed(string(s))
		require.NoError(t, err)
		assert.Equal(t, s, got)
	}
	_, err := game.ParseSpeed("warp")
	assert.ErrorContains(t, err, "slow, normal, fast or instant")
	assert.Zero(t, game.Instant.Delay())
	assert.Greater(t, game.Slow.Delay(), game.Fast.Delay())
	assert.Equal(t, "P1", game.Seat(0).String())
	assert.Equal(t, "spectator", game.Spectator.String())
	assert.Equal(t, "nobody", game.NoSeat.String())
}

func TestRNGIsAValue(t *testing.T) {
	a := game.NewRNG(7)
	b := a
	for range 100 {
		x, y := a.Die(), b.Die()
		require.Equal(t, x, y, "a copied generator repeats the same draws")
		require.True(t, x >= 1 && x <= 6)
	}
}

// TestRNGMatchesTheStandardLibrary pins IntN to rand.Rand.Uint64N over the
// same PCG, so logs replay identically whichever way the numbers are drawn.
func TestRNGMatchesTheStandardLibrary(t *testing.T) {
	r := game.NewRNG(123)
	std := rand.New(rand.NewPCG(123, 123^0x9e3779b97f4a7c15))
	for i := range 10000 {
		n := i%50 + 1
		require.Equal(t, int(std.Uint64N(uint64(n))), r.IntN(n), "draw %d of [0,%d)", i, n)
	}
	assert.Panics(t, func() { r.IntN(0) })
}
