package yahtzee

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
)

// numHolds is how many holds the advisor lists.
const numHolds = 3

// advice is what the advisor says about one position: the best holds with
// the expected final score of each, and the expected final score of every
// box the dice may go in now, best first.
type advice struct {
	ok    bool // computed for the position after moves actions
	moves int
	seat  game.Seat // hot seat: one player's advice never reaches another
	now   float64   // expected final score before the turn's first roll
	holds []aiy.HoldAdvice
	boxes []aiy.BoxAdvice
}

// adviceMsg brings the advice computed for a position.
type adviceMsg struct {
	instance uint64
	advice   advice
}

// toggleTip opens or closes the advisor; Update asks for the advice.
func (m model) toggleTip() (model, tea.Cmd) {
	m.ShowTip = !m.ShowTip
	return m, nil
}

// advising reports whether the advisor speaks now: on a person's turn, or
// to an audience (a replay, computers alone) on anyone's.
func (m model) advising() bool {
	if m.humans() == 0 {
		return !m.tbl.Over() && !m.done
	}
	return m.myTurn()
}

// wantsAdvice reports whether the advisor is open without advice about
// this position, which can be computed now.
func (m model) wantsAdvice() bool {
	return m.ShowTip && m.advising() && m.strat.ready() && m.tipsFor != m.moves
}

// askAdvice computes the advice of the position in a command.
func (m model) askAdvice() (model, tea.Cmd) {
	v := m.view()
	t, inst := m.strat.table, m.clock.Instance()
	a := advice{ok: true, moves: m.moves, seat: v.Turn}
	m.tips, m.tipsFor = advice{}, m.moves
	return m, func() tea.Msg {
		return adviceMsg{instance: inst, advice: adviseOn(t, v, a)}
	}
}

// adviseOn fills in a's figures for the player to move in v.
func adviseOn(t *aiy.Table, v gy.View, a advice) advice {
	card := v.Card()
	a.now = t.Expected(card)
	if v.RollsUsed == 0 {
		return a
	}
	a.holds = aiy.Holds(t, card, v.Dice, v.RollsLeft(), numHolds)
	a.boxes = aiy.Boxes(t, card, v.Dice)
	return a
}

// gotAdvice keeps advice that is still about the position on screen.
func (m model) gotAdvice(msg adviceMsg) model {
	if m.clock.Owns(msg.instance) && msg.advice.moves == m.moves && m.tipsFor == m.moves && msg.advice.seat == m.view().Turn {
		m.tips = msg.advice
	}
	return m
}

// holdWords names a hold: "keep 5 5 5", "reroll all", or with every die
// kept, "score now".
func holdWords(h dice.Mask, faces dice.Hand) string {
	switch h {
	case 0:
		return "reroll all"
	case dice.FullMask:
		return "keep all: score now"
	}
	return "keep " + faceList(h.Faces(faces))
}

// ev writes an expected score to one decimal.
func ev(x float64) string { return fmt.Sprintf("%.1f", x) }

// adviceLines is the advisor's text, w cells wide at most: before the
// turn's first roll the expected final score; then the best holds with the
// expected final score of each while rolls are left, and the expected final
// score of every box the dice may go in, best first, with what a worse box
// costs.
func (m model) adviceLines(w int) []string {
	t, gl := m.env.Theme, m.glyph()
	switch {
	case !m.strat.ready():
		return []string{
			t.Text.Render(fmt.Sprintf("Computing the strategy table%s %d%%", gl.Ellipsis, int(100*m.strat.fraction()))),
			t.Progress(max(8, min(w, 40)), m.strat.fraction()),
		}
	case !m.tips.ok:
		return []string{t.Dim.Render("Working it out" + gl.Ellipsis)}
	}
	a, v := m.tips, m.view()
	seat := m.whoseAdvice(a.seat)
	if m.humans() == 0 {
		seat = " for " + m.names[a.seat]
	}
	if v.RollsUsed == 0 {
		return []string{
			t.Text.Render("Roll first" + seat + "."),
			t.Dim.Render("Expected final score: ") + t.Header.Render(ev(a.now)),
		}
	}
	var lines []string
	if len(a.holds) > 0 {
		lines = append(lines, t.Header.Render(fmt.Sprintf("Best holds%s, %s left", seat, plural(v.RollsLeft(), "1 roll", fmt.Sprintf("%d rolls", v.RollsLeft())))))
		for i, h := range a.holds {
			words := fmt.Sprintf("%d. %s", i+1, holdWords(h.Hold, v.Dice))
			if m.myTurn() && h.Hold == m.pending && h.Hold != dice.FullMask {
				words += " " + gl.Dash + " your hold"
			}
			lines = append(lines, row(w, words, ev(h.EV), t.Text, t.Header))
		}
	}
	if len(a.boxes) > 0 {
		lines = append(lines, t.Header.Render("Score now"+seat+" (final score)"))
		best := a.boxes[0].EV
		for _, b := range a.boxes {
			pts := fmt.Sprintf("%d", b.Points)
			if b.Bonus > 0 {
				pts += fmt.Sprintf("+%d", b.Bonus)
			}
			right := ev(b.EV)
			if d := b.EV - best; d < -0.05 {
				right = fmt.Sprintf("%s %s", ev(b.EV), t.Bad.Render(fmt.Sprintf("(%.1f)", d)))
			}
			lines = append(lines, row(w, fmt.Sprintf("%-12s %4s", longNames[b.Box], pts), right, t.Text, t.Text))
		}
	}
	return lines
}

// row puts left and right at the two ends of a line w cells wide.
func row(w int, left, right string, ls, rs lipgloss.Style) string {
	l, r := ls.Render(left), rs.Render(right)
	gap := max(1, w-lipgloss.Width(l)-lipgloss.Width(r))
	return l + strings.Repeat(" ", gap) + r
}
