package blackjack

import (
	"fmt"
	"strings"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
	"teahouse/tui/ui"
)

// glyph returns the glyphs of this program's theme.
func (m model) glyph() ui.Glyphs { return m.env.Theme.Glyphs() }

// plural picks the words for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// openingLines start the log: who sits at the table, and its limits.
func (m model) openingLines() []string {
	cfg := m.cfg()
	return []string{
		fmt.Sprintf("Blackjack, %s: %s.", plural(m.seats(), "1 seat", fmt.Sprintf("%d seats", m.seats())), strings.Join(m.names, ", ")),
		fmt.Sprintf("Bets %d to %d; blackjack pays %s.", cfg.MinBet, cfg.MaxBet, cfg.Rules.Payout),
	}
}

// cardText writes a card for the log: "10♥", or "10H" in ASCII mode.
func (m model) cardText(c cards.Card) string { return m.env.Theme.CardText(c) }

// cardList writes cards for the log: "7♣ 4♦".
func (m model) cardList(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = m.cardText(c)
	}
	return strings.Join(parts, " ")
}

// who names a seat's hand in the log: "You", or with split hands "You
// (hand 2)".
func (m model) who(seat game.Seat, hand, hands int) string {
	if hands > 1 {
		return fmt.Sprintf("%s (hand %d)", m.names[seat], hand+1)
	}
	return m.names[seat]
}

// verb is you for the seat named You, else they.
func (m model) verb(seat game.Seat, you, they string) string {
	if m.names[seat] == "You" {
		return you
	}
	return they
}

// describe writes the log lines of one event; seen is the board as it was
// before the event, m.board as it is after.
func (m model) describe(e game.Event, seen board) []string {
	g := m.glyph()
	switch e := e.(type) {
	case gb.RoundStarted:
		return []string{fmt.Sprintf("%s Round %d %s", g.Rule, e.Round, g.Rule)}
	case gb.ShoeShuffled:
		if e.MidRound {
			return []string{fmt.Sprintf("The shoe is empty: the dealer shuffles the %d discards into a new shoe.", e.Cards)}
		}
		return []string{fmt.Sprintf("The dealer shuffles: %d cards, %d to the cut card.", e.Cards, e.UntilCut)}
	case gb.SatOut:
		if e.Broke {
			line := fmt.Sprintf("%s the minimum of %d: %s out.", m.names.Does(e.Seat, "cannot bet", "cannot bet"), m.cfg().MinBet, m.verb(e.Seat, "you sit", "sits"))
			if m.human(e.Seat) {
				line += " b takes a new bankroll."
			}
			return []string{line}
		}
		return []string{m.names.Does(e.Seat, "sit out.", "sits out.")}
	case gb.Rebought:
		return []string{fmt.Sprintf("%s a new bankroll of %s: %s chips.", m.names.Does(e.Seat, "take", "takes"), e.Amount, e.Bankroll)}
	case gb.BetPlaced:
		return []string{fmt.Sprintf("%s %s.", m.names.Does(e.Seat, "bet", "bets"), e.Amount)}
	case gb.CardDealt:
		return m.dealtLines(e, seen)
	case gb.InsuranceTaken:
		if e.EvenMoney {
			return []string{m.names.Does(e.Seat, "take even money.", "takes even money.")}
		}
		return []string{fmt.Sprintf("%s for %s.", m.names.Does(e.Seat, "insure", "insures"), e.Amount)}
	case gb.InsuranceDeclined:
		what := "insurance"
		if seen.spots[e.Seat].Hands[0].Blackjack() {
			what = "even money"
		}
		return []string{m.names.Does(e.Seat, "decline ", "declines ") + what + "."}
	case gb.DealerPeeked:
		if e.Blackjack {
			return []string{"The dealer peeks: blackjack."}
		}
		return []string{"The dealer peeks: no blackjack."}
	case gb.HoleCardRevealed:
		d := m.board.dealer
		return []string{fmt.Sprintf("The dealer turns over %s: %s.", m.cardText(e.Card), bj.Describe(d.List(), false))}
	case gb.PlayerActed:
		return m.actedLines(e, seen)
	case gb.HandSettled:
		return []string{m.settledLine(e)}
	case gb.InsuranceSettled:
		if e.Net > 0 {
			return []string{fmt.Sprintf("%s insurance pays %s.", capital(m.names.Whose(e.Seat)), signed(e.Net))}
		}
		return []string{fmt.Sprintf("%s insurance is lost: %s.", capital(m.names.Whose(e.Seat)), signed(e.Net))}
	case gb.RoundOver:
		var lines []string
		for i := range m.seats() {
			if e.Played[i] {
				lines = append(lines, fmt.Sprintf("%s %s %s bank %s", m.names[i], signed(e.Nets[i]), g.Dot, e.Bankrolls[i]))
			}
		}
		return lines
	case gb.GameOver:
		return []string{fmt.Sprintf("The table closes after %s.", plural(e.Rounds, "1 round", fmt.Sprintf("%d rounds", e.Rounds)))}
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

// dealtLines writes a dealt card. The opening deal is written once it is
// complete, when the hole card lands face down: every hand and the
// dealer's up card. A hit, a double, a split hand's second card and the
// dealer's draws are written as they come.
func (m model) dealtLines(e gb.CardDealt, seen board) []string {
	b := m.board
	if e.Dealer {
		switch {
		case e.FaceDown:
			var lines []string
			for i := range m.seats() {
				s := b.spots[i]
				if s.NHands > 0 {
					h := s.Hands[0]
					lines = append(lines, fmt.Sprintf("%s: %s, %s.", m.names[i], m.cardList(h.List()), bj.Describe(h.Cards[:h.N], false)))
				}
			}
			return append(lines, fmt.Sprintf("The dealer shows %s and a card face down.", m.cardText(b.dealer.Up())))
		case seen.dealer.N < 2:
			return nil // the up card: written with the hole card
		}
		return []string{fmt.Sprintf("The dealer draws %s: %s.", m.cardText(e.Card), bj.Describe(b.dealer.List(), false))}
	}
	if b.dealer.N < 2 {
		return nil // the opening deal
	}
	s := b.spots[e.Seat]
	h := s.Hands[e.Hand]
	total := bj.Describe(h.Cards[:h.N], h.FromSplit)
	who := m.who(e.Seat, e.Hand, s.NHands)
	switch {
	case seen.spots[e.Seat].Hands[e.Hand].N == 1:
		return []string{fmt.Sprintf("%s %s %s: %s.", who, m.verb(e.Seat, "get", "gets"), m.cardText(e.Card), total)}
	case seen.acted == gb.KindDouble:
		return []string{fmt.Sprintf("%s %s: %s, %s.", who, m.verb(e.Seat, "double", "doubles"), m.cardText(e.Card), total)}
	}
	return []string{fmt.Sprintf("%s %s: %s, %s.", who, m.verb(e.Seat, "hit", "hits"), m.cardText(e.Card), total)}
}

// actedLines writes a decision that draws no card: stand, split,
// surrender (a hit or a double is written with its card).
func (m model) actedLines(e gb.PlayerActed, seen board) []string {
	s := seen.spots[e.Seat]
	h := s.Hands[e.Hand]
	who := m.who(e.Seat, e.Hand, s.NHands)
	switch e.Action {
	case gb.KindStand:
		return []string{fmt.Sprintf("%s on %s.", who+" "+m.verb(e.Seat, "stand", "stands"), bj.Describe(h.Cards[:h.N], h.FromSplit))}
	case gb.KindSplit:
		return []string{fmt.Sprintf("%s %s %s.", who, m.verb(e.Seat, "split", "splits"), m.cardList(h.List()))}
	case gb.KindSurrender:
		return []string{who + " " + m.verb(e.Seat, "surrender.", "surrenders.")}
	}
	return nil
}

// settledLine writes a hand's result: "You: win, +10 (20 against 18)."
func (m model) settledLine(e gb.HandSettled) string {
	b := m.board
	s := b.spots[e.Seat]
	line := fmt.Sprintf("%s: %s, %s", m.who(e.Seat, e.Hand, s.NHands), e.Outcome, signed(e.Net))
	switch e.Outcome {
	case bj.Win, bj.Lose, bj.Push:
		if d := b.dealer; d.N >= 2 && !d.HoleDown {
			dt, _ := d.Total()
			line += fmt.Sprintf(" (%d against %d)", e.Total, dt)
		}
	}
	return line + "."
}

// summary is what the result screen shows: each seat's chips and what it
// won or lost in this game, and the lifetime record of the people.
func (m model) summary() []string {
	cfg := m.cfg()
	st := m.tbl.State()
	lines := []string{fmt.Sprintf("After %s:", plural(st.Round(), "1 round", fmt.Sprintf("%d rounds", st.Round())))}
	v := gb.Game.View(st, game.Spectator)
	for i := range m.seats() {
		s := v.Spots[i]
		net := s.Bankroll - bj.Chips(cfg.Bankroll)*bj.Amount(1+s.Rebuys)
		line := fmt.Sprintf("%s: %s chips (%s)", m.names[i], s.Bankroll, signed(net))
		if s.Rebuys > 0 {
			line += fmt.Sprintf(", %s", plural(s.Rebuys, "1 new bankroll", fmt.Sprintf("%d new bankrolls", s.Rebuys)))
		}
		lines = append(lines, line)
	}
	if m.bank.on {
		lines = append(lines, "")
		for i, name := range m.bank.names {
			if name == "" {
				continue
			}
			r := m.bank.recs[i]
			lines = append(lines, fmt.Sprintf("%s, all time: %s, net %s, biggest win %s, bankroll %s.",
				name, plural(r.Rounds, "1 round", fmt.Sprintf("%d rounds", r.Rounds)), signed(r.Net), signed(r.BiggestWin), r.Bankroll))
		}
	}
	return lines
}

// resultLines are the result box's lines at the end.
func (m model) resultLines() []string { return m.summary() }
