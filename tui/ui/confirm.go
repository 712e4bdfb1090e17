package ui

import "github.com/charmbracelet/lipgloss"

// confirmWidth is the widest line of a dialog's question: with the
// border and padding the dialog fits an 80-column terminal.
const confirmWidth = 60

// ConfirmBox draws a small bordered dialog asking question, with a yes button
// (key y, zone yesID) and a no button (key n, zone noID). A long question
// wraps, so the dialog fits 80 columns. Callers centre it over the screen,
// for example with Theme.Place.
func (t *Theme) ConfirmBox(question, yesID, noID string) Block {
	buttons := Row(2,
		t.Button(yesID, "yes", "y", true, false),
		t.Button(noID, "no", "n", true, false),
	)
	q := t.Header.Render(question)
	if lipgloss.Width(q) > confirmWidth {
		q = t.Header.Width(confirmWidth).Render(question)
	}
	body := Column(lipgloss.Center, Text(q), Text(""), buttons)
	return body.Styled(t.Panel.Padding(1, 2))
}
