package server_test

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"

	bj "teahouse/rules/blackjack"

	"teahouse/game/gametest"
)

// idOf is the player ID the server gives key.
func idOf(key gossh.Signer) string { return "ssh:" + gossh.FingerprintSHA256(key.PublicKey()) }

// faceDown is a row of a card drawn face down.
const faceDown = "│▒░▒░▒│"

// bankLine is the log's line of the viewer's own result in a round: a
// net ("You -10 · bank 990", half chips too) or a push ("You break even ·
// bank 1000").
var bankLine = regexp.MustCompile(`You ([+-]?[\d.]+|break even) · bank ([\d.]+)`)

// lastBank is the bankroll the stream last showed the viewer after a
// round, and whether that round was a push.
func lastBank(t testing.TB, c *client) (bank bj.Amount, push bool) {
	t.Helper()
	all := bankLine.FindAllStringSubmatch(c.text(), -1)
	require.NotEmpty(t, all, "no round's result in the stream")
	last := all[len(all)-1]
	bank, err := bj.ParseAmount(last[2])
	require.NoError(t, err)
	return bank, last[1] == "break even"
}

// TestTwoPeoplePlayARoundOfBlackjack: ann opens a Blackjack table with an
// open seat, bo takes it; each bets (different stakes) and stands, and
// the round is settled. Each person's record in the store is their own
// bankroll as their screen showed it after the round, under their key's
// player ID; the hole card is drawn face down to both until it is turned.
func TestTwoPeoplePlayARoundOfBlackjack(t *testing.T) {
	s := startServer(t, nil)
	annKey, boKey := newKey(t), newKey(t)
	ann := enterAs(t, s, "ann", annKey)
	defer ann.close()
	ann.send("down", "down", "enter") // Blackjack
	ann.waitFor("Decks")
	ann.send("down", "left", "left") // P2: from the strongest computer round to an open seat
	ann.waitFor("Open (a person joins)")
	ann.send("enter")
	ann.waitFor("Place your bets")

	bo := enterAs(t, s, "bo", boKey)
	defer bo.close()
	bo.send("o")
	bo.waitFor("#1 Blackjack")
	bo.send("enter")
	bo.waitFor("Place your bets")
	s.waitLog(t, "seat taken")

	ann.send("enter") // bets the minimum
	bo.waitFor("ann bets")
	bo.waitFor("Your turn: bet") // keys before bo's turn is drawn are refused
	bo.send("up", "enter")       // bets more
	for _, c := range []*client{ann, bo} {
		c.waitFor("The dealer shows")
	}
	for _, c := range []*client{ann, bo} {
		assert.True(t, strings.Contains(c.text(), faceDown), "the hole card is drawn face down")
	}
	standUntil(ann, bo, "Round 2")

	pushes := 0
	for _, p := range []struct {
		c   *client
		key gossh.Signer
	}{{ann, annKey}, {bo, boKey}} {
		want, push := lastBank(t, p.c)
		if push {
			pushes++
		}
		require.Eventually(t, func() bool {
			r, ok, err := s.store.Bankroll(idOf(p.key))
			return err == nil && ok && r.Bankroll == want && r.Rounds == 1
		}, gametest.Patience(t), 20*time.Millisecond, "the store keeps %s chips for %s", want, idOf(p.key))
	}
	a, _, _ := s.store.Bankroll(idOf(annKey))
	b, _, _ := s.store.Bankroll(idOf(boKey))
	if pushes < 2 { // two pushes leave both where they sat down
		assert.NotEqual(t, a.Bankroll, b.Bankroll, "two people who staked differently keep different bankrolls")
	}
}

// standUntil has a and b decline insurance and stand whenever it is
// their turn, until each of their streams shows want.
func standUntil(a, b *client, want string) {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for _, c := range []*client{a, b} {
		wg.Go(func() { keysOnTurn(c, "Your turn", []string{"n", "s"}, want, stop) })
	}
	a.waitFor(want)
	b.waitFor(want)
	close(stop)
	wg.Wait()
}

// keysOnTurn types keys whenever c's stream says turn anew, or half a
// second after it last typed them (a screen redraws only the lines that
// changed: the same turn's line twice is not sent again), until the stream
// shows want or stop closes.
func keysOnTurn(c *client, turn string, keys []string, want string, stop <-chan struct{}) {
	seen, typed := 0, time.Now()
	for {
		select {
		case <-stop:
			return
		case <-time.After(20 * time.Millisecond):
		}
		text := c.text()
		if strings.Contains(text, want) {
			return
		}
		if !strings.Contains(text[seen:], turn) && time.Since(typed) < 500*time.Millisecond {
			continue
		}
		seen, typed = len(text), time.Now()
		for _, k := range keys {
			if _, err := io.WriteString(c.stdin, k); err != nil {
				return
			}
			time.Sleep(15 * time.Millisecond)
		}
	}
}

// TestAPersonAndAComputerPlayYahtzee: ann opens a Yahtzee table with the
// optimal computer in the second seat (instant) and plays turns by
// rolling once and scoring the box the cursor offers (a zero too) until
// the fifth round; the computer plays from the server's strategy table,
// solved in memory once for the test binary.
func TestAPersonAndAComputerPlayYahtzee(t *testing.T) {
	s := startServer(t, nil)
	ann := enter(t, s, "ann")
	defer ann.close()
	ann.send("down", "enter") // Yahtzee
	ann.waitFor("AI speed")
	ann.send("down", "down", "down", "down", "down", "down", "right", "right") // AI speed: instant
	ann.send("enter")
	ann.waitFor("Round 1 of 13")
	const rounds = 5
	stop := make(chan struct{})
	defer close(stop)
	go keysOnTurn(ann, "Your turn", []string{"r", "\r", "y"}, "never said", stop)
	ann.waitFor(fmt.Sprintf("Round %d of 13", rounds))
	ann.waitFor("AI (optimal) scores")
}
