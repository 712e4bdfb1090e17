package table

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"teahouse/tui/ui"
)

// keyMap is what the driver answers to itself; a face adds its own.
type keyMap struct {
	Help, Back, Quit, Tip, Confirm key.Binding
	LogUp, LogDown, LogTop, LogEnd key.Binding

	Next, Prev, First, Last, Play, Faster, Slower key.Binding
	Review, ReviewNext                            key.Binding // a replay's review, when it offers one
	Speed                                         key.Binding // + and - in the short help
	Pause, StepOne                                key.Binding // watching a table of computers
}

func newKeyMap(tipName string) keyMap {
	b := ui.Binding
	c := ui.DefaultCommonKeys()
	if tipName != "" {
		c.Tip.SetHelp("t", tipName)
	}
	return keyMap{
		Help: c.Help, Back: c.Back, Quit: c.Quit, Tip: c.Tip, Confirm: c.Confirm,
		LogUp:      b("pgup", "log up", "pgup"),
		LogDown:    b("pgdn", "log down", "pgdown"),
		LogTop:     b("home", "log start", "home"),
		LogEnd:     b("end", "log end", "end"),
		Next:       b("right", "step", "right", "n", "l"),
		Prev:       b("left", "back", "left", "p", "h"),
		First:      b("g", "start", "g"),
		Last:       b("G", "end", "G"),
		Play:       b("space", "play", " "),
		Faster:     b("+", "faster", "+", "="),
		Slower:     b("-", "slower", "-"),
		Review:     b("r", "review", "r"),
		ReviewNext: b("R", "review next seat", "R"),
		Speed:      b("+/-", "speed", "+", "=", "-"),
		Pause:      b("space", "pause", " "),
		StepOne:    b(".", "next play", "."),
	}
}

// helpKeys is the footer and the full help now: the face's keys, then
// the driver's.
func (m Model[F, V, A]) helpKeys() ui.HelpKeys {
	k := m.keys
	ready := k.Confirm
	switch {
	case m.passing:
		ready.SetHelp("enter", "ready")
		return ui.HelpKeys{Short: []key.Binding{ready, k.Back, k.Quit}, Full: [][]key.Binding{{ready, k.Back, k.Quit}}}
	case m.ctx().Holding:
		ready.SetHelp("enter", "continue")
		return ui.HelpKeys{Short: []key.Binding{ready, k.Back, k.Help, k.Quit}, Full: [][]key.Binding{{ready, k.Back}, {k.Help, k.Quit}}}
	case m.rep.on:
		short := []key.Binding{k.Next, k.Prev, k.Play, k.First, k.Last, k.Speed, k.Back, k.Help, k.Quit}
		full := [][]key.Binding{{k.Next, k.Prev, k.Play}, {k.First, k.Last, k.Faster, k.Slower}, {k.LogUp, k.LogDown, k.LogTop, k.LogEnd}, {k.Back, k.Help, k.Quit}}
		if m.hasTips() {
			short = append(short[:6:6], k.Tip, k.Back, k.Help, k.Quit)
			full[3] = append([]key.Binding{k.Tip}, full[3]...)
		}
		if m.rev.offered { // after play: a footer cut short still shows it
			short = append(short[:3:3], append([]key.Binding{k.Review}, short[3:]...)...)
			full[0] = append(full[0], k.Review, k.ReviewNext)
		}
		own := m.parts.Input.Keys(m.face, m.ctx())
		return ui.HelpKeys{Short: short, Full: append(full, own.Full...)}
	}
	own := m.parts.Input.Keys(m.face, m.ctx())
	if m.ShowHelp { // the log's keys scroll the help page: "pgdn down"
		for _, b := range []*key.Binding{&k.LogUp, &k.LogDown, &k.LogTop, &k.LogEnd} {
			b.SetHelp(b.Help().Key, strings.TrimPrefix(b.Help().Desc, "log "))
		}
	}
	tail := []key.Binding{k.Back, k.Help, k.Quit}
	if m.watching() {
		pause := k.Pause
		if m.paused {
			pause.SetHelp("space", "resume")
		}
		tail = append([]key.Binding{pause, k.StepOne}, tail...)
	}
	if m.hasTips() && m.people() > 0 {
		tail = append([]key.Binding{k.Tip}, tail...)
	}
	return ui.HelpKeys{
		Short: append(own.Short[:len(own.Short):len(own.Short)], tail...),
		Full:  append(own.Full[:len(own.Full):len(own.Full)], []key.Binding{k.LogUp, k.LogDown, k.LogTop, k.LogEnd}, tail),
	}
}

// hasTips reports whether the face gives tips at all.
func (m Model[F, V, A]) hasTips() bool { return m.parts.Tips.on() }
