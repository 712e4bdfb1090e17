package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// CommonKeys are the bindings every game screen shares. Screens add their own
// action keys (one letter each) next to these.
type CommonKeys struct {
	Left, Right, Up, Down key.Binding // move the focus
	Toggle                key.Binding // lock a die, select a card
	Confirm               key.Binding // the main action
	Tip                   key.Binding // ask for a tip
	Back                  key.Binding // leave a dialog or the screen
	Quit                  key.Binding // quit, with confirmation in a running game
	Help                  key.Binding // toggle the full help
}

// DefaultCommonKeys returns the standard bindings: arrows and h/j/k/l move,
// space toggles, enter confirms, t asks for a tip, esc goes back, q or ctrl+c
// quits and ? toggles help. Key names in the help are plain ASCII.
func DefaultCommonKeys() CommonKeys {
	b := Binding
	return CommonKeys{
		Left:    b("left/h", "left", "left", "h"),
		Right:   b("right/l", "right", "right", "l"),
		Up:      b("up/k", "up", "up", "k"),
		Down:    b("down/j", "down", "down", "j"),
		Toggle:  b("space", "toggle", " "),
		Confirm: b("enter", "confirm", "enter"),
		Tip:     b("t", "tip", "t"),
		Back:    b("esc", "back", "esc"),
		Quit:    b("q", "quit", "q", "ctrl+c"),
		Help:    b("?", "help", "?"),
	}
}

// Binding returns a key binding for keys, shown in the help as help and desc.
func Binding(help, desc string, keys ...string) key.Binding {
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
}

// EachKey hands key each key of msg: keys typed faster than the terminal is
// read arrive together in one message, and a screen handles them one by
// one (a paste stays whole). The commands are batched.
func EachKey[M any](m M, msg tea.KeyMsg, key func(M, tea.KeyMsg) (M, tea.Cmd)) (M, tea.Cmd) {
	if msg.Type != tea.KeyRunes || len(msg.Runes) < 2 || msg.Paste {
		return key(m, msg)
	}
	cmds := make([]tea.Cmd, 0, len(msg.Runes))
	for _, r := range msg.Runes {
		var cmd tea.Cmd
		m, cmd = key(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
		cmds = append(cmds, cmd)
	}
	return m, tea.Batch(cmds...)
}

// LeftPress reports whether msg presses the left mouse button: a click.
func LeftPress(msg tea.MouseMsg) bool {
	return msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft
}

// Pressed is the button (its zone) of buttons whose key msg is: a key
// presses the button it is bound to.
func Pressed(msg tea.KeyMsg, buttons map[string]key.Binding) (string, bool) {
	for id, b := range buttons {
		if key.Matches(msg, b) {
			return id, true
		}
	}
	return "", false
}
