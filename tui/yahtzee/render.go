package yahtzee

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// Header is the screen's table.Board.Header: the game and the round, then every player
// with their total (which names the card's narrow columns too) and, while
// the strategy table loads, its progress.
func (f face) Header(c ctx) table.Header {
	t, g, w := c.Env.Theme, c.Glyphs(), c.Env.Width
	right := ""
	if f.strat.table == nil && c.Replay == nil {
		label := "strategy"
		if why := f.strat.rebuildWords(); why != "" { // at most half the line: the players come first
			label = firstFit(w/2-17, label+", "+why, label+", "+f.strat.rebuildKind(), label)
		}
		right = t.Dim.Render(label+" ") + t.Progress(16, f.strat.frac)
	}
	return table.Header{
		Title:  t.Title.Render("Yahtzee"),
		Right:  t.Header.Render(fmt.Sprintf("Round %d of %d", min(f.round(), gy.Rounds), gy.Rounds)),
		Second: ui.Spread(w, f.legend(c, w-4), right, g.Ellipsis),
	}
}

// firstFit is the first of forms at most w cells wide, or the last.
func firstFit(w int, forms ...string) string {
	for _, f := range forms {
		if ansi.StringWidth(f) <= w {
			return f
		}
	}
	return forms[len(forms)-1]
}

// legend names every seat with its total, "P1 You 23  P2 AI (optimal) 25",
// in at most w cells if it can: without the totals, then with computers
// named by level alone.
func (f face) legend(c ctx, w int) string {
	t := c.Env.Theme
	var out string
	for form := range 4 {
		parts := make([]string, 0, len(c.Names))
		for i, n := range c.Names {
			seat := game.Seat(i)
			n = strings.TrimPrefix(n, seat.String()+" ") // "P2 AI (optimal)": the seat is said already
			if level, ok := screen.AILevel(n); ok && form >= 2 {
				n = "AI " + level
				if form == 3 {
					n = level
				}
			}
			part := t.Dim.Render(seat.String()) + " " + t.Header.Render(n)
			if form == 0 {
				part += " " + t.Text.Render(fmt.Sprint(f.view.Cards[i].Total()))
			}
			parts = append(parts, part)
		}
		if out = strings.Join(parts, "  "); lipgloss.Width(out) <= w {
			break
		}
	}
	return out
}

// LogArea is the screen's table.Board.LogArea: the box under the buttons.
func (f face) LogArea(c ctx, w, h int) ui.Rect { return layout(c, w, h).log }

// Draw is the screen's table.Board.Draw: the card, and beside it the dice, the turn
// line, the buttons, the status line and the box under them.
func (f face) Draw(c ctx, w, h int) ui.Block {
	g := layout(c, w, h)
	return ui.Beside(f.card(c, g), f.side(c, g), g.card.W, cardGap, h)
}

// side draws the column beside the card.
func (f face) side(c ctx, g geometry) ui.Block {
	t, w := c.Env.Theme, g.side.W
	status := c.Status
	if f.zero {
		status = fmt.Sprintf("Score 0 in %s? y or enter scores it, esc doesn't.", longNames[f.focusBox])
	}
	if status == "" && f.strat.err != nil {
		status = "The strategy table could not be cached: " + f.strat.err.Error()
	}
	if status != "" {
		status = t.Bad.Width(w).Render(status)
	}
	var gap []ui.Block // blank lines around the turn line and the buttons, where there is room
	if g.gap {
		gap = []ui.Block{ui.Text("")}
	}
	parts := append([]ui.Block{f.diceRow(c, g)}, gap...)
	parts = append(parts, ui.Text(f.turnLine(c, w)), f.buttons(c, w).Clip(w, g.buttonsH), ui.Lines(status, g.statusH))
	return ui.Stack(w, append(append(parts, gap...), f.box(c, g.log))...)
}

// diceRow draws the five dice, each a click zone "die0".."die4".
func (f face) diceRow(c ctx, g geometry) ui.Block {
	t, r := c.Env.Theme, f.roll
	shown, rolls := f.shownDice()
	mine := f.myTurn(c) && rolls > 0
	states := make([]ui.DieState, dice.HandSize)
	for d := range dice.HandSize {
		st := &states[d]
		switch {
		case r.tumbling && r.rolled.Has(d):
		case mine:
			st.Held, st.Focused = f.pending.Has(d), f.focusDie == d
		case f.revealing():
			st.Held = r.shown.Has(d)
		case rolls > 0:
			st.Held = f.held.Has(d)
		}
		st.FaceDown = shown[d] == 0
		st.Dim = rolls == 0 && !f.flash
	}
	if g.small {
		return t.SmallDiceRow(shown[:], states, zoneDie)
	}
	return t.DiceRow(shown[:], states, zoneDie)
}

// turnLine says whose turn it is, the roll counter ("Roll 2 of 3") and
// what is happening, in w cells: the player named in full if it fits,
// else shorter.
func (f face) turnLine(c ctx, w int) string {
	var text string
	var style lipgloss.Style
	forms := nameForms(c, f.turn())
	for form := range 4 {
		who := forms[min(form, len(forms)-1)]
		if text, style = f.turnWords(c, who, form); ansi.StringWidth(text) <= w {
			break
		}
	}
	return style.Render(ansi.Truncate(text, w, c.Glyphs().Ellipsis))
}

// nameForms are the names of seat from the longest to the shortest:
// "P4 AI (optimal)", "AI optimal", "P4".
func nameForms(c ctx, seat game.Seat) []string {
	forms := []string{c.Names[seat]}
	if level, ok := screen.AILevel(c.Names[seat]); ok {
		forms = append(forms, "AI "+level)
	}
	return append(forms, seat.String())
}

// turnWords is the turn line with the player to move called who, and at
// the end the winners named in the form-th of their nameForms (the last
// form without "Game over").
func (f face) turnWords(c ctx, who string, form int) (string, lipgloss.Style) {
	t, gl, v, turn := c.Env.Theme, c.Glyphs(), f.view, f.turn()
	shown, rolls := f.shownDice()
	roll := fmt.Sprintf("Roll %d of %d", rolls, gy.RollsPerTurn)
	switch {
	case v.Over && form == 3:
		return resultWords(c, v, v.Winners, form) + ".", t.Good
	case v.Over:
		return "Game over: " + resultWords(c, v, v.Winners, form) + ".", t.Good
	case f.roll.tumbling:
		return who + " " + gl.Dot + " rolling" + gl.Ellipsis, t.Text
	case f.revealing():
		keeps := ui.DiceWords(f.roll.shown.Faces(shown))
		return who + " " + gl.Dot + " " + roll + " " + gl.Dot + " " + does(c, turn, "keep", "keeps") + " " + keeps + gl.Ellipsis, t.Text
	case f.flash:
		return fmt.Sprintf("%s %s %d in %s.", who, does(c, turn, "score", "scores"), v.Cards[turn].Scores[f.scored.box], f.scored.box), t.Accent
	case c.Thinking != game.NoSeat && f.waitsForTable(c, c.Thinking):
		return fmt.Sprintf("%s waits for the strategy table%s %d%%", who, gl.Ellipsis, int(100*f.strat.frac)), t.Text
	case c.Thinking != game.NoSeat && rolls == 0:
		return who + " " + gl.Dot + " to roll" + gl.Ellipsis, t.Text
	case c.Thinking != game.NoSeat && c.Person(c.Thinking):
		return who + " " + gl.Dot + " " + roll + " " + gl.Dot + " waiting for them" + gl.Ellipsis, t.Text
	case c.Thinking != game.NoSeat:
		return who + " " + gl.Dot + " " + roll + " " + gl.Dot + " thinking" + gl.Ellipsis, t.Text
	case c.Replay != nil && c.Replay.Playing:
		return "Playing" + gl.Ellipsis + " space pauses.", t.Text
	case c.Replay != nil:
		return "Paused: right steps, space plays on.", t.Text
	case c.MyTurn && rolls == 0 && c.Names[turn] == "You":
		return "Your turn: r rolls.", t.Focus
	case c.MyTurn && rolls == 0:
		return who + " to play: r rolls.", t.Focus
	case c.MyTurn:
		return who + " " + gl.Dot + " " + roll, t.Focus
	}
	return who + " to play" + gl.Ellipsis, t.Text
}

// The zones of the screen: the dice are "die0".."die4", the card's rows
// "box0".."box12" (by yz.Box), and each button has its own.
const (
	zoneDie  = "die"
	zoneBox  = "box"
	btnRoll  = "btn-roll"
	btnScore = "btn-score"
	btnTip   = "btn-tip"
)

// buttons draws the action buttons, dimmed where the game says no, with
// their keys when they fit; in a replay, its controls.
func (f face) buttons(c ctx, w int) ui.Block {
	t := c.Env.Theme
	switch {
	case c.Holding:
		return t.Button(table.ZoneContinue, "Result", "enter", true, true)
	case c.Replay != nil: // whole buttons only: the footer names their keys
		cut := 0
		for _, z := range c.Controls.Zones {
			if z.X+z.W <= w {
				cut = max(cut, z.X+z.W)
			}
		}
		return c.Controls.Clip(cut, c.Controls.Height())
	case c.People == 0:
		return ui.Text("")
	}
	score := "Score"
	if _, rolls := f.shownDice(); f.myTurn(c) && rolls > 0 {
		score += " " + longNames[f.focusBox]
	}
	ids, hints := []string{btnRoll, btnScore, btnTip}, []string{"r", "enter", "t"}
	on := []bool{c.Can(gy.Roll(f.pending)), c.Can(gy.ScoreBox(f.focusBox)), true}
	// All three with their keys and the box named, then without the keys
	// (the footer names them), then Score without its box; only then are
	// the last ones left out.
	forms := []struct {
		keys   bool
		score  string
		labels int
	}{{true, score, 3}, {false, score, 3}, {false, "Score", 3}, {false, "Score", 2}, {false, "Score", 1}}
	for _, form := range forms {
		labels := []string{"Roll", form.score, "Advisor"}
		row := make([]ui.Block, form.labels)
		for i := range row {
			hint := hints[i]
			if !form.keys {
				hint = ""
			}
			row[i] = t.Button(ids[i], labels[i], hint, on[i], false)
		}
		if r := ui.Row(1, row...); r.Width() <= w {
			return r
		}
	}
	return ui.Text("")
}

// box draws the box under the buttons: the result at the end, the advisor
// when it speaks, else the log.
func (f face) box(c ctx, r ui.Rect) ui.Block {
	t := c.Env.Theme
	switch {
	case f.view.Over:
		return t.Boxed("Result", f.resultLines(c), r.W, r.H)
	case f.adviceNow(c):
		w := min(r.W, advisorMaxW)
		return t.Boxed("Advisor", f.adviceLines(c, w-4), w, r.H)
	}
	return c.Log
}

// advisorMaxW is the widest the advisor's box grows: its lines are a name
// and two figures, which read badly far apart.
const advisorMaxW = 60
