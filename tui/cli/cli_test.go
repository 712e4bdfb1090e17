package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	aiyz "teahouse/ai/yahtzee"
)

// run runs the command line and returns its exit status, stdout and stderr.
func run(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Main(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// refused checks that args are refused as bad usage: exit status 2,
// nothing on standard output, and one line on standard error that holds
// every one of want.
func refused(t *testing.T, args []string, want ...string) {
	t.Helper()
	t.Run(strings.Join(args, " "), func(t *testing.T) {
		code, out, errOut := run(args...)
		assert.Equal(t, 2, code)
		assert.Empty(t, out)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
		for _, w := range want {
			assert.Contains(t, errOut, w)
		}
	})
}

func TestBadUsageIsOneLineAndExitTwo(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"play", "pokerdice", "--rule", "loose"}, []string{"--rule", "free or strict"}},
		{[]string{"play", "shengji", "--trump", "X"}, []string{"--trump", `trump "X": want ask, S, H, D, C or NT`}},
		{[]string{"play", "shengji", "--level", "1"}, []string{"--level", "2, 3, 4"}},
		{[]string{"play", "shengji", "--deals", "0"}, []string{"--deals", "1 to 999"}},
		{[]string{"play", "shengji", "--seats", "human,human"}, []string{"--seats", "want 4 seats"}},
		{[]string{"play", "shengji", "--kitty-multiplier", "triple"}, []string{"--kitty-multiplier", "size or double"}},
		{[]string{"play", "doudizhu", "--show-cards=maybe"}, []string{"--show-cards", "none, after-bottom or before-deal"}},
		{[]string{"play", "blackjack", "--min-bet", "50", "--max-bet", "20"}, []string{"maximum bet 20 is below the minimum 50"}},
		{[]string{"play", "blackjack", "--decks", "9"}, []string{"--decks", "1 to 8"}},
		{[]string{"play", "blackjack", "--seats", "human,human,human,human,human,human"}, []string{"--seats", "at most 5"}},
		{[]string{"play", "yahtzee", "--seats", "human,ai:genius"}, []string{"--seats", "greedy or optimal"}},
		{[]string{"serve", "--max-conns", "5"}, []string{"--max-conns 5", "at least --max-sessions (100)"}},
		{[]string{"serve", "--max-conns-per-addr", "0"}, []string{"--max-conns-per-addr 0", "at least 1"}},
		{[]string{"serve", "--login-grace", "0s"}, []string{"--login-grace 0s", "at least 1s"}},
		{[]string{"serve", "--write-timeout", "10ms"}, []string{"--write-timeout 10ms", "at least 1s"}},
		{[]string{"play", "pokerdice", "--seats", "human,robot"}, []string{"--seats", "human, ai:LEVEL or exec:COMMAND", "simple or optimal"}},
		{[]string{"play", "pokerdice", "--seats", "human,ai:genius"}, []string{"--seats", "simple or optimal"}},
		{[]string{"play", "pokerdice", "--seats", "human"}, []string{"--seats", "want 2 seats"}},
		{[]string{"play", "pokerdice", "--speed", "warp"}, []string{"--speed", "slow, normal, fast or instant"}},
		{[]string{"play", "pokerdice", "--rounds", "0"}, []string{"--rounds", "from 1 to 99"}},
		{[]string{"play", "pokerdice", "--seed", "-4"}, []string{`invalid argument "-4" for "--seed" flag: want a whole number from 0 to 18446744073709551615`}},
		{[]string{"sim", "yahtzee", "--seed", "1e3"}, []string{"--seed", "want a whole number"}},
		{[]string{"play", "pokerdice", "--seats", "human,ai"}, []string{"--seats", "human, ai:LEVEL or exec:COMMAND"}},
		{[]string{"play", "pokerdice", "--bogus"}, []string{"--bogus"}},
		{[]string{"play", "chess"}, []string{`unknown game "chess"`, "pokerdice"}},
		{[]string{"play"}, []string{"name a game"}},
		{[]string{"dance"}, []string{`unknown command "dance"`}},
		{[]string{"sim", "pokerdice", "--starter", "p3"}, []string{"--starter", "p1 or p2"}},
		{[]string{"sim", "pokerdice", "--seats", "human,simple"}, []string{"--seats", "simple or optimal"}},
		{[]string{"sim", "pokerdice", "--rounds", "0"}, []string{"--rounds"}},
		{[]string{"sim", "pokerdice", "--games", "0"}, []string{`invalid argument "0" for "--games" flag: want a positive number`}},
		{[]string{"sim", "pokerdice", "--from", "-1"}, []string{"--from", "want 0 or more"}},
		{[]string{"sim", "pokerdice", "--seats", "simple"}, []string{"pokerdice needs 2 players, not 1"}},
		{[]string{"sim", "shengji", "--games", "0"}, []string{`invalid argument "0" for "--games" flag: want a positive number`}},
		{[]string{"sim", "shengji", "--games", "3"}, []string{"games 3: each deal is played twice", "want an even number"}},
		{[]string{"sim", "shengji", "--from", "1"}, []string{"from 1:", "want an even game"}},
		{[]string{"sim", "shengji", "--deals", "0"}, []string{"--deals"}},
		{[]string{"sim", "shengji", "--a", "genius"}, []string{`invalid argument "genius" for "--a" flag: want ai:LEVEL (LEVEL greedy, rule, expert, mixed:expert,rule, mixed:expert,greedy or mixed:rule,greedy)`}},
		{[]string{"sim", "shengji", "--b", "human"}, []string{"--b", "a game without a screen has no person to play"}},
		{[]string{"sim", "shengji", "--kitty-multiplier", "triple"}, []string{"--kitty-multiplier", "want size or double"}},
		{[]string{"sim", "shengji", "--throw-penalty", "five"}, []string{"--throw-penalty", "want none or ten"}},
		{[]string{"sim", "shengji", "--seed", "-1"}, []string{"--seed", "want a whole number"}},
		{[]string{"replay"}, []string{"name one log file"}},
		{[]string{"sim", "pokerdice", "extra"}, []string{`teahouse sim pokerdice: unexpected argument "extra" (it takes flags only)`}},
		{[]string{"sim", "yahtzee", "extra"}, []string{"unexpected argument"}},
		{[]string{"sim", "doudizhu", "extra"}, []string{"unexpected argument"}},
		{[]string{"sim", "shengji", "extra"}, []string{"unexpected argument"}},
		{[]string{"play", "pokerdice", "extra"}, []string{"unexpected argument"}},
		{[]string{"play", "doudizhu", "extra"}, []string{"unexpected argument"}},
		{[]string{"play", "shengji", "extra"}, []string{"unexpected argument"}},
	}
	for _, tt := range tests {
		refused(t, tt.args, tt.want...)
	}
}

func TestSimJSONIsDeterministic(t *testing.T) {
	args := []string{"sim", "pokerdice", "--games", "2000", "--rounds", "1", "--seed", "5", "--seats", "optimal,simple", "--json"}
	code, out, _ := run(args...)
	require.Equal(t, 0, code)
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, 1, strings.Count(strings.TrimSpace(out), "\n")+1, "exactly one JSON object")
	for _, k := range []string{"games", "rounds", "p1_wins", "p2_wins", "ties"} {
		require.Contains(t, got, k)
	}
	assert.EqualValues(t, 2000, got["games"])
	assert.EqualValues(t, 2000, got["p1_wins"].(float64)+got["p2_wins"].(float64), "a match of one round has a winner")
	assert.EqualValues(t, got["rounds"], got["p1_wins"].(float64)+got["p2_wins"].(float64)+got["ties"].(float64), "a tied round is played again")
	_, again, _ := run(args...)
	assert.Equal(t, out, again, "same seed, same output")

	code, text, _ := run("sim", "pokerdice", "--games", "500", "--seed", "5")
	require.Equal(t, 0, code)
	assert.Contains(t, text, "P1 optimal")
	assert.Contains(t, text, "ties")
}

func TestReplayErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := run("replay", filepath.Join(dir, "missing.jsonl"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "missing.jsonl")

	corrupt := filepath.Join(dir, "corrupt.jsonl")
	header := `{"game":"pokerdice","rules_version":1,"seed":1,"config":{"rounds":5,"rule":"free","skills":false,"first_starter":0},"players":[],"started":"2026-01-01T00:00:00Z"}`
	require.NoError(t, os.WriteFile(corrupt, []byte(header+"\nnot json\n{\"seat\":0,\"action\":{\"kind\":\"hold\"}}\n"), 0o644))
	code, _, errOut = run("replay", corrupt)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "corrupt.jsonl:2: corrupt game log: ")
	assert.Equal(t, 1, strings.Count(errOut, "\n"))

	// A refused action reads the same way: the file, the line, what.
	illegal := filepath.Join(dir, "illegal.jsonl")
	require.NoError(t, os.WriteFile(illegal, []byte(header+"\n{\"seat\":1,\"action\":{\"kind\":\"hold\"}}\n"), 0o644))
	code, _, errOut = run("replay", illegal)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "illegal.jsonl:2: corrupt game log: action 1 (P2): ")

	empty := filepath.Join(dir, "empty.jsonl")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	code, _, errOut = run("replay", empty)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "empty.jsonl: corrupt game log: the file is empty")
}

func TestVersionAndHelp(t *testing.T) {
	code, out, _ := run("--version")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, Version)
	code, out, _ = run("play", "pokerdice", "--help")
	assert.Equal(t, 0, code)
	for _, f := range []string{"--seed", "--rounds", "--seats", "--rule", "--skills", "--starter", "--speed"} {
		assert.Contains(t, out, f)
	}
}

// cacheDir is shared by the tests of this package: the first command that
// needs the Yahtzee table solves it, the others read it.
var cacheDir = filepath.Join(os.TempDir(), "teahouse-cli-test-cache")

func yahtzee(args ...string) (int, string, string) {
	return run(append([]string{"--cache-dir", cacheDir}, args...)...)
}

func TestYahtzeeSolveTipAndSim(t *testing.T) {
	code, out, errOut := yahtzee("solve", "yahtzee")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "expected score of a fresh game under optimal play: 254.5877")

	code, out, errOut = yahtzee("tip", "yahtzee", "--dice", "12346", "--rolls-left", "2", "--json")
	require.Equal(t, 0, code, errOut)
	var tip struct {
		Hold []int   `json:"hold"`
		Box  string  `json:"box"`
		EV   float64 `json:"ev"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &tip))
	assert.Equal(t, []int{1, 2, 3, 4}, tip.Hold, "chase the large straight")
	assert.Empty(t, tip.Box)
	assert.Greater(t, tip.EV, 240.0)

	code, out, _ = yahtzee("tip", "yahtzee", "--dice", "66666", "--rolls-left", "0", "--json")
	require.Equal(t, 0, code)
	require.NoError(t, json.Unmarshal([]byte(out), &tip))
	assert.Equal(t, "y", tip.Box)

	code, out, _ = yahtzee("tip", "yahtzee", "--dice", "55555", "--rolls-left", "0", "--open", "5s,c", "--upper", "40", "--yahtzee50")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "score it in Fives;", "the forced joker rule, the box named in full")

	code, out, _ = yahtzee("tip", "yahtzee", "--dice", "12345")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "12345: keep all five and score them in Lg. straight;", "keeping all five is scoring now")

	code, out, _ = yahtzee("tip", "yahtzee", "--dice", "12346", "--rolls-left", "1")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "12346: keep 1 2 3 4 and reroll one die; expected final score ")

	// Over 63 counts as 63, where the filled upper boxes can make it.
	code, out, errOut = yahtzee("tip", "yahtzee", "--dice", "12346", "--upper", "99", "--open", "3k,4k,fh,ss,ls,y,c")
	require.Equal(t, 0, code, errOut)
	_, at63, _ := yahtzee("tip", "yahtzee", "--dice", "12346", "--upper", "63", "--open", "3k,4k,fh,ss,ls,y,c")
	assert.Equal(t, at63, out)

	args := []string{"sim", "yahtzee", "--games", "200", "--seed", "3", "--seats", "optimal,greedy", "--json"}
	code, out, _ = yahtzee(args...)
	require.Equal(t, 0, code)
	var sim struct {
		Players []struct {
			Level string  `json:"level"`
			Mean  float64 `json:"mean"`
			SD    float64 `json:"sd"`
			Wins  float64 `json:"wins"`
		} `json:"players"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &sim))
	require.Len(t, sim.Players, 2)
	assert.Equal(t, "optimal", sim.Players[0].Level)
	assert.InDelta(t, 200, sim.Players[0].Wins+sim.Players[1].Wins, 1e-9)
	_, again, _ := yahtzee(args...)
	assert.Equal(t, out, again, "same seed, same output")
}

func TestYahtzeeBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"tip", "yahtzee", "--dice", "1234"}, "--dice"},
		{[]string{"tip", "yahtzee", "--dice", "12347"}, "--dice"},
		{[]string{"tip", "yahtzee", "--dice", "12345", "--rolls-left", "3"}, "--rolls-left"},
		{[]string{"tip", "yahtzee", "--dice", "12345", "--open", "5s,zz"}, "--open"},
		{[]string{"tip", "yahtzee", "--dice", "12345", "--open", "1s,2s,3s,4s,5s,6s,c", "--upper", "10"}, "--upper 10: every upper box is open"},
		{[]string{"tip", "yahtzee", "--dice", "12345", "--open", "2s,3s,4s,5s,6s,c", "--upper", "9"}, "--upper 9: the filled upper boxes (1s) add up to 5 at most"},
		{[]string{"tip", "yahtzee", "--dice", "12345", "--open", "1s,2s,3s,4s,5s,c", "--upper", "10"}, "--upper 10: the filled upper boxes (6s) cannot add up to that"},
		{[]string{"tip", "yahtzee", "--dice", "12345", "--yahtzee50"}, "--yahtzee50 says the Yahtzee box holds 50, but --open lists it as open"},
		{[]string{"tip", "yahtzee"}, "dice"},
		{[]string{"sim", "yahtzee", "--seats", "optimal,genius"}, "--seats"},
		{[]string{"sim", "yahtzee", "--seats", "greedy,greedy,greedy,greedy,greedy,greedy,greedy"}, "at most 6"},
		{[]string{"sim", "yahtzee", "--games", "0"}, "--games"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, errOut := yahtzee(tt.args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, tt.want)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		})
	}
}

func TestPlayYahtzeeBadSeats(t *testing.T) {
	for _, bad := range []string{"robot", "human,ai:genius", "human,human,human,human,human,human,human"} {
		code, _, errOut := run("play", "yahtzee", "--seats", bad)
		assert.Equal(t, 2, code, bad)
		assert.Contains(t, errOut, "--seats")
		assert.Equal(t, 1, strings.Count(errOut, "\n"))
	}
}

// A command offers only the shared flags it uses, and refuses the
// screen's where it draws none.
func TestGlobalFlagsWhereTheyMatter(t *testing.T) {
	_, help, _ := run("sim", "pokerdice", "--help")
	assert.NotContains(t, help, "--ascii")
	assert.NotContains(t, help, "--data-dir")
	assert.Contains(t, help, "--bot-timeout")
	assert.Contains(t, help, "--bot-forced ask|skip")
	code, _, errOut := run("sim", "pokerdice", "--bot-forced", "sometimes")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `"sometimes" is neither ask nor skip`)
	_, help, _ = run("play", "yahtzee", "--help")
	for _, f := range []string{"--ascii", "--data-dir", "--cache-dir", "--bot-timeout"} {
		assert.Contains(t, help, f)
	}
	code, _, errOut = run("sim", "pokerdice", "--ascii")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--ascii does nothing for teahouse sim pokerdice")
	code, _, errOut = run("blackjack", "strategy", "--bot", "python3 bot.py")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--bot does nothing for teahouse blackjack strategy")
	code, _, errOut = run("--ascii", "play", "pokerdice", "--rounds", "0")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--rounds", "a shared flag may come before the command")
	code, _, errOut = run("sim", "pokerdice", "--games", "10", "--cache-dir", t.TempDir())
	assert.Equal(t, 0, code, errOut)
	for _, name := range ai.Games.Names() { // every screen takes --ascii, before or after its name
		for _, args := range [][]string{{"--ascii", "play", name, "--speed", "warp"}, {"play", name, "--ascii", "--speed", "warp"}} {
			code, _, errOut = run(args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, "--speed", args)
			assert.NotContains(t, errOut, "--ascii", args)
		}
	}
}

// A cache file whose values are right but whose SHA-256 is not passes the
// checks of every tip's load; solve checks it in full, says so and
// rebuilds it.
func TestYahtzeeSolveChecksTheCacheInFull(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := run("--cache-dir", dir, "solve", "yahtzee")
	require.Equal(t, 0, code, errOut)
	path := filepath.Join(dir, aiyz.CacheFile)
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	bad := bytes.Clone(good)
	bad[len(bad)-1] ^= 1
	require.NoError(t, os.WriteFile(path, bad, 0o600))

	code, out, errOut := run("--cache-dir", dir, "tip", "yahtzee", "--dice", "12346")
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut, "read, not solved")
	assert.Contains(t, out, "keep 1 2 3 4")

	code, out, errOut = run("--cache-dir", dir, "solve", "yahtzee")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "the cached Yahtzee strategy table was corrupt: SHA-256 mismatch: it is rebuilt\n", errOut)
	assert.Regexp(t, `solved \d+ states`, out)
	again, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, good, again, "rewritten whole")

	code, out, errOut = run("--cache-dir", dir, "solve", "yahtzee")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "read from the cache "+path+" and checked in full")
}
