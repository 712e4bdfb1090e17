// Package screentest helps test game screens: a colour-free environment, a
// host that stands in for the shell under teatest, a driver that runs a
// screen's commands synchronously, and ways to read and click what it drew.
//
//	m := screentest.Start(t, Game, screentest.Env(false), setup) // Init's commands run
//	m, out := screentest.Drive(t, m, screentest.Keys("1", "r")...)
//	r, _ := screentest.ZoneOf(m.screen(), "die0")
//	m, _ = screentest.Drive(t, m, screentest.Click(r))
package screentest

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// Now is the fixed time of Env's clock.
var Now = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// Env is a 100x30 environment with a colour-free theme (ASCII-only when
// ascii is set) and a clock fixed at Now.
func Env(ascii bool) screen.Env {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return screen.Env{
		Theme:  ui.NewTheme(r, ascii),
		Width:  100,
		Height: 30,
		Now:    func() time.Time { return Now },
	}
}

// Sized is Env at w by h.
func Sized(w, h int, ascii bool) screen.Env {
	env := Env(ascii)
	env.Width, env.Height = w, h
	return env
}

// Host stands in for the shell in teatest programs: it forwards every
// message to the screen and quits when the screen finishes or leaves.
type Host struct {
	Screen   screen.Screen
	Finished *screen.Finished
	Left     bool
}

// Init implements tea.Model.
func (h Host) Init() tea.Cmd { return h.Screen.Init() }

// Update implements tea.Model.
func (h Host) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case screen.Finished:
		h.Finished = &msg
		return h, tea.Quit
	case screen.Leave:
		h.Left = true
		return h, tea.Quit
	}
	var cmd tea.Cmd
	h.Screen, cmd = h.Screen.Update(msg)
	return h, cmd
}

// View implements tea.Model.
func (h Host) View() string { return h.Screen.View() }

// Start builds the screen of s with g.New and runs its Init; M is the
// screen's concrete type.
func Start[M screen.Screen](t testing.TB, g screen.Screens, env screen.Env, s screen.Setup) M {
	t.Helper()
	scr, err := g.New(env, s)
	require.NoError(t, err)
	t.Cleanup(scr.Close)
	m, _ := Drive(t, scr.(M), Run(scr.Init())...)
	return m
}

// Drive feeds msgs to the screen and then every message its commands
// produce, synchronously, until nothing is left; it returns the screen and
// the messages meant for the shell (Finished, Leave). Ticks are delivered
// at once, never waited for: drive screens at instant speed, or expect
// paced steps to be cut short.
func Drive[M screen.Screen](t testing.TB, m M, msgs ...tea.Msg) (M, []tea.Msg) {
	t.Helper()
	queue := msgs
	var out []tea.Msg
	for steps := 0; len(queue) > 0; steps++ {
		require.Less(t, steps, 100_000, "the screen never settles")
		msg := queue[0]
		queue = queue[1:]
		switch msg.(type) {
		case screen.Finished, screen.Leave:
			out = append(out, msg)
			continue
		}
		s, cmd := m.Update(msg)
		m = s.(M)
		queue = append(queue, Run(cmd)...)
	}
	return m, out
}

// Run executes a command and the commands of a batch, returning their
// messages.
func Run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range b {
			out = append(out, Run(c)...)
		}
		return out
	}
	if msg == nil {
		return nil
	}
	return []tea.Msg{msg}
}

// Keys turns key names into key messages: "enter", "space", "esc", "left",
// "right", "up", "down", "backspace", "pgup", "pgdown", "home", "end", or
// runes.
func Keys(names ...string) []tea.Msg {
	types := map[string]tea.KeyType{
		"enter": tea.KeyEnter, "esc": tea.KeyEsc, "left": tea.KeyLeft, "right": tea.KeyRight,
		"up": tea.KeyUp, "down": tea.KeyDown, "backspace": tea.KeyBackspace,
		"pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown, "home": tea.KeyHome, "end": tea.KeyEnd,
	}
	out := make([]tea.Msg, len(names))
	for i, n := range names {
		switch k, ok := types[n]; {
		case ok:
			out[i] = tea.KeyMsg{Type: k}
		case n == "space":
			out[i] = tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
		default:
			out[i] = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(n)}
		}
	}
	return out
}

// Press drives one key at a time, letting the screen settle after each.
func Press[M screen.Screen](t testing.TB, m M, names ...string) M {
	t.Helper()
	for _, k := range Keys(names...) {
		m, _ = Drive(t, m, k)
	}
	return m
}

// PressSaid is Press that returns what the screen said to the shell on
// the way (Finished, Leave).
func PressSaid[M screen.Screen](t testing.TB, m M, names ...string) (M, []tea.Msg) {
	t.Helper()
	var said []tea.Msg
	for _, k := range Keys(names...) {
		var out []tea.Msg
		m, out = Drive(t, m, k)
		said = append(said, out...)
	}
	return m, said
}

// PlayOn presses keys for the people at m's keyboard until the screen
// has said its game is over, in at most steps turns: enter at a result,
// and otherwise the keys turn returns for where m stands. It returns the
// screen and the summary it said.
func PlayOn[M Progressor](t testing.TB, m M, steps int, turn func(m M, p table.Progress) []string) (M, []string) {
	t.Helper()
	var summary []string
	for step := 0; !m.Progress().Done; step++ {
		require.Less(t, step, steps, "the game never ends")
		keys := []string{"enter"}
		if p := m.Progress(); !p.Holding {
			keys = turn(m, p)
		}
		var said []tea.Msg
		m, said = PressSaid(t, m, keys...)
		summary = Summary(said, summary)
	}
	return m, summary
}

// Summary is the summary of the last screen.Finished among said, or
// last when there is none.
func Summary(said []tea.Msg, last []string) []string {
	for _, msg := range said {
		if f, ok := msg.(screen.Finished); ok {
			last = f.Summary
		}
	}
	return last
}

// Click is a left press at the centre of r.
func Click(r ui.Rect) tea.MouseMsg {
	return tea.MouseMsg{X: r.X + r.W/2, Y: r.Y + r.H/2, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
}

// ZoneOf returns the rectangle of the zone id in b.
func ZoneOf(b ui.Block, id string) (ui.Rect, bool) {
	for _, z := range b.Zones {
		if z.ID == id {
			return z.Rect, true
		}
	}
	return ui.Rect{}, false
}

// WindowSize is a resize to w by h.
func WindowSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// Flatten joins a screen's lines with borders and padding removed, so text
// wrapped over several lines can be searched.
func Flatten(view string) string {
	var words []string
	for _, line := range strings.Split(view, "\n") {
		line = strings.NewReplacer("│", " ", "|", " ").Replace(line)
		words = append(words, strings.Fields(line)...)
	}
	return strings.Join(words, " ")
}

// LineWith is the first line of view holding text, or "".
func LineWith(view, text string) string {
	for _, l := range strings.Split(view, "\n") {
		if strings.Contains(l, text) {
			return l
		}
	}
	return ""
}

// Below is the n lines under the first line of view, from line from on,
// that holds label, each cut to its first w cells: a row of cards or dice
// under its seat's name. There must be one.
func Below(t testing.TB, view string, from int, label string, n, w int) string {
	t.Helper()
	lines := strings.Split(view, "\n")
	for i := from; i+n < len(lines); i++ {
		if strings.Contains(lines[i], label) {
			row := make([]string, n)
			for j, l := range lines[i+1 : i+1+n] {
				rs := []rune(l)
				row[j] = string(rs[:min(w, len(rs))])
			}
			return strings.Join(row, "\n")
		}
	}
	require.Fail(t, "no "+label+" on the screen", view)
	return ""
}

// Region returns the text of a rectangle of an ASCII screen.
func Region(view string, r ui.Rect) string {
	lines := strings.Split(view, "\n")
	var out []string
	for y := r.Y; y < r.Y+r.H && y < len(lines); y++ {
		rs := []rune(lines[y])
		out = append(out, string(rs[min(r.X, len(rs)):min(r.X+r.W, len(rs))]))
	}
	return strings.Join(out, "\n")
}

// RequireSize checks that a screen is exactly w by h cells.
func RequireSize(t testing.TB, view string, w, h int, what string) {
	t.Helper()
	lines := strings.Split(view, "\n")
	require.Len(t, lines, h, "%s: lines", what)
	for i, l := range lines {
		require.Equal(t, w, lipgloss.Width(l), "%s: width of line %d %q", what, i, l)
	}
}

// SavedLog saves the log of s into a temporary directory and returns the
// file's path and bytes.
func SavedLog(t testing.TB, s screen.Screen) (string, []byte) {
	t.Helper()
	path, err := s.SaveLog(t.TempDir())
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return path, data
}

// OpenReplay builds g's replay of a saved log at instant speed and runs
// its Init.
func OpenReplay[M screen.Screen](t testing.TB, g screen.Screens, env screen.Env, data []byte, name string) M {
	t.Helper()
	scr, err := g.Replay(env, data, name, game.Instant)
	require.NoError(t, err)
	t.Cleanup(scr.Close)
	m, _ := Drive(t, scr.(M), Run(scr.Init())...)
	return m
}

// FindText returns where text first appears on a drawn screen, in cells.
func FindText(view, text string) (ui.Rect, bool) {
	for y, line := range strings.Split(ansi.Strip(view), "\n") {
		if i := strings.Index(line, text); i >= 0 {
			return ui.Rect{X: ansi.StringWidth(line[:i]), Y: y, W: ansi.StringWidth(text), H: 1}, true
		}
	}
	return ui.Rect{}, false
}

// ClickText clicks the middle of the first place text appears on the
// screen m draws, which must show it, and lets m settle.
func ClickText[M screen.Screen](t testing.TB, m M, text string) M {
	t.Helper()
	r, ok := FindText(m.View(), text)
	require.True(t, ok, "no %q on the screen:\n%s", text, m.View())
	m, _ = Drive(t, m, Click(r))
	return m
}

// Setup is a game of seed at instant speed between players, or the
// defaults when none are given.
func Setup(gameID string, seed uint64, defaults []game.Player, players ...game.Player) screen.Setup {
	if len(players) == 0 {
		players = defaults
	}
	return screen.Setup{Game: gameID, Players: players, Options: game.Settings{}, Seed: seed, Speed: game.Instant}
}

// LogOf is the log of the screen s's game as saved, read back: A is the
// game's action, gameID its name.
func LogOf[A any](t testing.TB, s screen.Screen, gameID string) game.Log[A] {
	t.Helper()
	_, data := SavedLog(t, s)
	l, err := game.ReadLog[A](bytes.NewReader(data), "saved", gameID)
	require.NoError(t, err)
	return l
}

// Helpers are Start, Press and Drive for the screens of g, M their
// concrete type, and where they stand: start builds a screen and runs its
// Init, press and drive feed it keys and messages.
func Helpers[M Progressor](g screen.Screens) (
	start func(t testing.TB, env screen.Env, s screen.Setup) M,
	press func(t testing.TB, m M, keys ...string) M,
	drive func(t testing.TB, m M, msgs ...tea.Msg) (M, []tea.Msg),
	where func(M) table.Progress,
) {
	start = func(t testing.TB, env screen.Env, s screen.Setup) M {
		t.Helper()
		return Start[M](t, g, env, s)
	}
	return start, Press[M], Drive[M], M.Progress
}

// Records returns readers of what the screens of g, named id in its logs,
// save: saved is the log of a screen's game so far, read back, and truth
// the game as the host holds it, that log replayed.
func Records[C, S, A, V any](g game.Game[C, S, A, V], id string) (
	saved func(t testing.TB, m screen.Screen) game.Log[A],
	truth func(t testing.TB, m screen.Screen) S,
) {
	saved = func(t testing.TB, m screen.Screen) game.Log[A] {
		t.Helper()
		return LogOf[A](t, m, id)
	}
	truth = func(t testing.TB, m screen.Screen) S {
		t.Helper()
		s, err := game.Replay(g, saved(t, m))
		require.NoError(t, err)
		return s
	}
	return saved, truth
}
