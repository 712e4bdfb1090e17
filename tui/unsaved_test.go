package tui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
)

// diskScreen is a game screen whose log cannot be saved while *full is
// set, as on a full disk; each save that works writes a new file.
type diskScreen struct {
	fakeScreen
	name    string
	full    *bool
	partial string // the log written as the game went, which a failed save names
}

func (d diskScreen) Update(tea.Msg) (screen.Screen, tea.Cmd) { return d, nil }

func (d diskScreen) SaveLog(dir string) (string, error) {
	if *d.full {
		return d.partial, errors.New("write " + filepath.Join(dir, ".x.tmp") + ": no space left on device")
	}
	return filepath.Join(dir, d.name), nil
}

// diskGame starts diskScreens named after their seed.
func diskGame(full *bool) screen.Game {
	g := fakeGame(&[]string{})
	g.New = func(_ screen.Env, s screen.Setup) (screen.Screen, error) {
		return diskScreen{fakeScreen: fakeScreen{setup: s}, name: "game" + string(rune('0'+s.Seed)) + ".jsonl", full: full}, nil
	}
	return g
}

// A log that cannot be saved is said on the result screen; a rematch
// keeps the game and saves its log with the next game's once there is
// room, and lists it among the saved games.
func TestAnUnsavedLogIsSaidAndSavedWithTheNextGame(t *testing.T) {
	full := true
	a, _ := newTestApp(t, nil)
	a.games = []screen.Game{diskGame(&full)}
	recs := &fakeRecords{}
	a.records = recs
	a = a.startGame(screen.Setup{Game: "fake", Seed: 1, SeedFixed: true})
	a = send(a, screen.Finished{Summary: []string{"You win."}})
	require.Equal(t, modeResult, a.mode)
	v := dialogText(a.View())
	assert.Contains(t, v, "The game's log was not saved")
	assert.Contains(t, v, "no space left on device")

	a = send(a, key("r")) // a rematch
	require.Equal(t, modeGame, a.mode)
	full = false
	a = send(a, screen.Finished{Summary: []string{"You win."}})
	require.Len(t, recs.indexed, 2, "both games' logs are listed")
	assert.Equal(t, filepath.Join(a.env.GamesDir, "game1.jsonl"), recs.indexed[0].Path, "the earlier game's, saved now")
	a = a.Leave()
	assert.Empty(t, a.Unkept())
	require.Len(t, a.Said(), 1)
	assert.Contains(t, a.Said()[0], "game1.jsonl")
}

// A log still unsaved as the program ends is said to be lost, and the
// program fails.
func TestAnUnsavedLogIsSaidLostAtTheEnd(t *testing.T) {
	full := true
	a, _ := newTestApp(t, nil)
	a.games = []screen.Game{diskGame(&full)}
	a = a.startGame(screen.Setup{Game: "fake", Seed: 1})
	a = send(a, screen.Finished{Summary: []string{"You win."}})
	a = send(a, key("l")) // to the lobby
	a = a.Leave()
	require.Len(t, a.Unkept(), 1)
	assert.Contains(t, a.Unkept()[0], "could not be saved and is lost: write ")
	assert.True(t, strings.Contains(ansi.Strip(a.Unkept()[0]), "no space left on device"))
}

// A result the records could not keep (a full disk) is kept again with
// the next game's save, with the path its log was saved at on its own
// second try; one they still cannot keep as the program ends is said to
// be lost, naming its game, and the program fails.
func TestAnUnrecordedResultIsKeptWithTheNextGame(t *testing.T) {
	players := []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}}
	o := game.Outcome{Over: true, Winners: []game.Seat{1}, Seats: []game.SeatResult{{Score: 1}, {Score: 3}}}
	finished := screen.Finished{Summary: []string{"AI (hard) wins 3-1"}, Outcome: o, Players: players}
	for _, tc := range []struct {
		name   string
		freed  bool // the disk has room again before the rematch ends
		kept   int  // seats' results the records hold at the end
		unkept []string
	}{
		{name: "room again", freed: true, kept: 4},
		{name: "still full", freed: false, kept: 0, unkept: []string{
			"the log of the fake game left at 12:00 could not be saved and is lost: write ",
			"the result of the fake game ended at 12:00 could not be kept in the statistics and is lost: disk is full",
			"the result of the fake game ended at 12:00 could not be kept in the statistics and is lost: disk is full",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			full := true
			a, _ := newTestApp(t, nil)
			a.env.Now = func() time.Time { return day(4) }
			a.games = []screen.Game{diskGame(&full)}
			recs := &fakeRecords{failRec: errors.New("disk is full")}
			a.records = recs
			a = a.startGame(screen.Setup{Game: "fake", Seed: 1, SeedFixed: true})
			a = send(a, finished)
			require.Equal(t, modeResult, a.mode)
			assert.Contains(t, dialogText(a.View()), "could not be kept in the statistics: disk is full")
			assert.Contains(t, dialogText(a.View()), "tried again with the next game")
			assert.Empty(t, a.Unkept(), "not lost yet")

			a = send(a, key("r")) // a rematch
			require.Equal(t, modeGame, a.mode)
			if tc.freed {
				full, recs.failRec = false, nil
			}
			a = send(a, finished)
			result := a
			a = a.Leave()
			kept := 0
			for _, r := range recs.results {
				kept += len(r)
			}
			assert.Equal(t, tc.kept, kept)
			assert.NotContains(t, recs.results, "", "every result with its log")
			if tc.freed {
				assert.Len(t, recs.results[filepath.Join(a.env.GamesDir, "game1.jsonl")], 4, "both games' seats (a rematch has the same seed, so the same name here)")
				assert.Contains(t, strings.Join(a.Said(), "\n"), "The result of the fake game ended at 12:00, which could not be kept in the statistics, is kept now.")
				v := dialogText(result.View())
				assert.Contains(t, v, "The log of an earlier game that could not be saved is saved now", "both said on the result screen")
				assert.Contains(t, v, "The result of the fake game ended at 12:00, which could not be kept in the statistics, is kept now.")
			}
			require.Len(t, a.Unkept(), len(tc.unkept))
			for i, want := range tc.unkept {
				assert.Contains(t, ansi.Strip(a.Unkept()[i]), want)
			}
		})
	}
}

// A log whose final save fails but that was written as the game went
// stays on disk, listed among the saved games as unfinished: the result
// screen and the end of the program say where, not that it is lost.
func TestAnUnsavedLogWrittenAsItWentIsNotSaidLost(t *testing.T) {
	full := true
	a, _ := newTestApp(t, nil)
	a.env.Now = func() time.Time { return day(4) }
	partial := filepath.Join(a.env.GamesDir, "game1.jsonl")
	require.NoError(t, os.MkdirAll(a.env.GamesDir, 0o700))
	require.NoError(t, os.WriteFile(partial, []byte("{\"game\":\"fake\"}\n"), 0o600))
	g := diskGame(&full)
	g.New = func(_ screen.Env, s screen.Setup) (screen.Screen, error) {
		return diskScreen{fakeScreen: fakeScreen{setup: s}, name: "game1.jsonl", full: &full, partial: partial}, nil
	}
	a.games = []screen.Game{g}
	a = a.startGame(screen.Setup{Game: "fake", Seed: 1, SeedFixed: true})
	a = send(a, screen.Finished{Summary: []string{"You win."}})
	require.Equal(t, modeResult, a.mode)
	v := dialogText(a.View())
	assert.Contains(t, v, "no space left on device")
	assert.Contains(t, v, "what was written as the game went stays in "+partial)
	a = send(a, key("l")) // to the lobby
	a = a.Leave()
	require.Len(t, a.Unkept(), 1)
	assert.Contains(t, a.Unkept()[0], "could not be saved and is kept as far as it was written as the game went: ")
	assert.NotContains(t, a.Unkept()[0], "is lost")
	assert.Contains(t, a.Unkept()[0], "stays in "+partial)
}
