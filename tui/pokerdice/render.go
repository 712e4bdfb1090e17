package pokerdice

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/ui"
)

// table draws the table area, w by h at most: the opponent's dice on top,
// the player's below, what to do next, the buttons, the status line and the
// tip panel. Spacing lines are added only where there is room.
func (m model) table(w, h int) ui.Block {
	switch {
	case m.ShowHelp:
		return m.helpPage(w, h)
	case m.passing:
		return m.passPage(w)
	}
	t, b := m.env.Theme, m.board
	w = min(w, rowWidth) // the table is as wide as a row of dice; the frame centres it
	top, bottom := b.top(), b.bottom()
	prefix := map[game.Seat]string{top: zoneTheirs, bottom: zoneMine}
	drawn := map[dieLook]string{} // dice alike are drawn once per frame
	row := func(s game.Seat) []ui.Block {
		return []ui.Block{m.label(s, w), m.diceRow(s, prefix[s], drawn)}
	}
	status := ui.Text("")
	if m.status != "" {
		status = ui.Text(ui.Fit(t.Bad, w, m.status))
	}
	lower := []ui.Block{m.prompt(w)}
	lower = append(lower, m.buttons(w)...)
	lower = append(lower, status)
	var tips []ui.Block
	if m.ShowTip {
		tips = append(tips, ui.Text(t.Header.Render("Tips")+t.Dim.Render(" (exact odds of winning the round)")))
		for _, l := range m.tipLines() {
			tips = append(tips, ui.Text(t.Text.Render(ansi.Truncate(l, w, ""))))
		}
	}

	used := 2 * (1 + ui.DieHeight)
	for _, p := range append(lower, tips...) {
		used += p.Height()
	}
	spare := h - used
	if spare < 0 && len(tips) > 1 { // no room for the tip title
		tips, spare = tips[1:], spare+1
	}
	var parts []ui.Block
	parts = append(parts, row(top)...)
	if spare >= 1 {
		parts = append(parts, ui.Text(""))
	}
	parts = append(parts, row(bottom)...)
	if spare >= 2 {
		parts = append(parts, ui.Text(""))
	}
	parts = append(parts, lower...)
	if len(tips) > 0 && spare >= 3 {
		parts = append(parts, ui.Text(""))
	}
	parts = append(parts, tips...)
	return ui.Stack(w, parts...)
}

// rowWidth is the width of a row of five dice.
const rowWidth = dice.HandSize*(ui.DieWidth+1) - 1

// label is the line above a seat's dice: name, points, and the seat's state
// (to move, its hand at a showdown, a doubled stake, skills left).
func (m model) label(s game.Seat, w int) ui.Block {
	t, b, g := m.env.Theme, m.board, m.glyph()
	parts := []string{t.Header.Render(m.names[s]), t.Dim.Render(points(b.score[s]))}
	switch {
	case b.showdown:
		r := b.result
		rank := r.Ranks[s].String()
		switch r.Winner {
		case s:
			parts = append(parts, t.Good.Render(rank), t.Good.Render(fmt.Sprintf("WINS +%d", r.Points)))
		case game.NoSeat:
			parts = append(parts, t.Text.Render(rank), t.Dim.Render("draw"))
		default:
			parts = append(parts, t.Text.Render(rank))
		}
	case m.beat.kind == beatThink || m.beat.kind == beatDeciding:
		if m.beat.seat == s {
			parts = append(parts, t.Focus.Render("thinking"+g.Ellipsis))
		}
	case m.beat.kind == beatReveal:
		if m.beat.seat == s {
			parts = append(parts, t.Focus.Render("holding"+g.Ellipsis))
		}
	case len(m.queue) == 0 && m.beat.kind == beatIdle:
		if v := m.view(); v.Phase != gp.PhaseOver && v.Turn == s {
			parts = append(parts, t.Focus.Render("to move"))
		}
	}
	if b.doubled[s] && !b.showdown {
		parts = append(parts, t.Held.Render("x2 stake"))
	}
	left := strings.Join(parts, "  ")
	v := m.view()
	if !v.Config.Skills {
		return ui.Text(ansi.Truncate(left, w, ""))
	}
	var letters []string
	for _, k := range gp.Skills {
		if v.SkillLeft(s, k) {
			letters = append(letters, k.String()[:1])
		}
	}
	skills := "skills " + strings.Join(letters, " ")
	if len(letters) == 0 {
		skills = "no skills"
	}
	for _, right := range []string{skills, strings.Join(letters, " ")} {
		if gap := w - lipgloss.Width(left) - len(right); gap >= 2 {
			return ui.Text(left + strings.Repeat(" ", gap) + t.Dim.Render(right))
		}
	}
	return ui.Text(ansi.Truncate(left, w, ""))
}

// points writes "1 pt" or "3 pts".
func points(n int) string {
	if n == 1 {
		return "1 pt"
	}
	return strconv.Itoa(n) + " pts"
}

// dieLook is everything that decides how a die is drawn.
type dieLook struct {
	face   int
	state  ui.DieState
	forced bool
}

// diceRow draws a seat's five dice, each a click zone prefix+position;
// drawn keeps the dice already drawn this frame.
func (m model) diceRow(s game.Seat, prefix string, drawn map[dieLook]string) ui.Block {
	t, b := m.env.Theme, m.board
	me := s == b.bottom() && m.human(s)
	mine := me && m.myTurn() && (m.mode == modeRelock || (m.mode == modeHold && m.view().Phase == gp.PhaseHold))
	targeting := !me && m.myTurn() && m.targeting()
	row := make([]ui.Block, dice.HandSize)
	for d := range row {
		face := b.dice[s][d]
		if m.beat.kind == beatTumble && m.beat.tumble[s].Has(d) {
			face = m.beat.faces[s][d]
		}
		var st ui.DieState
		switch {
		case b.showdown:
			st.Highlight = b.result.Winner == s
		case mine:
			st.Held, st.Focused = m.pending.Has(d), m.focus == d
		case m.beat.kind == beatReveal && m.beat.seat == s:
			st.Held = m.beat.reveal.Shown.Has(d)
		case targeting:
			st.Held, st.Focused = b.held[s].Has(d), m.aim == d
			st.Dim = m.view().Check(m.targetAction(d)) != nil
		default:
			st.Held = b.held[s].Has(d)
		}
		st.FaceDown = face == 0
		look := dieLook{face: face, state: st, forced: b.forced[s].Has(d) && !b.showdown}
		text, ok := drawn[look]
		if !ok {
			die := t.Die(face, st)
			if look.forced {
				die = m.markDie(die, "FORCED", st.Focused)
			}
			text = die.Text
			drawn[look] = text
		}
		row[d] = ui.Block{Text: text}
	}
	return ui.JoinDice(row, ui.DieWidth, ui.DieHeight, prefix)
}

// targetAction is the peek or force of die d while choosing a target.
func (m model) targetAction(d int) gp.Action {
	if m.mode == modeForce {
		return gp.Force(d)
	}
	return gp.Peek(d)
}

// markDie writes word on the marker line under a die, such as FORCED for a
// held die the opponent made reroll.
func (m model) markDie(die ui.Block, word string, focused bool) ui.Block {
	t := m.env.Theme
	lines := strings.Split(die.Text, "\n")
	left, right := " ", " "
	if focused {
		left, right = t.Focus.Render(">"), t.Focus.Render("<")
	}
	pad := ui.DieWidth - 2 - len(word)
	lines[len(lines)-1] = left + strings.Repeat(" ", pad/2) + t.Bad.Render(word) + strings.Repeat(" ", pad-pad/2) + right
	return ui.Text(strings.Join(lines, "\n"))
}

// prompt says in words what is happening and what to do next.
func (m model) prompt(w int) ui.Block {
	t, g := m.env.Theme, m.glyph()
	text, style := "", t.Text
	switch {
	case m.beat.kind == beatOver || (m.board.over && m.beat.kind == beatIdle):
		s := m.tbl.State()
		text, style = m.matchWords(s.Winner(), s.Score())+".", t.Good
	case m.beat.kind == beatShowdown:
		r := m.board.result
		text = fmt.Sprintf("Round %d is drawn.", r.Round)
		if r.Winner != game.NoSeat {
			text = fmt.Sprintf("%s round %d (+%d).", m.names.Does(r.Winner, "win", "wins"), r.Round, r.Points)
		}
		style = t.Good
	case m.beat.kind == beatTumble || len(m.queue) > 0:
		text = "Rolling" + g.Ellipsis
	case m.beat.kind == beatThink || m.beat.kind == beatDeciding:
		text = m.names[m.beat.seat] + " is choosing" + g.Ellipsis
	case m.beat.kind == beatReveal:
		text = m.names.Does(m.beat.seat, "choose", "chooses") + " " + strings.ToLower(string(m.beat.action.Kind)) + "s" + g.Ellipsis
	case m.rep.On && m.rep.Playing:
		text = "Playing" + g.Ellipsis + " space pauses."
	case m.rep.On:
		text = "Paused: n next action, space plays on."
	case m.myTurn():
		text, style = m.turnPrompt(), t.Focus
	default:
		if v := m.view(); v.Phase != gp.PhaseOver {
			text = "Waiting for " + m.names[v.Turn] + g.Ellipsis
		}
	}
	return ui.Text(ui.Fit(style, w, text))
}

// turnPrompt tells the player what their keys do now.
func (m model) turnPrompt() string {
	switch m.mode {
	case modePeek:
		return "Peek: pick an opponent die (1-5 or click)."
	case modeForce:
		return "Force: pick a die they hold (1-5 or click)."
	case modeRelock:
		return "Relock: choose dice to keep, enter rolls."
	}
	if m.view().Phase == gp.PhaseRelock {
		return "Reroll done: r to relock, s to stand."
	}
	return "Choose holds: space/click toggles, enter rolls."
}

// buttons draws the action buttons, dimmed where the game says no.
func (m model) buttons(w int) []ui.Block {
	t := m.env.Theme
	switch m.beat.kind {
	case beatShowdown:
		return []ui.Block{t.Button(btnNext, "Next round", "enter", true, true)}
	case beatOver:
		return []ui.Block{t.Button(btnNext, "Match result", "enter", true, true)}
	}
	if m.rep.On {
		play := "Play"
		if m.rep.Playing {
			play = "Pause"
		}
		return []ui.Block{ui.Row(1,
			t.Button(btnNext, "Next", "n", m.rep.Next(m.moves), false),
			t.Button(btnPlay, play, "space", m.rep.Next(m.moves), false))}
	}
	if m.humans() == 0 {
		return nil
	}
	v, turn := m.view(), m.myTurn()
	ok := func(a gp.Action) bool { return turn && v.Check(a) == nil }
	anyDie := func(act func(int) gp.Action) bool {
		for d := range dice.HandSize {
			if ok(act(d)) {
				return true
			}
		}
		return false
	}
	main, mainOK := "Hold & roll", ok(gp.Hold(m.pending))
	if v.Phase == gp.PhaseRelock {
		main, mainOK = "Relock & roll", false
	}
	switch m.mode {
	case modeRelock:
		main, mainOK = "Relock & roll", ok(gp.Relock(m.pending))
	case modePeek, modeForce:
		main, mainOK = "Pick die", ok(m.targetAction(m.aim))
	}
	first := []ui.Block{
		t.Button(btnRoll, main, "enter", mainOK, false),
		t.Button(btnTip, "Tip", "t", true, m.ShowTip),
	}
	if !v.Config.Skills {
		return []ui.Block{ui.Row(1, first...)}
	}
	first = append(first, t.Button(btnStand, "Stand", "s", ok(gp.Stand()), false))
	skills := []ui.Block{
		t.Button(btnPeek, "Peek", "p", anyDie(gp.Peek), m.mode == modePeek),
		t.Button(btnForce, "Force", "f", anyDie(gp.Force), m.mode == modeForce),
		t.Button(btnDouble, "Double", "d", ok(gp.Double()), false),
		t.Button(btnRelock, "Relock", "r", ok(gp.Relock(0)), m.mode == modeRelock),
	}
	one := ui.Row(1, append(first, skills...)...)
	if one.Width() <= w {
		return []ui.Block{one}
	}
	return []ui.Block{ui.Row(1, first...), ui.Row(1, skills...)}
}

// passPage hides the table while the keyboard passes to the next player.
func (m model) passPage(w int) ui.Block {
	t, g := m.env.Theme, m.glyph()
	next := m.names[m.viewer()]
	inner := max(10, min(w, rowWidth)-6)
	return ui.Column(lipgloss.Center,
		ui.Text(t.Title.Width(inner).Align(lipgloss.Center).Render(fmt.Sprintf("Pass the keyboard to %s %s press enter", next, g.Dash))),
		ui.Text(""),
		ui.Text(t.Dim.Width(inner).Align(lipgloss.Center).Render("Only "+next+" should see the screen now.")),
		ui.Text(""),
		t.Button(btnReady, "I'm "+next, "enter", true, true),
	).Styled(t.Panel.Padding(1, 2))
}
