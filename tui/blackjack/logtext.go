package blackjack

import (
	"fmt"
	"strings"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Opening is the screen's table.LogText.Opening: who sits at the table, its limits, and
// what the bank had to say as the people sat down.
func (f face) Opening(c ctx, v gb.View) []string {
	cfg := v.Config
	lines := []string{
		fmt.Sprintf("Blackjack, %s: %s.", ui.Plural(cfg.Seats, "1 seat", fmt.Sprintf("%d seats", cfg.Seats)), strings.Join(c.Names, ", ")),
		fmt.Sprintf("Bets %d to %d; blackjack pays %s.", cfg.MinBet, cfg.MaxBet, cfg.Rules.Payout),
	}
	return append(lines, f.bank.notes...)
}

// who names a seat's hand in the log: "You", or with split hands "You
// (hand 2)".
func who(n screen.Names, seat game.Seat, hand, hands int) string {
	if hands > 1 {
		return fmt.Sprintf("%s (hand %d)", n[seat], hand+1)
	}
	return n[seat]
}

// rounds writes "1 round" or "12 rounds".
func rounds(n int) string { return ui.Plural(n, "1 round", fmt.Sprintf("%d rounds", n)) }

// Describe is the screen's table.LogText.Describe: the log lines of one event, from the
// table as the log's reader saw it before the event and after it, the hole
// card face down until it is turned (a replay's audience too reads the
// round as the players saw it).
func (face) Describe(c ctx, before, after gb.View, e game.Event) []string {
	e = hidden(e)
	g, n, t := c.Glyphs(), c.Names, c.Env.Theme
	seen, after := public(before), public(after)
	switch e := e.(type) {
	case gb.RoundStarted:
		return []string{fmt.Sprintf("%s Round %d %s", g.Rule, e.Round, g.Rule)}
	case gb.ShoeShuffled:
		if e.MidRound {
			return []string{fmt.Sprintf("The shoe is empty: the dealer shuffles the %d discards into a new shoe.", e.Cards)}
		}
		return []string{fmt.Sprintf("The dealer shuffles: %d cards, %d to the cut card.", e.Cards, e.UntilCut)}
	case gb.SatOut:
		if e.Broke { // a table of rules version 1 sat broke seats out
			return []string{fmt.Sprintf("%s the minimum of %d: %s out.", n.Does(e.Seat, "cannot bet", "cannot bet"), seen.Config.MinBet, n.Verb(e.Seat, "you sit", "sits"))}
		}
		return []string{n.Does(e.Seat, "sit out.", "sits out.")}
	case gb.Rebought:
		return []string{fmt.Sprintf("%s a new bankroll of %s: %s chips.", n.Does(e.Seat, "take", "takes"), e.Amount, e.Bankroll)}
	case gb.BetPlaced:
		return []string{fmt.Sprintf("%s %s.", n.Does(e.Seat, "bet", "bets"), e.Amount)}
	case gb.CardDealt:
		return dealtLines(c, e, seen, after)
	case gb.InsuranceTaken:
		if e.EvenMoney {
			return []string{n.Does(e.Seat, "take even money.", "takes even money.")}
		}
		return []string{fmt.Sprintf("%s for %s.", n.Does(e.Seat, "insure", "insures"), e.Amount)}
	case gb.InsuranceDeclined:
		what := "insurance"
		if seen.Spots[e.Seat].Hands[0].Blackjack() {
			what = "even money"
		}
		return []string{n.Does(e.Seat, "decline ", "declines ") + what + "."}
	case gb.DealerPeeked:
		return []string{"The dealer peeks: " + map[bool]string{false: "no blackjack.", true: "blackjack."}[e.Blackjack]}
	case gb.HoleCardRevealed:
		return []string{fmt.Sprintf("The dealer turns over %s: %s.", t.CardText(e.Card), bj.Describe(after.Dealer.List(), false))}
	case gb.PlayerActed:
		return actedLines(c, e, seen)
	case gb.HandSettled:
		return []string{settledLine(c, e, after)}
	case gb.InsuranceSettled:
		how := map[bool]string{false: "is lost:", true: "pays"}[e.Net > 0]
		return []string{fmt.Sprintf("%s insurance %s %s.", capital(n.Whose(e.Seat)), how, signed(e.Net))}
	case gb.RoundOver:
		var lines []string
		for i := range seen.Config.Seats {
			switch {
			case e.Played[i] && e.Nets[i] == 0:
				lines = append(lines, fmt.Sprintf("%s %s bank %s", n.Does(game.Seat(i), "break even", "breaks even"), g.Dot, e.Bankrolls[i]))
			case e.Played[i]:
				lines = append(lines, fmt.Sprintf("%s %s %s bank %s", n[i], signed(e.Nets[i]), g.Dot, e.Bankrolls[i]))
			}
		}
		return lines
	case gb.GameOver:
		return []string{fmt.Sprintf("The table closes after %s.", rounds(e.Rounds))}
	}
	return nil
}

// capital starts s with a capital letter: "your" becomes "Your".
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// dealtLines writes a dealt card, seen the table before it and after the
// table with it. The opening deal is written once it is complete, when
// the hole card lands face down: every hand and the dealer's up card. A
// hit, a double, a split hand's second card and the dealer's draws are
// written as they come.
func dealtLines(c ctx, e gb.CardDealt, seen, after gb.View) []string {
	t, n := c.Env.Theme, c.Names
	if e.Dealer {
		switch {
		case e.FaceDown:
			var lines []string
			for i := range after.Spots {
				if s := after.Spots[i]; s.NHands > 0 && i < len(n) {
					h := s.Hands[0]
					lines = append(lines, fmt.Sprintf("%s: %s, %s.", n[i], t.CardsText(h.List()), bj.Describe(h.Cards[:h.N], false)))
				}
			}
			return append(lines, fmt.Sprintf("The dealer shows %s and a card face down.", t.CardText(after.Dealer.Up())))
		case seen.Dealer.N < 2:
			return nil // the up card: written with the hole card
		}
		return []string{fmt.Sprintf("The dealer draws %s: %s.", t.CardText(e.Card), bj.Describe(after.Dealer.List(), false))}
	}
	if after.Dealer.N < 2 {
		return nil // the opening deal
	}
	s := after.Spots[e.Seat]
	h := s.Hands[e.Hand]
	total := bj.Describe(h.Cards[:h.N], h.FromSplit)
	whose := who(n, e.Seat, e.Hand, s.NHands)
	switch {
	case seen.Spots[e.Seat].Hands[e.Hand].N == 1:
		return []string{fmt.Sprintf("%s %s %s: %s.", whose, n.Verb(e.Seat, "get", "gets"), t.CardText(e.Card), total)}
	case seen.Spots[e.Seat].Hands[e.Hand].Doubled:
		return []string{fmt.Sprintf("%s %s: %s, %s.", whose, n.Verb(e.Seat, "double", "doubles"), t.CardText(e.Card), total)}
	}
	return []string{fmt.Sprintf("%s %s: %s, %s.", whose, n.Verb(e.Seat, "hit", "hits"), t.CardText(e.Card), total)}
}

// actedLines writes a decision that draws no card: stand, split,
// surrender (a hit or a double is written with its card).
func actedLines(c ctx, e gb.PlayerActed, seen gb.View) []string {
	n := c.Names
	s := seen.Spots[e.Seat]
	h := s.Hands[e.Hand]
	whose := who(n, e.Seat, e.Hand, s.NHands)
	switch e.Action {
	case gb.KindStand:
		return []string{fmt.Sprintf("%s %s on %s.", whose, n.Verb(e.Seat, "stand", "stands"), bj.Describe(h.Cards[:h.N], h.FromSplit))}
	case gb.KindSplit:
		return []string{fmt.Sprintf("%s %s %s.", whose, n.Verb(e.Seat, "split", "splits"), c.Env.Theme.CardsText(h.List()))}
	case gb.KindSurrender:
		return []string{whose + " " + n.Verb(e.Seat, "surrender.", "surrenders.")}
	}
	return nil
}

// settledLine writes a hand's result: "You: win, +10 (20 against 18).",
// "You: push (17 against 17)."
func settledLine(c ctx, e gb.HandSettled, after gb.View) string {
	s := after.Spots[e.Seat]
	line := fmt.Sprintf("%s: %s", who(c.Names, e.Seat, e.Hand, s.NHands), e.Outcome)
	if e.Net != 0 {
		line += ", " + signed(e.Net)
	}
	switch e.Outcome {
	case bj.Win, bj.Lose, bj.Push:
		if d := after.Dealer; d.N >= 2 && !d.HoleDown {
			dt, _ := d.Total()
			line += fmt.Sprintf(" (%d against %d)", e.Total, dt)
		}
	}
	return line + "."
}

// Summary is the screen's table.LogText.Summary: each seat's chips and what it won or
// lost at this table, and the lifetime record of the people.
func (f face) Summary(c ctx, o game.Outcome) []string {
	v := c.View
	lines := []string{fmt.Sprintf("After %s:", rounds(v.Round))}
	for i := range v.Config.Seats {
		s := v.Spots[i]
		line := fmt.Sprintf("%s: %s chips (%s)", c.Names[i], s.Bankroll, signed(v.Net(game.Seat(i))))
		if s.Rebuys > 0 {
			line += ", " + ui.Plural(s.Rebuys, "1 new bankroll", fmt.Sprintf("%d new bankrolls", s.Rebuys))
		}
		lines = append(lines, line)
	}
	if f.bank.keeper == nil || !o.Over { // the records are read once the table's end is kept
		return lines
	}
	recs, failed := f.bank.keeper.Records()
	lines = append(lines, "")
	for i, id := range f.bank.ids {
		r, ok := recs[id]
		if id == "" || !ok {
			continue
		}
		lines = append(lines, fmt.Sprintf("%s, all time: %s, net %s, biggest win %s, bankroll %s.",
			c.Names[i], rounds(r.Rounds), signed(r.Net), signed(r.BiggestWin), r.Bankroll))
	}
	if failed {
		lines = append(lines, "The bankrolls could not be saved.")
	}
	return lines
}
