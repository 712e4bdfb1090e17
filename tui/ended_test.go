package tui

import (
	"errors"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
)

// endedScreen is a game screen whose game is over, its last position
// held until enter: it has not sent Finished yet.
type endedScreen struct {
	fakeScreen
	ended screen.Finished
}

func (e endedScreen) Ended() (screen.Finished, bool) { return e.ended, true }

func (e endedScreen) Update(tea.Msg) (screen.Screen, tea.Cmd) { return e, nil }

// endedApp hosts an endedScreen of a game P1 (ann) won, with records.
func endedApp(t *testing.T) (App, *fakeRecords) {
	t.Helper()
	a, saves := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	recs := &fakeRecords{}
	a.records = recs
	players := []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}}
	outcome := game.Outcome{Over: true, Seats: []game.SeatResult{{Score: 2}, {Score: 1}}, Winners: []game.Seat{0}}
	a.scr = endedScreen{fakeScreen: fakeScreen{saves: saves}, ended: screen.Finished{Outcome: outcome, Players: players}}
	return a, recs
}

// q, esc or a signal at the last position of a game (before enter shows
// the result) keeps its result, once, with its log marked finished.
func TestQuitAtTheLastPositionRecordsTheResult(t *testing.T) {
	for _, tt := range []struct {
		name string
		end  func(App) App
	}{
		{"q", func(a App) App { return send(a, key("q")) }},
		{"esc", func(a App) App { return send(a, screen.Leave{}) }},
		{"a signal", func(a App) App { return send(a, tea.QuitMsg{}).Leave() }},
		{"q then a signal", func(a App) App { return send(a, key("q")).Leave() }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, recs := endedApp(t)
			tt.end(a)
			require.Len(t, recs.results, 1, "one game recorded")
			for path, rs := range recs.results {
				assert.NotEmpty(t, path, "with its log")
				require.Len(t, rs, 2)
				assert.Equal(t, "local:ann", rs[0].Player)
				assert.True(t, rs[0].Won)
				assert.False(t, rs[1].Won)
			}
			for _, e := range recs.indexed {
				assert.True(t, e.Finished, "the log is listed as finished")
			}
		})
	}
}

// A game still running when quit records nothing.
func TestQuitMidGameRecordsNoResult(t *testing.T) {
	a, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	recs := &fakeRecords{}
	a.records = recs
	send(a, key("q"), key("y"))
	assert.Empty(t, recs.results)
	require.Len(t, recs.indexed, 1)
	assert.False(t, recs.indexed[0].Finished)
}

// The dialog of a failed save fits 80 columns, its question wrapped, both
// buttons whole, however long the reason.
func TestFailedSaveDialogFits80Columns(t *testing.T) {
	a, saves := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	long := errors.New("open /home/somebody/.local/share/teahouse/games/.doudizhu-20261204-193000-1234567890.tmp: no space left on device")
	a.scr = fakeScreen{running: true, saves: saves, fail: long}
	a = resize(a, 80, 24)
	a = send(a, key("q"), key("y"))
	v := ansi.Strip(a.View())
	for i, line := range strings.Split(v, "\n") {
		assert.LessOrEqual(t, ansi.StringWidth(line), 80, "line %d: %q", i, line)
	}
	assert.Contains(t, v, "[ y yes ]")
	assert.Contains(t, v, "[ n no ]")
	assert.Contains(t, dialogText(a.View()), "no space left on device")
}

// dialogText is the words of a dialog on screen, its lines joined as one
// text: a wrapped question reads as it was written.
func dialogText(view string) string {
	v := strings.NewReplacer("│", " ", "|", " ").Replace(ansi.Strip(view))
	return strings.Join(strings.Fields(v), " ")
}
