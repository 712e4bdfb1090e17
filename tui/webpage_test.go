package tui

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	gd "teahouse/game/doudizhu"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
)

// webLog is the short seeded game of testdata/webpage for a game: every
// seat a computer, started at a fixed time.
func webLog(id string) string { return filepath.Join("testdata", "webpage", id+".jsonl") }

// webPage writes the page of the log at path with the eyes as and
// returns its bytes.
func webPage(t *testing.T, path, as string) []byte {
	t.Helper()
	f, err := ReadReplay(path)
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "page.html")
	said, err := WebPage(context.Background(), f, out, as, false)
	require.NoError(t, err)
	assert.Contains(t, said, out)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	return b
}

func TestWebPageGolden(t *testing.T) {
	for _, g := range Games() {
		t.Run(g.Name, func(t *testing.T) {
			page := webPage(t, webLog(g.Name), "all")
			assert.Equal(t, page, webPage(t, webLog(g.Name), "all"), "the same log gives the same bytes")
			assert.Contains(t, string(page), "<title>"+g.Title)
			for _, external := range []string{"http:", "https:", "<link", "src=", "@import", "url("} {
				assert.NotContains(t, string(page), external, "the page loads nothing from elsewhere")
			}
			golden.RequireEqual(t, page)
		})
	}
}

func TestWebPageDefaultEyes(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(webLog("doudizhu"))
	require.NoError(t, err)
	path := filepath.Join(dir, "doudizhu.jsonl")
	// P2 is a person: the page shows what P2 saw unless told otherwise.
	person := strings.Replace(string(data), `{"id":"ai:simple","kind":"ai","level":"simple"}`, `{"id":"local:ann","name":"ann","kind":"human"}`, 1)
	require.NotEqual(t, string(data), person)
	require.NoError(t, os.WriteFile(path, []byte(person), 0o644))
	assert.Equal(t, webPage(t, path, "P2"), webPage(t, path, ""))
	assert.NotEqual(t, webPage(t, path, "all"), webPage(t, path, ""))
	assert.Equal(t, webPage(t, webLog("doudizhu"), "all"), webPage(t, webLog("doudizhu"), ""), "computers alone: every hand")
}

func TestWebPageRefusals(t *testing.T) {
	f, err := ReadReplay(webLog("doudizhu"))
	require.NoError(t, err)
	dir := t.TempDir()
	out := filepath.Join(dir, "page.html")
	for _, as := range []string{"P4", "0", "dealer", "p-1"} {
		_, err := WebPage(context.Background(), f, out, as, false)
		require.Error(t, err, as)
		assert.Contains(t, err.Error(), "P1 to P3", as)
	}
	assert.NoFileExists(t, out)

	_, err = WebPage(context.Background(), f, filepath.Join(dir, "no such dir", "page.html"), "all", false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot write")

	copied := f
	copied.Name = filepath.Join(dir, "doudizhu.jsonl")
	require.NoError(t, os.WriteFile(copied.Name, f.Data, 0o644))
	_, err = WebPage(context.Background(), copied, copied.Name, "all", false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is the saved log itself")
	log, err := os.ReadFile(copied.Name)
	require.NoError(t, err)
	assert.Equal(t, f.Data, log, "the log is kept")

	require.NoError(t, os.WriteFile(out, []byte("an older page"), 0o644))
	bad := f
	bad.Data = bytes.Replace(f.Data, []byte(`{"seat":1,`), []byte(`{"seat":7,`), 1)
	_, err = WebPage(context.Background(), bad, out, "all", false)
	require.Error(t, err)
	assert.Regexp(t, `doudizhu\.jsonl:\d+: corrupt game log`, err.Error())
	kept, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "an older page", string(kept), "a failed export leaves the file as it was")
	left, err := filepath.Glob(filepath.Join(dir, ".*tmp"))
	require.NoError(t, err)
	assert.Empty(t, left, "no temporary file is left behind")
}

// cutLog writes the log at path cut after its first n actions (a game
// left in the middle) and returns the new file's path and its log.
func cutLog[A any](t *testing.T, path string, n int) (string, game.Log[A]) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.SplitAfter(string(data), "\n")
	require.Greater(t, len(lines), n+1)
	cut := filepath.Join(t.TempDir(), filepath.Base(path))
	require.NoError(t, os.WriteFile(cut, []byte(strings.Join(lines[:n+1], "")), 0o644))
	h, err := game.ReadHeader(strings.NewReader(lines[0]), path)
	require.NoError(t, err)
	l, err := game.ReadLog[A](strings.NewReader(strings.Join(lines[:n+1], "")), cut, h.Game)
	require.NoError(t, err)
	return cut, l
}

// assertHidden checks that the page of the log at path for eyes as holds
// none of secret, written as the page writes cards ("10♥"), while the
// page of every hand holds each of them: the check can fail.
func assertHidden(t *testing.T, path, as string, secret []cards.Card) {
	t.Helper()
	require.NotEmpty(t, secret)
	seat, all := string(webPage(t, path, as)), string(webPage(t, path, "all"))
	for _, c := range secret {
		require.False(t, c.IsJoker(), "a joker's letters are written in plays too")
		text := c.Face().String()
		assert.Contains(t, all, text, "every hand shows %s", text)
		assert.NotContains(t, seat, text, "%s must not see %s", as, text)
	}
}

// noJokers leaves the jokers out of cs.
func noJokers(cs []cards.Card) []cards.Card {
	var out []cards.Card
	for _, c := range cs {
		if !c.IsJoker() {
			out = append(out, c)
		}
	}
	return out
}

func TestWebPageHidesOtherHands(t *testing.T) {
	t.Run("doudizhu", func(t *testing.T) {
		path, l := cutLog[gd.Action](t, webLog("doudizhu"), 12) // bidding done, cards being played
		s, err := game.Replay(gd.Game, l)
		require.NoError(t, err)
		v := gd.Game.View(s, game.Omniscient)
		require.Equal(t, gd.PhasePlay, v.Phase)
		require.False(t, v.Shown, "a shown hand is no secret")
		assertHidden(t, path, "P1", noJokers(append(v.Hands[1].Cards(), v.Hands[2].Cards()...)))
	})
	t.Run("doudizhu bottom before the bidding ends", func(t *testing.T) {
		path, l := cutLog[gd.Action](t, webLog("doudizhu"), 1)
		s, err := game.Replay(gd.Game, l)
		require.NoError(t, err)
		v := gd.Game.View(s, game.Omniscient)
		require.Equal(t, game.NoSeat, v.Landlord)
		assertHidden(t, path, "P1", noJokers(v.Bottom.Cards()))
	})
	t.Run("blackjack hole card", func(t *testing.T) {
		path, l := cutLog[gb.Action](t, webLog("blackjack"), 2) // both bets in: the cards are out, the hole card down
		s, err := game.Replay(gb.Game, l)
		require.NoError(t, err)
		v := gb.Game.View(s, game.Omniscient)
		require.True(t, v.Dealer.HoleDown)
		require.Equal(t, 1, v.Config.Rules.Decks, "one deck: no other card has the hole card's face")
		assertHidden(t, path, "P1", []cards.Card{v.Dealer.Cards[1]})
	})
	t.Run("shengji hands and kitty", func(t *testing.T) {
		path, l := cutLog[gs.Action](t, webLog("shengji"), 140)
		s, err := game.Replay(gs.Game, l)
		require.NoError(t, err)
		v := gs.Game.View(s, game.Omniscient)
		require.Equal(t, gs.PhasePlay, v.Phase)
		eye := (v.Dealer + 1) % gs.Seats // an attacker: not the dealer
		// Two decks: a face is secret when every copy of it lies in the
		// other hands or the buried kitty, and none was shown declaring.
		where := map[cards.Card]int{}
		for i := range game.Seat(gs.Seats) {
			if i != eye {
				for _, c := range v.Hands[i].Cards() {
					where[c.Face()]++
				}
			}
		}
		kitty := 0
		for _, c := range v.Kitty.Cards() {
			where[c.Face()]++
		}
		var secret []cards.Card
		for c, n := range where {
			if n == 2 && !v.DeclaredCards.Has(c) && !v.DeclaredCards.Has(cards.Card{Rank: c.Rank, Suit: c.Suit, Deck: 1}) {
				secret = append(secret, c)
				if v.Kitty.Has(c) || v.Kitty.Has(cards.Card{Rank: c.Rank, Suit: c.Suit, Deck: 1}) {
					kitty++
				}
			}
		}
		require.Positive(t, kitty, "a card of the kitty is among the secrets")
		assertHidden(t, path, eye.String(), noJokers(secret))
	})
}
