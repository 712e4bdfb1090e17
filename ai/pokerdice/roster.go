package pokerdice

import (
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// Roster fills Risk Choice seats with computers: simple and optimal
// players, and programs with the simple player as their fallback.
var Roster = bot.Roster[gp.View, gp.Action]{
	Game:   gp.Game.Name(),
	Levels: Levels,
	AI: func(level string) (host.Controller[gp.View, gp.Action], error) {
		p, err := New(level)
		if err != nil {
			return nil, err
		}
		return host.Func[gp.View, gp.Action](p.Decide), nil
	},
}
