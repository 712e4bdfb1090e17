package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
)

func TestGlyphs(t *testing.T) {
	assert.Equal(t, Glyphs{Dot: "-", Dash: "-", Ellipsis: "...", Rule: "--", Times: "x", Marker: ">", PlusMinus: "+/-"}, newTestTheme(t, true).Glyphs())
	g := newTestTheme(t, false).Glyphs()
	assert.Equal(t, "…", g.Ellipsis)
	assert.Equal(t, "·", g.Dot)
	assert.Equal(t, "▸", g.Marker)
	assert.Equal(t, "±", g.PlusMinus)
}

func TestSpread(t *testing.T) {
	assert.Equal(t, " left          right ", Spread(21, "left", "right", "..."))
	assert.Equal(t, " a very lo...  right ", Spread(21, "a very long left side", "right", "..."))
	assert.Equal(t, 21, lipgloss.Width(Spread(21, "a very long left side", "right", "...")))
}

func TestPadCut(t *testing.T) {
	assert.Equal(t, "ab   ", PadCut("ab", 5))
	assert.Equal(t, "abc", PadCut("abcdef", 3))
	assert.Equal(t, "", PadCut("abc", -1))
	st := newTestTheme(t, false).Bad
	assert.Equal(t, 4, ansi.StringWidth(PadCut(st.Render("xy"), 4)))
}

func TestStack(t *testing.T) {
	b := Stack(4, Text("ab"), Zone("z", Text("cdefgh\nij")))
	assert.Equal(t, "ab  \ncdef\nij  ", b.Text)
	assert.Equal(t, []NamedRect{{ID: "z", Rect: Rect{Y: 1, W: 6, H: 2}}}, b.Zones)
}

func TestFit(t *testing.T) {
	st := newTestTheme(t, false).Text
	assert.Equal(t, "short", ansi.Strip(Fit(st, 10, "short")))
	assert.Equal(t, 2, lipgloss.Height(Fit(st, 10, "words that wrap")))
}

// Page leaves out the spacing first when it does not fit.
func TestPage(t *testing.T) {
	parts := []Block{Text("a"), Text(""), Text("b"), Text(" "), Text("c")}
	assert.Equal(t, 5, Page(5, parts...).Height())
	assert.Equal(t, "a\nb\nc", Page(4, parts...).Text)
}

func TestHelpAndFooter(t *testing.T) {
	th := newTestTheme(t, true)
	h := th.Help()
	k := HelpKeys{
		Short: []key.Binding{key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "roll"))},
		Full:  [][]key.Binding{{key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "roll")), key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "tip"))}},
	}
	assert.Equal(t, " r roll", ansi.Strip(Footer(h, k)))
	h.ShowAll = true
	full := ansi.Strip(Footer(h, k))
	assert.Equal(t, 2, lipgloss.Height(full))
	for _, l := range strings.Split(full, "\n") {
		assert.True(t, strings.HasPrefix(l, " "))
	}
	assert.Equal(t, " - ", h.ShortSeparator)
}

func TestProgress(t *testing.T) {
	th := newTestTheme(t, true)
	assert.Equal(t, "#####.....  50%", ansi.Strip(th.Progress(15, 0.5)))
	assert.Equal(t, "..........   0%", ansi.Strip(th.Progress(15, -1)))
	assert.Equal(t, "########## 100%", ansi.Strip(th.Progress(15, 2)))
	assert.Equal(t, 20, lipgloss.Width(newTestTheme(t, false).Progress(20, 0.42)))
}

func TestBoxed(t *testing.T) {
	th := newTestTheme(t, true)
	b := th.Boxed("Title", []string{"one", "a line long enough to wrap"}, 16, 7)
	assert.Equal(t, 16, b.Width())
	assert.Equal(t, 7, b.Height())
	assert.Equal(t, strings.Join([]string{
		"+--------------+",
		"| Title        |",
		"| one          |",
		"| a line long  |",
		"| enough to    |",
		"| wrap         |",
		"+--------------+",
	}, "\n"), ansi.Strip(b.Text))
	cut := th.Boxed("", []string{"1", "2", "3", "4"}, 8, 4)
	assert.Equal(t, "+------+\n| 1    |\n| 2    |\n+------+", ansi.Strip(cut.Text), "lines beyond the box are dropped")
	assert.Equal(t, 2, th.Boxed("x", nil, 3, 2).Height(), "too small: blank")
}

func TestLines(t *testing.T) {
	assert.Equal(t, "a\nb\n ", Lines("a\nb", 3).Text, "padded to 3 lines, rectangular")
	assert.Equal(t, "a", Lines("a\nb\nc", 1).Text, "cut to 1")
	assert.Equal(t, "", Lines("a", 0).Text)
}

func TestBeside(t *testing.T) {
	left := Zone("l", Text("ab\ncd"))
	right := Zone("r", Text("xyz"))
	b := Beside(left, right, 2, 1, 3)
	assert.Equal(t, "ab xyz\ncd \n   ", b.Text)
	id, ok := b.Hit(4, 0)
	assert.True(t, ok)
	assert.Equal(t, "r", id)
	id, _ = b.Hit(1, 1)
	assert.Equal(t, "l", id)
}

// A footer too narrow for every key drops the game's keys from the end,
// never help and quit.
func TestFooterKeepsHelpAndQuit(t *testing.T) {
	th := newTestTheme(t, false)
	h := th.Help()
	b := func(k, desc string) key.Binding { return key.NewBinding(key.WithKeys(k), key.WithHelp(k, desc)) }
	k := HelpKeys{Short: []key.Binding{b("r", "roll"), b("space", "toggle die"), b("enter", "score box"), b("t", "advisor"), b("?", "help"), b("q", "quit")}}
	h.Width = 200
	assert.Equal(t, " r roll • space toggle die • enter score box • t advisor • ? help • q quit", ansi.Strip(Footer(h, k)))
	h.Width = 50
	got := ansi.Strip(Footer(h, k))
	assert.Equal(t, " r roll • space toggle die … • ? help • q quit", got)
	assert.LessOrEqual(t, lipgloss.Width(got), 51)
	h.Width = 18
	assert.Equal(t, " ? help • q quit", ansi.Strip(Footer(h, k)), "at the narrowest only help and quit")
}

// Wrap breaks at spaces only: a signed number or a range stays whole, a
// word too long for the width is still broken.
func TestWrap(t *testing.T) {
	assert.Equal(t, "You: dealer\nblackjack,\n-10.", Wrap("You: dealer blackjack, -10.", 12))
	assert.Equal(t, "net -10,\nbets\n10-500", Wrap("net -10, bets 10-500", 10))
	assert.Equal(t, "abcde\nfgh", Wrap("abcdefgh", 5))
	assert.Equal(t, "a b", Wrap("a b", 5))
}
