package doudizhu

import (
	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/webreplay"
	dz "teahouse/rules/doudizhu"
)

// hints are the suggestions the hint key (提示) steps through in one
// position, best first, as ai/doudizhu's Hints gives them from the seat's
// view: the rule player's choice with its reason, then every other play.
type hints struct {
	at   position
	list []aidz.Suggestion
	next int
}

// position is what a list of hints is about.
type position struct {
	deal  int
	phase gd.Phase
	turn  game.Seat
	table dz.Play
	hand  dz.Set
}

// positionOf is the position v shows.
func positionOf(v gd.View) position {
	return position{deal: v.Deal, phase: v.Phase, turn: v.Turn, table: v.Table, hand: v.Mine()}
}

// step returns the next suggestion for v's position, and the hints moved
// on; ok is false when the viewer has nothing to decide.
func (h hints) step(v gd.View) (hints, aidz.Suggestion, bool) {
	if at := positionOf(v); h.at != at || len(h.list) == 0 {
		list, err := aidz.Hints(v)
		if err != nil || len(list) == 0 {
			return hints{}, aidz.Suggestion{}, false
		}
		h = hints{at: at, list: list}
	}
	s := h.list[h.next%len(h.list)]
	h.next++
	return h, s, true
}

// index is which of how many suggestions was shown last, from 1.
func (h hints) index() (int, int) { return (h.next-1)%len(h.list) + 1, len(h.list) }

// pageHint is the hint a web page is given: the first suggestion for v,
// the seat's own view, and why; nil when the seat has nothing to decide.
func pageHint(v gd.View) *webreplay.Hint {
	s, err := aidz.Hint(v)
	if err != nil {
		return nil
	}
	return &webreplay.Hint{Title: "Hint", Lines: []string{s.Action.String() + ": " + s.Why}}
}
