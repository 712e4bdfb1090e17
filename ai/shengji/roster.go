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

// Mixes are the team levels of two levels, the stronger in the team's
// first seat (P1 or P2): each two of Levels.
var Mixes = []string{"mixed:expert,rule", Mixed, "mixed:rule,greedy"}

// TeamLevels is the levels a whole team may play at in an evaluation:
// each of Levels in both seats, or one of Mixes.
var TeamLevels = append(slices.Clone(Levels), Mixes...)

// Roster fills Shengji seats with computers, and programs with the greedy
// player as their fallback. It also seats the team levels of Mixes (see
// TeamLevels): one controller that plays the first level in seats P1 and
// P2 and the second in P3 and P4.
var Roster = bot.Roster[gs.View, gs.Action]{
	Game:   gs.Game.Name(),
	Levels: Levels,
	Teams:  Mixes,
	AI: func(level string) (host.Controller[gs.View, gs.Action], error) {
		if pair, ok := strings.CutPrefix(level, "mixed:"); ok {
			first, second, _ := strings.Cut(pair, ",")
			a, errA := controllerOf(first)
			b, errB := controllerOf(second)
			if errA != nil || errB != nil {
				return nil, fmt.Errorf("%w %q: want mixed:LEVEL,LEVEL with LEVEL %s", ErrUnknownLevel, level,
					strings.Join(Levels, " or "))
			}
			return mixed{a, b}, nil
		}
		return controllerOf(level)
	},
}

// controllerOf is a seat's controller of a level listed in Levels. The
// expert's searches are seeded with the game's number in its run as well
// as its view, so in an evaluation the two games of a deal, the teams
// swapped, are searched apart (a live table is game 0 throughout).
func controllerOf(level string) (host.Controller[gs.View, gs.Action], error) {
	p, err := New(level)
	if err != nil {
		return nil, err
	}
	if e, ok := p.(expertPlayer); ok {
		return expertSeat{e}, nil
	}
	return host.Func[gs.View, gs.Action](p.Decide), nil
}

// expertSeat is an expert whose searches are seeded with the game's
// number in its run.
type expertSeat struct{ e expertPlayer }

// Decide implements host.Controller.
func (s expertSeat) Decide(_ context.Context, d host.Decision[gs.View, gs.Action]) (gs.Action, error) {
	s.e.seed = uint64(d.Round)
	return s.e.Decide(d.View), nil
}

// mixed is a team of two levels: first in a team's first seat, second in
// its second.
type mixed struct {
	first, second host.Controller[gs.View, gs.Action]
}

// Decide implements host.Controller.
func (m mixed) Decide(ctx context.Context, d host.Decision[gs.View, gs.Action]) (gs.Action, error) {
	if d.Seat < game.Seat(gs.Seats/2) {
		return m.first.Decide(ctx, d)
	}
	return m.second.Decide(ctx, d)
}
