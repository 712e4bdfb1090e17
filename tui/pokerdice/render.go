package pokerdice

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// Header is the screen's table.Board.Header: the game and the round, then the players
// with the match score and the match's rules.
func (f face) Header(c ctx) table.Header {
	t, g, v := c.Env.Theme, glyphs(c), f.view
	title := "Risk Choice 风险抉择"
	if t.ASCII {
		title = "Risk Choice"
	}
	round := fmt.Sprintf("Round %d %s best of %d", v.Round, g.Dot, v.Config.Rounds)
	if v.Round > v.Config.Rounds {
		round = fmt.Sprintf("Round %d %s sudden death", v.Round, g.Dot)
	}
	score := fmt.Sprintf("%s %d : %d %s", t.Header.Render(c.Names[0]), v.Players[0].Points, v.Players[1].Points, t.Header.Render(c.Names[1]))
	rules := fmt.Sprintf("%s holds %s skills %s", v.Config.Rule, g.Dot, onOff(v.Config.Skills))
	return table.Header{
		Title:  t.Title.Render(title),
		Sub:    t.Dim.Render(" " + g.Dot + " dice poker"),
		Right:  t.Header.Render(round),
		Second: ui.Spread(c.Env.Width, t.Text.Render(score), t.Dim.Render(rules), g.Ellipsis),
	}
}

// LogArea is the screen's table.Board.LogArea: the log on the right, as ui.FrameLayout
// places it.
func (f face) LogArea(_ ctx, w, h int) ui.Rect { return ui.FrameLayout(w, h, "", "").Log }

// Draw is the screen's table.Board.Draw: the dice area on the left, centred, and the
// log on the right.
func (f face) Draw(c ctx, w, h int) ui.Block {
	l := ui.FrameLayout(w, h, "", "")
	tbl := c.Env.Theme.Place(f.table(c, l.Table.W, l.Table.H).Clip(l.Table.W, l.Table.H), l.Table.W, l.Table.H, lipgloss.Center, lipgloss.Center)
	return ui.Row(0, tbl, c.Log.Clip(l.Log.W, l.Log.H))
}

// table draws the dice area, w by h at most: the opponent's dice on top,
// the player's below, what to do next, the buttons, the status line and the
// tip panel. The layout depends only on the size and on what kind of
// screen this is (played here, replayed, watched), never on what is open or
// going on: the buttons and the tip panel keep their rows, drawn or blank,
// so nothing on screen (nor its click zone) moves when they change. Spacing
// lines are added only where there is room.
func (f face) table(c ctx, w, h int) ui.Block {
	w = min(w, rowWidth) // the table is as wide as a row of dice; the frame centres it
	top, bottom := f.top(), f.bottom()
	prefix := map[game.Seat]string{top: zoneTheirs, bottom: zoneMine}
	drawn := map[dieLook]string{} // dice alike are drawn once per frame
	row := func(s game.Seat) []ui.Block {
		return []ui.Block{f.label(c, s, w), f.diceRow(c, s, prefix[s], drawn)}
	}

	buttonsH := f.buttonRows(c)
	spare := h - (2*(1+ui.DieHeight) + 1 + buttonsH + 1) // the dice, prompt, buttons, status
	tipsH := 0
	if tipsShown(c) {
		tipsH = max(0, min(1+numTips, spare))
		spare -= tipsH
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
	parts = append(parts, f.prompt(c, w))
	parts = append(parts, rows(f.buttons(c), buttonsH)...)
	parts = append(parts, f.status(c, w))
	if tipsH > 0 && spare >= 3 {
		parts = append(parts, ui.Text(""))
	}
	parts = append(parts, f.tipPanel(c, w, tipsH)...)
	return ui.Stack(w, parts...)
}

// rows pads blocks with blank lines to n lines in all.
func rows(bs []ui.Block, n int) []ui.Block {
	used := 0
	for _, b := range bs {
		used += b.Height()
	}
	for ; used < n; used++ {
		bs = append(bs, ui.Text(""))
	}
	return bs
}

// tipsShown reports whether the screen has a tip panel: a person plays
// here, or a replay (which shows the tips of the seat to move).
func tipsShown(c ctx) bool { return c.People > 0 || c.Replay != nil }

// rowWidth is the width of a row of five dice.
const rowWidth = dice.HandSize*(ui.DieWidth+1) - 1

// label is the line above a seat's dice: name, points, and the seat's state
// (its hand, whose move, a doubled stake, skills left). When the line is
// too narrow the word "skills" gives way first, then the points (also in
// the header).
func (f face) label(c ctx, s game.Seat, w int) ui.Block {
	t, v, g := c.Env.Theme, f.view, glyphs(c)
	var state []string
	switch {
	case f.showdown():
		r := v.Last
		rank := r.Ranks[s].String()
		switch r.Winner {
		case s:
			state = append(state, t.Good.Render(rank), t.Good.Render(fmt.Sprintf("WINS +%d", r.Points)))
		case game.NoSeat:
			state = append(state, t.Text.Render(rank), t.Dim.Render("draw"))
		default:
			state = append(state, t.Text.Render(rank))
		}
	default:
		if hand, ok := f.visibleHand(s); ok {
			state = append(state, t.Text.Render(pd.Evaluate(hand).Category.String()))
		}
		switch {
		case c.Thinking == s && c.Person(s):
			state = append(state, t.Focus.Render("waiting"+g.Ellipsis))
		case c.Thinking == s:
			state = append(state, t.Focus.Render("thinking"+g.Ellipsis))
		case f.anim == animReveal && f.reveal.seat == s:
			state = append(state, t.Focus.Render("holding"+g.Ellipsis))
		case !c.Busy && v.Phase != gp.PhaseOver && v.Turn == s:
			state = append(state, t.Focus.Render("to move"))
		}
	}
	if v.Players[s].Doubled && !f.showdown() {
		state = append(state, t.Held.Render("x2 stake"))
	}
	name, pts := t.Header.Render(c.Names[s]), t.Dim.Render(points(v.Players[s].Points))
	withPts := strings.Join(append([]string{name, pts}, state...), "  ")
	without := strings.Join(append([]string{name}, state...), "  ")
	rights := []string{""}
	if v.Config.Skills {
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
		rights = []string{skills, strings.Join(letters, " ")}
	}
	for _, left := range []string{withPts, without} {
		for _, right := range rights {
			if right == "" && lipgloss.Width(left) <= w {
				return ui.Text(left)
			}
			if gap := w - lipgloss.Width(left) - len(right); right != "" && gap >= 2 {
				return ui.Text(left + strings.Repeat(" ", gap) + t.Dim.Render(right))
			}
		}
	}
	return ui.Text(ansi.Truncate(without, w, ""))
}

// visibleHand is seat s's hand when the table shows all five of its faces
// (not tumbling, none face down).
func (f face) visibleHand(s game.Seat) (dice.Hand, bool) {
	h := f.view.Players[s].Dice
	if !h.Valid() || (f.anim == animTumble && f.tumble[s] != 0) {
		return h, false
	}
	return h, true
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
func (f face) diceRow(c ctx, s game.Seat, prefix string, drawn map[dieLook]string) ui.Block {
	t, v := c.Env.Theme, f.view
	held, forced := f.holds(s)
	me := s == c.Viewer
	mine := me && c.MyTurn && (f.mode == modeRelock || (f.mode == modeHold && c.View.Phase == gp.PhaseHold))
	targeting := !me && c.MyTurn && f.targeting()
	row := make([]ui.Block, dice.HandSize)
	for d := range row {
		face := v.Players[s].Dice[d]
		if f.anim == animTumble && f.tumble[s].Has(d) {
			face = f.faces[s][d]
		}
		var st ui.DieState
		switch {
		case f.showdown():
			st.Highlight = v.Last.Winner == s
		case mine:
			st.Held, st.Focused = f.pending.Has(d), f.focus == d
		case f.anim == animReveal && f.reveal.seat == s:
			st.Held = f.reveal.shown.Has(d)
		case targeting:
			st.Held, st.Focused = held.Has(d), f.aim == d
			st.Dim = c.Check(f.targetAction(d)) != nil
		default:
			st.Held = held.Has(d)
		}
		st.FaceDown = face == 0
		look := dieLook{face: face, state: st, forced: forced.Has(d)}
		text, ok := drawn[look]
		if !ok {
			die := t.Die(face, st)
			if look.forced {
				die = markDie(c, die, "FORCED", st.Focused)
			}
			text = die.Text
			drawn[look] = text
		}
		row[d] = ui.Block{Text: text}
	}
	return ui.JoinDice(row, ui.DieWidth, ui.DieHeight, prefix)
}

// markDie writes word on the marker line under a die, such as FORCED for a
// held die the opponent made reroll.
func markDie(c ctx, die ui.Block, word string, focused bool) ui.Block {
	t := c.Env.Theme
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
func (f face) prompt(c ctx, w int) ui.Block {
	t, g := c.Env.Theme, glyphs(c)
	text, style := "", t.Text
	switch {
	case c.Outcome.Over && !c.Busy:
		text, style = matchWords(c, f.view.Winner, score(f.view))+".", t.Good
	case c.Holding || (f.showdown() && c.Beat.Hold):
		r := f.view.Last
		text = fmt.Sprintf("Round %d is drawn.", r.Round)
		if r.Winner != game.NoSeat {
			text = fmt.Sprintf("%s round %d (+%d).", c.Names.Does(r.Winner, "win", "wins"), r.Round, r.Points)
		}
		style = t.Good
	case f.anim == animTumble:
		text = "Rolling" + g.Ellipsis
	case f.anim == animReveal:
		text = c.Names.Does(f.reveal.seat, "choose", "chooses") + " holds" + g.Ellipsis
	case c.Thinking != game.NoSeat:
		text = c.Names[c.Thinking] + " is choosing" + g.Ellipsis
	case c.Replay != nil && c.Replay.Playing:
		text = "Playing" + g.Ellipsis + " space pauses."
	case c.Replay != nil:
		text = "Paused: right steps, space plays on."
	case c.MyTurn:
		text, style = f.turnPrompt(c), t.Focus
	case c.View.Phase != gp.PhaseOver && !c.Busy:
		text = "Waiting for " + c.Names[c.View.Turn] + g.Ellipsis
	}
	return ui.Text(ui.Fit(style, w, text))
}

// turnPrompt tells the player what their keys do now.
func (f face) turnPrompt(c ctx) string {
	switch f.mode {
	case modePeek:
		return "Peek: pick an opponent die (1-5 or click)."
	case modeForce:
		return "Force: pick a die they hold (1-5 or click)."
	case modeRelock:
		return "Relock: choose dice to keep, enter rolls."
	}
	if c.View.Phase == gp.PhaseRelock {
		return "Reroll done: r to relock, s to stand."
	}
	return "Choose holds: space/click toggles, enter rolls."
}

// buttons draws the action buttons, one block per line, dimmed where the
// game says no.
func (f face) buttons(c ctx) []ui.Block {
	t := c.Env.Theme
	switch {
	case c.Holding && c.Outcome.Over:
		return []ui.Block{t.Button(table.ZoneContinue, "Match result", "enter", true, true)}
	case c.Holding:
		return []ui.Block{t.Button(table.ZoneContinue, "Next round", "enter", true, true)}
	case c.Replay != nil:
		return []ui.Block{c.Controls}
	case c.People == 0:
		return nil
	}
	v := c.View
	main := "Hold & roll"
	switch {
	case f.targeting():
		main = "Pick die"
	case f.mode == modeRelock || v.Phase == gp.PhaseRelock:
		main = "Relock & roll"
	}
	a, ok := f.mainAction(c)
	mainOK := ok && c.Can(a)
	first := []ui.Block{
		t.Button(btnRoll, main, "enter", mainOK, false),
		t.Button(btnTip, "Tip", "t", true, c.ShowTip),
	}
	if !v.Config.Skills {
		return []ui.Block{ui.Row(1, first...)}
	}
	first = append(first, t.Button(btnStand, "Stand", "s", c.Can(gp.Stand()), false))
	skills := ui.Row(1,
		t.Button(btnPeek, "Peek", "p", anyDie(c, gp.Peek), f.mode == modePeek),
		t.Button(btnForce, "Force", "f", anyDie(c, gp.Force), f.mode == modeForce),
		t.Button(btnDouble, "Double", "d", c.Can(gp.Double()), false),
		t.Button(btnRelock, "Relock", "r", c.Can(gp.Relock(0)), f.mode == modeRelock),
	)
	return []ui.Block{ui.Row(1, first...), skills}
}

// buttonRows is how many lines the buttons take on this screen, whatever
// they show now: the replay's controls, none at a table of computers, two
// rows in the skills variant (the actions, then the skills), else one.
func (f face) buttonRows(c ctx) int {
	switch {
	case c.Replay != nil:
		return c.Controls.Height()
	case c.People == 0:
		return 0
	case f.view.Config.Skills:
		return 2
	}
	return 1
}

// anyDie reports whether the viewer may take act on some die now.
func anyDie(c ctx, act func(int) gp.Action) bool {
	for d := range dice.HandSize {
		if c.Can(act(d)) {
			return true
		}
	}
	return false
}

// status is the line under the buttons: why the last key did nothing, or
// else why the main button is dimmed. It is one line whatever it says.
func (f face) status(c ctx, w int) ui.Block {
	t, g := c.Env.Theme, glyphs(c)
	switch {
	case c.Holding: // a result on screen: what the last key was told is past
		return ui.Text("")
	case c.Status != "":
		return ui.Text(t.Bad.Render(ansi.Truncate(c.Status, w, g.Ellipsis)))
	case !c.MyTurn:
		return ui.Text("")
	}
	a, ok := f.mainAction(c)
	if !ok {
		return ui.Text("") // after the reroll: the prompt says r or s
	}
	if err := c.Check(a); err != nil {
		return ui.Text(t.Dim.Render(ansi.Truncate(screen.Reason(err), w, g.Ellipsis)))
	}
	return ui.Text("")
}

// numTips is how many holds the tip panel lists.
const numTips = 3

// tipSet is what the tip panel shows: the best holds, and what their
// figures assume, both worked out from the view of the seat to move.
type tipSet struct {
	assume string
	tips   []aipd.Tip
}

// assumption says what the tips' figures assume, seen by the seat to move
// in v: the opponent's face-down dice count as fair random dice, and a
// player holding first expects the opponent's best reply.
func assumption(v gp.View) string {
	if v.Viewer != 0 && v.Viewer != 1 {
		return "Tips"
	}
	opp := v.Players[1-v.Viewer]
	switch {
	case opp.Known != dice.FullMask:
		return "Odds counting their face-down dice as unknown:"
	case v.Phase == gp.PhaseRelock:
		return "Exact odds against their dice:"
	case !opp.Decided:
		return "Exact odds if they reply with their best holds:"
	}
	return "Exact odds against their holds:"
}

// tipPanel is the tip panel in exactly n lines: what the figures assume,
// then as many tips as fit; n blank lines while it is closed.
func (f face) tipPanel(c ctx, w, n int) []ui.Block {
	if !c.ShowTip {
		return rows(nil, n)
	}
	t := c.Env.Theme
	title := "Tips"
	if f.tips.tips != nil {
		title = f.tips.assume
	}
	lines := append([]string{t.Header.Render(title)}, f.tipLines(c)...)
	out := make([]ui.Block, 0, n)
	for i := range min(n, len(lines)) {
		l := lines[i]
		if i > 0 {
			l = t.Text.Render(ansi.Truncate(l, w, ""))
		}
		out = append(out, ui.Text(l))
	}
	return rows(out, n)
}

// tipLines describes the tips, for example "hold 6 6 6 · win 71.2% (draw 3.1%)".
func (f face) tipLines(c ctx) []string {
	switch {
	case !c.MyTurn && c.Replay == nil:
		return []string{"Tips appear when it is your turn to choose."}
	case f.tips.tips == nil:
		return []string{"Working out the odds" + glyphs(c).Ellipsis}
	}
	v := c.View
	mine := v.Players[v.Turn].Dice
	out := make([]string, 0, len(f.tips.tips))
	for i, t := range f.tips.tips {
		out = append(out, fmt.Sprintf("%d. %s %s win %.1f%% (draw %.1f%%)", i+1,
			holdWords(t.Hold, mine, v.Phase == gp.PhaseRelock), glyphs(c).Dot, 100*t.Win, 100*t.Draw))
	}
	return out
}

// holdWords names a suggested hold: "hold 6 6 6", "reroll all", and after
// the reroll "relock 6 6" or "stand".
func holdWords(h dice.Mask, faces dice.Hand, relock bool) string {
	switch {
	case relock && h == dice.FullMask:
		return "stand"
	case h == 0 && relock:
		return "relock, reroll all"
	case h == 0:
		return "reroll all"
	}
	verb := "hold"
	if relock {
		verb = "relock"
	}
	return verb + " " + ui.DiceWords(h.Faces(faces))
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
