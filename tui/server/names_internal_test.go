package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// cleanName takes a person's name and refuses what is empty, too long,
// not plain, invisible, or reads as a computer, a program or You.
func TestCleanName(t *testing.T) {
	levels := levelsOf([]string{"simple", "expert"}, []string{"optimal"})
	for _, c := range []struct{ in, want, problem string }{
		{"  ann  ", "ann", ""},
		{"安娜", "安娜", ""},
		{"Aidan", "Aidan", ""},
		{"Mai Tai", "Mai Tai", ""},
		{"P3", "P3", ""},
		{"Expert Eve", "Expert Eve", ""},
		{"Program Pete", "", nameComputer},
		{"", "", nameEmpty},
		{"   ", "", nameEmpty},
		{"abcdefghijklmnopqrstuvwxy", "", nameLong},
		{"tab\there", "", namePlain},
		{"zero\u200bwidth", "", namePlain},
		{"\x1b]2;x\x07", "", namePlain},
		{"\u3164", "", nameInvisible},
		{"\u3164 \u115f\u1160\uffa0", "", nameInvisible},
		{"\u2800", "", nameInvisible},
		{"alice\u3164", "", nameHidden}, // "alice" and a filler that draws a blank: it would pass for alice
		{"ali\uffa0ce", "", nameHidden},
		{"alice\ufe0f", "", nameHidden}, // a variation selector draws nothing of its own
		{"...", "", nameInvisible},
		{"AI (expert)", "", nameComputer},
		{"ai", "", nameComputer},
		{"ＡＩ (expert)", "", nameComputer},
		{"AI(optimal)", "", nameComputer},
		{"P2 AI (optimal)", "", nameComputer},
		{"expert", "", nameComputer},
		{"EXPERT", "", nameComputer},
		{"P4 expert", "", nameComputer},
		{"Program (bot.py)", "", nameComputer},
		{"you", "", nameComputer},
		{"Computer", "", nameComputer},
	} {
		name, problem := cleanName(c.in, levels)
		assert.Equal(t, c.want, name, "%q", c.in)
		assert.Equal(t, c.problem, problem, "%q", c.in)
	}
}

// The book of names in use: one name per player at once, whatever its
// case or width; a player's own sessions share theirs; a name is free
// again once its last session has gone.
func TestNameBook(t *testing.T) {
	var b nameBook
	s1, s2, s3 := new(int), new(int), new(int)
	assert.True(t, b.claim(s1, "ssh:a", "Alice"))
	assert.True(t, b.claim(s2, "ssh:a", "alice"), "her second session")
	assert.False(t, b.claim(s3, "guest:1", "ＡＬＩＣＥ"))
	b.release(s1)
	assert.False(t, b.claim(s3, "guest:1", "alice"), "her second session still goes by it")
	b.release(s2)
	assert.True(t, b.claim(s3, "guest:1", "alice"))
	b.release(new(int)) // never claimed: nothing happens
	assert.False(t, b.claim(s1, "ssh:a", "Alice"))
}
