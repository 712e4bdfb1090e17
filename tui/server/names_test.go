package server_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"teahouse/game/gametest"
	"teahouse/tui/server"
)

// try types name at the name prompt of c (the field cleared first) and
// waits for the sentence that refuses it.
func try(c *client, name, refusal string) {
	c.t.Helper()
	mark := c.mark()
	c.send("\x15", name, "enter") // ctrl+u clears the field
	c.waitFrom(mark, refusal)
}

// leave closes c and waits until the server has ended its session.
func leave(t *testing.T, s *testServer, c *client) {
	t.Helper()
	gone := strings.Count(s.logs.String(), "disconnected")
	c.close()
	require.Eventually(t, func() bool { return strings.Count(s.logs.String(), "disconnected") > gone }, gametest.Patience(t), 20*time.Millisecond,
		"the session never ended")
}

// A name is one player's on a server: a key cannot take the name another
// key keeps, in any case or width, nor one that someone connected goes
// by; a name needs a visible letter or digit, and cannot read as a
// computer player.
func TestNamesCannotImpersonate(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.AllowGuests = true })
	alice := enter(t, s, "Alice")

	mallory := dial(t, s.addr, newKey(t))
	defer mallory.close()
	mallory.waitFor("What name shall the other players see?")
	try(mallory, "alice", "Someone here now goes by that name")
	leave(t, s, alice)
	last := ""
	for _, c := range []struct{ name, refusal string }{
		{"alice", "That name is another player's"},
		{"ＡＬＩＣＥ", "That name is another player's"},
		{"\u3164", "A name needs a letter or a digit that can be seen"},
		{"\u3164\u3164 .", "A name needs a letter or a digit that can be seen"},
		{"AI (expert)", "That name reads as one the tables give"},
		{"ai (Expert)", "That name reads as one the tables give"},
		{"expert", "That name reads as one the tables give"},
		{"P4 expert", "That name reads as one the tables give"},
		{"Program (bot.py)", "That name reads as one the tables give"},
		{"You", "That name reads as one the tables give"},
	} {
		if c.refusal == last { // the same sentence again would draw nothing new: have another said in between
			try(mallory, "", "Type a name first.")
		}
		try(mallory, c.name, c.refusal)
		last = c.refusal
	}
	mallory.send("\x15", "Mallory", "enter")
	mallory.waitFor("a terminal parlor of card and dice games")

	// Guests' names are kept nowhere, yet two guests do not go by one name
	// at once, nor a guest by a kept one.
	g1 := dial(t, s.addr, nil)
	defer g1.close()
	g1.waitFor("What name")
	try(g1, "MALLORY", "Someone here now goes by that name")
	try(g1, "alice", "That name is another player's")
	g1.send("\x15", "bob", "enter")
	g1.waitFor("a terminal parlor")
	g2 := dial(t, s.addr, nil)
	defer g2.close()
	g2.waitFor("What name")
	try(g2, "Bob", "Someone here now goes by that name")
	leave(t, s, g1)
	g2.send("\x15", "Bob", "enter")
	g2.waitFor("a terminal parlor")
}

// A person's seat is marked as a person's in the table's notes and its
// list, as a computer's is: "bo (person) takes P2", "AI (expert) takes P2".
func TestPersonMarkedAtTheTable(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.Grace = time.Millisecond }) // the table closes soon after its people have gone
	base := goleak.IgnoreCurrent()
	ann, bo := annAndBo(t, s, newKey(t))
	ann.waitFor("bo (person) takes P2")
	s.waitLog(t, "bo (person) takes P2")

	cy := enter(t, s, "cy")
	cy.send("o")
	cy.waitFor("ann (person), bo (person), AI (simple)")
	for _, c := range []*client{ann, bo, cy} {
		c.close()
	}
	settle(t, base)
}

// settle waits for the goroutines started since base to end, once every
// client has gone: a table closes once its seats are the computers' (a
// short grace period), and a page's clock tick (the list of tables is
// read again each second) ends by itself within its second.
func settle(t *testing.T, base goleak.Option) {
	t.Helper()
	require.Eventually(t, func() bool { return goleak.Find(base) == nil }, 20*time.Second, 100*time.Millisecond,
		"goroutines left: %v", goleak.Find(base))
}
