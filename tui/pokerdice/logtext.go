package pokerdice

import (
	"fmt"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/ui"
)

// Opening is the screen's table.LogText.Opening: round 1, which the game rolled before the
// screen began, as the events of a match not yet begun.
func (face) Opening(c ctx, v gp.View) []string {
	blank := gp.View{Config: v.Config}
	lines := describe(c, blank, gp.RoundStarted{Round: v.Round, Starter: v.Starter})
	for i, p := range v.Players {
		e := gp.DiceRolled{Seat: game.Seat(i), Dice: p.Dice, Rolled: dice.FullMask, Public: p.Known}
		lines = append(lines, describe(c, blank, e)...)
	}
	return lines
}

// Describe is the screen's table.LogText.Describe: the log lines of one event, redacted for
// the log's reader, from the match as that reader saw it before the event.
func (face) Describe(c ctx, seen, _ gp.View, e game.Event) []string { return describe(c, seen, e) }

// describe writes the log lines of e, seen the match before it.
func describe(c ctx, seen gp.View, e game.Event) []string {
	g, names := glyphs(c), c.Names
	switch e := e.(type) {
	case gp.RoundStarted:
		title := fmt.Sprintf("%s Round %d %s", g.Rule, e.Round, g.Rule)
		if e.Round > seen.Config.Rounds {
			title = fmt.Sprintf("%s Round %d, sudden death %s", g.Rule, e.Round, g.Rule)
		}
		return []string{title, names.Does(e.Starter, "hold first.", "holds first.")}
	case gp.DiceRolled:
		hand := ui.DiceWords(e.Dice[:])
		switch n := e.Rolled.Count(); {
		case n == dice.HandSize && !seen.Players[e.Seat].Decided:
			return []string{names.Does(e.Seat, "roll ", "rolls ") + hand}
		case n == dice.HandSize:
			return []string{names.Does(e.Seat, "reroll all: ", "rerolls all: ") + hand}
		case n == 0:
			return []string{names.Does(e.Seat, "reroll nothing: ", "rerolls nothing: ") + hand}
		default:
			return []string{fmt.Sprintf("%s%d %s: %s", names.Does(e.Seat, "reroll ", "rerolls "), n, ui.Plural(n, "die", "dice"), hand)}
		}
	case gp.HoldChosen:
		relock := seen.Phase == gp.PhaseRelock // a hold after the reroll is a relock
		if e.Held == 0 && relock {
			return []string{names.Does(e.Seat, "relock, keeping nothing.", "relocks, keeping nothing.")}
		}
		if e.Held == 0 {
			return []string{names.Does(e.Seat, "hold nothing.", "holds nothing.")}
		}
		line := names.Does(e.Seat, "hold ", "holds ") + e.Held.Words()
		if relock {
			line = names.Does(e.Seat, "relock, keeping ", "relocks, keeping ") + e.Held.Words()
		}
		if faces := e.Held.Faces(seen.Players[e.Seat].Dice); !hasZero(faces) {
			line += " (" + ui.DiceWords(faces) + ")"
		}
		return []string{line}
	case gp.SkillUsed:
		opp := 1 - e.Seat
		switch e.Skill {
		case gp.SkillPeek:
			return []string{fmt.Sprintf("%s at %s die %d: a %d.", names.Does(e.Seat, "peek", "peeks"), names.Whose(opp), e.Die+1, e.Face)}
		case gp.SkillForce:
			return []string{fmt.Sprintf("%s %s die %d to reroll.", names.Does(e.Seat, "force", "forces"), names.Whose(opp), e.Die+1)}
		case gp.SkillDouble:
			return []string{names.Does(e.Seat, "double", "doubles") + " the stake."}
		}
		return nil // Relock: the hold that follows says it
	case gp.Stood:
		return []string{names.Does(e.Seat, "stand.", "stands.")}
	case gp.RoundScored:
		r := e.Result
		lines := []string{fmt.Sprintf("Round %d showdown:", r.Round)}
		for i, rank := range r.Ranks {
			lines = append(lines, fmt.Sprintf("  %s: %s", names[i], rank))
		}
		score := fmt.Sprintf("%d-%d", r.Score[0], r.Score[1])
		if r.Winner == game.NoSeat {
			return append(lines, "  Drawn, "+score)
		}
		return append(lines, fmt.Sprintf("  %s (+%d), %s", names.Does(r.Winner, "win", "wins"), r.Points, score))
	case gp.MatchOver:
		return append([]string{matchWords(c, e.Winner, e.Score) + "."}, reviewLines(c)...)
	}
	return nil
}

// matchWords says who won the match, the winner's points first.
func matchWords(c ctx, w game.Seat, score [gp.Seats]int) string {
	if w < 0 {
		return fmt.Sprintf("The match ends %d-%d", score[0], score[1])
	}
	return fmt.Sprintf("%s the match %d-%d", c.Names.Does(w, "win", "wins"), score[w], score[1-w])
}

// Summary is the screen's table.LogText.Summary: who won and every round's hands.
func (face) Summary(c ctx, o game.Outcome) []string {
	w := game.NoSeat
	if len(o.Winners) == 1 {
		w = o.Winners[0]
	}
	lines := []string{matchWords(c, w, score(c.View)), ""}
	results, err := roundResults(c)
	if err != nil {
		lines = append(lines, "The rounds could not be read: "+err.Error())
	}
	for _, r := range results {
		round := fmt.Sprintf("R%d", r.Round)
		if r.Round > c.View.Config.Rounds {
			round += " (sudden death)"
		}
		if r.Winner == game.NoSeat {
			lines = append(lines, fmt.Sprintf("%s drawn: %s v %s", round, r.Ranks[0], r.Ranks[1]))
			continue
		}
		won := c.Names.Does(r.Winner, "won", "won")
		if r.Points > 1 {
			won += " x2"
		}
		lines = append(lines, fmt.Sprintf("%s %s: %s v %s", round, won, r.Ranks[r.Winner], r.Ranks[1-r.Winner]))
	}
	if review := reviewLines(c); len(review) > 0 {
		lines = append(append(lines, ""), review...)
	}
	return lines
}

// roundResults are the showdowns of every round, read from the match's
// whole log; none before the match is over.
func roundResults(c ctx) ([]gp.RoundResult, error) {
	l, ok := c.FinalLog()
	if !ok {
		return nil, nil
	}
	frames, err := host.Frames(gp.Game, l, game.Spectator)
	var rs []gp.RoundResult
	for _, u := range frames {
		for _, e := range u.Sights[0].Events {
			if s, ok := e.(gp.RoundScored); ok {
				rs = append(rs, s.Result)
			}
		}
	}
	return rs, err
}

// reviewLines say for each person's seat how often they held the best
// holds, judged from the match's whole log by the exact tables; nothing
// before the match is over.
func reviewLines(c ctx) []string {
	l, ok := c.FinalLog()
	if !ok {
		return nil
	}
	r, err := aipd.ReviewHolds(l)
	if err != nil {
		return []string{"The holds could not be reviewed: " + err.Error()}
	}
	var lines []string
	for s, p := range c.Players {
		if p.Kind == game.Human && s < gp.Seats && r[s].Holds > 0 {
			lines = append(lines, reviewWords(c.Names[s], r[s]))
		}
	}
	return lines
}

// reviewWords writes one seat's review, such as "You chose the best hold 5
// of 7 times (gave away 12.3% win chance in all)."
func reviewWords(name string, r aipd.HoldReview) string {
	if r.Best == r.Holds {
		return fmt.Sprintf("%s chose the best hold %s.", name, ui.Plural(r.Holds, "the one time", fmt.Sprintf("all %d times", r.Holds)))
	}
	return fmt.Sprintf("%s chose the best hold %d of %d times (gave away %.1f%% win chance in all).", name, r.Best, r.Holds, 100*r.GivenAway)
}

func hasZero(fs []int) bool {
	for _, f := range fs {
		if f == 0 {
			return true
		}
	}
	return false
}
