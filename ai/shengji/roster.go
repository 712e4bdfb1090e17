package shengji

import (
	"teahouse/game/bot"
	"teahouse/game/host"
	gs "teahouse/game/shengji"
)

// Roster fills Shengji seats with computers, and programs with the greedy
// player as their fallback.
var Roster = bot.Roster[gs.View, gs.Action]{
	Game:   gs.Game.Name(),
	Levels: Levels,
	AI: func(level string) (host.Controller[gs.View, gs.Action], error) {
		p, err := New(level)
		if err != nil {
			return nil, err
		}
		return host.Func[gs.View, gs.Action](p.Decide), nil
	},
}
