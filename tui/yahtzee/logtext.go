package yahtzee

import (
	"fmt"
	"sort"
	"strings"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/ui"
)

// Opening is the screen's table.LogText.Opening: who plays.
func (f face) Opening(c ctx, _ gy.View) []string {
	n := len(c.Names)
	return []string{fmt.Sprintf("Yahtzee, %s: %s.", ui.Plural(n, "1 player", fmt.Sprintf("%d players", n)), strings.Join(c.Names, ", "))}
}

// Describe is the screen's table.LogText.Describe: the log lines of one event, from the
// game as the log's reader saw it before the event.
func (f face) Describe(c ctx, seen, _ gy.View, e game.Event) []string {
	names := c.Names
	switch e := e.(type) {
	case gy.TurnStarted:
		if e.Seat == 0 {
			g := c.Glyphs()
			return []string{fmt.Sprintf("%s Round %d %s", g.Rule, e.Round, g.Rule)}
		}
	case gy.DiceRolled:
		faces := ui.DiceWords(e.Dice[:])
		switch kept := dice.FullMask &^ e.Rolled; {
		case e.Roll == 1:
			return []string{names.Does(e.Seat, "roll ", "rolls ") + faces}
		case kept == 0:
			return []string{names.Does(e.Seat, "reroll all", "rerolls all") + ": " + faces}
		default:
			return []string{fmt.Sprintf("%s %s, %s: %s", names.Does(e.Seat, "keep", "keeps"), ui.DiceWords(kept.Faces(seen.Dice)),
				does(c, e.Seat, "reroll", "rerolls"), faces)}
		}
	case gy.BoxScored:
		line := fmt.Sprintf("%s %d in %s", names.Does(e.Seat, "score", "scores"), e.Points, e.Box)
		if e.Joker {
			line += " (joker)"
		}
		lines := []string{line + "."}
		if e.Bonus > 0 {
			lines = append(lines, fmt.Sprintf("  Yahtzee bonus +%d!", e.Bonus))
		}
		before := seen.Cards[e.Seat]
		if upper := before.UpperTotal() + e.Points; e.Box.Upper() && before.UpperBonusScore() == 0 && upper >= yz.UpperBonusAt {
			lines = append(lines, fmt.Sprintf("  Upper bonus +%d (%d in the upper section).", yz.UpperBonus, upper))
		}
		return lines
	case gy.ScoreTakenBack:
		return []string{fmt.Sprintf("%s %d in %s back.", names.Does(e.Seat, "take", "takes"), e.Points+e.Bonus, e.Box)}
	case gy.GameOver:
		return append([]string{"Game over: " + resultWords(c, seen, e.Winners, 0) + "."}, f.costLines(c)...)
	}
	return nil
}

// Summary is the screen's table.LogText.Summary: who won, the ranking, what the
// people's choices cost and what the computers could expect.
func (f face) Summary(c ctx, o game.Outcome) []string {
	lines := []string{resultWords(c, c.View, o.Winners, 0)}
	if len(c.Names) > 1 {
		lines = append(append(lines, ""), rankingLines(c, c.View)...)
	}
	if cost := f.costLines(c); len(cost) > 0 {
		lines = append(append(lines, ""), cost...)
	}
	if exp := f.expectLines(c); len(exp) > 0 {
		lines = append(append(lines, ""), exp...)
	}
	return lines
}

// resultLines are the result box's: the ranking and what the computers
// expected.
func (f face) resultLines(c ctx) []string {
	lines := rankingLines(c, f.view)
	if cost := f.costs; len(cost) > 0 {
		lines = append(append(lines, ""), cost...)
	}
	if exp := f.expectLines(c); len(exp) > 0 {
		lines = append(append(lines, ""), exp...)
	}
	return lines
}

// does is you's verb for the seat named You, else they's.
func does(c ctx, seat game.Seat, you, they string) string {
	if c.Names[seat] == "You" {
		return you
	}
	return they
}

// resultWords says who won by the cards of v: "You win with 254", "P1 and
// P3 share the win with 230", or for one player "You score 231", each
// player named in the form-th of their nameForms (0: in full).
func resultWords(c ctx, v gy.View, winners []game.Seat, form int) string {
	names, cards := c.Names, v.Cards
	name := func(s game.Seat) string {
		if forms := nameForms(c, s); names[s] != "You" {
			return forms[min(form, len(forms)-1)]
		}
		return names[s]
	}
	switch {
	case len(winners) == 0:
		return "no winner"
	case len(names) == 1:
		return fmt.Sprintf("%s %d", names.Does(0, "score", "scores"), cards[0].Total())
	case len(winners) == 1:
		return fmt.Sprintf("%s %s with %d", name(winners[0]), does(c, winners[0], "win", "wins"), cards[winners[0]].Total())
	}
	ns := make([]string, len(winners))
	for i, w := range winners {
		ns[i] = name(w)
	}
	return fmt.Sprintf("%s and %s share the win with %d", strings.Join(ns[:len(ns)-1], ", "), ns[len(ns)-1], cards[winners[0]].Total())
}

// rankingLines writes the ranking of the cards of v, highest total first,
// one line a seat: "1. You 254". Equal totals share a place and the next
// place is skipped (1, 1, 3).
func rankingLines(c ctx, v gy.View) []string {
	total := func(s int) int { return v.Cards[s].Total() }
	seats := make([]int, len(c.Names))
	for i := range seats {
		seats[i] = i
	}
	sort.SliceStable(seats, func(i, j int) bool { return total(seats[i]) > total(seats[j]) })
	lines := make([]string, len(seats))
	place := 0
	for i, s := range seats {
		if i == 0 || total(s) != total(seats[i-1]) {
			place = i + 1
		}
		lines[i] = fmt.Sprintf("%d. %s %d", place, c.Names[s], total(s))
	}
	return lines
}

// expectLines say what the computers could expect at the start: the
// optimal player's exact expectation, and for the greedy player that none
// is computed; several computers of a level share one line, named by seat
// ("P2, P4 and P6 AI (optimal) each expected 254.59 ...").
func (f face) expectLines(c ctx) []string {
	var optimal, greedy []game.Seat
	for i := range c.Names {
		switch lv := level(c, game.Seat(i)); {
		case aiyz.NeedsTable(lv) && f.strat.table != nil:
			optimal = append(optimal, game.Seat(i))
		case lv == "greedy":
			greedy = append(greedy, game.Seat(i))
		}
	}
	var lines []string
	switch len(optimal) {
	case 0:
	case 1:
		lines = append(lines, fmt.Sprintf("%s expected %.2f at the start (optimal play).", c.Names[optimal[0]], f.strat.table.FreshValue()))
	default:
		lines = append(lines, fmt.Sprintf("%s each expected %.2f at the start.", seatsWords(c, optimal), f.strat.table.FreshValue()))
	}
	switch len(greedy) {
	case 0:
	case 1:
		lines = append(lines, c.Names[greedy[0]]+": no exact expectation (it plays each turn for itself).")
	default:
		lines = append(lines, seatsWords(c, greedy)+" have no exact expectation.")
	}
	return lines
}

// seatsWords names several computers of one level by seat: "P2, P4 and
// P6 (optimal)".
func seatsWords(c ctx, seats []game.Seat) string {
	ns := make([]string, len(seats))
	for i, s := range seats {
		ns[i] = s.String()
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1] + " (" + level(c, seats[0]) + ")"
}

// costLines say for each person what their choices cost against optimal
// play, judged from the game's whole log by the strategy table; nothing
// before the game is over or without the table.
func (f face) costLines(c ctx) []string {
	l, ok := c.FinalLog()
	if !ok || f.strat.table == nil {
		return nil
	}
	r, err := aiyz.ReviewChoices(f.strat.table, l)
	if err != nil {
		return []string{"The choices could not be reviewed: " + err.Error()}
	}
	var lines []string
	for s, p := range c.Players {
		if p.Kind == game.Human && s < len(r) && r[s].Choices > 0 {
			lines = append(lines, costWords(c.Names[s], r[s]))
		}
	}
	return lines
}

// costWords writes one person's review: "You gave away 12.3 points
// against optimal play (best 31 of 39 times)."
func costWords(name string, r aiyz.ChoiceReview) string {
	if r.Best == r.Choices {
		return fmt.Sprintf("%s played optimally: the best choice all %d times.", name, r.Choices)
	}
	return fmt.Sprintf("%s gave away %.1f points against optimal play (best %d of %d times).", name, r.Cost, r.Best, r.Choices)
}
