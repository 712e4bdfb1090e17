package shengji

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gs "teahouse/game/shengji"
)

// Mixed is the team level of one expert and one greedy player: the
// expert sits in the team's first seat (P1 or P2), greedy opposite.
const Mixed = "mixed:expert,greedy"

// TeamLevels is the levels a whole team may play at in an evaluation:
// each of Levels in both seats, or Mixed.
var TeamLevels = append(slices.Clone(Levels), Mixed)

// Roster fills Shengji seats with computers, and programs with the greedy
// player as their fallback. It also seats the team level Mixed (see
// TeamLevels): one controller that plays the first level in seats P1 and
// P2 and the second in P3 and P4.
var Roster = bot.Roster[gs.View, gs.Action]{
	Game:   gs.Game.Name(),
	Levels: Levels,
	AI: func(level string) (host.Controller[gs.View, gs.Action], error) {
		if pair, ok := strings.CutPrefix(level, "mixed:"); ok {
			first, second, _ := strings.Cut(pair, ",")
			a, errA := New(first)
			b, errB := New(second)
			if errA != nil || errB != nil {
				return nil, fmt.Errorf("%w %q: want mixed:LEVEL,LEVEL with LEVEL %s", ErrUnknownLevel, level,
					strings.Join(Levels, " or "))
			}
			return mixed{a, b}, nil
		}
		p, err := New(level)
		if err != nil {
			return nil, err
		}
		return host.Func[gs.View, gs.Action](p.Decide), nil
	},
}

// mixed is a team of two levels: first in a team's first seat, second in
// its second.
type mixed struct{ first, second Player }

// Decide implements host.Controller.
func (m mixed) Decide(_ context.Context, d host.Decision[gs.View, gs.Action]) (gs.Action, error) {
	if d.Seat < game.Seat(gs.Seats/2) {
		return m.first.Decide(d.View), nil
	}
	return m.second.Decide(d.View), nil
}
