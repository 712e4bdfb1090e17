package ui

import "github.com/charmbracelet/lipgloss"

// ConfirmBox draws a small bordered dialog asking question, with a yes button
// (key y, zone yesID) and a no button (key n, zone noID). Callers centre it
// over the screen, for example with Theme.Place.
func (t *Theme) ConfirmBox(question, yesID, noID string) Block {
	buttons := Row(2,
		t.Button(yesID, "yes", "y", true, false),
		t.Button(noID, "no", "n", true, false),
	)
	body := Column(lipgloss.Center, Text(t.Header.Render(question)), Text(""), buttons)
	return body.Styled(t.Panel.Padding(1, 2))
}
