package ledger

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

var now = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func clock() time.Time { return now }

// store is a ledger in a fresh temporary data directory.
func store(t *testing.T) Store {
	t.Helper()
	return At(t.TempDir(), clock)
}

func TestAtPath(t *testing.T) {
	assert.Equal(t, filepath.Join("/data", "blackjack", "bankroll.json"), At("/data", nil).Path)
}

func TestLoadMissingIsEmpty(t *testing.T) {
	s := store(t)
	b, err := s.Load()
	require.NoError(t, err)
	assert.Empty(t, b.Players)
	assert.NotNil(t, b.Players, "an empty book can be written into")
	_, err = os.Stat(s.Path)
	assert.ErrorIs(t, err, os.ErrNotExist, "loading creates nothing")
}

func TestSaveAndLoadRoundTrip(t *testing.T) {
	s := store(t)
	you := Fresh(bj.Chips(1000)).Hand(bj.Natural).Hand(bj.Push).Round(bj.Amount(31), bj.Amount(2031))
	require.NoError(t, s.Save(Book{Players: map[string]Record{"local:ann": you, "local:Player 2": Fresh(bj.Chips(500))}}))

	b, err := s.Load()
	require.NoError(t, err)
	assert.Equal(t, []string{"local:Player 2", "local:ann"}, slices.Sorted(maps.Keys(b.Players)))
	assert.Empty(t, b.Upgraded)
	got := b.Players["local:ann"]
	assert.Equal(t, bj.Amount(2031), got.Bankroll, "half chips survive: 1015.5")
	assert.Equal(t, Record{Bankroll: 2031, Rounds: 1, Hands: 2, Won: 1, Pushed: 1, Blackjacks: 1, Net: 31, BiggestWin: 31}, got)

	data, err := os.ReadFile(s.Path)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"bankroll": 1015.5`, "chips as numbers")
	assert.Contains(t, string(data), `"version": 2`)
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(s.Path), ".*tmp"))
	assert.Empty(t, leftovers, "the atomic write leaves no temporary file")
}

func TestRecordStatistics(t *testing.T) {
	r := Fresh(bj.Chips(100))
	for _, o := range []bj.Outcome{bj.Win, bj.Lose, bj.Bust, bj.DealerBlackjack, bj.Push, bj.Natural, bj.EvenMoney, bj.Surrendered} {
		r = r.Hand(o)
	}
	assert.Equal(t, 8, r.Hands)
	assert.Equal(t, 3, r.Won)
	assert.Equal(t, 4, r.Lost)
	assert.Equal(t, 1, r.Pushed)
	assert.Equal(t, 2, r.Blackjacks)
	assert.Equal(t, 1, r.Surrenders)

	r = r.Round(bj.Chips(25), bj.Chips(125)).Round(bj.Chips(-40), bj.Chips(85)).Round(bj.Chips(10), bj.Chips(95))
	assert.Equal(t, 3, r.Rounds)
	assert.Equal(t, bj.Chips(-5), r.Net)
	assert.Equal(t, bj.Chips(25), r.BiggestWin)
	assert.Equal(t, bj.Chips(-40), r.BiggestLoss)
	assert.Equal(t, bj.Chips(95), r.Bankroll)

	r = r.NewBankroll(bj.Chips(1003))
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, bj.Chips(-5), r.Net, "a new bankroll is not a win")
	assert.NoError(t, r.validate())
}

// A file that is not a ledger is renamed aside (its bytes kept) and
// reported; the book is empty, and the next save starts a new file.
func TestLoadCorruptIsSetAside(t *testing.T) {
	cases := map[string]string{
		"not json":          `{"version":2,"players":{"local:ann":{"bankroll":`,
		"not an object":     `[1,2,3]`,
		"half of a half":    `{"version":2,"players":{"local:ann":{"bankroll":10.25}}}`,
		"negative bankroll": `{"version":2,"players":{"local:ann":{"bankroll":-5}}}`,
		"counts disagree":   `{"version":2,"players":{"local:ann":{"bankroll":5,"hands":3,"won":1}}}`,
		"no version":        `{"players":{}}`,
		"no name":           `{"version":2,"players":{"":{"bankroll":5}}}`,
		"a bad version 1":   `{"version":1,"players":{"You":{"bankroll":-5}}}`,
	}
	for name, text := range cases {
		t.Run(name, func(t *testing.T) {
			s := store(t)
			require.NoError(t, os.MkdirAll(filepath.Dir(s.Path), 0o755))
			require.NoError(t, os.WriteFile(s.Path, []byte(text), 0o644))

			b, err := s.Load()
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrCorrupt)
			var c *CorruptError
			require.True(t, errors.As(err, &c))
			assert.Equal(t, s.Path+".corrupt-20260102-030405", c.SetAside)
			assert.Contains(t, err.Error(), "set aside as bankroll.json.corrupt-20260102-030405")
			assert.Empty(t, b.Players)

			kept, rerr := os.ReadFile(c.SetAside)
			require.NoError(t, rerr)
			assert.Equal(t, text, string(kept), "the corrupt file is kept as it was")
			_, serr := os.Stat(s.Path)
			assert.ErrorIs(t, serr, os.ErrNotExist, "the ledger itself is gone, not reset")
		})
	}
}

// Two corrupt files in the same second get different names.
func TestSetAsideNamesDoNotClash(t *testing.T) {
	s := store(t)
	require.NoError(t, os.MkdirAll(filepath.Dir(s.Path), 0o755))
	var asides []string
	for range 2 {
		require.NoError(t, os.WriteFile(s.Path, []byte("garbage"), 0o644))
		_, err := s.Load()
		var c *CorruptError
		require.True(t, errors.As(err, &c))
		asides = append(asides, c.SetAside)
	}
	assert.Equal(t, []string{s.Path + ".corrupt-20260102-030405", s.Path + ".corrupt-20260102-030405-2"}, asides)
}

// A ledger of a newer version is left alone and not written over.
func TestNewerVersionIsLeftAlone(t *testing.T) {
	s := store(t)
	require.NoError(t, os.MkdirAll(filepath.Dir(s.Path), 0o755))
	text := `{"version":3,"players":{"local:ann":{"bankroll":5,"shiny":true}}}`
	require.NoError(t, os.WriteFile(s.Path, []byte(text), 0o644))
	_, err := s.Load()
	assert.ErrorIs(t, err, ErrNewer)
	assert.NotErrorIs(t, err, ErrCorrupt)
	assert.ErrorIs(t, s.Merge(map[string]Record{"local:ann": Fresh(1)}), ErrNewer)
	data, _ := os.ReadFile(s.Path)
	assert.Equal(t, text, string(data))
}

// Merge keeps the records of players it does not write, stamps the ones
// it writes, and starts afresh over a corrupt file once it is set aside.
func TestMerge(t *testing.T) {
	s := store(t)
	require.NoError(t, s.Save(Book{Players: map[string]Record{"local:bob": Fresh(bj.Chips(70)), "local:ann": Fresh(bj.Chips(1))}}))
	require.NoError(t, s.Merge(map[string]Record{"local:ann": Fresh(bj.Chips(900))}))
	b, err := s.Load()
	require.NoError(t, err)
	assert.Equal(t, bj.Chips(70), b.Players["local:bob"].Bankroll)
	assert.Equal(t, bj.Chips(900), b.Players["local:ann"].Bankroll)
	assert.Equal(t, now, b.Players["local:ann"].Updated)

	require.NoError(t, os.WriteFile(s.Path, []byte("}{"), 0o644))
	err = s.Merge(map[string]Record{"local:ann": Fresh(bj.Chips(901))})
	assert.ErrorIs(t, err, ErrCorrupt, "the corruption is reported")
	b, err = s.Load()
	require.NoError(t, err, "and a valid ledger written")
	assert.Equal(t, []string{"local:ann"}, slices.Sorted(maps.Keys(b.Players)))
}

// A ledger that cannot be written (its directory is a file) reports the
// error and leaves nothing behind.
func TestSaveUnwritable(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "blackjack"), []byte("a file, not a directory"), 0o644))
	s := At(dir, clock)
	err := s.Save(Book{Players: map[string]Record{"local:ann": Fresh(10)}})
	require.Error(t, err)
	assert.Error(t, s.Merge(map[string]Record{"local:ann": Fresh(10)}), "Merge reports it too")

	// A ledger whose name is taken by a directory: the rename fails.
	dir = t.TempDir()
	s = At(dir, clock)
	require.NoError(t, os.MkdirAll(filepath.Join(s.Path, "x"), 0o755))
	assert.Error(t, s.Save(Book{}))
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(s.Path), ".*tmp"))
	assert.Empty(t, leftovers)
}

// An unreadable ledger (here a directory) is an error, not corruption:
// nothing is renamed and nothing may be saved over it.
func TestLoadUnreadable(t *testing.T) {
	s := store(t)
	require.NoError(t, os.MkdirAll(s.Path, 0o755))
	_, err := s.Load()
	require.Error(t, err)
	assert.NotErrorIs(t, err, ErrCorrupt)
	_, err = os.Stat(s.Path)
	assert.NoError(t, err, "left where it was")
}

func TestFileFormat(t *testing.T) {
	s := store(t)
	require.NoError(t, s.Merge(map[string]Record{"local:ann": Fresh(bj.Chips(10)).Hand(bj.Lose).Round(bj.Chips(-10), 0)}))
	data, err := os.ReadFile(s.Path)
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, json.Unmarshal(data, &raw))
	assert.Equal(t, 2.0, raw["version"])
	you := raw["players"].(map[string]any)["local:ann"].(map[string]any)
	assert.Equal(t, map[string]any{
		"bankroll": 0.0, "rounds": 1.0, "hands": 1.0, "won": 0.0, "lost": 1.0, "pushed": 0.0,
		"blackjacks": 0.0, "surrenders": 0.0, "new_bankrolls": 0.0, "net": -10.0,
		"biggest_win": 0.0, "biggest_loss": -10.0, "updated": "2026-01-02T03:04:05Z",
	}, you)
}

// v1File is a version 1 ledger, keyed by display names.
const v1File = `{
  "version": 1,
  "players": {
    "You": {"bankroll": 412.5, "rounds": 3, "hands": 3, "won": 2, "lost": 1, "net": -587.5, "biggest_loss": -600},
    "Player 2": {"bankroll": 2000, "rounds": 1, "hands": 1, "won": 1, "net": 1000, "biggest_win": 1000},
    "Bob": {"bankroll": 5, "new_bankrolls": 2}
  }
}
`

// upgrading is a store over a version 1 file, which maps "You" to
// local:ann and every other name n to local:n.
func upgrading(t *testing.T) Store {
	t.Helper()
	s := store(t)
	require.NoError(t, os.MkdirAll(filepath.Dir(s.Path), 0o755))
	require.NoError(t, os.WriteFile(s.Path, []byte(v1File), 0o644))
	s.IDOf = func(name string) string {
		if name == "You" {
			return "local:ann"
		}
		return "local:" + name
	}
	return s
}

// A version 1 file is read with every name turned into an ID, every
// figure kept; reading it writes nothing.
func TestUpgradeReadsNamesAsIDs(t *testing.T) {
	s := upgrading(t)
	b, err := s.Load()
	require.NoError(t, err)
	assert.Equal(t, []string{"local:Bob", "local:Player 2", "local:ann"}, slices.Sorted(maps.Keys(b.Players)))
	assert.Equal(t, Record{Bankroll: 825, Rounds: 3, Hands: 3, Won: 2, Lost: 1, Net: -1175, BiggestLoss: -1200}, b.Players["local:ann"])
	assert.Equal(t, 2, b.Players["local:Bob"].NewBankrolls)
	assert.Equal(t, []string{"Bob is now local:Bob.", "Player 2 is now local:Player 2.", "You is now local:ann."}, b.Upgraded)
	data, err := os.ReadFile(s.Path)
	require.NoError(t, err)
	assert.Equal(t, v1File, string(data), "loading writes nothing")
	assert.NoFileExists(t, s.Path+".v1")
}

// The first version 2 write keeps the version 1 file as bankroll.json.v1,
// byte for byte, and writes every player it had under their IDs; later
// writes leave the copy alone.
func TestUpgradeKeepsTheVersion1File(t *testing.T) {
	s := upgrading(t)
	require.NoError(t, s.Merge(map[string]Record{"local:ann": Fresh(bj.Chips(990))}))
	kept, err := os.ReadFile(s.Path + ".v1")
	require.NoError(t, err)
	assert.Equal(t, v1File, string(kept))

	b, err := s.Load()
	require.NoError(t, err)
	assert.Empty(t, b.Upgraded, "the file is version 2 now")
	assert.Equal(t, bj.Chips(990), b.Players["local:ann"].Bankroll)
	assert.Equal(t, bj.Chips(2000), b.Players["local:Player 2"].Bankroll, "the others are kept")
	assert.Equal(t, bj.Chips(5), b.Players["local:Bob"].Bankroll)

	require.NoError(t, s.Merge(map[string]Record{"local:ann": Fresh(bj.Chips(980))}))
	kept, err = os.ReadFile(s.Path + ".v1")
	require.NoError(t, err)
	assert.Equal(t, v1File, string(kept), "the copy is written once")
	others, _ := filepath.Glob(s.Path + ".v1-*")
	assert.Empty(t, others)
}

// A copy of another version 1 file already there is not written over.
func TestUpgradeKeepsEveryCopy(t *testing.T) {
	s := upgrading(t)
	require.NoError(t, os.WriteFile(s.Path+".v1", []byte("an older copy"), 0o644))
	require.NoError(t, s.Save(Book{}))
	old, err := os.ReadFile(s.Path + ".v1")
	require.NoError(t, err)
	assert.Equal(t, "an older copy", string(old))
	kept, err := os.ReadFile(s.Path + ".v1-2")
	require.NoError(t, err)
	assert.Equal(t, v1File, string(kept))
}

// Two names that become one ID are both kept, the second apart.
func TestUpgradeNamesThatMeetKeepBoth(t *testing.T) {
	s := upgrading(t)
	s.IDOf = func(string) string { return "local:ann" }
	b, err := s.Load()
	require.NoError(t, err)
	assert.Len(t, b.Players, 3)
	assert.Equal(t, bj.Chips(5), b.Players["local:ann"].Bankroll, "Bob comes first")
	assert.Equal(t, bj.Chips(2000), b.Players["local:ann (was Player 2)"].Bankroll)
	assert.Equal(t, bj.Amount(825), b.Players["local:ann (was You)"].Bankroll)
}

// Without IDOf the names are kept as they are.
func TestUpgradeWithoutIDOf(t *testing.T) {
	s := upgrading(t)
	s.IDOf = nil
	b, err := s.Load()
	require.NoError(t, err)
	assert.Equal(t, []string{"Bob", "Player 2", "You"}, slices.Sorted(maps.Keys(b.Players)))
}
