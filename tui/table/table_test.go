package table_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type raceScreen = table.Model[runner, raceView, int]

var (
	you    = game.Player{ID: "local:ann", Name: "ann", Kind: game.Human}
	ann    = game.Player{ID: "local:Player 1", Name: "Player 1", Kind: game.Human}
	bob    = game.Player{ID: "local:Player 2", Name: "Player 2", Kind: game.Human}
	ai     = game.Player{ID: "ai:two", Kind: game.AI, Level: "two"}
	drive  = screentest.Drive[raceScreen]
	press  = screentest.Press[raceScreen]
	keys   = screentest.Keys
	seed42 = uint64(42)
)

// open starts a race between players at speed and runs its Init.
func open(t *testing.T, speed game.Speed, players ...game.Player) raceScreen {
	t.Helper()
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	m, err := table.Open(env, spec, 0, seed42, players, runner{}, table.Options{Speed: speed})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	return m
}

// secrets are the two secrets of the race of seed42.
func secrets(t *testing.T) [2]int {
	s, err := race{}.New(0, seed42)
	require.NoError(t, err)
	return s.Secret
}

// A person steps by key; the computer answers once each time; the race is
// run to the end and the result goes to the shell.
func TestLivePersonAgainstTheComputer(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	require.True(t, m.Progress().MyTurn)
	assert.Contains(t, m.View(), "your step")
	sec := secrets(t)
	assert.Contains(t, m.View(), "secret ?", "the computer's secret is hidden")
	var out []tea.Msg
	for step := 0; !m.Progress().Done; step++ {
		require.Less(t, step, 20)
		var said []tea.Msg
		m, said = drive(t, m, keys("1")...)
		out = append(out, said...)
		if m.Progress().Holding {
			m, said = drive(t, m, keys("enter")...)
			out = append(out, said...)
		}
	}
	require.Len(t, out, 1)
	assert.Equal(t, []string{"AI (two) wins the race."}, out[0].(screen.Finished).Summary)
	assert.Contains(t, m.View(), "the secrets were")
	assert.False(t, m.Running())
	l := mustLog(t, m)
	for i, e := range l.Entries {
		assert.Equal(t, game.Seat(i%2), e.Seat, "turns alternate: the computer moved once a turn")
	}
	assert.Contains(t, m.View(), fmt.Sprint(sec[1]), "the end shows every secret")
}

func mustLog(t *testing.T, m raceScreen) game.Log[int] {
	t.Helper()
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	l, err := game.ReadLog[int](f, path, "race")
	require.NoError(t, err)
	return l
}

// An action the game refuses says why and sends nothing.
func TestRefusedActionSaysWhy(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	m = press(t, m, "3")
	assert.Contains(t, m.View(), "status: Step 1 or 2, not 3")
	assert.Empty(t, mustLog(t, m).Entries)
	m = press(t, m, "2")
	assert.Len(t, mustLog(t, m).Entries, 2, "your step and the computer's")
	assert.NotContains(t, m.View(), "status:", "a key clears the status")
}

// People taking turns in a game of secrets: the table hides behind a page
// until each is ready, each sees only their own secret, and the log is
// written for both.
func TestHotSeatHandsOver(t *testing.T) {
	sec := secrets(t)
	m := open(t, game.Instant, ann, bob)
	require.True(t, m.Progress().Passing)
	assert.Contains(t, m.View(), "Pass the keyboard to Player 1")
	assert.NotContains(t, m.View(), "secret")
	m = press(t, m, "enter")
	assert.Contains(t, m.View(), "Player 1 at 0, secret "+itoa(sec[0]))
	assert.Contains(t, m.View(), "Player 2 at 0, secret ?")
	assert.NotContains(t, m.View(), itoa(sec[1]))
	assert.Contains(t, m.View(), "The race is on (secret ", "the opening line is the spectator's")
	m = press(t, m, "2")
	require.True(t, m.Progress().Passing)
	assert.Contains(t, m.View(), "Pass the keyboard to Player 2")
	m = press(t, m, "enter")
	assert.Equal(t, game.Seat(1), m.Progress().Viewer)
	assert.Contains(t, m.View(), "Player 2 at 0, secret "+itoa(sec[1]))
	assert.NotContains(t, m.View(), itoa(sec[0]), "nor Player 1's in the log")
}

func itoa(n int) string { return fmt.Sprint(n) }

// A face's Auto takes a person's action for them: the person's first
// three steps of 1 go by without a key, each answered by the computer,
// and the table then waits for a key.
func TestAutoActsForAPerson(t *testing.T) {
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	m, err := table.Open(env, spec, 0, seed42, []game.Player{you, ai}, runner{autoOne: 3}, table.Options{Speed: game.Instant})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	require.True(t, m.Progress().MyTurn)
	l := mustLog(t, m)
	require.Len(t, l.Entries, 6, "three steps of yours by themselves, three of the computer's")
	for i, e := range l.Entries {
		if e.Seat == 0 {
			assert.Equal(t, 1, e.Action, "entry %d", i)
		}
	}
}

// A computer that fails is replaced, and the screen's log says so.
func TestANoteReachesTheLog(t *testing.T) {
	env := screentest.Env(true)
	failingSpec := spec
	failingSpec.Roster.AI = func(string) (host.Controller[raceView, int], error) { return failing{}, nil }
	failingSpec.Roster.Levels = []string{"two", "strong"}
	m, err := table.Open(env, failingSpec, 0, seed42, []game.Player{you, {Kind: game.AI, Level: "strong"}}, runner{}, table.Options{Speed: game.Instant})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	m = press(t, m, "1")
	assert.Contains(t, screentest.Flatten(m.View()), "P2 did not answer within 1s; the computer plays P2 from now on")
}

// Tips are worked out on the person's turn and shown with t.
func TestTips(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	m = press(t, m, "t")
	assert.Contains(t, m.View(), "tip: step 2")
}

// A replay steps forward, back and to either end, and its log follows.
func TestReplaySteps(t *testing.T) {
	m := open(t, game.Instant, ai, ai)
	require.True(t, m.Progress().Over, "computers alone run the race at once")
	dir := t.TempDir()
	path, err := m.SaveLog(dir)
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := table.Replay(screentest.Env(true), spec, data, path, game.Instant, runner{})
	require.NoError(t, err)
	r, _ = drive(t, r, screentest.Run(r.Init())...)
	assert.Contains(t, r.View(), "Replay of "+filepath.Base(path))
	assert.Equal(t, 0, r.Progress().Step)
	r = press(t, r, "right", "right")
	assert.Equal(t, 2, r.Progress().Step)
	assert.Contains(t, r.View(), "P2 AI (two) steps 2 to 2.")
	assert.NotContains(t, r.View(), "to 4.")
	r = press(t, r, "left")
	assert.Equal(t, 1, r.Progress().Step)
	assert.NotContains(t, r.View(), "P2 AI (two) steps", "the log steps back too")
	r = press(t, r, "G")
	assert.True(t, r.Progress().Over)
	assert.True(t, r.Progress().Holding, "the end waits for enter")
	assert.Contains(t, r.View(), "logged: ", "the log read is the final log")
	r = press(t, r, "g")
	assert.Equal(t, 0, r.Progress().Step)
	assert.NotContains(t, r.View(), "logged: ", "back at the start the game is not over")
	r = press(t, r, "space")
	assert.True(t, r.Progress().Over, "space plays to the end")
	_, out := drive(t, r, keys("enter")...)
	require.Len(t, out, 1)
	assert.False(t, r.Running())
}

// The log keeps following its newest line after the window grows and
// shrinks again.
func TestLogFollowsAfterResize(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	for range 3 {
		m = press(t, m, "1")
	}
	m, _ = drive(t, m, screentest.WindowSize(160, 50), screentest.WindowSize(80, 24))
	m = press(t, m, "1")
	last := mustLog(t, m).Entries
	require.NotEmpty(t, last)
	assert.Contains(t, screentest.Flatten(m.View()), "steps 2 to", "the newest line is in view")
}

// At a pace, a step is shown frame by frame before it is logged.
func TestBeatsArePaced(t *testing.T) {
	m := open(t, game.Fast, you, ai)
	s, cmd := m.Update(keys("1")[0])
	m = s.(raceScreen)
	msgs := screentest.Run(cmd)
	require.NotEmpty(t, msgs)
	m, _ = drive(t, m, msgs...)
	assert.Contains(t, m.View(), "your step", "both steps were shown, paced, and it is your turn again")
	assert.Len(t, mustLog(t, m).Entries, 2)
}

// The game's log is open to the face once the game is over, and not
// before: it holds every secret.
func TestFinalLogOnlyOnceOver(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	for step := 0; !m.Progress().Over; step++ {
		require.Less(t, step, 20)
		assert.NotContains(t, m.View(), "logged:", "step %d", step)
		m = press(t, m, "1")
	}
	n := len(mustLog(t, m).Entries)
	view := screentest.Flatten(m.View())
	assert.Contains(t, view, fmt.Sprintf("logged: %d steps", n))
	assert.Contains(t, view, fmt.Sprintf("The race took %d steps.", n), "the log panel is written with it too")
}

// While the help page hides the table, keys do not act on it; closing the
// help does nothing else either.
func TestKeysWaitWhileTheHelpIsOpen(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	m = press(t, m, "?", "1", "enter")
	assert.Empty(t, mustLog(t, m).Entries, "no step taken unseen")
	m = press(t, m, "esc")
	assert.Empty(t, mustLog(t, m).Entries, "esc closed the help and did nothing else")
	assert.Contains(t, m.View(), "your step")
	m = press(t, m, "1")
	assert.Len(t, mustLog(t, m).Entries, 2, "your step and the computer's")
}

// A table that cannot open is no screen at all: AsScreen gives a nil
// interface with the error, and the screen itself when it opened.
func TestAsScreen(t *testing.T) {
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	scr, err := table.AsScreen(table.Open(env, spec, 0, seed42, nil, runner{}, table.Options{Speed: game.Instant}))
	require.Error(t, err, "a race needs two players")
	assert.Nil(t, scr)

	scr, err = table.AsScreen(table.Open(env, spec, 0, seed42, []game.Player{you, ai}, runner{}, table.Options{Speed: game.Instant}))
	require.NoError(t, err)
	require.NotNil(t, scr)
	t.Cleanup(scr.(raceScreen).Close)
}

// Opener opens a setup its config reads, on the face made of that config,
// and refuses a setup it cannot read; Replayer replays the saved log to an
// audience that sees every face, and refuses bytes that are no log.
func TestOpenerAndReplayer(t *testing.T) {
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	config := func(s screen.Setup) (int, error) {
		if v, ok := s.Options["steps"]; ok {
			return 0, fmt.Errorf("steps %q: the race has no such option", v)
		}
		return 8, nil
	}
	var made []int
	face := func(cfg int) runner { made = append(made, cfg); return runner{} }
	open := table.Opener(spec, config, face)

	scr, err := open(env, screen.Setup{Players: []game.Player{ai, ai}, Options: game.Settings{"steps": "3"}})
	require.ErrorContains(t, err, `steps "3"`)
	assert.Nil(t, scr)
	assert.Empty(t, made, "no face for a setup refused")

	scr, err = open(env, screen.Setup{Players: []game.Player{ai, ai}, Seed: seed42, Speed: game.Instant})
	require.NoError(t, err)
	m := scr.(raceScreen)
	t.Cleanup(m.Close)
	assert.Equal(t, []int{8}, made, "the face is made of the setup's config")
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	require.True(t, m.Progress().Over, "computers alone run the race at once")
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)

	replay := table.Replayer(spec, runner{})
	scr, err = replay(env, data, path, game.Instant)
	require.NoError(t, err)
	r := scr.(raceScreen)
	t.Cleanup(r.Close)
	assert.Equal(t, game.Omniscient, r.Progress().Viewer)
	scr, err = replay(env, []byte("no log"), "x.jsonl", game.Instant)
	require.ErrorIs(t, err, game.ErrCorruptLog)
	assert.Nil(t, scr)
}

// A spec whose face has no board is refused with a sentence that names
// the game, by a live table, a replay and a shared table alike.
func TestASpecWithoutABoardIsRefused(t *testing.T) {
	bare := spec
	bare.Face.Board.Draw = nil
	env := screentest.Env(true)
	_, err := table.Open(env, bare, 0, seed42, []game.Player{you, ai}, runner{}, table.Options{Speed: game.Instant})
	require.ErrorContains(t, err, "the screen of race has no board")
	_, err = table.Replay(env, bare, nil, "x.jsonl", game.Instant, runner{})
	require.ErrorContains(t, err, "the screen of race has no board")
	_, err = table.Share(bare, 0, seed42, []game.Player{ai, ai}, runner{}, table.Options{Speed: game.Instant})
	require.ErrorContains(t, err, "the screen of race has no board")
}

// A face that gives only its board gets the defaults of every other
// part: the game's name as its header, no keys of its own (a key does
// nothing, esc asks to leave), no log lines, no tips and no hand-over.
func TestABoardAloneGetsTheDefaults(t *testing.T) {
	bare := spec
	bare.Face = table.Face[runner, raceView, int]{Board: table.Board[runner, raceView, int]{
		Sync: runner.Sync, LogArea: runner.LogArea, Draw: runner.Draw}}
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	m, err := table.Open(env, bare, 0, seed42, []game.Player{ann, bob}, runner{}, table.Options{Speed: game.Instant})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	require.False(t, m.Progress().Passing, "not secret: no hand-over page")
	require.True(t, m.Progress().MyTurn)
	view := screentest.Flatten(m.View())
	assert.True(t, strings.HasPrefix(strings.TrimSpace(view), "race"), "the header is the game's name: %q", view)
	assert.NotContains(t, view, "The race is on", "no opening line")
	assert.NotContains(t, view, "t tip", "no tips in the footer")
	m = press(t, m, "1", "t")
	assert.Empty(t, mustLog(t, m).Entries, "no key of its own")
	_, out := drive(t, m, keys("esc")...)
	assert.Equal(t, []tea.Msg{screen.Leave{}}, out)
}
