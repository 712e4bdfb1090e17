package ui

// Button draws a one-line button whose zone is id, such as "[ r Roll ]".
// Without colour the states still read apart: a disabled button is in
// parentheses, "( r Roll )", and the focused one has arrows inside its
// brackets, "[>r Roll<]". keyHint may be empty.
func (t *Theme) Button(id, label, keyHint string, enabled, focused bool) Block {
	open, closing := "[", "]"
	style, key := t.ButtonEnabled, t.Key
	switch {
	case !enabled:
		open, closing = "(", ")"
		style, key = t.ButtonDisabled, t.ButtonDisabled
	case focused:
		style, key = t.ButtonFocused, t.ButtonFocused
	}
	in, out := " ", " "
	if focused {
		in, out = ">", "<"
	}
	s := style.Render(open + in)
	if keyHint != "" {
		s += key.Render(keyHint) + style.Render(" ")
	}
	s += style.Render(label + out + closing)
	return Zone(id, Text(s))
}
