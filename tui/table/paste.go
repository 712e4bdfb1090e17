package table

import tea "github.com/charmbracelet/bubbletea"

// EachRune hands a paste (several runes in one key message: "3334") to key
// one rune at a time, as if each were typed, and reports whether msg was a
// paste. It stops at the first rune whose intent acts; otherwise the
// intent is the last status one of them said.
func EachRune[F, A any](f F, msg tea.KeyMsg, key func(F, tea.KeyMsg) (F, Intent[A])) (F, Intent[A], bool) {
	if msg.Type != tea.KeyRunes || len(msg.Runes) < 2 {
		return f, Intent[A]{}, false
	}
	var said Intent[A]
	for _, r := range msg.Runes {
		var in Intent[A]
		f, in = key(f, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		if in.Act != nil {
			return f, in, true
		}
		if in.Status != "" {
			said = in
		}
	}
	return f, said, true
}
