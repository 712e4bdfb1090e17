package pokerdice

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// numTips is how many holds the tip panel lists.
const numTips = 3

// tipsMsg brings the tips computed for a position.
type tipsMsg struct {
	instance uint64
	moves    int
	viewer   game.Seat // hot seat: tips of one player must never reach the other
	tips     []aipd.Tip
}

// toggleTip opens or closes the tip panel; Update asks for the tips.
func (m model) toggleTip() (model, tea.Cmd) {
	m.ShowTip = !m.ShowTip
	return m, nil
}

// askTips computes the tips of the player's view in a command: the first
// call builds the AI's tables, which takes a moment.
func (m model) askTips() (model, tea.Cmd) {
	m.tipsFor, m.tips = m.moves, nil
	v, inst, moves := m.view(), m.clock.Instance(), m.moves
	return m, func() tea.Msg {
		return tipsMsg{instance: inst, moves: moves, viewer: v.Viewer, tips: aipd.Tips(v, numTips)}
	}
}

// gotTips keeps tips that are still about the position on screen.
func (m model) gotTips(msg tipsMsg) model {
	if m.clock.Owns(msg.instance) && msg.moves == m.moves && m.tipsFor == m.moves && msg.viewer == m.board.viewer {
		m.tips = msg.tips
	}
	return m
}

// tipLines describes the tips, for example "hold 6 6 6 · win 71.2% (draw 3.1%)".
func (m model) tipLines() []string {
	switch {
	case !m.myTurn():
		return []string{"Tips appear when it is your turn to choose."}
	case m.tipsFor != m.moves || m.tips == nil:
		return []string{"Working out the odds" + m.glyph().Ellipsis}
	}
	v := m.view()
	out := make([]string, 0, len(m.tips))
	for i, t := range m.tips {
		out = append(out, fmt.Sprintf("%d. %s %s win %.1f%% (draw %.1f%%)", i+1,
			holdWords(t.Hold, v.Me().Dice, v.Phase == gp.PhaseRelock), m.glyph().Dot, 100*t.Win, 100*t.Draw))
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
	return verb + " " + faceList(h.Faces(faces))
}

// faceList writes faces as "6 6 3".
func faceList(fs []int) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = fmt.Sprint(f)
	}
	return strings.Join(parts, " ")
}
