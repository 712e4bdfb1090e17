package shengji

import (
	"fmt"
	"slices"
	"strings"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// setText writes cards as the screen does, the jokers first, then by suit,
// high to low: "A♠ A♠ 10♥", or ASCII.
func setText(c ctx, s gs.Set) string {
	cs := s.Cards()
	slices.SortStableFunc(cs, func(a, b cards.Card) int {
		if a.IsJoker() != b.IsJoker() || a.Suit == b.Suit {
			return highRank(b) - highRank(a)
		}
		return int(a.Suit) - int(b.Suit)
	})
	return cardsText(c, cs)
}

// cardsText writes cards in the order given: "9♥ Q♠ 6♠", or ASCII.
func cardsText(c ctx, cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, card := range cs {
		out[i] = c.Env.Theme.CardText(card)
	}
	return strings.Join(out, " ")
}

// highRank orders ranks with the ace above the king and the jokers above
// both.
func highRank(c cards.Card) int {
	switch {
	case c.IsJoker():
		return 20 + int(c.Rank)
	case c.Rank == cards.Ace:
		return 15
	}
	return int(c.Rank)
}

// trumpWords names the trump: "hearts trump", "no trump".
func trumpWords(t sj.Trump) string {
	if t.NoTrump() {
		return "no trump"
	}
	return t.Suit.Name() + " trump"
}

// teamName names a team by its seats: "P1+P3".
func teamName(_ ctx, t int) string { return fmt.Sprintf("P%d+P%d", t+1, t+3) }

// Opening is the screen's table.LogText.Opening: who sits where and how the game is
// played.
func (face) Opening(c ctx, v gs.View) []string {
	deals := "1 deal"
	if v.Config.Deals > 1 {
		deals = fmt.Sprintf("up to %d deals", v.Config.Deals)
	}
	trump := "trump declared during the deal"
	if v.Config.Trump != "" && !strings.EqualFold(v.Config.Trump, "ask") {
		trump = "trump fixed: " + fixedTrumpName(v.Config.Trump)
	}
	return []string{fmt.Sprintf("Shengji, %s, %s: %s against %s.", deals, trump, teamName(c, 0), teamName(c, 1)),
		rulesWords(v.Config.Rules)}
}

// rulesWords says the rule options of a game: "Tractors, kitty by unit
// size, no throw penalty."
func rulesWords(r sj.Rules) string {
	tractors, kitty, penalty := "Tractors", "kitty by unit size", "no throw penalty"
	if r.NoTractors {
		tractors = "No tractors"
	}
	if r.Kitty == sj.KittyDouble {
		kitty = "kitty doubled"
	}
	if r.Penalty == sj.PenaltyTen {
		penalty = "throw penalty 10"
	}
	return tractors + ", " + kitty + ", " + penalty + "."
}

// fixedTrumpName names a fixed trump of the config: "hearts", "no trump".
func fixedTrumpName(s string) string {
	if strings.EqualFold(s, "NT") {
		return "no trump"
	}
	c, err := cards.Parse("A" + strings.ToUpper(s))
	if err != nil {
		return s
	}
	return c.Suit.Name()
}

// Describe is the screen's table.LogText.Describe: the log lines of an event, as its
// reader may know it; the event says all of it.
func (face) Describe(c ctx, _, _ gs.View, e game.Event) []string {
	switch e := e.(type) {
	case gs.DealStarted:
		return []string{fmt.Sprintf("Deal %d: %s levels %s, %s levels %s.", e.Deal,
			teamName(c, 0), e.Levels[0], teamName(c, 1), e.Levels[1])}
	case gs.Declared:
		return []string{fmt.Sprintf("%s with %s (%s).", verb(c, e.Seat, "declare"), setText(c, e.Cards), e.Declaration)}
	case gs.TrumpDecided:
		line := fmt.Sprintf("Level %s, %s; %s.", e.Trump.Level, trumpWords(e.Trump), verb(c, e.Dealer, "deal"))
		if len(e.Turned) > 0 {
			line += " Nobody declared: the kitty turned up " + cardsText(c, e.Turned) + "."
		}
		return []string{line}
	case gs.KittyTaken:
		if e.Kitty.Empty() {
			return []string{fmt.Sprintf("%s the kitty.", verb(c, e.Seat, "take"))}
		}
		return []string{fmt.Sprintf("%s the kitty: %s.", verb(c, e.Seat, "take"), setText(c, e.Kitty))}
	case gs.Buried:
		if e.Cards.Empty() {
			return []string{fmt.Sprintf("%s 8 cards.", verb(c, e.Seat, "bury"))}
		}
		return []string{fmt.Sprintf("%s %s.", verb(c, e.Seat, "bury"), setText(c, e.Cards))}
	case gs.ThrowFailed:
		return []string{failureWords(c, e.Failure)}
	case gs.Played:
		if e.Lead {
			return []string{fmt.Sprintf("%s %s.", verb(c, e.Seat, "lead"), setText(c, e.Cards))}
		}
		return []string{fmt.Sprintf("%s %s.", verb(c, e.Seat, "play"), setText(c, e.Cards))}
	case gs.TrickWon:
		return []string{fmt.Sprintf("%s the trick, %d points.", verb(c, e.Seat, "win"), e.Points)}
	case gs.DealOver:
		return resultLines(c, e.Result)
	case gs.GameOver:
		if e.Winner < 0 {
			return []string{"The game is over: a draw."}
		}
		return []string{fmt.Sprintf("The game is over: %s win.", teamName(c, e.Winner))}
	}
	return nil
}

// verb is seat doing v: "You declare", "P2 declares".
func verb(c ctx, seat game.Seat, v string) string {
	if strings.HasSuffix(v, "y") && !strings.HasSuffix(v, "ay") {
		return c.Names.Does(seat, v, strings.TrimSuffix(v, "y")+"ies")
	}
	return c.Names.Does(seat, v, v+"s")
}

// failureWords says a throw failed: what was tried, what beat it, what is
// played instead: "Your throw ... fails: P2 beats ... with .... You play
// ....".
func failureWords(c ctx, fl gs.Failure) string {
	n := c.Names
	line := fmt.Sprintf("%s throw %s fails: %s %s with %s. %s %s.", capital(n.Whose(fl.Seat)), setText(c, fl.Tried),
		n.Does(fl.Hand, "beat", "beats"), setText(c, fl.Beaten), setText(c, fl.By), verb(c, fl.Seat, "play"), setText(c, fl.Beaten))
	if fl.Penalty > 0 {
		line += fmt.Sprintf(" Penalty: %d points.", fl.Penalty)
	}
	return line
}

// capital is s with its first letter a capital: "Your", "P2's".
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// kittyWords says what the kitty turned up counts: "kitty 15 points ×4
// = 60 to the attackers", or that the defenders keep it.
func kittyWords(c ctx, r gs.DealResult) string {
	pts := sj.Points(r.Kitty.Cards())
	if r.Multiplier > 0 {
		return fmt.Sprintf("kitty %d points %s%d = %d to the attackers", pts, c.Glyphs().Times, r.Multiplier, r.KittyPoints)
	}
	return fmt.Sprintf("kitty %d points, kept by the defenders", pts)
}

// resultLines are a deal's result: the kitty turned up with its
// multiplier, the attackers' points and the levels.
func resultLines(c ctx, r gs.DealResult) []string {
	kitty := fmt.Sprintf("Kitty %s: %d points", setText(c, r.Kitty), sj.Points(r.Kitty.Cards()))
	if r.Multiplier > 0 {
		kitty += fmt.Sprintf(" %s%d = %d to the attackers.", c.Glyphs().Times, r.Multiplier, r.KittyPoints)
	} else {
		kitty += ", kept by the defenders."
	}
	pts := fmt.Sprintf("Attackers (%s) %d points", teamName(c, r.Attackers), r.Points)
	if r.Penalties != 0 {
		pts += fmt.Sprintf(" (penalties %+d)", r.Penalties)
	}
	return []string{kitty, pts + ": " + r.Result.String() + ".",
		fmt.Sprintf("Levels: %s %s, %s %s.", teamName(c, 0), levelText(r.Levels[0]), teamName(c, 1), levelText(r.Levels[1]))}
}

// levelText writes a level rank: "2", "10", "A".
func levelText(r cards.Rank) string { return r.String() }

// Summary is the screen's table.LogText.Summary: the teams' levels and who won.
func (face) Summary(c ctx, o game.Outcome) []string {
	if !o.Over {
		return nil
	}
	v := c.View
	lines := []string{"A draw."}
	if v.Winner >= 0 {
		lines[0] = teamName(c, v.Winner) + " win."
	}
	return append(lines, fmt.Sprintf("Levels: %s %s, %s %s.", teamName(c, 0), v.Levels[0], teamName(c, 1), v.Levels[1]))
}
