package pokerdice

import (
	"teahouse/game"
	"teahouse/rules/dice"
)

// RoundStarted opens a round.
type RoundStarted struct {
	Round   int       `json:"round"`
	Starter game.Seat `json:"starter"`
}

// DiceRolled reports a roll of some of a seat's dice. Dice holds all five
// faces after the roll; Rolled the positions that were thrown; Public the
// positions everyone may see (the rest are zeroed by Redact for other viewers).
type DiceRolled struct {
	Seat   game.Seat `json:"seat"`
	Dice   dice.Hand `json:"dice"`
	Rolled dice.Mask `json:"rolled"`
	Public dice.Mask `json:"public"`
}

// HoldChosen reports a seat's holds for the reroll.
type HoldChosen struct {
	Seat game.Seat `json:"seat"`
	Held dice.Mask `json:"held"`
}

// SkillUsed reports a skill. Die is the targeted position for Peek and Force;
// Face is the value a Peek turned up.
type SkillUsed struct {
	Seat  game.Seat `json:"seat"`
	Skill Skill     `json:"skill"`
	Die   int       `json:"die"`
	Face  int       `json:"face"`
}

// Stood reports a seat declining to relock.
type Stood struct {
	Seat game.Seat `json:"seat"`
}

// RoundScored reports the showdown of a round; Final is true when it
// ends the match (MatchOver follows).
type RoundScored struct {
	Result RoundResult `json:"result"`
	Final  bool        `json:"final"`
}

// MatchOver reports the end of the match.
type MatchOver struct {
	Winner game.Seat  `json:"winner"`
	Score  [Seats]int `json:"score"`
}

// EventName implements game.Event.
func (RoundStarted) EventName() string { return "round_started" }

// EventName implements game.Event.
func (DiceRolled) EventName() string { return "dice_rolled" }

// EventName implements game.Event.
func (HoldChosen) EventName() string { return "hold_chosen" }

// EventName implements game.Event.
func (SkillUsed) EventName() string { return "skill_used" }

// EventName implements game.Event.
func (Stood) EventName() string { return "stood" }

// EventName implements game.Event.
func (RoundScored) EventName() string { return "round_scored" }

// EventName implements game.Event.
func (MatchOver) EventName() string { return "match_over" }

// Redact returns e as viewer may see it: faces of another seat's dice that
// are not public are zeroed (game.Omniscient sees them all). Redact never
// modifies its input.
func (Engine) Redact(e game.Event, viewer game.Seat) game.Event {
	r, ok := e.(DiceRolled)
	if !ok || r.Seat == viewer || viewer == game.Omniscient {
		return e
	}
	for p := range dice.HandSize {
		if !r.Public.Has(p) {
			r.Dice[p] = 0
		}
	}
	return r
}
