package table

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	"teahouse/rules/cards"
	"teahouse/tui/ui"
)

// What the card tables (Dou Dizhu, Shengji, Blackjack) share: the table
// beside the log, the lines under both, the turn line, typed ranks.

// SideGap is the gap between a table and the box beside it (the log).
const SideGap = 1

// Areas are where a table and the box beside it go in a body w cells wide
// and h high, the box sideW cells wide, SideGap from the table.
func Areas(w, h, sideW int) (tbl, side ui.Rect) {
	sw := min(sideW, w)
	return ui.Rect{W: max(0, w-sw-SideGap), H: h}, ui.Rect{X: w - sw, W: sw, H: h}
}

// Title is a game's title in a header: its name and, unless the theme is
// ASCII-only, its Chinese name ("Shengji 升级").
func (c Ctx[V, A]) Title(name, chinese string) string {
	if c.Env.Theme.ASCII {
		return c.Env.Theme.Title.Render(name)
	}
	return c.Env.Theme.Title.Render(name + " " + chinese)
}

// ButtonsH is the height of a buttons line: a replay's controls say which
// step is on screen below their buttons.
func (c Ctx[V, A]) ButtonsH() int {
	if c.Replay != nil && !c.Holding {
		return 2
	}
	return 1
}

// CardBody is a card table's body, w cells wide: the table draw draws in
// tbl (after a margin of one column) beside side, then the lines under
// both (each after a margin of one column), then the status line: c.Status,
// or else note, the face's own word (a hint). A status too long for one
// line wraps onto a second, which the table and side give up a line for
// (the side its last line inside the box, keeping the box whole).
func (c Ctx[V, A]) CardBody(w int, tbl ui.Rect, draw func(ui.Rect) ui.Block, side ui.Block, note string, under ...ui.Block) ui.Block {
	t := c.Env.Theme
	status, style := c.Status, t.Bad
	if status == "" {
		status, style = note, t.Text
	}
	lines := statusLines(status, w-2)
	if len(lines) > 1 && tbl.H > 2 {
		tbl.H--
		side = dropLine(side, tbl.H-1)
	} else {
		lines = lines[:min(1, len(lines))]
	}
	margin := ui.Text(strings.TrimSuffix(strings.Repeat(" \n", tbl.H), "\n"))
	inner := ui.Rect{W: max(0, tbl.W-1), H: tbl.H}
	parts := []ui.Block{ui.Beside(ui.Row(0, margin, draw(inner).Clip(inner.W, inner.H)), side, tbl.W, SideGap, tbl.H)}
	for _, b := range under {
		parts = append(parts, ui.Row(0, ui.Text(" "), b))
	}
	for i, l := range lines {
		lines[i] = " " + c.say(l, style, w-2)
	}
	if len(lines) == 0 {
		lines = []string{""}
	}
	return ui.Stack(w, append(parts, ui.Lines(strings.Join(lines, "\n"), len(lines)))...)
}

// statusLines are a status wrapped at w cells, two lines at most (the
// second cut where even two do not hold it).
func statusLines(s string, w int) []string {
	if s == "" {
		return nil
	}
	lines := strings.Split(ansi.Wordwrap(s, max(1, w), ""), "\n")
	if len(lines) > 2 {
		lines = []string{lines[0], strings.Join(lines[1:], " ")}
	}
	return lines
}

// dropLine is b without its line i, the zones below it moved up.
func dropLine(b ui.Block, i int) ui.Block {
	lines := strings.Split(b.Text, "\n")
	if i < 0 || i >= len(lines) {
		return b
	}
	out := ui.Block{Text: strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")}
	for _, z := range b.Zones {
		switch {
		case z.Rect.Y > i:
			z.Rect.Y--
		case z.Rect.Y+z.Rect.H > i:
			z.Rect.H = max(0, z.Rect.H-1)
		}
		out.Zones = append(out.Zones, z)
	}
	return out
}

// say is text in style, cut to at most w cells: a line under a table.
func (c Ctx[V, A]) say(text string, style lipgloss.Style, w int) string {
	if text == "" {
		return ""
	}
	return style.Render(ansi.Truncate(text, max(0, w), c.Glyphs().Ellipsis))
}

// Line is the line words says (what is happening), cut to at most w
// cells.
func (c Ctx[V, A]) Line(words func(Ctx[V, A]) (string, lipgloss.Style), w int) string {
	text, style := words(c)
	return c.say(text, style, w)
}

// TurnLine is a card table's turn line, what is happening, in at most w
// cells: what over says when the game has something over to tell (a deal
// over, the game's end), else a replay playing or paused, nothing while
// events are shown, what yours says on the turn of a person here (what
// they can do; who is how to address them, see YourTurn), else whom the
// table waits for.
func (c Ctx[V, A]) TurnLine(w int, over func(Ctx[V, A]) string, yours func(c Ctx[V, A], who string) string) string {
	t := c.Env.Theme
	if text := over(c); text != "" {
		return c.say(text, t.Good, w)
	}
	switch {
	case c.Replay != nil && c.Replay.Playing:
		return c.say("Playing"+c.Glyphs().Ellipsis+" space pauses.", t.Text, w)
	case c.Replay != nil:
		return c.say("Paused: n or right steps, space plays on.", t.Text, w)
	case c.Busy:
		return ""
	case c.MyTurn:
		return c.say(yours(c, c.YourTurn()), t.Focus, w)
	case c.Thinking != game.NoSeat:
		return c.say(c.Awaits("thinks"), t.Dim, w)
	}
	return ""
}

// YourTurn is how a turn line addresses the person to move: "Your turn",
// or their name when people take turns at one keyboard.
func (c Ctx[V, A]) YourTurn() string {
	if who := c.Names[c.Viewer]; who != "You" {
		return who
	}
	return "Your turn"
}

// TypeRank reads msg as a rank typed at the bottom's hand (see
// ui.TypedRank): one more card that same matches with the rank typed is
// selected, a new run of typed ranks replacing the selection (see
// ui.Hand.Type). When the hand holds no more of them, the intent says what
// noMore words; any other key, or a replay, leaves b as it is.
func TypeRank[V, A any](c Ctx[V, A], b Bottom, msg tea.KeyMsg, same func(typed cards.Rank, card cards.Card) bool, noMore func(typed cards.Rank) string) (Bottom, Intent[A]) {
	return typed(c, b, msg, noMore, func(h ui.Hand, rank cards.Rank) (ui.Hand, bool) {
		return h.Type(func(card cards.Card) bool { return same(rank, card) })
	})
}

// AddRank is TypeRank for a game that ranks the cards of a typed rank
// (the suit led before the trumps, see ui.Hand.Add): order is a card's
// place among the typed rank's, from 0, or -1 when it is not of it. It
// adds to the selection and never clears it.
func AddRank[V, A any](c Ctx[V, A], b Bottom, msg tea.KeyMsg, order func(typed cards.Rank, card cards.Card) int, noMore func(typed cards.Rank) string) (Bottom, Intent[A]) {
	return typed(c, b, msg, noMore, func(h ui.Hand, rank cards.Rank) (ui.Hand, bool) {
		return h.Add(func(card cards.Card) int { return order(rank, card) })
	})
}

// typed is TypeRank and AddRank: pick selects a card of the rank msg
// types.
func typed[V, A any](c Ctx[V, A], b Bottom, msg tea.KeyMsg, noMore func(typed cards.Rank) string, pick func(ui.Hand, cards.Rank) (ui.Hand, bool)) (Bottom, Intent[A]) {
	r, ok := ui.TypedRune(msg)
	if !ok || b.Hand.Len() == 0 || c.Replay != nil {
		return b, Intent[A]{}
	}
	rank, ok := ui.TypedRank(r)
	if !ok {
		return b, Intent[A]{}
	}
	var found bool
	b.Hand, found = pick(b.Hand, rank)
	if !found {
		return b, Say[A](noMore(rank))
	}
	return b, Intent[A]{}
}
