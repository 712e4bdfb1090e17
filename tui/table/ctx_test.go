package table_test

import (
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// A computer or a program thinks; a person elsewhere is waited for, since
// they may have gone.
func TestAwaits(t *testing.T) {
	players := []game.Player{
		{ID: "ssh:ann", Name: "ann", Kind: game.Human},
		{ID: "ssh:bo", Name: "bo", Kind: game.Remote},
		{ID: "ai:expert", Kind: game.AI, Level: "expert"},
		{ID: "exec:bot", Kind: game.Program, Command: "bot"},
	}
	c := table.Ctx[raceView, int]{Env: screen.Env{Theme: ui.NewTheme(lipgloss.NewRenderer(nil), true)},
		Players: players, Names: screen.SeatNames(players, len(players))}
	for seat, want := range map[game.Seat]string{
		1: "Waiting for bo...",
		2: "AI (expert) bets...",
		3: "Program (bot) bets...",
	} {
		c.Thinking = seat
		assert.Equal(t, want, c.Awaits("bets"), seat)
	}
	assert.True(t, c.Person(0))
	assert.True(t, c.Person(1))
	assert.False(t, c.Person(2))
	assert.False(t, c.Person(game.NoSeat))
}
