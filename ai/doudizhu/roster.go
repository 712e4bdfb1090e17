package doudizhu

import (
	"teahouse/game/bot"
	gd "teahouse/game/doudizhu"
	"teahouse/game/host"
)

// Roster fills Dou Dizhu seats with computers, and programs with the
// simple player as their fallback.
var Roster = bot.Roster[gd.View, gd.Action]{
	Game:   gd.Game.Name(),
	Levels: Levels,
	AI: func(level string) (host.Controller[gd.View, gd.Action], error) {
		p, err := New(level)
		if err != nil {
			return nil, err
		}
		return host.Func[gd.View, gd.Action](p.Decide), nil
	},
}
