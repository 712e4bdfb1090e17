package screentest

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Fuzz targets of screens read the fuzzer's bytes as choices, as the
// game/<g> targets do: the seed and the table from the first bytes, then
// each byte picks among the legal actions (or the keys that make them),
// with junk keys, clicks and resizes where the fuzzer says. Past the end
// of the bytes every choice is 0, so that any input plays its game to the
// end: the fuzzer steers the start, a fixed policy finishes.

// Choices is a fuzzer's input read as a stream of choices.
type Choices struct{ data []byte }

// NewChoices reads data as choices.
func NewChoices(data []byte) *Choices { return &Choices{data: data} }

// Left reports whether the fuzzer's bytes are not all used yet.
func (c *Choices) Left() bool { return len(c.data) > 0 }

// Byte is the next choice, 0 once the bytes run out.
func (c *Choices) Byte() byte {
	if len(c.data) == 0 {
		return 0
	}
	b := c.data[0]
	c.data = c.data[1:]
	return b
}

// Pick is the next choice among n, 0 once the bytes run out.
func (c *Choices) Pick(n int) int { return int(c.Byte()) % n }

// Split parts the choices in two: the first byte says how many of the
// last bytes make the second part, the rest before them the first.
func (c *Choices) Split() (*Choices, *Choices) {
	n := min(int(c.Byte()), len(c.data))
	at := len(c.data) - n
	return NewChoices(c.data[:at]), NewChoices(c.data[at:])
}

// Uint64 reads the next 8 bytes, little-endian (zeros past the end).
func (c *Choices) Uint64() uint64 {
	var b [8]byte
	for i := range b {
		b[i] = c.Byte()
	}
	return binary.LittleEndian.Uint64(b[:])
}

// FuzzSetup is a setup of the catalog's game called name (ai.Games) read
// from the choices at instant speed: the seed, then the number of seats
// (for a game that lets it vary), who sits in each (you in the first, then
// a computer of one of levels or another person at this keyboard), and a
// value of each of the game's options: one it offers, or for a number
// option in short (its match length) 1 to short's value, to keep the game
// short.
func FuzzSetup(t testing.TB, name string, c *Choices, levels []string, short map[string]int) screen.Setup {
	t.Helper()
	e, err := ai.Games.Lookup(name)
	require.NoError(t, err)
	g := e.Info()
	s := screen.Setup{Game: g.Name, Seed: c.Uint64(), Speed: game.Instant, Options: game.Settings{}}
	seats := g.MinSeats + c.Pick(g.MaxSeats-g.MinSeats+1)
	for i := range seats {
		name := "ann"
		if i > 0 {
			name = "person " + strconv.Itoa(i+1)
		}
		p := game.Player{ID: screen.LocalID(name), Name: name, Kind: game.Human}
		if k := c.Pick(len(levels) + 1); i > 0 && k < len(levels) {
			p = game.Player{ID: "ai:" + levels[k], Kind: game.AI, Level: levels[k]}
		}
		s.Players = append(s.Players, p)
	}
	for _, o := range g.Options {
		values := o.Values
		if o.Kind == game.Flag {
			values = []string{game.Off, game.On}
		}
		if n, ok := short[o.Key]; ok {
			s.Options[o.Key] = strconv.Itoa(1 + c.Pick(n))
		} else {
			s.Options[o.Key] = values[c.Pick(len(values))]
		}
	}
	return s
}

// SteeredLog plays a game of g from cfg and seed to its end, each choice
// picking one of the waiting seats and then one of its legal actions, and
// returns its log as a file holds it, the seats named by players; false
// when g refuses cfg.
func SteeredLog[C, S, A, V any](t testing.TB, g game.Game[C, S, A, V], cfg C, seed uint64, players []game.Player, c *Choices) ([]byte, bool) {
	t.Helper()
	s, err := g.New(cfg, seed)
	if err != nil {
		return nil, false
	}
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	l := game.Log[A]{Header: game.Header{Game: g.Name(), Version: g.Version(), Seed: seed, Config: raw, Players: players, Started: Now}}
	for step := 0; ; step++ {
		require.Less(t, step, 100_000, "the game never ends")
		waiting := g.Waiting(s)
		if len(waiting) == 0 {
			break
		}
		seat := waiting[c.Pick(len(waiting))]
		legal, _ := g.Legal(g.View(s, seat))
		require.NotEmpty(t, legal, "%s waits with nothing legal to do", seat)
		a := legal[c.Pick(len(legal))]
		s, _, err = g.Reduce(s, seat, a)
		require.NoError(t, err)
		l.Entries = append(l.Entries, game.Entry[A]{Seat: seat, Action: a})
	}
	require.True(t, g.Outcome(s).Over)
	var buf bytes.Buffer
	require.NoError(t, l.Write(&buf))
	return buf.Bytes(), true
}

// Progressor is a game screen of the driver: it says where it stands.
type Progressor interface {
	screen.Screen
	Progress() table.Progress
}

// replayKeys are the keys of a replay the fuzzer presses.
var replayKeys = []string{"right", "n", "left", "p", "g", "G", "space", "+", "-", "?", "pgup", "pgdown", "home", "end", "enter"}

// ReplaySteered replays log, a whole game, on g's replay screen at
// instant speed, pressing the keys of a replay (and resizing) as the
// choices say, then the end key (after closing the help, when it covers
// the table): the screen shows the game over at the log's
// last step, fills the terminal, and saves the log as it read it. It
// reports whether the replay reached the end before the end key.
func ReplaySteered[M Progressor](t testing.TB, g screen.Screens, env screen.Env, log []byte, c *Choices) bool {
	t.Helper()
	m := OpenReplay[M](t, g, env, log, "fuzz.jsonl")
	last := bytes.Count(bytes.TrimSpace(log), []byte("\n"))
	w, h := env.Width, env.Height
	for c.Left() && !m.Progress().Over {
		var msg tea.Msg
		if b := c.Byte(); b&0x80 != 0 {
			w, h = 80+int(b&0x3f), 24+int(c.Byte()&0x1f)
			msg = WindowSize(w, h)
		} else {
			msg = Keys(replayKeys[int(b)%len(replayKeys)])[0]
		}
		m, _ = Drive(t, m, msg)
	}
	reached := m.Progress().Over
	if m.Progress().Help {
		m = Press(t, m, "?")
	}
	m = Press(t, m, "G")
	p := m.Progress()
	require.True(t, p.Over, "the replay ends with the game over: %+v\n%s", p, m.View())
	require.Equal(t, last, p.Step, "the replay's end is the log's last action")
	RequireSize(t, m.View(), w, h, "the replay's last step")
	RequireSavedAsRead(t, m, log)
	return reached
}

// Play says how a fuzz target plays a live game's screen, of type M,
// whose game's action is A.
type Play[M Progressor, A any] struct {
	// GameID names the game in its logs.
	GameID string
	// Move returns the keys that make a move for the person the screen
	// waits for, in the game l logs so far, picked by pick (0 once the
	// fuzzer's bytes run out, which must lead to the end of the game),
	// and want, the action they make, or nil when the screen's state
	// decides it (the dice held, the box under the cursor).
	Move func(t testing.TB, m M, l game.Log[A], pick byte) (keys []string, want *A)
	// Unstick are keys pressed when the keys of a move whose action the
	// screen's state decides made none (the dice held by junk keys were
	// all of them): they must make one.
	Unstick []string
	// Junk are keys the fuzzer presses between moves, besides clicks and
	// resizes: any key that leaves the screen on its table (none that
	// quits or leaves it).
	Junk []string
}

// Fuzzed is what a fuzzed game came to: Run returns only once the screen
// has said the game is over.
type Fuzzed struct {
	// ByBytes reports whether the game ended before the fuzzer's bytes
	// ran out, with no move of the fixed policy that finishes it.
	ByBytes bool
	// Steered counts the moves the fuzzer's bytes chose, Moves all the
	// moves made at this keyboard.
	Steered, Moves int
}

// Run plays m to the end from the choices: enter where a result or the
// hand-over waits for it; otherwise a choice with its high bit set is a
// junk key, click or resize, and any other the move Move picks, whose
// keys must make it. The screen must fill the terminal throughout.
func (p Play[M, A]) Run(t testing.TB, m M, w, h int, c *Choices) (M, Fuzzed) {
	t.Helper()
	var out Fuzzed
	dir := memDir(t)
	for step := 0; !m.Progress().Done; step++ {
		require.Less(t, step, 20_000, "the game never ends")
		pr := m.Progress()
		if pr.Holding || pr.Passing {
			m = Press(t, m, "enter")
			continue
		}
		require.True(t, pr.MyTurn, "the screen waits for nothing:\n%s", m.View())
		steered := c.Left()
		b := c.Byte()
		if b&0x80 != 0 {
			var msg tea.Msg
			switch j := int(b & 0x7f); {
			case j < len(p.Junk):
				msg = Keys(p.Junk[j])[0]
			case j < 96:
				msg = tea.MouseMsg{X: c.Pick(w), Y: c.Pick(h), Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
			default:
				w, h = 80+int(c.Byte()&0x3f), 24+int(c.Byte()&0x1f)
				msg = WindowSize(w, h)
			}
			m, _ = Drive(t, m, msg)
			RequireSize(t, m.View(), w, h, "after a junk message")
			continue
		}
		if pr.Help { // the help takes no key but the driver's: a move closes it first
			m = Press(t, m, "?")
		}
		l := p.log(t, m, dir)
		before := len(l.Entries)
		keys, want := p.Move(t, m, l, b)
		m = Press(t, m, keys...)
		entries := p.log(t, m, dir).Entries
		made := madeBy(entries, before, pr.Viewer)
		if made < 0 && want == nil && len(p.Unstick) > 0 {
			m = Press(t, m, p.Unstick...)
			entries = p.log(t, m, dir).Entries
			made = madeBy(entries, before, pr.Viewer)
		}
		require.GreaterOrEqual(t, made, 0, "keys %q made no move for %s:\n%s", keys, pr.Viewer, m.View())
		if want != nil {
			require.True(t, reflect.DeepEqual(*want, entries[made].Action), "keys %q made %+v, not %+v", keys, entries[made].Action, *want)
		}
		out.Moves++
		if steered {
			out.Steered++
		}
		if out.Moves%16 == 0 {
			RequireSize(t, m.View(), w, h, "after a move")
		}
	}
	out.ByBytes = c.Left()
	RequireSize(t, m.View(), w, h, "at the end")
	return m, out
}

// madeBy is the index of the first of entries from from on made by seat,
// or -1.
func madeBy[A any](entries []game.Entry[A], from int, seat game.Seat) int {
	for i := from; i < len(entries); i++ {
		if entries[i].Seat == seat {
			return i
		}
	}
	return -1
}

// log is the log of m's game so far, saved in dir.
func (p Play[M, A]) log(t testing.TB, m M, dir string) game.Log[A] {
	t.Helper()
	path, err := m.SaveLog(dir)
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	l, err := game.ReadLog[A](bytes.NewReader(data), path, p.GameID)
	require.NoError(t, err)
	return l
}

// memDir is a temporary directory in memory where the system has one
// (/dev/shm), where saving a log many times over costs no disk writes, or
// else one of t's.
func memDir(t testing.TB) string {
	dir, err := os.MkdirTemp("/dev/shm", "teahouse-fuzz-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	return dir
}

// RequireInputsEnd runs the bodies of a game's two fuzz targets over n
// random inputs of every length up to 300 bytes (n/6 with -short): every
// one must play its game to the end (keys fails the test otherwise). It
// logs (go test -v) how many games ended within the bytes, the share of
// the moves the bytes chose and the share of replays that reached the end
// by the fuzzer's keys alone: the measure of docs/benchmarks.md.
func RequireInputsEnd(t *testing.T, n int, keys func(*testing.T, []byte) Fuzzed, replay func(*testing.T, []byte) bool) {
	t.Helper()
	if testing.Short() {
		n = max(1, n/6)
	}
	r := rand.New(rand.NewPCG(5, 19))
	var byBytes, steered, moves, replayed int
	for range n {
		data := make([]byte, r.IntN(300))
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		out := keys(t, data)
		if out.ByBytes {
			byBytes++
		}
		steered, moves = steered+out.Steered, moves+out.Moves
		if replay(t, data) {
			replayed++
		}
	}
	t.Logf("FuzzKeys: all %d inputs reached the end of the game, %d of them before their bytes ran out; the bytes chose %d of the %d moves made at the keyboard",
		n, byBytes, steered, moves)
	t.Logf("FuzzReplay: %d of %d replays reached the end by the fuzzer's keys alone (the rest by the end key)", replayed, n)
}
