package yahtzee

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/game/webreplay"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	"teahouse/tui/ui"
)

// numHolds is how many holds the advisor lists.
const numHolds = 3

// advice is what the advisor says about one position: the best holds with
// the expected final score of each, and the expected final score of every
// box the dice may go in now, best first.
type advice struct {
	seat  game.Seat // whom it speaks to: the player to move
	rolls int       // the rolls made when it was given
	now   float64   // expected final score before the turn's first roll
	holds []aiyz.HoldAdvice
	boxes []aiyz.BoxAdvice
}

// adviseOn works out the advice for the player to move in v; it runs off
// the Update loop.
func adviseOn(t *aiyz.Table, v gy.View) advice {
	card := v.Card()
	a := advice{seat: v.Turn, rolls: v.RollsUsed, now: t.Expected(card)}
	if v.RollsUsed == 0 {
		return a
	}
	a.holds = aiyz.Holds(t, card, v.Dice, v.RollsLeft(), numHolds)
	a.boxes = aiyz.Boxes(t, card, v.Dice)
	return a
}

// ev writes an expected score to one decimal.
func ev(x float64) string { return fmt.Sprintf("%.1f", x) }

// adviceLines is the advisor's text, w cells wide at most: before the
// turn's first roll the expected final score; then the best holds with the
// expected final score of each while rolls are left, and the expected
// final score of every box the dice may go in, best first, with what a
// worse box costs.
func (f face) adviceLines(c ctx, w int) []string {
	t, gl := c.Env.Theme, c.Glyphs()
	switch {
	case f.strat.table == nil:
		lines := []string{
			t.Text.Render(fmt.Sprintf("Computing the strategy table%s %d%%", gl.Ellipsis, int(100*f.strat.frac))),
			t.Progress(max(8, min(w, 40)), f.strat.frac),
		}
		if why := f.strat.rebuildSentence(); why != "" {
			lines = append(lines, t.Dim.Render(why))
		}
		return lines
	case f.tips == nil:
		return []string{t.Dim.Render("Working it out" + gl.Ellipsis)}
	}
	a, faces := *f.tips, f.view.Dice
	seat := ""
	if c.People != 1 {
		seat = " for " + c.Names[a.seat]
	}
	if a.rolls == 0 {
		return []string{
			t.Text.Render("Roll first" + seat + "."),
			t.Dim.Render("Expected final score: ") + t.Header.Render(ev(a.now)),
		}
	}
	var lines []string
	if len(a.holds) > 0 {
		left := gy.RollsPerTurn - a.rolls
		lines = append(lines, t.Header.Render(fmt.Sprintf("Best holds%s, %s left", seat, ui.Plural(left, "1 roll", fmt.Sprintf("%d rolls", left)))))
		for i, h := range a.holds {
			words := fmt.Sprintf("%d. %s", i+1, aiyz.HoldWords(h.Hold, faces))
			if f.myTurn(c) && h.Hold == f.pending && h.Hold != dice.FullMask {
				words += " " + gl.Dash + " your hold"
			}
			lines = append(lines, spread(w, words, ev(h.EV), t.Text, t.Header, gl.Ellipsis))
		}
	}
	if len(a.boxes) > 0 {
		lines = append(lines, t.Header.Render("Score now"+seat+" (final score)"))
		best := a.boxes[0].EV
		for _, b := range a.boxes {
			pts := fmt.Sprint(b.Points)
			if b.Bonus > 0 {
				pts += fmt.Sprintf("+%d", b.Bonus)
			}
			left, right := fmt.Sprintf("%-12s %4s", longNames[b.Box], pts), ev(b.EV)
			if d := b.EV - best; d < -0.05 && len(left)+len(right)+9 <= w { // the cost, where it fits
				right += " " + t.Bad.Render(fmt.Sprintf("(%.1f)", d))
			}
			lines = append(lines, spread(w, left, right, t.Text, t.Text, gl.Ellipsis))
		}
	}
	return lines
}

// TipPage is the screen's table.Tips.Page: the advice kept, as a web
// page shows it: the best holds while rolls are left and every box's
// expected final score, best first.
func (f face) TipPage(c ctx) *webreplay.Hint {
	if f.tips == nil {
		return nil
	}
	a := *f.tips
	if a.rolls == 0 {
		return &webreplay.Hint{Title: "Advisor", Lines: []string{"Roll first. Expected final score: " + ev(a.now)}}
	}
	h := &webreplay.Hint{Title: "Advisor: expected final score"}
	for i, hold := range a.holds {
		h.Rows = append(h.Rows, webreplay.HintRow{Action: aiyz.HoldWords(hold.Hold, c.View.Dice), Value: ev(hold.EV), Best: i == 0})
	}
	for i, b := range a.boxes {
		h.Rows = append(h.Rows, webreplay.HintRow{Action: fmt.Sprintf("score %s (%d)", longNames[b.Box], b.Points+b.Bonus),
			Value: ev(b.EV), Best: i == 0 && len(a.holds) == 0})
	}
	return h
}

// spread puts left and right at the two ends of a line w cells wide,
// cutting left (never a figure on the right) where both do not fit, so
// the panel never wraps a line in the middle of a number.
func spread(w int, left, right string, ls, rs lipgloss.Style, tail string) string {
	if room := w - 1 - lipgloss.Width(right); lipgloss.Width(left) > room {
		left = ansi.Truncate(left, max(0, room), tail)
	}
	l, r := ls.Render(left), rs.Render(right)
	return l + strings.Repeat(" ", max(1, w-lipgloss.Width(l)-lipgloss.Width(r))) + r
}
