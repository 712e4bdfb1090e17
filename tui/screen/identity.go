package screen

import (
	"os"
	"os/user"
	"strconv"
	"strings"

	"teahouse/game"
)

// LocalLogin is the name of the person at this keyboard: their login name,
// else $USER, else "player".
func LocalLogin() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	return "player"
}

// LocalID is the identity of a person at this keyboard named name.
func LocalID(name string) string { return "local:" + name }

// Guest reports whether id is a guest's: a client of the SSH server let in
// without a key, whose name and bankroll are not kept.
func Guest(id string) bool { return strings.HasPrefix(id, "guest:") }

// Identify gives the people among players who have no identity yet theirs:
// one person at the keyboard is login, several take turns as "Player 1",
// "Player 2", ... by seat. Computers and programs keep what they have.
func Identify(players []game.Player, login string) []game.Player {
	out := make([]game.Player, len(players))
	copy(out, players)
	people := 0
	for _, p := range out {
		if p.Kind == game.Human {
			people++
		}
	}
	for i, p := range out {
		if p.Kind != game.Human || p.ID != "" {
			continue
		}
		p.Name = login
		if people > 1 {
			p.Name = "Player " + strconv.Itoa(i+1)
		}
		p.ID = LocalID(p.Name)
		out[i] = p
	}
	return out
}

// Label is how a screen names a player: a person by name, a computer as
// "AI (level)", a program as "Program (its file)"; plain (Plain), since a
// player may come from a log or the database.
func Label(p game.Player) string { return Plain(label(p)) }

// label is Label before it is made plain.
func label(p game.Player) string {
	switch p.Kind {
	case game.AI:
		return "AI (" + p.Level + ")"
	case game.Program:
		cmd := p.Command
		if f := strings.Fields(cmd); len(f) > 0 {
			cmd = f[len(f)-1]
			if i := strings.LastIndexAny(cmd, `/\`); i >= 0 {
				cmd = cmd[i+1:]
			}
		}
		return "Program (" + cmd + ")"
	}
	return p.Name
}
