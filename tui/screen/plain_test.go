package screen

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

// Plain removes what would drive the terminal, and keeps the text.
func TestPlain(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ann", "ann"},
		{"安娜 Ann", "安娜 Ann"},
		{"ｆｕｌｌ", "ｆｕｌｌ"},
		{"\x1b]2;pwned\x07bob", "bob"},       // a window title, BEL-terminated
		{"\x1b]2;pwned\x1b\\bob", "bob"},     // ST-terminated
		{"\x1b[5;31mred\x1b[0m", "red"},      // SGR
		{"\x1b[2J\x1b[Hcls", "cls"},          // clear the screen, home
		{"\x1bPq#0;2;0;0;0\x1b\\dcs", "dcs"}, // DCS (sixel)
		{"a\u009b31mb", "a31mb"},             // an 8-bit CSI: dropped, its text left harmless
		{"a\x07b\x08c\x7fd", "abcd"},         // BEL, BS, DEL
		{"evil\u202Egnp.exe", "evilgnp.exe"}, // a right-to-left override
		{"zero\u200bwidth", "zerowidth"},     // a zero-width space
		{"two\nlines\tand\u2028more", "two lines and more"},
		{"bad\xffbyte", "badbyte"},
	} {
		got := Plain(c.in)
		assert.Equal(t, c.want, got, "%q", c.in)
		assert.NotContains(t, got, "\x1b", "%q", c.in)
	}
}

// Label draws every part of a player from a log plainly: a name, a
// level, a program's command.
func TestLabelIsPlain(t *testing.T) {
	title := "\x1b]2;owned\x07"
	assert.Equal(t, "bob", Label(game.Player{Kind: game.Remote, Name: title + "bob"}))
	assert.Equal(t, "AI (expert)", Label(game.Player{Kind: game.AI, Level: "exp\x1b[31mert"}))
	assert.Equal(t, "Program (bot.py)", Label(game.Player{Kind: game.Program, Command: "python3 " + title + "bot.py"}))
}
