package cli

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	"teahouse/game/catalog"
	gp "teahouse/game/pokerdice"
	"teahouse/tui"
)

// withJokers is the catalog with one option added to Risk Choice, as a
// game's author adds one: a Field appended to its Def, and nothing else.
func withJokers() catalog.List {
	d := gp.Def
	d.Fields = append(slices.Clone(d.Fields), game.Field[gp.Config]{
		Option: game.Option{Key: "jokers", Label: "Jokers", Kind: game.Flag, Default: game.Off, Help: "on: a six is wild"},
		Set:    func(*gp.Config, string) error { return nil },
		Get:    func(gp.Config) string { return game.Off },
	})
	games := slices.Clone(ai.Games)
	games[0] = catalog.Of(d, aipd.Roster)
	return games
}

// runWith runs the command line of the games of a catalog.
func runWith(games catalog.List, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := mainOf(games, args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// An option added to a game's definition is on its setup screen, a flag
// of play GAME and of sim GAME (help, parsing, refusal) and in games
// --json, with no other wiring.
func TestAnOptionIsOneEdit(t *testing.T) {
	games := withJokers()

	_, out, _ := runWith(games, "games", "--json")
	var rep gamesReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	o, ok := rep.Games[0].Option("jokers")
	require.True(t, ok, "games --json lists it")
	assert.Equal(t, game.Flag, o.Kind)
	_, text, _ := runWith(games, "games")
	assert.Contains(t, text, "--jokers")

	_, help, _ := runWith(games, "play", "pokerdice", "--help")
	assert.Contains(t, help, "--jokers")
	assert.Contains(t, help, "on: a six is wild")
	code, _, errOut := runWith(games, "play", "pokerdice", "--jokers=maybe")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `jokers "maybe": want on or off`)
	_, help, _ = runWith(games, "sim", "pokerdice", "--help")
	assert.Contains(t, help, "--jokers")
	assert.Contains(t, help, "on: a six is wild")
	code, _, errOut = runWith(games, "sim", "pokerdice", "--jokers=maybe")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `jokers "maybe": want on or off`)
	code, _, errOut = runWith(games, "sim", "pokerdice", "--jokers", "--games", "2", "--seats", "simple,simple")
	assert.Equal(t, 0, code, errOut)
	p := &playFlags{entry: games[0]}
	c := p.command()
	require.NoError(t, c.ParseFlags([]string{"--jokers", "--seed", "3"}))
	s, err := p.setup(c)
	require.NoError(t, err)
	assert.Equal(t, game.On, s.Options["jokers"])

	screens, err := tui.GamesOf(games)
	require.NoError(t, err)
	r := lipgloss.NewRenderer(nil)
	r.SetColorProfile(termenv.Ascii)
	var m tea.Model = tui.New(tui.Options{Games: screens}, r)
	for _, msg := range []tea.Msg{tea.WindowSizeMsg{Width: 80, Height: 24}, tea.KeyMsg{Type: tea.KeyEnter}} {
		m, _ = m.Update(msg)
	}
	setup := ansi.Strip(m.View())
	assert.Contains(t, setup, "Jokers")
	assert.Contains(t, setup, "< off >")
}

// games lists every game of the catalog with what a program author needs.
func TestGamesJSON(t *testing.T) {
	code, out, _ := run("games", "--json")
	require.Equal(t, 0, code)
	var rep gamesReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	require.Len(t, rep.Games, len(ai.Games))
	for i, e := range ai.Games {
		assert.Equal(t, e.Info(), rep.Games[i])
	}
	var raw struct {
		Games []struct {
			Name    string           `json:"name"`
			Options []map[string]any `json:"options"`
		} `json:"games"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &raw))
	for _, g := range raw.Games {
		for _, o := range g.Options {
			if o["kind"] == string(game.Number) {
				assert.Contains(t, o, "min", "%s %s: a number's bounds, 0 too", g.Name, o["key"])
				assert.Contains(t, o, "max")
			}
		}
	}

	code, text, _ := run("games")
	require.Equal(t, 0, code)
	for _, want := range []string{"shengji: Shengji", "seats: 4\n", "--trump", "ask|S|H|D|C|NT", "--level", "--deals", "1-999",
		"blackjack: Blackjack", "seats: 1 to 5, 2 by default", "--h17", "on|off", "strongest counter", "yahtzee: Yahtzee", "options: none"} {
		assert.Contains(t, text, want)
	}
}

// play GAME's help lists every option of the game as a flag.
func TestPlayHelpListsEveryOption(t *testing.T) {
	for _, e := range ai.Games {
		info := e.Info()
		code, help, _ := run("play", info.Name, "--help")
		require.Equal(t, 0, code)
		for _, o := range info.Options {
			assert.Contains(t, help, "--"+o.Key+" ", info.Name)
		}
		for _, f := range []string{"--seats", "--seed", "--speed", "--ascii"} {
			assert.Contains(t, help, f, info.Name)
		}
	}
}

// With no flags play GAME is the lobby's new setup: the same players,
// every option at its default, the normal speed.
func TestPlayDefaultsAreTheLobbys(t *testing.T) {
	for i, g := range tui.Games() {
		p := &playFlags{entry: ai.Games[i]}
		c := p.command()
		require.NoError(t, c.ParseFlags(nil))
		s, err := p.setup(c)
		require.NoError(t, err)
		assert.Equal(t, g.DefaultPlayers(), s.Players, g.Name)
		want, err := g.Entry.Normalize(nil, len(s.Players))
		require.NoError(t, err)
		assert.Equal(t, want, s.Options, g.Name)
		assert.Equal(t, game.Normal, s.Speed)
		assert.False(t, s.SeedFixed)
	}
}

// Every flag reaches the setup: the seats, the seed, the speed and the
// options.
func TestPlaySetup(t *testing.T) {
	e, err := ai.Games.Lookup("blackjack")
	require.NoError(t, err)
	p := &playFlags{entry: e}
	c := p.command()
	require.NoError(t, c.ParseFlags([]string{"--decks", "2", "--h17", "--surrender", "late", "--seats", "human,ai:basic,human",
		"--bankroll", "300", "--min-bet", "5", "--seed", "7", "--speed", "fast", "--rounds", "9", "--das=false"}))
	s, err := p.setup(c)
	require.NoError(t, err)
	assert.Equal(t, uint64(7), s.Seed)
	assert.True(t, s.SeedFixed)
	assert.Equal(t, game.Fast, s.Speed)
	assert.Equal(t, []game.Player{{Kind: game.Human}, {ID: "ai:basic", Kind: game.AI, Level: "basic"}, {Kind: game.Human}}, s.Players)
	for k, v := range map[string]string{"decks": "2", "h17": "on", "das": "off", "surrender": "late", "bankroll": "300", "min-bet": "5", "rounds": "9", "payout": "3:2"} {
		assert.Equal(t, v, s.Options[k], k)
	}
}
