package server_test

import (
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"go.uber.org/goleak"

	"teahouse/tui/server"
)

// TestBackAfterTheComputerPlayed: bo leaves at his turn, the computer
// plays his seat after the grace period, and bo takes it back: his log
// panel, written again, names the computer for the move it made, never
// "You"; the notes made before the first move are in it too.
func TestBackAfterTheComputerPlayed(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.Grace = time.Second })
	base := goleak.IgnoreCurrent()
	key := newKey(t)
	ann, bo := annAndBo(t, s, key)
	ann.send("t", "enter") // the landlord leads; bo is to follow
	ann.waitFor("Waiting for bo")
	led := ann.mark()
	bo.close()
	s.waitLog(t, "seat given to the computer")
	ann.waitFor("bo (person) did not come")
	ann.waitFrom(led, "Your turn") // the computer has played P2, and P3 has played

	bo = dial(t, s.addr, key)
	bo.waitFor("a terminal parlor of card and dice games")
	bo.send("o")
	bo.waitFor("your seat")
	bo.send("enter")
	bo.waitFor("bo (person) did not come") // the log panel written again, up to now
	text := bo.text()
	assert.Contains(t, text, "bo (person) takes P2", "a note made before the first move is written again too")
	assert.Regexp(t, regexp.MustCompile(`AI \(expert\) (passes\.|plays [^P])`), text, "the computer's move, by the computer")
	assert.NotRegexp(t, regexp.MustCompile(`You (pass|play)`), text, "bo made no move")
	ann.waitFor("bo (person) is back")
	ann.close()
	bo.close()
	settle(t, base)
}
