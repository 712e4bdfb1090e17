package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	"teahouse/game/catalog"
	gp "teahouse/game/pokerdice"
)

// Every option of every game is a flag of its sim command, spelled as the
// catalog spells it, with its help and its default; the run's own flags
// are the same for every game.
func TestSimHasEveryOptionAsAFlag(t *testing.T) {
	var s streams
	for _, e := range ai.Games {
		i := e.Info()
		t.Run(i.Name, func(t *testing.T) {
			f := newSimGame(s, &globals{}, e).Flags()
			for _, o := range i.Options {
				flag := f.Lookup(o.Key)
				require.NotNil(t, flag, "--%s", o.Key)
				assert.Equal(t, o.Help, flag.Usage)
				assert.Equal(t, o.Default, flag.DefValue)
			}
			for _, run := range []string{"games", "seed", "from", "workers", "log-dir", "json"} {
				assert.NotNil(t, f.Lookup(run), "--%s", run)
			}
			players := []string{"seats"}
			if e.Runs().Duplicate > 0 {
				players = []string{"a", "b"}
			}
			for _, p := range players {
				assert.NotNil(t, f.Lookup(p), "--%s", p)
			}
		})
	}
}

// An option added to a game's definition is a flag of sim at once, and
// its value reaches the games of the run.
func TestSimTakesAnOptionAddedToTheGame(t *testing.T) {
	def := gp.Def
	var seen []string
	def.Fields = append(slices.Clone(def.Fields), game.Field[gp.Config]{
		Option: game.Option{Key: "table-colour", Label: "Colour", Kind: game.Choice, Values: []string{"green", "red"},
			Default: "green", Help: "the colour of the cloth"},
		Set: func(_ *gp.Config, v string) error { seen = append(seen, v); return nil },
		Get: func(gp.Config) string { return "green" },
	})
	var out bytes.Buffer
	c := newSimGame(streams{out: &out, err: &bytes.Buffer{}}, &globals{}, catalog.Of(def, aipd.Roster))
	c.SetArgs([]string{"--table-colour", "red", "--games", "2", "--seats", "simple,simple", "--json"})
	require.NoError(t, c.Execute())
	assert.Contains(t, seen, "red")
	var rep map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	assert.EqualValues(t, 2, rep["games"])

	c = newSimGame(streams{out: &out, err: &bytes.Buffer{}}, &globals{}, catalog.Of(def, aipd.Roster))
	c.SetArgs([]string{"--table-colour", "blue"})
	c.SilenceErrors, c.SilenceUsage = true, true
	assert.ErrorContains(t, c.Execute(), `table-colour "blue": want green or red`)
}

// A run split with --from reports counts that add up to the whole run's,
// and names its logs as the whole run does.
func TestSimFromSplitsARun(t *testing.T) {
	counts := func(args ...string) (map[string]float64, []string) {
		dir := t.TempDir()
		code, out, errOut := run(append([]string{"sim", "pokerdice", "--seed", "3", "--json", "--log-dir", dir}, args...)...)
		require.Equal(t, 0, code, errOut)
		var rep map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &rep))
		c := map[string]float64{}
		for _, k := range []string{"games", "rounds", "p1_wins", "p2_wins", "ties"} {
			c[k] = rep[k].(float64)
		}
		files, err := os.ReadDir(dir)
		require.NoError(t, err)
		var names []string
		for _, f := range files {
			names = append(names, f.Name())
		}
		return c, names
	}
	whole, all := counts("--games", "40")
	first, a := counts("--games", "25")
	second, b := counts("--from", "25", "--games", "15")
	for k := range whole {
		assert.Equal(t, whole[k], first[k]+second[k], k)
	}
	assert.Equal(t, all, append(a, b...))
	assert.Equal(t, game.RunLogName("pokerdice", 3, 25), b[0])
}
