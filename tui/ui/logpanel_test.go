package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func numbered(n int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %02d", i+1)
	}
	return lines
}

var (
	wheelUp   = tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress}
	wheelDown = tea.MouseMsg{Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress}
	pgUp      = tea.KeyMsg{Type: tea.KeyPgUp}
	pgDown    = tea.KeyMsg{Type: tea.KeyPgDown}
)

func update(t *testing.T, p LogPanel, msgs ...tea.Msg) LogPanel {
	t.Helper()
	for _, m := range msgs {
		var cmd tea.Cmd
		p, cmd = p.Update(m)
		assert.Nil(t, cmd)
	}
	return p
}

func TestLogPanelSize(t *testing.T) {
	th := newTestTheme(t, false)
	long := "a very long line of log text that must wrap inside the panel without spilling"
	tests := []struct {
		name  string
		w, h  int
		lines []string
	}{
		{"empty", 30, 10, nil},
		{"few", 30, 10, []string{"one", "two"}},
		{"many", 32, 18, numbered(40)},
		{"long lines wrap", 30, 10, []string{long, long}},
		{"wide runes", 20, 8, []string{strings.Repeat("茶馆", 20)}},
		{"styled", 30, 6, []string{th.Good.Render("you win") + " " + th.Bad.Render(long)}},
		{"too small for the frame", 3, 2, numbered(3)},
		{"zero", 0, 0, numbered(3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewLogPanel(th, "Log").SetSize(tt.w, tt.h).Append(tt.lines...)
			v := p.View()
			assert.Equal(t, tt.w, lipgloss.Width(v), "width of\n%s", v)
			if tt.h > 0 {
				assert.Equal(t, tt.h, lipgloss.Height(v), "height of\n%s", v)
			}
			for _, l := range strings.Split(v, "\n") {
				assert.Equal(t, tt.w, ansi.StringWidth(l), "line %q", l)
			}
		})
	}
}

func TestLogPanelWrapsWithoutLosingText(t *testing.T) {
	th := newTestTheme(t, true)
	p := NewLogPanel(th, "Log").SetSize(20, 12).Append("the quick brown fox jumps over the lazy dog")
	v := ansi.Strip(p.View())
	assert.Contains(t, v, "Log")
	var words []string
	lines := strings.Split(v, "\n")
	for _, l := range lines[2 : len(lines)-1] { // inside the border, below the title
		words = append(words, strings.Fields(strings.Trim(l, "|"))...)
	}
	assert.Equal(t, "the quick brown fox jumps over the lazy dog", strings.Join(words, " "))
}

func TestLogPanelScroll(t *testing.T) {
	th := newTestTheme(t, false)
	// 10 lines tall: border 2, title 1, so 7 log lines show.
	p := NewLogPanel(th, "Log").SetSize(30, 10).Append(numbered(20)...)
	visible := func(p LogPanel, s string) bool { return strings.Contains(ansi.Strip(p.View()), s) }

	require.True(t, p.AtBottom())
	require.True(t, visible(p, "line 20"))
	require.True(t, visible(p, "line 14"))
	require.False(t, visible(p, "line 13"))

	tests := []struct {
		name       string
		msgs       []tea.Msg
		append     []string
		wantShown  []string
		wantHidden []string
		wantBottom bool
	}{
		{"appending follows the bottom", nil, []string{"new"}, []string{"new"}, []string{"line 14"}, true},
		{"wheel up scrolls three lines", []tea.Msg{wheelUp}, nil, []string{"line 11", "line 17"}, []string{"line 18", "line 10"}, false},
		{"scrolled up, appending stays put", []tea.Msg{wheelUp}, []string{"new"}, []string{"line 17"}, []string{"new"}, false},
		{"wheel back down follows again", []tea.Msg{wheelUp, wheelDown}, []string{"new"}, []string{"new"}, nil, true},
		{"pgup pages", []tea.Msg{pgUp}, nil, []string{"line 07", "line 13"}, []string{"line 14"}, false},
		{"pgup twice stops at the top", []tea.Msg{pgUp, pgUp, pgUp}, nil, []string{"line 01"}, []string{"line 08"}, false},
		{"pgdown returns", []tea.Msg{pgUp, pgDown}, nil, []string{"line 20"}, nil, true},
		{"game keys do not scroll", []tea.Msg{
			tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}},
			tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'k'}}, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'b'}},
		}, nil, []string{"line 20"}, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := update(t, p, tt.msgs...).Append(tt.append...)
			for _, s := range tt.wantShown {
				assert.True(t, visible(q, s), "%q should show in\n%s", s, ansi.Strip(q.View()))
			}
			for _, s := range tt.wantHidden {
				assert.False(t, visible(q, s), "%q should be hidden in\n%s", s, ansi.Strip(q.View()))
			}
			assert.Equal(t, tt.wantBottom, q.AtBottom())
		})
	}
}

func TestLogPanelResizeKeepsBottom(t *testing.T) {
	th := newTestTheme(t, false)
	p := NewLogPanel(th, "Log").Append(numbered(30)...).SetSize(30, 10)
	assert.True(t, p.AtBottom())
	assert.Contains(t, p.View(), "line 30")
	p = p.SetSize(30, 20)
	assert.Contains(t, p.View(), "line 30")
	assert.Contains(t, p.View(), "line 14")
}

func TestLogPanelValueSemantics(t *testing.T) {
	th := newTestTheme(t, false)
	base := NewLogPanel(th, "Log").SetSize(30, 10).Append("base")
	a := base.Append("from a")
	b := base.Append("from b")
	assert.NotContains(t, base.View(), "from")
	assert.Contains(t, a.View(), "from a")
	assert.NotContains(t, a.View(), "from b", "b must not write into a's lines")
	assert.Contains(t, b.View(), "from b")

	scrolled := update(t, a.Append(numbered(20)...), wheelUp)
	assert.False(t, scrolled.AtBottom())
	assert.True(t, a.AtBottom(), "Update leaves the receiver alone")
}

// The wheel scrolls the panel only over its area; any other mouse message
// is not the panel's.
func TestLogPanelWheel(t *testing.T) {
	p := NewLogPanel(newTestTheme(t, false), "Log").SetSize(30, 10).Append(numbered(20)...)
	area := Rect{X: 50, Y: 2, W: 30, H: 10}
	at := func(x, y int, b tea.MouseButton) tea.MouseMsg {
		return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: b}
	}
	q, _, wheel := p.Wheel(at(55, 5, tea.MouseButtonWheelUp), area)
	assert.True(t, wheel)
	assert.False(t, q.AtBottom(), "over the panel")
	q, _, wheel = p.Wheel(at(10, 5, tea.MouseButtonWheelUp), area)
	assert.True(t, wheel)
	assert.True(t, q.AtBottom(), "elsewhere")
	_, _, wheel = p.Wheel(at(55, 5, tea.MouseButtonLeft), area)
	assert.False(t, wheel, "a click")
}
