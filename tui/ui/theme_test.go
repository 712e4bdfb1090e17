package ui

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeEnv is an environment for termenv that is not the test process's.
type fakeEnv map[string]string

func (e fakeEnv) Getenv(k string) string { return e[k] }

func (e fakeEnv) Environ() []string {
	var out []string
	for k, v := range e {
		out = append(out, k+"="+v)
	}
	return out
}

// everything draws one of each widget of th.
func everything(th *Theme) string {
	log := NewLogPanel(th, "Log").SetSize(30, 6).Append("you rolled", "the AI held two dice")
	parts := []string{
		th.Title.Render("teahouse"), th.Header.Render("Round 1"), th.Text.Render("text"),
		th.Dim.Render("dim"), th.Accent.Render("accent"), th.Good.Render("win"),
		th.Bad.Render("loss"), th.Held.Render("held"), th.Focus.Render("focus"),
		th.Panel.Render("panel"), th.Key.Render("r"),
		th.DiceRow([]int{1, 2, 3, 4, 5}, []DieState{{Held: true}, {Focused: true}, {FaceDown: true}, {Dim: true}, {Highlight: true}}, "d").Text,
		th.Button("a", "Roll", "r", true, false).Text,
		th.Button("b", "Roll", "r", true, true).Text,
		th.Button("c", "Roll", "r", false, false).Text,
		th.ConfirmBox("Quit?", "y", "n").Text,
		log.View(),
		th.TooSmall(60, 20),
	}
	return strings.Join(parts, "\n")
}

func TestThemeColour(t *testing.T) {
	term := fakeEnv{"TERM": "xterm-256color", "COLORTERM": "truecolor"}
	noColor := fakeEnv{"TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"}
	tests := []struct {
		name      string
		renderer  *lipgloss.Renderer
		wantColor bool
	}{
		{"truecolor terminal", envRenderer(term), true},
		{"NO_COLOR set", envRenderer(noColor), false},
		{"ascii profile", testRenderer(termenv.Ascii), false},
		{"ansi256 profile", testRenderer(termenv.ANSI256), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, ascii := range []bool{false, true} {
				out := everything(NewTheme(tt.renderer, ascii))
				assert.Equal(t, tt.wantColor, strings.Contains(out, "\x1b["), "ascii=%v: escape codes", ascii)
			}
		})
	}
}

func envRenderer(env fakeEnv) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard, termenv.WithTTY(true), termenv.WithEnvironment(env))
	r.SetHasDarkBackground(true)
	return r
}

func TestThemeAdaptsToBackground(t *testing.T) {
	dark, light := testRenderer(termenv.TrueColor), testRenderer(termenv.TrueColor)
	light.SetHasDarkBackground(false)
	d, l := NewTheme(dark, false), NewTheme(light, false)
	for name, pair := range map[string][2]lipgloss.Style{
		"text": {d.Text, l.Text}, "accent": {d.Accent, l.Accent}, "bad": {d.Bad, l.Bad},
	} {
		assert.NotEqual(t, pair[0].Render("x"), pair[1].Render("x"), name)
	}
}

func TestThemeBorder(t *testing.T) {
	tests := []struct {
		name   string
		ascii  bool
		border lipgloss.Border
		corner string
	}{
		{"normal", false, lipgloss.RoundedBorder(), "╭"},
		{"ascii", true, lipgloss.ASCIIBorder(), "+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := newTestTheme(t, tt.ascii)
			assert.Equal(t, tt.border, th.Border())
			panel := th.Panel.Render("x")
			require.NotEmpty(t, panel)
			assert.True(t, strings.HasPrefix(ansi.Strip(panel), tt.corner), "panel %q", panel)
		})
	}
}

func TestThemeASCIIIsPureASCII(t *testing.T) {
	out := everything(NewTheme(testRenderer(termenv.Ascii), true))
	for i, r := range out {
		if r != '\n' && (r < ' ' || r > '~') {
			t.Fatalf("non-ASCII or control rune %q at byte %d in:\n%s", r, i, out)
		}
	}
}

func TestThemeRenderer(t *testing.T) {
	r := testRenderer(termenv.Ascii)
	assert.Same(t, r, NewTheme(r, false).Renderer())
}
