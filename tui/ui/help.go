package ui

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
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

// Footer draws the key help of a game screen, one column in from the edge:
// the short line, or every key when h.ShowAll is set.
func Footer(h help.Model, keys help.KeyMap) string {
	lines := strings.Split(h.View(keys), "\n")
	for i, l := range lines {
		lines[i] = " " + l
	}
	return strings.Join(lines, "\n")
}
