package screentest

import (
	"os"
	"path/filepath"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// counter is a screen that counts keys, answers "go" with a command chain
// of three messages, and leaves on esc.
type counter struct {
	keys, chained int
}

type chainMsg int

func (c counter) Init() tea.Cmd { return func() tea.Msg { return chainMsg(0) } }
func (c counter) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		c.keys++
		if msg.Type == tea.KeyEsc {
			return c, func() tea.Msg { return screen.Leave{} }
		}
	case chainMsg:
		c.chained++
		if msg < 2 {
			return c, tea.Batch(func() tea.Msg { return msg + 1 }, nil)
		}
	}
	return c, nil
}
func (c counter) View() string                   { return "| a |\n| b |" }
func (c counter) Running() bool                  { return true }
func (c counter) SaveLog(string) (string, error) { return "", nil }
func (c counter) Close()                         {}

func TestStartAndDrive(t *testing.T) {
	g := screen.Screens{New: func(screen.Env, screen.Setup) (screen.Screen, error) { return counter{}, nil }}
	c := Start[counter](t, g, Env(false), screen.Setup{})
	assert.Equal(t, 3, c.chained, "Init's command chain ran to its end")
	c, out := Drive(t, c, Keys("x", "enter", "esc")...)
	assert.Equal(t, 3, c.keys)
	require.Len(t, out, 1)
	assert.IsType(t, screen.Leave{}, out[0])
	c = Press(t, c, "space", "up")
	assert.Equal(t, 5, c.keys)
}

func TestKeys(t *testing.T) {
	ks := Keys("enter", "space", "up", "ab", "backspace", "pgdown")
	assert.Equal(t, tea.KeyMsg{Type: tea.KeyEnter}, ks[0])
	assert.Equal(t, " ", ks[1].(tea.KeyMsg).String())
	assert.Equal(t, tea.KeyMsg{Type: tea.KeyUp}, ks[2])
	assert.Equal(t, "ab", ks[3].(tea.KeyMsg).String())
	assert.Equal(t, tea.KeyMsg{Type: tea.KeyBackspace}, ks[4], "a named key, not the runes of its name")
	assert.Equal(t, "pgdown", ks[5].(tea.KeyMsg).String())
}

func TestHost(t *testing.T) {
	var h tea.Model = Host{Screen: counter{}}
	h, cmd := h.Update(screen.Finished{Summary: []string{"won"}})
	require.NotNil(t, cmd)
	assert.Equal(t, []string{"won"}, h.(Host).Finished.Summary)
	h, _ = h.Update(screen.Leave{})
	assert.True(t, h.(Host).Left)
	h, _ = h.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("k")})
	assert.Equal(t, 1, h.(Host).Screen.(counter).keys)
	assert.Equal(t, "| a |\n| b |", h.View())
}

func TestReading(t *testing.T) {
	assert.Equal(t, "a b", Flatten(counter{}.View()))
	assert.Equal(t, " a\n b", Region(counter{}.View(), ui.Rect{X: 1, W: 2, H: 5}))
	b := ui.Row(1, ui.Zone("x", ui.Text("ab")), ui.Zone("y", ui.Text("cd")))
	r, ok := ZoneOf(b, "y")
	require.True(t, ok)
	assert.Equal(t, ui.Rect{X: 3, W: 2, H: 1}, r)
	_, ok = ZoneOf(b, "z")
	assert.False(t, ok)
	m := Click(r)
	assert.Equal(t, [2]int{4, 0}, [2]int{m.X, m.Y})
	assert.Equal(t, tea.WindowSizeMsg{Width: 80, Height: 24}, WindowSize(80, 24))
	RequireSize(t, "ab\ncd", 2, 2, "a 2x2 screen")
	env := Env(true)
	assert.True(t, env.Theme.ASCII)
	assert.Equal(t, Now, env.Now())
	env = Sized(80, 24, false)
	assert.Equal(t, [3]any{80, 24, false}, [3]any{env.Width, env.Height, env.Theme.ASCII})

	view := "Head\nDealer  ann\n[K] [7]  | log\n[A]      | log\nend"
	assert.Equal(t, "Dealer  ann", LineWith(view, "ann"))
	assert.Empty(t, LineWith(view, "bob"))
	assert.Equal(t, "[K] [7]\n[A]    ", Below(t, view, 0, "Dealer", 2, 7), "the rows under the label, cut")
}

// What a screen said to the shell: the summary of its last Finished;
// a legal action picked by a byte.
func TestSummaryAndPick(t *testing.T) {
	said := []tea.Msg{screen.Leave{}, screen.Finished{Summary: []string{"first"}}, screen.Finished{Summary: []string{"last"}}}
	assert.Equal(t, []string{"last"}, Summary(said, nil))
	assert.Equal(t, []string{"kept"}, Summary(nil, []string{"kept"}))
	assert.Equal(t, "b", Pick(t, []string{"a", "b", "c"}, 4))
}

// A program under teatest: WaitFor sees what it draws, Final returns its
// screen.
func TestProgram(t *testing.T) {
	g := screen.Screens{New: func(screen.Env, screen.Setup) (screen.Screen, error) { return counter{}, nil }}
	tm := Program(t, g, Env(false), screen.Setup{})
	WaitFor(t, tm, "| b |")
	tm.Type("xy")
	c := Final[counter](t, tm)
	assert.Equal(t, 2, c.keys)
}

func TestClickZone(t *testing.T) {
	b := ui.Row(1, ui.Zone("x", ui.Text("ab")))
	c := ClickZone(t, counter{}, b, "x")
	assert.Zero(t, c.keys, "a click is not a key")
}

func TestSavedLogAndReplay(t *testing.T) {
	g := screen.Screens{Replay: func(_ screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
		assert.Equal(t, "saved", string(data))
		assert.Equal(t, game.Instant, speed)
		return counter{}, nil
	}}
	c := OpenReplay[counter](t, g, Env(false), []byte("saved"), "x.jsonl")
	assert.Equal(t, 3, c.chained)
	path, data := SavedLog(t, saver{})
	assert.Contains(t, path, "log.jsonl")
	assert.Equal(t, "log", string(data))
}

// saver is a screen whose log is "log".
type saver struct{ counter }

func (saver) SaveLog(dir string) (string, error) {
	p := filepath.Join(dir, "log.jsonl")
	return p, os.WriteFile(p, []byte("log"), 0o644)
}
