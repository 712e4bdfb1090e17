package yahtzee

import (
	"context"

	"teahouse/game/bot"
	"teahouse/game/host"
	gy "teahouse/game/yahtzee"
)

// TableSource gives the optimal player its strategy table, waiting while it
// loads (see Load); its error makes the seat's fallback, the greedy player,
// take over.
type TableSource func(ctx context.Context) (*Table, error)

// Ready is the source of a table already loaded.
func Ready(t *Table) TableSource {
	return func(context.Context) (*Table, error) { return t, nil }
}

// Roster fills Yahtzee seats with computers: greedy players, optimal ones
// that play from the table of tables, and programs with the greedy player
// as their fallback.
func Roster(tables TableSource) bot.Roster[gy.View, gy.Action] {
	return bot.Roster[gy.View, gy.Action]{
		Game:   gy.Game.Name(),
		Levels: Levels,
		AI: func(level string) (host.Controller[gy.View, gy.Action], error) {
			if NeedsTable(level) {
				return optimalSeat{tables: tables}, nil
			}
			p, err := New(level, nil)
			if err != nil {
				return nil, err
			}
			return host.Func[gy.View, gy.Action](p.Decide), nil
		},
	}
}

// optimalSeat is an optimal player whose table may still be loading.
type optimalSeat struct{ tables TableSource }

// Decide waits for the table, then plays the optimal action.
func (o optimalSeat) Decide(ctx context.Context, d host.Decision[gy.View, gy.Action]) (gy.Action, error) {
	t, err := o.tables(ctx)
	if err != nil {
		return gy.Action{}, err
	}
	return optimalPlayer{t: t}.Decide(d.View), nil
}
