package cli

import (
	"errors"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
	"teahouse/tui"
)

// Bankroll changes the store could still not save as the program ends
// are said, by player, and the program fails; with nothing lost it
// succeeds.
func TestEndingSaysWhatIsLost(t *testing.T) {
	app := tui.New(tui.Options{}, lipgloss.NewRenderer(nil)).Leave()
	var w strings.Builder
	require.NoError(t, ending(&w, app, func() error { return nil }))
	assert.Empty(t, w.String())

	lost := &store.LostError{Changes: map[string]store.Change{"local:ann": store.Change{}.Round(bj.Chips(10)).Chips(bj.Chips(10))},
		Err: errors.New("database or disk is full")}
	w.Reset()
	err := ending(&w, app, func() error { return lost })
	require.Error(t, err, "a failure: something was not saved")
	assert.Contains(t, w.String(), "the bankroll changes of local:ann (+10 chips, 1 round) could not be saved and are lost: database or disk is full")
}
