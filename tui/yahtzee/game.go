package yahtzee

import (
	"fmt"
	"sort"
	"strings"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
)

// Game describes Yahtzee to the lobby and the setup screen.
var Game = screen.Game{
	ID:       "yahtzee",
	Title:    "Yahtzee",
	Blurb:    "Score 13 boxes with five dice; an optimal AI and an exact advisor.",
	Seats:    2,
	MinSeats: 1,
	MaxSeats: gy.MaxSeats,
	// Levels are the AI's, weakest first.
	Levels: aiy.Levels,
	New:    newScreen,
	Replay: newReplay,
}

// newScreen starts a game from the player's setup: one to six players and
// no options (the rounds of a setup mean nothing here: a game is 13 rounds).
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	if n := len(s.Players); n < 1 || n > gy.MaxSeats {
		return nil, fmt.Errorf("yahtzee needs 1 to %d players, not %d", gy.MaxSeats, n)
	}
	if len(s.Variants) > 0 {
		var keys []string
		for k := range s.Variants {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		return nil, fmt.Errorf("yahtzee has no option %s", strings.Join(keys, ", "))
	}
	speed := s.Speed
	if speed == "" {
		speed = game.Normal
	}
	if _, err := game.ParseSpeed(string(speed)); err != nil {
		return nil, err
	}
	players := append([]game.Player(nil), s.Players...)
	for i, p := range players {
		if p.Kind != game.AI {
			continue
		}
		if p.Level == "" {
			players[i].Level = aiy.Levels[len(aiy.Levels)-1]
		}
		if !validLevel(players[i].Level) {
			return nil, fmt.Errorf("%s: unknown AI level %q: want %s", game.Seat(i), p.Level, strings.Join(aiy.Levels, " or "))
		}
	}
	if env.Now == nil {
		return nil, fmt.Errorf("yahtzee: the environment has no clock")
	}
	tbl, err := screen.NewTable(gy.Game, gy.Config{Seats: len(players)}, s.Seed, players, speed, env.Now())
	if err != nil {
		return nil, err
	}
	return newModel(env, tbl, replay.Replay[gy.Action]{}), nil
}

// validLevel reports whether level is one of the AI's.
func validLevel(level string) bool {
	for _, l := range aiy.Levels {
		if l == level {
			return true
		}
	}
	return false
}
