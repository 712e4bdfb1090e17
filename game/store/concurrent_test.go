package store

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
)

// The two-process tests run this test binary again as child processes
// (-test.run picks TestChild, the environment says what to do), which
// start together when the parent closes their standard input, and then
// write to one database at once.
const (
	envChild = "TEAHOUSE_STORE_CHILD" // "bankrolls", "import" or "results"
	envDir   = "TEAHOUSE_STORE_DIR"   // the data directory
	envIndex = "TEAHOUSE_STORE_INDEX" // which child this is, from 0
	envCount = "TEAHOUSE_STORE_COUNT" // how many changes it makes
)

// children is how many programs write at once.
const children = 3

// changesEach is how many changes each child makes.
func changesEach() int {
	if testing.Short() {
		return 200
	}
	return 500
}

// delta is child i's j-th bankroll change, in half chips: wins and losses
// of different sizes, none of them zero.
func delta(i, j int) bj.Amount { return bj.Amount((j%7-3)*(i+1)*2 + 1) }

// runChildren runs the children of kind over dir and waits for them all.
func runChildren(t *testing.T, kind, dir string, count int) {
	t.Helper()
	var cmds []*exec.Cmd
	var gates []io.WriteCloser
	for i := range children {
		cmd := exec.Command(os.Args[0], "-test.run=^TestChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), envChild+"="+kind, envDir+"="+dir, envIndex+"="+strconv.Itoa(i), envCount+"="+strconv.Itoa(count))
		gate, err := cmd.StdinPipe()
		require.NoError(t, err)
		out := &prefixed{t: t, name: fmt.Sprintf("child %d", i)}
		cmd.Stdout, cmd.Stderr = out, out
		require.NoError(t, cmd.Start())
		cmds, gates = append(cmds, cmd), append(gates, gate)
	}
	for _, g := range gates { // all at once
		require.NoError(t, g.Close())
	}
	for i, cmd := range cmds {
		assert.NoError(t, cmd.Wait(), "child %d", i)
	}
}

// prefixed logs a child's output in the parent's test log.
type prefixed struct {
	t    *testing.T
	name string
}

func (p *prefixed) Write(b []byte) (int, error) {
	p.t.Logf("%s: %s", p.name, b)
	return len(b), nil
}

// TestChild is a child process's work; as a test of its own it does
// nothing.
func TestChild(t *testing.T) {
	kind := os.Getenv(envChild)
	if kind == "" {
		t.Skip("run by the two-process tests")
	}
	i, err := strconv.Atoi(os.Getenv(envIndex))
	require.NoError(t, err)
	count, err := strconv.Atoi(os.Getenv(envCount))
	require.NoError(t, err)
	s, err := Open(os.Getenv(envDir))
	require.NoError(t, err)
	defer s.Close()
	_, err = io.ReadAll(os.Stdin) // the gate: closed when every child is ready
	require.NoError(t, err)

	own := fmt.Sprintf("local:child%d", i)
	for j := range count {
		switch kind {
		case "bankrolls":
			d := delta(i, j)
			shared := Change{}.Hand(bj.Win).Round(d).Chips(d)
			_, err = s.Apply(map[string]Change{"local:ann": shared, own: Change{}.Chips(d)})
		case "import": // every table imports before it sits down
			if _, err = s.ImportBankrolls(os.Getenv(envDir), nil); err == nil {
				_, err = s.Apply(map[string]Change{"local:ann": Change{}.Chips(delta(i, j))})
			}
		case "results":
			log := fmt.Sprintf("/logs/yahtzee-child%d-%d.jsonl", i, j)
			err = s.RecordGame(LogEntry{Path: log, Game: "yahtzee", Date: time.Unix(int64(j), 0), Players: []string{"ann", own}},
				[]Result{{Player: "local:ann", Name: "ann", Score: float64(j), Won: j%2 == 0}, {Player: own, Seat: 1, Name: own, Score: float64(i)}},
				game.ByScore([]float64{float64(j), float64(i)}))
		default:
			t.Fatalf("unknown child %q", kind)
		}
		require.NoError(t, err, "change %d", j)
	}
}

// Programs changing one player's bankroll at once keep every change: the
// bankroll is the start plus every delta, and every round is counted.
func TestTwoProcessesBankrolls(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	start := bj.Chips(1000)
	_, err := s.SitDown("local:ann", start)
	require.NoError(t, err)

	count := changesEach()
	runChildren(t, "bankrolls", dir, count)

	want := start
	for i := range children {
		own := bj.Amount(0)
		for j := range count {
			want += delta(i, j)
			own += delta(i, j)
		}
		r, ok, err := s.Bankroll(fmt.Sprintf("local:child%d", i))
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, own, r.Bankroll, "child %d's own player", i)
	}
	r, _, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.Equal(t, want, r.Bankroll)
	assert.Equal(t, want-start, r.Net)
	assert.Equal(t, children*count, r.Rounds)
	assert.Equal(t, children*count, r.Won)
}

// Programs recording results at once keep every game, and every game
// rates its players: no rating update is lost.
func TestTwoProcessesResults(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	count := changesEach()
	runChildren(t, "results", dir, count)

	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	require.Len(t, stats, children+1)
	ann := stats[0]
	assert.Equal(t, "local:ann", ann.Player, "in the most games")
	assert.Equal(t, children*count, ann.Played)
	assert.Equal(t, children*((count+1)/2), ann.Won)
	assert.Equal(t, float64(count-1), ann.Best)
	for _, p := range stats[1:] {
		assert.Equal(t, count, p.Played, p.Player)
	}
	logs, err := s.Logs()
	require.NoError(t, err)
	assert.Len(t, logs, children*count)

	board, err := s.Leaderboard("yahtzee")
	require.NoError(t, err)
	require.Len(t, board, children+1)
	for _, st := range board {
		want := count
		if st.Player == "local:ann" {
			want = children * count
		}
		assert.Equal(t, want, st.Games, st.Player)
	}
}

// Programs that each import the old bankroll file as they start import it
// once: the bankroll is the file's plus every delta.
func TestTwoProcessesImportOnce(t *testing.T) {
	dir := t.TempDir()
	writeLedger(t, dir, `{"version":2,"players":{"local:ann":{"bankroll":500}}}`)
	count := changesEach() / 4
	runChildren(t, "import", dir, count)

	s := open(t, dir)
	want := bj.Chips(500)
	for i := range children {
		for j := range count {
			want += delta(i, j)
		}
	}
	r, _, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.Equal(t, want, r.Bankroll)
	assert.Equal(t, 1, imports(t, s))
}
