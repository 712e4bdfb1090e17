package pokerdice

import (
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// Hand-made views for tests. The viewer is always to move in the hold phase.

// firstView is P1 holding first with dice mine while P2 shows opp, all face
// up (the open game).
func firstView(mine, opp dice.Hand, rule pd.HoldRule) gp.View {
	v := gp.View{
		Viewer: 0, Turn: 0, Starter: 0, Round: 1, Winner: game.NoSeat,
		Config: gp.Config{Rounds: 5, Rule: rule},
	}
	v.Players[0] = gp.PlayerView{Dice: mine, Known: dice.FullMask}
	v.Players[1] = gp.PlayerView{Dice: opp, Known: dice.FullMask}
	return v
}

// secondView is P2 holding second with dice mine after P1, who rolled opp,
// held the dice held selects (the open game).
func secondView(mine, opp dice.Hand, held dice.Mask, rule pd.HoldRule) gp.View {
	v := gp.View{
		Viewer: 1, Turn: 1, Starter: 0, Round: 1, Winner: game.NoSeat,
		Config: gp.Config{Rounds: 5, Rule: rule},
	}
	v.Players[0] = gp.PlayerView{Dice: opp, Known: dice.FullMask, Held: held, Decided: true}
	v.Players[1] = gp.PlayerView{Dice: mine, Known: dice.FullMask}
	return v
}

// hidden returns v in the skills variant with the opponent's faces outside
// known turned face down.
func hidden(v gp.View, known dice.Mask) gp.View {
	v.Config.Skills = true
	opp := &v.Players[1-v.Viewer]
	opp.Known = known
	for i := range dice.HandSize {
		if !known.Has(i) {
			opp.Dice[i] = 0
		}
	}
	return v
}

// hand parses dice written as digits or panics.
func hand(s string) dice.Hand {
	h, err := dice.ParseHand(s)
	if err != nil {
		panic(err)
	}
	return h
}
