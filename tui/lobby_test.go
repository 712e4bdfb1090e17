package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
)

// The lobby of every game fits 80x24, long blurbs and a long message
// wrapped inside the frame.
func TestLobbyFits80x24(t *testing.T) {
	a := recordsApp(t, &fakeRecords{}, 80, 24)
	for _, status := range []string{"", strings.Repeat("a message that goes on ", 8)} {
		a.status = status
		lines := strings.Split(a.View(), "\n")
		assert.Len(t, lines, 24)
		for _, l := range lines {
			assert.LessOrEqual(t, lipgloss.Width(l), 80, l)
		}
		for _, g := range a.games {
			assert.Contains(t, a.View(), g.Title)
		}
		assert.Contains(t, a.View(), "Saved games")
	}
}

// A server's lobby at 80x24 has one button more (Tables) than fit in a
// row: the buttons take two rows rather than leave Quit out, and its
// click quits.
func TestServerLobbyKeepsEveryButtonAt80x24(t *testing.T) {
	a := recordsApp(t, &fakeRecords{}, 80, 24)
	a.lobby.tables = true
	view := a.lobby.view(a.env, a.status)
	for _, id := range []string{"lobby-tables", "lobby-stats", "lobby-board", "lobby-saved", "lobby-quit"} {
		zoneIn(t, view, id)
	}
	lines := strings.Split(a.View(), "\n")
	assert.Len(t, lines, 24)
	for _, l := range lines {
		assert.LessOrEqual(t, lipgloss.Width(l), 80, l)
	}
	a = send(a, click(zoneIn(t, view, "lobby-quit")))
	assert.True(t, a.quit, "the Quit button quits")
}
