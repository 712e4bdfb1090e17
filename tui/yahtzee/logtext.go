package yahtzee

import (
	"fmt"
	"sort"
	"strings"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/ui"
)

// glyph returns the glyphs of this program's theme.
func (m model) glyph() ui.Glyphs { return m.env.Theme.Glyphs() }

// openingLines start the log: who plays.
func (m model) openingLines() []string {
	return []string{fmt.Sprintf("Yahtzee, %s: %s.", plural(m.seats(), "1 player", fmt.Sprintf("%d players", m.seats())),
		strings.Join(m.names, ", "))}
}

// describe writes the log lines of one event; seen is the board as it was
// before the event.
func (m model) describe(e game.Event, seen board) []string {
	g := m.glyph()
	switch e := e.(type) {
	case gy.TurnStarted:
		if e.Seat == 0 {
			return []string{fmt.Sprintf("%s Round %d %s", g.Rule, e.Round, g.Rule)}
		}
	case gy.DiceRolled:
		faces := faceList(e.Dice[:])
		kept := dice.FullMask &^ e.Rolled
		switch {
		case e.Roll == 1:
			return []string{m.names.Does(e.Seat, "roll ", "rolls ") + faces}
		case kept == 0:
			return []string{fmt.Sprintf("%s: %s", m.names.Does(e.Seat, "reroll all", "rerolls all"), faces)}
		}
		return []string{fmt.Sprintf("%s %s, %s: %s", m.names.Does(e.Seat, "keep", "keeps"), faceList(kept.Faces(seen.dice)),
			m.verb(e.Seat, "reroll", "rerolls"), faces)}
	case gy.BoxScored:
		line := fmt.Sprintf("%s %d in %s", m.names.Does(e.Seat, "score", "scores"), e.Points, e.Box)
		if e.Joker {
			line += " (joker)"
		}
		lines := []string{line + "."}
		if e.Bonus > 0 {
			lines = append(lines, fmt.Sprintf("  Yahtzee bonus +%d!", e.Bonus))
		}
		before := seen.cards[e.Seat]
		if e.Box.Upper() && before.UpperBonusScore() == 0 && before.UpperTotal()+e.Points >= yz.UpperBonusAt {
			lines = append(lines, fmt.Sprintf("  Upper bonus +%d (%d in the upper section).", yz.UpperBonus, before.UpperTotal()+e.Points))
		}
		return lines
	case gy.GameOver:
		return []string{"Game over: " + m.resultWords(e.Totals, e.Winners) + "."}
	}
	return nil
}

// verb is you for the seat named You, else they.
func (m model) verb(seat game.Seat, you, they string) string {
	if m.names[seat] == "You" {
		return you
	}
	return they
}

// resultWords says who won: "You win with 254", "P1 and P3 share the win
// with 230", or for one player "You score 231".
func (m model) resultWords(totals [gy.MaxSeats]int, winners []game.Seat) string {
	switch {
	case len(winners) == 0:
		return "no winner"
	case m.seats() == 1:
		return fmt.Sprintf("%s %d", m.names.Does(0, "score", "scores"), totals[0])
	case len(winners) == 1:
		return fmt.Sprintf("%s with %d", m.names.Does(winners[0], "win", "wins"), totals[winners[0]])
	}
	var ns []string
	for _, w := range winners {
		ns = append(ns, m.names[w])
	}
	return fmt.Sprintf("%s and %s share the win with %d", strings.Join(ns[:len(ns)-1], ", "), ns[len(ns)-1], totals[winners[0]])
}

// placing is one seat's place in the final ranking.
type placing struct {
	place int // 1 for the best; seats with equal totals share a place
	seat  game.Seat
	total int
}

// ranking orders the seats by total, highest first; equal totals share a
// place and the next place is skipped (1, 1, 3).
func ranking(totals []int) []placing {
	out := make([]placing, len(totals))
	for i, t := range totals {
		out[i] = placing{seat: game.Seat(i), total: t}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].total > out[j].total })
	for i := range out {
		out[i].place = i + 1
		if i > 0 && out[i].total == out[i-1].total {
			out[i].place = out[i-1].place
		}
	}
	return out
}

// totals returns every seat's total on the board.
func (m model) totals() []int {
	out := make([]int, m.seats())
	for i := range out {
		out[i] = m.board.cards[i].Total()
	}
	return out
}

// rankingLines writes the ranking, one line a seat: "1. You  254".
func (m model) rankingLines() []string {
	var lines []string
	for _, p := range ranking(m.totals()) {
		lines = append(lines, fmt.Sprintf("%d. %s %d", p.place, m.names[p.seat], p.total))
	}
	return lines
}

// expectLines say, for each computer seat, what it could expect at the
// start: the optimal player's exact expectation, and for the greedy player
// that none is computed.
func (m model) expectLines() []string {
	var lines []string
	for i := range m.seats() {
		s := game.Seat(i)
		switch level := m.level(s); {
		case level == "optimal" && m.strat.ready():
			lines = append(lines, fmt.Sprintf("%s expected %.2f at the start (optimal play).", m.names[s], m.strat.table.FreshValue()))
		case level == "greedy":
			lines = append(lines, fmt.Sprintf("%s: no exact expectation (it plays each turn for itself).", m.names[s]))
		}
	}
	return lines
}

// summary is what the result screen shows: who won, the ranking, and what
// the computers expected.
func (m model) summary() []string {
	s := m.tbl.State()
	var totals [gy.MaxSeats]int
	copy(totals[:], m.totals())
	lines := []string{m.resultWords(totals, s.Winners())}
	if m.seats() > 1 {
		lines = append(lines, "")
		lines = append(lines, m.rankingLines()...)
	}
	if exp := m.expectLines(); len(exp) > 0 {
		lines = append(append(lines, ""), exp...)
	}
	return lines
}

// faceList writes faces as "6 6 3".
func faceList(fs []int) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = fmt.Sprint(f)
	}
	return strings.Join(parts, " ")
}

// plural picks the words for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
