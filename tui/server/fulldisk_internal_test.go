package server

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/log"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/game/store"
	"teahouse/tui"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// A table whose game ends on a full disk (a real 2 MB tmpfs, filled
// before it opens) tells the people at it that its log could not be
// saved, and the server tries again as it shuts down: with room made by
// then, the log is saved and the results recorded; without, the server's
// log says which game's log is lost. Both were only logged, and never
// tried again.
func TestATableOnAFullDiskSaysSoAndIsKeptLater(t *testing.T) {
	for _, tc := range []struct {
		name string
		room bool // room is made before the server shuts down
	}{{"room made", true}, {"disk stays full", false}} {
		t.Run(tc.name, func(t *testing.T) {
			disk := gametest.SmallDisk(t, 2<<20)
			st, err := store.Open(disk)
			require.NoError(t, err)
			t.Cleanup(func() { _ = st.Close() })
			games := filepath.Join(disk, "games")
			require.NoError(t, os.Mkdir(games, 0o700))
			free := gametest.Fill(t, disk)

			var said bytes.Buffer
			p := newParlor(tui.Games(), 1, 0, games, st, log.New(&said))
			env := screen.Env{Theme: ui.NewTheme(lipgloss.NewRenderer(io.Discard), false), Width: 100, Height: 30, GamesDir: games}
			ai := game.Player{ID: "ai:simple", Kind: game.AI, Level: "simple"}
			setup := screen.Setup{Game: "doudizhu", Seed: 7, Speed: game.Instant,
				Options: game.Settings{"deals": "1", "bidding": "none"}, Players: []game.Player{ai, ai, ai}}
			ann := person{ID: "ssh:ann", Name: "ann"}
			var w screen.TableWatcher
			// ann watches from inside the opening, before the parlor follows the
			// table: the computers may end the game at once, but the note comes
			// after
			tbl, _, err := p.open(env, ann, setup, func(sh screen.Shared, _ game.Seat) (err error) {
				w, err = sh.Watch()
				return err
			})
			require.NoError(t, err)
			var left sync.Once
			leave := func() { left.Do(func() { w.Leave(); p.leave(tbl, ann, game.Spectator) }) }
			said1 := make(chan []string, 1) // what the table said, once it says the log is not saved or closes
			go func() {
				var notes []string
				for !strings.Contains(strings.Join(notes, "\n"), "This game's log could not be saved") {
					s, open := w.Next()
					for _, n := range s.Notes {
						notes = append(notes, n.Text)
					}
					if !open {
						break
					}
				}
				said1 <- notes
			}()
			var notes []string
			select {
			case notes = <-said1:
			case <-time.After(time.Minute):
				leave() // its goroutine ends with it
				p.close()
				notes = <-said1
			}
			require.Contains(t, strings.Join(notes, "\n"), "This game's log could not be saved", "the people at the table are told")
			assert.Contains(t, strings.Join(notes, "\n"), "This game's log could not be saved: the server's disk is full.", "the table says why, in its words")
			leave()

			if tc.room {
				free()
			}
			p.close()
			saved, err := filepath.Glob(filepath.Join(games, "*.jsonl"))
			require.NoError(t, err)
			stats, err := st.Stats("doudizhu")
			if !tc.room {
				assert.Empty(t, saved, "no room for the log")
				assert.Contains(t, said.String(), "a table's log could not be saved and is lost")
				assert.Contains(t, said.String(), "the doudizhu game of table 1", "the server's log says which game")
				return
			}
			require.NoError(t, err)
			require.Len(t, saved, 1, "the log is saved on the later try")
			assert.NotContains(t, said.String(), "lost")
			require.Len(t, stats, 1, "the three computers' results add up per level")
			assert.Equal(t, 3, stats[0].Played, "one result per seat, recorded on a later try if not at first")
			entries, err := st.Logs()
			require.NoError(t, err)
			require.Len(t, entries, 1)
			assert.Equal(t, saved[0], entries[0].Path, "the results name the log saved later")
		})
	}
}
