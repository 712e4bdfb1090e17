package ui

import "github.com/charmbracelet/bubbles/key"

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
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
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
