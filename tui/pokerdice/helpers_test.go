package pokerdice

import (
	"io"
	"os"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

func TestMain(m *testing.M) {
	// Goldens and text checks are colour-free; the screen never uses the
	// default renderer, but the fallback stays plain too.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// testEnv is a 100x30 environment with a colour-free theme and a fixed clock.
func testEnv(ascii bool) screen.Env {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return screen.Env{
		Theme:  ui.NewTheme(r, ascii),
		Width:  100,
		Height: 30,
		Now:    func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) },
	}
}

var (
	you       = game.Player{Name: "You", Controller: game.Human}
	aiOptimal = game.Player{Name: "AI (optimal)", Controller: game.AI, Level: "optimal"}
	aiSimple  = game.Player{Name: "AI (simple)", Controller: game.AI, Level: "simple"}
)

// setup is a match of seed between players at instant speed.
func setup(seed uint64, variants map[string]string, players ...game.Player) screen.Setup {
	if len(players) == 0 {
		players = []game.Player{you, aiOptimal}
	}
	return screen.Setup{Game: "pokerdice", Players: players, Variants: variants, Rounds: 5, Seed: seed, Speed: game.Instant}
}

// start builds the screen of s and runs its Init.
func start(t testing.TB, env screen.Env, s screen.Setup) model {
	t.Helper()
	scr, err := Game.New(env, s)
	require.NoError(t, err)
	m, _ := drive(t, scr.(model), run(scr.Init())...)
	return m
}

// drive feeds msgs to the screen and then every message its commands
// produce, synchronously, until nothing is left; it returns the screen and
// the messages meant for the shell (Finished, Leave). Ticks are never
// waited for: at instant speed the screen schedules none.
func drive(t testing.TB, m model, msgs ...tea.Msg) (model, []tea.Msg) {
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
		m = s.(model)
		queue = append(queue, run(cmd)...)
	}
	return m, out
}

// run executes a command and the commands of a batch.
func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range b {
			out = append(out, run(c)...)
		}
		return out
	}
	if msg == nil {
		return nil
	}
	return []tea.Msg{msg}
}

// keys turns key names into key messages: "enter", "space", "esc", "left",
// "right", or runes.
func keys(names ...string) []tea.Msg {
	out := make([]tea.Msg, len(names))
	for i, n := range names {
		switch n {
		case "enter":
			out[i] = tea.KeyMsg{Type: tea.KeyEnter}
		case "esc":
			out[i] = tea.KeyMsg{Type: tea.KeyEsc}
		case "left":
			out[i] = tea.KeyMsg{Type: tea.KeyLeft}
		case "right":
			out[i] = tea.KeyMsg{Type: tea.KeyRight}
		case "space":
			out[i] = tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
		default:
			out[i] = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(n)}
		}
	}
	return out
}

// press drives one key at a time, letting the screen settle after each.
func press(t testing.TB, m model, names ...string) model {
	t.Helper()
	for _, k := range keys(names...) {
		m, _ = drive(t, m, k)
	}
	return m
}
