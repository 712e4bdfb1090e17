package bot_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// pdRoster fills pokerdice seats with a random player of level "random".
var pdRoster = bot.Roster[gp.View, gp.Action]{Game: "pokerdice", Levels: []string{"random"}, AI: func(string) (host.Controller[gp.View, gp.Action], error) {
	return host.Func[gp.View, gp.Action](func(v gp.View) gp.Action { legal, _ := gp.Game.Legal(v); return legal[0] }), nil
}}

// A table opened from its players writes its log in the log directory,
// a program seat's standard error beside it (GAME-TIME.P2.stderr, its
// owner's only); Close removes the standard error file the program wrote
// nothing to, Discard every file of the table.
func TestOpenTableSetsUpItsSeatsAndFiles(t *testing.T) {
	person := game.Player{ID: "local:ann", Name: "ann", Kind: game.Human}
	prog := game.Player{ID: "exec:cat", Kind: game.Program, Command: "cat"}
	for _, discard := range []bool{false, true} {
		dir := t.TempDir()
		tbl, err := bot.OpenTable(gp.Game, pdRoster, gp.Config{}, 7, []game.Player{person, prog}, bot.TableOptions{LogDir: dir})
		require.NoError(t, err)
		require.NoError(t, tbl.LogErr)
		require.NotNil(t, tbl.File)
		stderr := strings.TrimSuffix(tbl.File.Path(), ".jsonl") + ".P2.stderr"
		fi, err := os.Stat(stderr)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())
		if discard {
			tbl.Discard()
			assert.NoFileExists(t, tbl.File.Path())
		} else {
			tbl.Close()
			assert.FileExists(t, tbl.File.Path(), "a log left as it was written")
		}
		assert.NoFileExists(t, stderr, "the program wrote nothing")
	}
}

// Without a log directory a table writes no file; a seat the roster
// cannot fill is refused with nothing left behind.
func TestOpenTableWithoutALogAndRefused(t *testing.T) {
	ai := game.Player{Kind: game.AI, Level: "random"}
	tbl, err := bot.OpenTable(gp.Game, pdRoster, gp.Config{}, 7, []game.Player{ai, ai}, bot.TableOptions{})
	require.NoError(t, err)
	assert.Nil(t, tbl.File)
	tbl.Close()

	dir := t.TempDir()
	_, err = bot.OpenTable(gp.Game, pdRoster, gp.Config{}, 7, []game.Player{ai, {Kind: "robot"}}, bot.TableOptions{LogDir: dir})
	require.ErrorContains(t, err, "P2")
	logs, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	assert.Empty(t, logs)
}

// A table that runs no programs refuses a program's seat at the start and
// later; a computer takes a seat from a person, whose seat it then is.
func TestATableWithoutPrograms(t *testing.T) {
	person := game.Player{ID: "local:ann", Name: "ann", Kind: game.Human}
	ai := game.Player{ID: "ai:random", Kind: game.AI, Level: "random"}
	prog := game.Player{ID: "exec:cat", Kind: game.Program, Command: "cat"}
	_, err := bot.OpenTable(gp.Game, pdRoster, gp.Config{}, 7, []game.Player{person, prog}, bot.TableOptions{NoPrograms: true})
	require.ErrorContains(t, err, "P2: a program cannot take a seat")

	tbl, err := bot.OpenTable(gp.Game, pdRoster, gp.Config{}, 7, []game.Player{person, person}, bot.TableOptions{NoPrograms: true})
	require.NoError(t, err)
	t.Cleanup(tbl.Close)
	require.ErrorContains(t, tbl.Sit(1, prog, ""), "a program cannot take a seat")
	require.NoError(t, tbl.Sit(1, ai, "the computer takes P2"))
	assert.Equal(t, ai, tbl.Log().Header.Players[1])
}
