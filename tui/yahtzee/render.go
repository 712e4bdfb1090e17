package yahtzee

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// side draws the column beside the card: the dice, the turn line, the
// buttons, the status line and the box under them.
func (m model) side(g geometry) ui.Block {
	t := m.env.Theme
	w := g.side.W
	status := ""
	if m.status != "" {
		status = t.Bad.Width(w).Render(m.status)
	}
	parts := []ui.Block{m.diceRow(g)}
	if g.gap {
		parts = append(parts, ui.Text(""))
	}
	parts = append(parts, ui.Text(m.turnLine(w)), m.buttons(w), ui.Lines(status, g.statusH))
	if g.gap {
		parts = append(parts, ui.Text(""))
	}
	parts = append(parts, m.box(g.log))
	return ui.Stack(w, parts...)
}

// diceRow draws the five dice, each a click zone "die0".."die4".
func (m model) diceRow(g geometry) ui.Block {
	t, b := m.env.Theme, m.board
	mine := m.myTurn() && b.rolled()
	faces := make([]int, dice.HandSize)
	states := make([]ui.DieState, dice.HandSize)
	for d := range dice.HandSize {
		faces[d] = b.dice[d]
		st := &states[d]
		switch {
		case m.beat.kind == beatTumble && m.beat.tumble.Has(d):
			faces[d] = m.beat.faces[d]
		case mine:
			st.Held, st.Focused = m.pending.Has(d), m.focusDie == d
		case m.beat.kind == beatReveal:
			st.Held = m.beat.reveal.Shown.Has(d)
		case b.rolled():
			st.Held = b.held.Has(d)
		}
		st.FaceDown = faces[d] == 0
		st.Dim = !b.rolled() && m.beat.kind != beatFlash
	}
	if g.small {
		return t.SmallDiceRow(faces, states, zoneDie)
	}
	return t.DiceRow(faces, states, zoneDie)
}

// turnLine says whose turn it is, the roll counter ("Roll 2 of 3") and
// what is happening.
func (m model) turnLine(w int) string {
	gl := m.glyph()
	var text string
	var style lipgloss.Style
	for _, who := range m.nameForms(m.board.turn) {
		text, style = m.turnWords(who)
		if ansi.StringWidth(text) <= w {
			break
		}
	}
	return style.Render(ansi.Truncate(text, w, gl.Ellipsis))
}

// nameForms are the names of seat from the longest to the shortest:
// "P4 AI (optimal)", "AI optimal", "P4".
func (m model) nameForms(seat game.Seat) []string {
	forms := []string{m.names[seat]}
	if level, ok := screen.AILevel(m.names[seat]); ok {
		forms = append(forms, "AI "+level)
	}
	return append(forms, seat.String())
}

// turnWords is the turn line with the player to move called who.
func (m model) turnWords(who string) (string, lipgloss.Style) {
	t, gl, b := m.env.Theme, m.glyph(), m.board
	var text string
	style := t.Text
	roll := fmt.Sprintf("Roll %d of %d", b.rollsUsed, gy.RollsPerTurn)
	switch {
	case b.over:
		var totals [gy.MaxSeats]int
		copy(totals[:], m.totals())
		text, style = "Game over: "+m.resultWords(totals, m.tbl.State().Winners())+".", t.Good
	case m.beat.kind == beatTumble || len(m.queue) > 0:
		text = who + " " + gl.Dot + " rolling" + gl.Ellipsis
	case m.beat.kind == beatFlash:
		c := b.cards[b.scored.seat]
		text = fmt.Sprintf("%s %s %d in %s.", who, m.verb(b.scored.seat, "score", "scores"), c.Scores[b.scored.box], b.scored.box)
		style = t.Accent
	case m.beat.kind == beatWaiting:
		text = fmt.Sprintf("%s waits for the strategy table%s %d%%", who, gl.Ellipsis, int(100*m.strat.fraction()))
	case m.beat.kind == beatThink || m.beat.kind == beatDeciding:
		text = who + " " + gl.Dot + " " + roll + " " + gl.Dot + " thinking" + gl.Ellipsis
		if !b.rolled() {
			text = who + " " + gl.Dot + " to roll" + gl.Ellipsis
		}
	case m.beat.kind == beatReveal:
		text = who + " " + gl.Dot + " " + roll + " " + gl.Dot + " " + m.verb(b.turn, "keep", "keeps") + " " + faceList(m.beat.reveal.Shown.Faces(b.dice)) + gl.Ellipsis
	case m.rep.On && m.rep.Playing:
		text = "Playing" + gl.Ellipsis + " space pauses."
	case m.rep.On:
		text = "Paused: n next action, space plays on."
	case m.myTurn() && !b.rolled():
		text, style = who+" to play: r rolls.", t.Focus
		if m.names[b.turn] == "You" {
			text = "Your turn: r rolls."
		}
	case m.myTurn():
		text, style = who+" "+gl.Dot+" "+roll, t.Focus
	default:
		text = who + " to play" + gl.Ellipsis
	}
	return text, style
}

// buttons draws the action buttons, dimmed where the game says no, with
// their keys when they fit.
func (m model) buttons(w int) ui.Block {
	t := m.env.Theme
	row := func(withKeys bool, bs ...[4]string) ui.Block {
		var blocks []ui.Block
		for _, b := range bs {
			k := b[2]
			if !withKeys {
				k = ""
			}
			blocks = append(blocks, t.Button(b[0], b[1], k, b[3] == "on", false))
		}
		return ui.Row(1, blocks...)
	}
	on := func(ok bool) string {
		if ok {
			return "on"
		}
		return "off"
	}
	var bs [][4]string
	switch {
	case m.beat.kind == beatOver:
		return t.Button(btnResult, "Result", "enter", true, true)
	case m.rep.On:
		play := "Play"
		if m.rep.Playing {
			play = "Pause"
		}
		next := on(m.rep.Next(m.moves))
		bs = [][4]string{{btnNext, "Next", "n", next}, {btnPlay, play, "space", next}}
	case m.humans() == 0:
		return ui.Text("")
	default:
		v, turn := m.view(), m.myTurn()
		score := "Score"
		if turn && m.board.rolled() {
			score = "Score " + longNames[m.focusBox]
		}
		bs = [][4]string{
			{btnRoll, "Roll", "r", on(turn && v.Check(gy.Roll(m.pending)) == nil)},
			{btnScore, score, "enter", on(turn && v.Check(gy.ScoreBox(m.focusBox)) == nil)},
			{btnTip, "Advisor", "t", "on"},
		}
	}
	for _, keys := range []bool{true, false} {
		for n := len(bs); n > 0; n-- {
			if r := row(keys, bs[:n]...); r.Width() <= w {
				return r
			}
		}
	}
	return ui.Text("")
}

// box draws the box under the buttons: the result at the end, the advisor
// when it is open, else the log.
func (m model) box(r ui.Rect) ui.Block {
	t := m.env.Theme
	switch {
	case m.board.over && !m.rep.On || m.beat.kind == beatOver:
		return t.Boxed("Result", m.resultLines(), r.W, r.H)
	case m.ShowTip && m.advising():
		return t.Boxed("Advisor", m.adviceLines(r.W-4), r.W, r.H)
	}
	return ui.Zone(zoneLog, ui.Text(m.Log.View()))
}

// resultLines are the ranking and what the computers expected.
func (m model) resultLines() []string {
	lines := m.rankingLines()
	if exp := m.expectLines(); len(exp) > 0 {
		lines = append(append(lines, ""), exp...)
	}
	return lines
}

// whoseAdvice names the seat the advisor speaks to.
func (m model) whoseAdvice(s game.Seat) string {
	if m.humans() > 1 {
		return " for " + m.names[s]
	}
	return ""
}
