package ui

import "github.com/charmbracelet/lipgloss"

// Theme holds the styles of one program (one terminal, one viewer). Every
// style comes from the renderer given to NewTheme, so colours follow that
// terminal's profile and background, and NO_COLOR, which the renderer reads
// from the environment, turns all colour off.
type Theme struct {
	// ASCII draws with printable ASCII only (borders, pips, arrows), for
	// terminals and CJK locales where box-drawing characters are double width.
	// NewTheme sets it and builds the bordered styles to match.
	ASCII bool

	Title          lipgloss.Style // screen and game titles
	Header         lipgloss.Style // section and panel headings
	Text           lipgloss.Style // ordinary text
	Dim            lipgloss.Style // secondary text and inactive things
	Accent         lipgloss.Style // highlights, such as scoring dice
	Good           lipgloss.Style // wins and successes
	Bad            lipgloss.Style // losses and errors
	Held           lipgloss.Style // held dice, selected cards
	Red            lipgloss.Style // the ink of red cards: hearts, diamonds, the red joker
	Focus          lipgloss.Style // the keyboard focus
	Panel          lipgloss.Style // a bordered box with one column of padding
	ButtonEnabled  lipgloss.Style // an enabled button
	ButtonFocused  lipgloss.Style // the focused button
	ButtonDisabled lipgloss.Style // a button that cannot be pressed now
	Key            lipgloss.Style // a key name in a hint, such as the r of Roll

	r *lipgloss.Renderer
}

// NewTheme returns the theme of the program drawing through r, which must not
// be nil. It settles r's colour profile and background detection at once,
// because asking the terminal later, while Bubble Tea reads its input, can
// lose the answer; call it before the program starts.
func NewTheme(r *lipgloss.Renderer, ascii bool) *Theme {
	r.ColorProfile()
	r.HasDarkBackground()

	// Colours for light and dark backgrounds.
	var (
		text   = lipgloss.AdaptiveColor{Light: "#1C1917", Dark: "#E7E5E4"}
		dim    = lipgloss.AdaptiveColor{Light: "#78716C", Dark: "#A8A29E"}
		border = lipgloss.AdaptiveColor{Light: "#A8A29E", Dark: "#57534E"}
		accent = lipgloss.AdaptiveColor{Light: "#0F766E", Dark: "#5EEAD4"}
		good   = lipgloss.AdaptiveColor{Light: "#15803D", Dark: "#86EFAC"}
		bad    = lipgloss.AdaptiveColor{Light: "#B91C1C", Dark: "#FCA5A5"}
		held   = lipgloss.AdaptiveColor{Light: "#B45309", Dark: "#FCD34D"}
		focus  = lipgloss.AdaptiveColor{Light: "#6D28D9", Dark: "#C4B5FD"}
		red    = lipgloss.AdaptiveColor{Light: "#DC2626", Dark: "#F87171"}
	)
	t := &Theme{ASCII: ascii, r: r}
	st := func(c lipgloss.TerminalColor) lipgloss.Style { return r.NewStyle().Foreground(c) }

	t.Title = st(accent).Bold(true)
	t.Header = st(text).Bold(true)
	t.Text = st(text)
	t.Dim = st(dim)
	t.Accent = st(accent)
	t.Good = st(good).Bold(true)
	t.Bad = st(bad).Bold(true)
	t.Held = st(held).Bold(true)
	t.Focus = st(focus).Bold(true)
	t.Red = st(red)
	t.Panel = r.NewStyle().Border(t.Border()).BorderForeground(border).Padding(0, 1)
	t.ButtonEnabled = st(text)
	t.ButtonFocused = st(focus).Bold(true).Reverse(true)
	t.ButtonDisabled = st(dim).Faint(true)
	t.Key = st(accent).Bold(true)
	return t
}

// Border returns the border of boxes: rounded corners, or + - | in ASCII mode.
func (t *Theme) Border() lipgloss.Border {
	if t.ASCII {
		return lipgloss.ASCIIBorder()
	}
	return lipgloss.RoundedBorder()
}

// Renderer returns the renderer the theme was built from, for styles a
// screen needs beyond the theme's own.
func (t *Theme) Renderer() *lipgloss.Renderer { return t.r }
