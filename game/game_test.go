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

// counterGame plays counter.
type counterGame struct{}

func (counterGame) Name() string      { return "counter" }
func (counterGame) Version() int      { return 2 }
func (counterGame) Seats(counter) int { return 2 }
func (counterGame) View(s counter, _ game.Seat) counter {
	s.rng = game.RNG{}
	return s
}
func (counterGame) Redact(e game.Event, _ game.Seat) game.Event { return e }
func (counterGame) Apply(v counter, e game.Event) counter {
	if a, ok := e.(added); ok {
		v.Total += a.N
		v.Turn = 1 - v.Turn
	}
	return v
}
func (counterGame) Legal(counter) ([]int, bool) { return []int{1, 2, 3}, true }
func (counterGame) Check(counter, int) error    { return nil }
func (counterGame) Outcome(s counter) game.Outcome {
	return game.Outcome{Over: s.Total >= s.Target, Winners: []game.Seat{1 - s.Turn}}
}

func (counterGame) New(max int, seed uint64) (counter, error) {
	if max < 1 {
		return counter{}, errors.New("max must be positive")
	}
	r := game.NewRNG(seed)
	return counter{Target: r.IntN(max) + 10, rng: r}, nil
}

func (counterGame) Reduce(s counter, seat game.Seat, n int) (counter, []game.Event, error) {
	if s.Total >= s.Target {
		return s, nil, game.Refuse(game.ErrGameOver, "the target is reached")
	}
	if seat != s.Turn {
		return s, nil, game.Refuse(game.ErrNotYourTurn, "%s is to move", s.Turn)
	}
	if n < 1 || n > 3 {
		return s, nil, game.Illegal("add 1 to 3")
	}
	s.Total += n
	s.Turn = 1 - s.Turn
	return s, []game.Event{added{n}}, nil
}

func (counterGame) Waiting(s counter) []game.Seat {
	if s.Total >= s.Target {
		return nil
	}
	return []game.Seat{s.Turn}
}

// Upgrade reads version 1 configs, which wrote the number as a string.
func (counterGame) Upgrade(_ int, cfg json.RawMessage) (json.RawMessage, error) {
	var n string
	if err := json.Unmarshal(cfg, &n); err != nil {
		return nil, err
	}
	return json.RawMessage(n), nil
}

// playOut plays a game adding 3 each time and returns its log and final state.
func playOut(t testing.TB) (game.Log[int], counter) {
	t.Helper()
	g := counterGame{}
	s, err := g.New(5, 42)
	require.NoError(t, err)
	l := game.Log[int]{Header: game.Header{Game: "counter", Version: 2, Seed: 42, Config: json.RawMessage("5"), Started: time.Unix(0, 0).UTC(),
		Players: []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:x", Kind: game.AI, Level: "x"}}}}
	for len(g.Waiting(s)) > 0 {
		seat := g.Waiting(s)[0]
		s, _, err = g.Reduce(s, seat, 3)
		require.NoError(t, err)
		l.Entries = append(l.Entries, game.Entry[int]{Seat: seat, Action: 3})
	}
	l.Notes = []game.Note{{At: 1, Seat: 1, Text: "P2 did not answer"}, {At: 2, Seat: 0, Kind: game.NoteTip, Text: "P1 asked for the tip"}}
	return l, s
}

func TestLogRoundTripAndReplay(t *testing.T) {
	l, final := playOut(t)
	var buf bytes.Buffer
	require.NoError(t, l.Write(&buf))
	assert.Equal(t, len(l.Entries)+len(l.Notes)+1, strings.Count(buf.String(), "\n"), "JSON Lines: header + one line per action and note")
	assert.Contains(t, strings.Split(buf.String(), "\n")[2], `"note":"P2 did not answer"`, "the note comes after the first action")
	assert.NotContains(t, strings.Split(buf.String(), "\n")[2], `"kind"`, "a sentence only is written as before kinds")
	assert.Contains(t, strings.Split(buf.String(), "\n")[4], `"kind":"tip"`, "the tip note after the second action")

	h, err := game.ReadHeader(bytes.NewReader(buf.Bytes()), "x")
	require.NoError(t, err)
	assert.Equal(t, "counter", h.Game)
	assert.Equal(t, uint64(42), h.Seed)
	assert.Equal(t, "local:ann", h.Players[0].ID)

	read, err := game.ReadLog[int](&buf, "x", "counter")
	require.NoError(t, err)
	assert.Equal(t, l, read)
	s, err := game.Replay(counterGame{}, read)
	require.NoError(t, err)
	assert.Equal(t, final, s)
}

func TestOldPlayersStillRead(t *testing.T) {
	var p game.Player
	require.NoError(t, json.Unmarshal([]byte(`{"name":"You","controller":"human"}`), &p))
	assert.Equal(t, game.Player{Name: "You", Kind: game.Human}, p)
	require.NoError(t, json.Unmarshal([]byte(`{"name":"AI (optimal)","controller":"ai","level":"optimal"}`), &p))
	assert.Equal(t, game.Player{Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}, p)
	assert.Error(t, json.Unmarshal([]byte(`{"name":"x"}`), &p), "a player has a kind")
	assert.Error(t, json.Unmarshal([]byte(`{"kind":"ai","colour":"red"}`), &p), "unknown fields are refused")
}

func TestCorruptLogsNameFileAndLine(t *testing.T) {
	l, _ := playOut(t)
	var buf bytes.Buffer
	require.NoError(t, l.Write(&buf))
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "game.jsonl: corrupt game log: the file is empty"},
		{"garbage header", "not json\n", "game.jsonl:1: corrupt game log: header: "},
		{"header without game", "{}\n", "game.jsonl:1: corrupt game log: the header names no game"},
		{"other game", strings.Replace(lines[0], `"counter"`, `"chess"`, 1) + "\n", `game.jsonl:1: corrupt game log: a log of "chess"`},
		{"bad entry", lines[0] + "\n" + lines[1] + "\n{\"seat\":\"x\"}\n", "game.jsonl:3: corrupt game log: "},
		{"unknown field", lines[0] + "\n{\"seat\":0,\"action\":1,\"extra\":2}\n", "game.jsonl:2: corrupt game log: "},
		{"two values", lines[0] + "\n{\"seat\":0,\"action\":1} {}\n", "game.jsonl:2: corrupt game log: "},
		{"a note with an action", lines[0] + "\n{\"seat\":0,\"action\":1,\"note\":\"x\"}\n", "game.jsonl:2: corrupt game log: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game.ReadLog[int](strings.NewReader(tt.text), "game.jsonl", "counter")
			require.Error(t, err)
			assert.ErrorIs(t, err, game.ErrCorruptLog)
			assert.True(t, strings.HasPrefix(err.Error(), tt.want), "FILE:LINE: corrupt game log: what, got %q", err)
		})
	}
}

// A line over game.MaxLineBytes is an error that names the line and the
// limit, wherever it is and whether or not it ends.
func TestOverlongLinesAreErrors(t *testing.T) {
	l, _ := playOut(t)
	var buf bytes.Buffer
	require.NoError(t, l.Write(&buf))
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	long := `{"seat":-1,"note":"` + strings.Repeat("x", game.MaxLineBytes) + `"}`
	fits := `{"seat":-1,"note":"` + strings.Repeat("x", game.MaxLineBytes-len(`{"seat":-1,"note":""}`)) + `"}`
	require.Len(t, fits, game.MaxLineBytes)
	tests := []struct {
		name, text string
		line       int
	}{
		{"the header", strings.Replace(lines[0], `"counter"`, `"counter`+strings.Repeat(" ", game.MaxLineBytes)+`"`, 1) + "\n", 1},
		{"a middle line", lines[0] + "\n" + long + "\n" + lines[1] + "\n", 2},
		{"a whole last line", lines[0] + "\n" + lines[1] + "\n" + long + "\n", 3},
		{"a last line without its end", lines[0] + "\n" + lines[1] + "\n" + long, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game.ReadLog[int](strings.NewReader(tt.text), "game.jsonl", "counter")
			require.ErrorIs(t, err, game.ErrLongLine)
			assert.ErrorIs(t, err, game.ErrCorruptLog)
			assert.EqualError(t, err, fmt.Sprintf("game.jsonl:%d: corrupt game log: line %d is longer than 1 MiB (1048576 bytes), the most a log line may hold", tt.line, tt.line))
		})
	}
	_, err := game.ReadHeader(strings.NewReader(tests[0].text), "game.jsonl")
	assert.ErrorIs(t, err, game.ErrLongLine, "the header alone")
	read, err := game.ReadLog[int](strings.NewReader(lines[0]+"\n"+fits+"\n"), "game.jsonl", "counter")
	require.NoError(t, err, "a line of the limit exactly is read")
	assert.Len(t, read.Notes, 1)
}

func TestReplayRejectsBadLogs(t *testing.T) {
	l, _ := playOut(t)
	illegal := l.Clone()
	illegal.Entries = append(illegal.Entries[:1:1], game.Entry[int]{Seat: 1, Action: 9})
	_, err := game.Replay(counterGame{}, illegal)
	assert.ErrorContains(t, err, "action 2 (P2): illegal action: add 1 to 3")

	for _, v := range []int{0, 3} {
		other := l.Clone()
		other.Header.Version = v
		_, err = game.Replay(counterGame{}, other)
		assert.ErrorContains(t, err, fmt.Sprintf("rules version %d, this build plays version 2", v))
	}

	badCfg := l.Clone()
	badCfg.Header.Config = json.RawMessage(`-3`)
	_, err = game.Replay(counterGame{}, badCfg)
	assert.ErrorIs(t, err, game.ErrCorruptLog)
}

func TestAnOlderVersionIsUpgraded(t *testing.T) {
	l, _ := playOut(t)
	l.Header.Version, l.Header.Config = 1, json.RawMessage(`"5"`)
	s, err := game.Replay(counterGame{}, l)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, s.Total, s.Target, "the same game, to its end")
	l.Header.Config = json.RawMessage(`5`)
	_, err = game.Replay(counterGame{}, l)
	assert.ErrorContains(t, err, "rules version 1:", "a version 1 config is a string")
}

func TestSaveLogIsAtomic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	l, _ := playOut(t)
	path, err := game.SaveLog(dir, l)
	require.NoError(t, err)
	assert.Equal(t, "counter-19700101-000000.jsonl", filepath.Base(path), "the game and its start: never the seed")
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())
	again, err := game.SaveLog(dir, l)
	require.NoError(t, err)
	assert.Equal(t, "counter-19700101-000000-2.jsonl", filepath.Base(again), "a game started in the same second")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "no temporary file is left behind")
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	read, err := game.ReadLog[int](f, path, "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Entries, read.Entries)
}

func TestParseSeat(t *testing.T) {
	levels := []string{"simple", "optimal"}
	tests := []struct {
		in   string
		want game.Player
	}{
		{"human", game.Player{Kind: game.Human}},
		{"ai:simple", game.Player{ID: "ai:simple", Kind: game.AI, Level: "simple"}},
		{"optimal", game.Player{ID: "ai:optimal", Kind: game.AI, Level: "optimal"}},
		{"exec:python3 bot.py --fast", game.Player{ID: "exec:python3 bot.py --fast", Kind: game.Program, Command: "python3 bot.py --fast"}},
	}
	for _, tt := range tests {
		p, err := game.ParseSeat(tt.in, levels)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, p)
	}
	bad := map[string]string{
		"robot": "want human, ai:LEVEL or exec:COMMAND (LEVEL simple or optimal)", "ai": "want ai:LEVEL with LEVEL simple or optimal",
		"ai:genius": "want ai:LEVEL", "exec:": "want exec:COMMAND", "human:x": "want human", "": "want human",
	}
	for in, want := range bad {
		_, err := game.ParseSeat(in, levels)
		assert.ErrorContains(t, err, want, in)
	}
}

func TestRefusal(t *testing.T) {
	err := game.Illegal("the minimum bet is %d", 10)
	assert.ErrorIs(t, err, game.ErrIllegal)
	assert.Equal(t, "illegal action: the minimum bet is 10", err.Error())
	assert.Equal(t, "the minimum bet is 10", game.Reason(err))
	assert.Equal(t, "boom", game.Reason(errors.New("boom")))
	wrapped := fmt.Errorf("P2: %w", game.Refuse(game.ErrNotYourTurn, "P1 is to move"))
	assert.ErrorIs(t, wrapped, game.ErrNotYourTurn)
	assert.Equal(t, "P1 is to move", game.Reason(wrapped))
}

func TestOutcomeWon(t *testing.T) {
	o := game.Outcome{Over: true, Winners: []game.Seat{0, 2}}
	assert.True(t, o.Won(2))
	assert.False(t, o.Won(1))
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
