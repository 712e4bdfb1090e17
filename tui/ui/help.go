package ui

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
)

// Help returns a bubbles/help model drawn with this theme's styles (never
// the package-global defaults), with ASCII separators in ASCII mode.
func (t *Theme) Help() help.Model {
	h := help.New()
	h.Styles = help.Styles{
		Ellipsis:       t.Dim,
		ShortKey:       t.Key,
		ShortDesc:      t.Dim,
		ShortSeparator: t.Dim,
		FullKey:        t.Key,
		FullDesc:       t.Dim,
		FullSeparator:  t.Dim,
	}
	if t.ASCII {
		h.ShortSeparator, h.Ellipsis = " - ", "..."
	}
	return h
}

// HelpKeys is a help.KeyMap for one moment of a game: the short line shows
// only what can be pressed now, the full help every key in columns.
type HelpKeys struct {
	Short []key.Binding
	Full  [][]key.Binding
}

// ShortHelp implements help.KeyMap.
func (h HelpKeys) ShortHelp() []key.Binding { return h.Short }

// FullHelp implements help.KeyMap.
func (h HelpKeys) FullHelp() [][]key.Binding { return h.Full }

// footerKept is how many bindings at the end of a short line a footer
// never drops: by convention help and quit.
const footerKept = 2

// Footer draws the key help of a game screen, one column in from the edge:
// the short line, or every key when h.ShowAll is set. A short line too
// wide for h.Width loses bindings from the end of the game's own, marked
// with an ellipsis, before the last two (help and quit) would go.
func Footer(h help.Model, keys help.KeyMap) string {
	if !h.ShowAll && h.Width > 0 {
		keys = fitShort(h, keys.ShortHelp())
	}
	lines := strings.Split(h.View(keys), "\n")
	for i, l := range lines {
		lines[i] = " " + l
	}
	return strings.Join(lines, "\n")
}

// fitShort drops bindings before the last footerKept until the short
// line fits h.Width, and marks the cut with the help's ellipsis after the
// last binding left.
func fitShort(h help.Model, short []key.Binding) HelpKeys {
	width := h.Width
	h.Width = 0 // measure without the help's own cutting
	fits := func(bs []key.Binding) bool { return lipgloss.Width(h.ShortHelpView(bs)) <= width }
	if fits(short) || len(short) <= footerKept {
		return HelpKeys{Short: short}
	}
	head, tail := short[:len(short)-footerKept], short[len(short)-footerKept:]
	for n := len(head) - 1; n > 0; n-- {
		line := slices.Clone(head[:n])
		last := &line[n-1]
		*last = key.NewBinding(key.WithKeys(last.Keys()...), key.WithHelp(last.Help().Key, last.Help().Desc+" "+h.Ellipsis))
		if line = append(line, tail...); fits(line) {
			return HelpKeys{Short: line}
		}
	}
	return HelpKeys{Short: tail}
}
