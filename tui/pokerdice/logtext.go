package pokerdice

import (
	"fmt"
	"strings"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/ui"
)

// glyph returns the glyphs of this program's theme.
func (m model) glyph() ui.Glyphs { return m.env.Theme.Glyphs() }

// openingLines logs round 1, which the game rolled before the screen began.
func (m model) openingLines() []string {
	v := gp.Game.View(m.tbl.State(), m.logViewer())
	var lines []string
	lines = append(lines, m.describe(gp.RoundStarted{Round: v.Round, Starter: v.Starter}, board{})...)
	for i, p := range v.Players {
		e := gp.DiceRolled{Seat: game.Seat(i), Dice: p.Dice, Rolled: dice.FullMask, Public: p.Known}
		lines = append(lines, m.describe(e, board{})...)
	}
	return lines
}

// describe writes the log lines of one event, redacted for the log's reader;
// seen is the table as that reader saw it before the event.
func (m model) describe(e game.Event, seen board) []string {
	g := m.glyph()
	switch e := e.(type) {
	case gp.RoundStarted:
		title := fmt.Sprintf("%s Round %d %s", g.Rule, e.Round, g.Rule)
		if e.Round > m.tbl.State().Config().Rounds {
			title = fmt.Sprintf("%s Round %d, sudden death %s", g.Rule, e.Round, g.Rule)
		}
		return []string{title, m.names.Does(e.Starter, "hold first.", "holds first.")}
	case gp.DiceRolled:
		hand := handWords(e.Dice)
		switch n := e.Rolled.Count(); {
		case n == dice.HandSize && !seen.decided[e.Seat]:
			return []string{m.names.Does(e.Seat, "roll ", "rolls ") + hand}
		case n == dice.HandSize:
			return []string{m.names.Does(e.Seat, "reroll all: ", "rerolls all: ") + hand}
		case n == 0:
			return []string{m.names.Does(e.Seat, "reroll nothing: ", "rerolls nothing: ") + hand}
		default:
			return []string{fmt.Sprintf("%s%d %s: %s", m.names.Does(e.Seat, "reroll ", "rerolls "), n, plural(n, "die", "dice"), hand)}
		}
	case gp.HoldChosen:
		if e.Held == 0 && seen.relocking[e.Seat] {
			return []string{m.names.Does(e.Seat, "relock, keeping nothing.", "relocks, keeping nothing.")}
		}
		if e.Held == 0 {
			return []string{m.names.Does(e.Seat, "hold nothing.", "holds nothing.")}
		}
		line := m.names.Does(e.Seat, "hold ", "holds ") + e.Held.Words()
		if seen.relocking[e.Seat] {
			line = m.names.Does(e.Seat, "relock, keeping ", "relocks, keeping ") + e.Held.Words()
		}
		if faces := e.Held.Faces(seen.dice[e.Seat]); !hasZero(faces) {
			line += " (" + faceList(faces) + ")"
		}
		return []string{line}
	case gp.SkillUsed:
		opp := 1 - e.Seat
		switch e.Skill {
		case gp.SkillPeek:
			return []string{fmt.Sprintf("%s at %s die %d: a %d.", m.names.Does(e.Seat, "peek", "peeks"), m.names.Whose(opp), e.Die+1, e.Face)}
		case gp.SkillForce:
			return []string{fmt.Sprintf("%s %s die %d to reroll.", m.names.Does(e.Seat, "force", "forces"), m.names.Whose(opp), e.Die+1)}
		case gp.SkillDouble:
			return []string{m.names.Does(e.Seat, "double", "doubles") + " the stake."}
		}
		return nil // Relock: the hold that follows says it
	case gp.Stood:
		return []string{m.names.Does(e.Seat, "stand.", "stands.")}
	case gp.RoundScored:
		r := e.Result
		lines := []string{fmt.Sprintf("Round %d showdown:", r.Round)}
		for i, rank := range r.Ranks {
			lines = append(lines, fmt.Sprintf("  %s: %s", m.names[i], rank))
		}
		score := fmt.Sprintf("%d-%d", r.Score[0], r.Score[1])
		if r.Winner == game.NoSeat {
			return append(lines, "  Drawn, "+score)
		}
		return append(lines, fmt.Sprintf("  %s (+%d), %s", m.names.Does(r.Winner, "win", "wins"), r.Points, score))
	case gp.MatchOver:
		return []string{m.matchWords(e.Winner, e.Score) + "."}
	}
	return nil
}

// matchWords says who won the match, the winner's points first.
func (m model) matchWords(w game.Seat, score [gp.Seats]int) string {
	if w < 0 {
		return fmt.Sprintf("The match ends %d-%d", score[0], score[1])
	}
	return fmt.Sprintf("%s the match %d-%d", m.names.Does(w, "win", "wins"), score[w], score[1-w])
}

// summary is what the result screen shows: who won and every round's hands.
func (m model) summary() []string {
	s := m.tbl.State()
	lines := []string{m.matchWords(s.Winner(), s.Score()), ""}
	for _, r := range m.results {
		if r.Winner == game.NoSeat {
			lines = append(lines, fmt.Sprintf("R%d drawn: %s v %s", r.Round, r.Ranks[0], r.Ranks[1]))
			continue
		}
		won := m.names.Does(r.Winner, "won", "won")
		if r.Points > 1 {
			won += " x2"
		}
		lines = append(lines, fmt.Sprintf("R%d %s: %s v %s", r.Round, won, r.Ranks[r.Winner], r.Ranks[1-r.Winner]))
	}
	return lines
}

// handWords writes five faces as "3 3 6 1 4", with ? for a hidden face.
func handWords(h dice.Hand) string {
	parts := make([]string, len(h))
	for i, f := range h {
		parts[i] = "?"
		if f != 0 {
			parts[i] = fmt.Sprint(f)
		}
	}
	return strings.Join(parts, " ")
}

func hasZero(fs []int) bool {
	for _, f := range fs {
		if f == 0 {
			return true
		}
	}
	return false
}

func itoa(n int) string { return fmt.Sprint(n) }

// plural picks the word for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
