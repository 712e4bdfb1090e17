package blackjack

import (
	"context"

	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	"teahouse/game/host"
	bj "teahouse/rules/blackjack"
)

// Roster fills the seats of a table with rules r with computers: basic
// players, counters that count what their seat saw, and programs with the
// basic player as their fallback.
func Roster(r bj.Rules) bot.Roster[gb.View, gb.Action] {
	return bot.Roster[gb.View, gb.Action]{
		Game:   gb.Game.Name(),
		Levels: Levels,
		AI: func(level string) (host.Controller[gb.View, gb.Action], error) {
			p, err := NewPlayer(level, r)
			if err != nil {
				return nil, err
			}
			if _, ok := p.(Observer); ok {
				return &counting{rules: r, level: level}, nil
			}
			return host.Func[gb.View, gb.Action](p.Decide), nil
		},
	}
}

// counting is a seat of an Observer: it sees the events its seat saw, from
// the start of each game, before it decides.
type counting struct {
	rules bj.Rules
	level string
	p     Player
}

// Decide feeds the player what the seat saw since it last decided.
func (c *counting) Decide(_ context.Context, d host.Decision[gb.View, gb.Action]) (gb.Action, error) {
	if d.First || c.p == nil {
		p, err := NewPlayer(c.level, c.rules)
		if err != nil {
			return gb.Action{}, err
		}
		c.p = p
	}
	c.p.(Observer).Observe(d.Events())
	return c.p.Decide(d.View), nil
}
