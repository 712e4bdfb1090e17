package pokerdice

import (
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// board is what the dice area shows: one viewer's picture of the table,
// built from that viewer's View and then moved along by the viewer's
// redacted events as they play out, so a reroll can tumble and a showdown
// can stay on screen after the state has moved on to the next round.
type board struct {
	viewer  game.Seat
	round   int
	score   [gp.Seats]int
	dice    [gp.Seats]dice.Hand // 0 for a face the viewer cannot see
	held    [gp.Seats]dice.Mask
	decided [gp.Seats]bool
	forced  [gp.Seats]dice.Mask
	doubled [gp.Seats]bool
	// relocking marks a seat that used Relock and has yet to choose its holds.
	relocking [gp.Seats]bool

	showdown bool // result is the round just scored
	result   gp.RoundResult
	over     bool // the match has ended; winner won it
	winner   game.Seat
}

// boardOf pictures the table as v shows it.
func boardOf(v gp.View) board {
	b := board{viewer: v.Viewer, round: v.Round, winner: v.Winner, over: v.Phase == gp.PhaseOver}
	for i, p := range v.Players {
		b.score[i] = p.Points
		b.dice[i] = p.Dice
		b.doubled[i] = p.Doubled
		b.decided[i] = p.Decided
		if v.Phase == gp.PhaseHold {
			// After the reroll the holds and forced dice are spent.
			b.forced[i] = p.Forced
			if p.Decided {
				b.held[i] = p.Held
			}
		}
	}
	if b.over {
		b.showdown, b.result = true, v.Last
		b.dice = v.Last.Hands
	}
	return b
}

// apply moves the picture along by one event, already redacted for the
// board's viewer.
func (b board) apply(e game.Event) board {
	switch e := e.(type) {
	case gp.RoundStarted:
		b.round, b.showdown = e.Round, false
		b.held, b.decided, b.forced, b.doubled = [gp.Seats]dice.Mask{}, [gp.Seats]bool{}, [gp.Seats]dice.Mask{}, [gp.Seats]bool{}
		b.relocking = [gp.Seats]bool{}
	case gp.DiceRolled:
		b.dice[e.Seat] = e.Dice
	case gp.HoldChosen:
		b.held[e.Seat], b.decided[e.Seat], b.relocking[e.Seat] = e.Held, true, false
	case gp.SkillUsed:
		opp := 1 - e.Seat
		switch e.Skill {
		case gp.SkillPeek:
			b.dice[opp][e.Die] = e.Face
		case gp.SkillForce:
			b.forced[opp] |= 1 << e.Die
		case gp.SkillDouble:
			b.doubled[e.Seat] = true
		case gp.SkillRelock:
			b.relocking[e.Seat] = true
		}
	case gp.Stood:
		b.decided[e.Seat] = true
	case gp.RoundScored:
		b.showdown, b.result = true, e.Result
		b.dice, b.score = e.Result.Hands, e.Result.Score
	case gp.MatchOver:
		b.over, b.winner, b.score = true, e.Winner, e.Score
	}
	return b
}

// bottom is the seat drawn in the lower row, nearest the player: the
// viewer, or P1 for an audience.
func (b board) bottom() game.Seat { return max(b.viewer, 0) }

// top is the seat drawn in the upper row.
func (b board) top() game.Seat { return 1 - b.bottom() }
