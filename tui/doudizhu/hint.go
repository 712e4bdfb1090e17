package doudizhu

import (
	"slices"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// hints are the plays the hint key (提示) steps through in one position,
// best first: the computer's choice from the seat's view, then every other
// play that beats the table, bombs and the rocket last.
type hints struct {
	at    position
	plays []dz.Play
	next  int
}

// position is what a list of hints is about.
type position struct {
	deal  int
	turn  game.Seat
	table dz.Play
	hand  dz.Set
}

// positionOf is the position v shows.
func positionOf(v gd.View) position {
	return position{deal: v.Deal, turn: v.Turn, table: v.Table, hand: v.Mine()}
}

// adviser is the computer whose choice comes first.
var adviser = func() aidz.Player {
	p, err := aidz.New(aidz.Levels[len(aidz.Levels)-1])
	if err != nil {
		panic(err) // Levels lists what New accepts
	}
	return p
}()

// advice is the computer's decision for the viewer of v, who is to move.
func advice(v gd.View) gd.Action { return adviser.Decide(v) }

// hintPlays lists the plays of the viewer of v that beat the table (every
// lead when leading), best first; none when only the pass is left.
func hintPlays(v gd.View) []dz.Play {
	var plays []dz.Play
	for _, p := range dz.Follows(nil, v.Mine().Counts(), v.Table, v.Config.Rules) {
		if !p.IsPass() {
			plays = append(plays, p)
		}
	}
	slices.SortStableFunc(plays, func(a, b dz.Play) int { return boolCmp(isBomb(a), isBomb(b)) })
	if a := advice(v); a.Kind == gd.KindPlay {
		if i := slices.IndexFunc(plays, func(p dz.Play) bool { return p.Cards == a.Cards }); i > 0 {
			best := plays[i]
			plays = append([]dz.Play{best}, slices.Delete(plays, i, i+1)...)
		}
	}
	return plays
}

// isBomb reports whether p is a bomb or the rocket.
func isBomb(p dz.Play) bool { return p.Kind == dz.Bomb || p.Kind == dz.Rocket }

// boolCmp orders false before true.
func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// step returns the next hint of v's position, and the hints moved on; ok
// is false when nothing beats the table.
func (h hints) step(v gd.View) (hints, dz.Play, bool) {
	if at := positionOf(v); h.at != at || h.plays == nil {
		h = hints{at: at, plays: hintPlays(v)}
	}
	if len(h.plays) == 0 {
		return h, dz.PassPlay, false
	}
	p := h.plays[h.next%len(h.plays)]
	h.next++
	return h, p, true
}
