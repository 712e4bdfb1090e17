package doudizhu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gd "teahouse/game/doudizhu"
	"teahouse/tui/screentest"
)

// landlord is seed 7 at 80x24 after you bid 3: your lead, 20 cards.
func landlord(t *testing.T) screenOf {
	t.Helper()
	m := press(t, start(t, screentest.Sized(80, 24, false), setup(seed7)), "3")
	require.True(t, where(m).MyTurn)
	require.Contains(t, m.View(), "20 cards")
	return m
}

// selection is what the name line says the cards selected make.
func selection(m screenOf) string {
	line, _, _ := strings.Cut(screentest.LineWith(m.View(), "You 地主"), "│") // the table, not the log
	parts := strings.Split(line, " · ")
	if last := strings.TrimSpace(parts[len(parts)-1]); len(parts) > 1 && !strings.HasSuffix(last, "cards") {
		return last
	}
	return ""
}

// lastPlay is your last action in the saved log.
func lastPlay(t *testing.T, m screenOf) gd.Action {
	t.Helper()
	es := saved(t, m).Entries
	for i := len(es) - 1; i >= 0; i-- {
		if es[i].Seat == 0 {
			return es[i].Action
		}
	}
	require.Fail(t, "you have not acted")
	return gd.Action{}
}

func TestTypedRanksSelect(t *testing.T) {
	tests := []struct {
		keys []string
		want string
	}{
		{[]string{"3", "3"}, "pair of 3s"},
		{[]string{"7", "7", "7", "3"}, "trio of 7s with a solo"},
		{[]string{"3", "space", "3", "space", "4"}, "334 no play"},
		{[]string{"T"}, "solo 10"},
		{[]string{"0"}, "solo 10"},
		{[]string{"R"}, "solo red joker"},
		{[]string{"3", "4", "5", "6", "7"}, "solo chain 3-7"},
		{[]string{"8", "8", "7", "7", "6", "6"}, "pair chain 6-8"},
		{[]string{"3", "3", "left", "4"}, "solo 4"}, // a new run of ranks starts afresh
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ""), func(t *testing.T) {
			m := press(t, landlord(t), tt.keys...)
			assert.Equal(t, tt.want, selection(m))
		})
	}
}

func TestPastedRanksSelect(t *testing.T) {
	m, _ := drive(t, landlord(t), tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("3334"), Paste: true})
	assert.Equal(t, "334 no play", selection(m), "two threes held: the third is said")
	assert.Contains(t, m.View(), "You hold two 3s: all selected.")
}

func TestTypedRankNotHeld(t *testing.T) {
	m := press(t, landlord(t), "9")
	assert.Contains(t, m.View(), "You hold no 9.")
	assert.Empty(t, selection(m))
}

func TestTypedPlayIsPlayed(t *testing.T) {
	m := press(t, landlord(t), "3", "3", "enter")
	assert.Equal(t, gd.PlayCards(mustCounts(t, "33")), lastPlay(t, m))
	assert.Contains(t, screentest.Flatten(m.View()), "You play 33, pair of 3s")
}

func TestRefusedPlaySaysWhy(t *testing.T) {
	m := press(t, landlord(t), "6", "6", "7", "7", "enter")
	assert.Contains(t, m.View(), "pair chain needs 3 or more consecutive pairs", "the game's reason, in the status line")
	assert.True(t, where(m).MyTurn, "nothing was played")
	m = press(t, m, "p")
	assert.Contains(t, m.View(), "nobody may pass when leading")
	m, _ = drive(t, m, backspace)
	assert.Empty(t, selection(m), "backspace clears")
}

func TestRefusedFollowSaysWhatBeats(t *testing.T) {
	m := press(t, landlord(t), "3", "3", "enter") // 33; the computers answer
	require.True(t, where(m).MyTurn, "your turn again:\n%s", m.View())
	m = press(t, m, "4", "enter")
	assert.Contains(t, m.View(), "does not beat", "a solo against a pair")
}

func TestClickSelectsTheCardUnderThePointer(t *testing.T) {
	m := landlord(t)
	view := m.View()
	lines := strings.Split(view, "\n")
	top := -1
	for i, l := range lines {
		if strings.Count(l, "╭─") >= 15 {
			top = i
			break
		}
	}
	require.GreaterOrEqual(t, top, 0, "the fan:\n%s", view)
	x0 := strings.Index(lines[top], "╭")
	x := len([]rune(lines[top][:x0]))
	click := func(m screenOf, x, y int) screenOf {
		m, _ = drive(t, m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
		return m
	}
	m = click(m, x, top+2) // the first card: the red joker
	assert.Equal(t, "solo red joker", selection(m))
	m = click(m, x, top+2)
	assert.Empty(t, selection(m), "a second click unselects")
	m = click(m, x+2, top+2) // the next strip: a 2
	m = click(m, x+4, top+2)
	assert.Equal(t, "pair of 2s", selection(m))
}

func TestHintStepsThroughPlays(t *testing.T) {
	m := press(t, landlord(t), "t")
	first := selection(m)
	require.NotEmpty(t, first)
	assert.Contains(t, m.View(), "Hint 1/")
	m = press(t, m, "t")
	assert.Contains(t, m.View(), "Hint 2/")
	assert.NotEqual(t, first, selection(m))
	m = press(t, m, "enter")
	assert.Equal(t, gd.KindPlay, lastPlay(t, m).Kind, "the hinted play is played")
}

func TestBiddingKeys(t *testing.T) {
	m := start(t, screentest.Sized(80, 24, false), setup(seed7))
	m = press(t, m, "t")
	assert.Contains(t, m.View(), "Hint: ")
	m = press(t, m, "2")
	assert.Equal(t, gd.Bid(2), saved(t, m).Entries[0].Action)

	r := start(t, screentest.Sized(80, 24, false), setup(seed7, "bidding", "rob"))
	assert.Contains(t, r.View(), "enter calls")
	r = press(t, r, "enter")
	assert.Equal(t, gd.Call(), saved(t, r).Entries[0].Action)
}

func TestShowCards(t *testing.T) {
	m := press(t, start(t, screentest.Sized(100, 30, false), setup(seed7, "show-cards", "on")), "3")
	assert.Contains(t, m.View(), "s shows your hand")
	m = press(t, m, "s")
	assert.Equal(t, gd.Show(), lastPlay(t, m))
	assert.Contains(t, m.View(), "Base 3 × 2 = 6")
}

// The buttons are clicked where they are drawn.
func TestButtonsClick(t *testing.T) {
	clickText := screentest.ClickText[screenOf]
	m := start(t, screentest.Sized(80, 24, false), setup(seed7))
	m = clickText(t, m, "3 bid 3")
	assert.Equal(t, gd.Bid(3), saved(t, m).Entries[0].Action)
	m = press(t, m, "3", "3")
	m = clickText(t, m, "Clear")
	assert.Empty(t, selection(m))
	m = clickText(t, m, "Hint")
	assert.NotEmpty(t, selection(m), "the hint selects a play")
	m = clickText(t, m, "Play")
	assert.Equal(t, gd.KindPlay, lastPlay(t, m).Kind)
	m = clickText(t, m, "Tracker")
	assert.Contains(t, m.View(), "outside your hand")
}

// In the bidding of call and rob, what each seat said stays in front of
// it until the first play.
func TestRobBiddingWordsStay(t *testing.T) {
	m := start(t, screentest.Sized(100, 30, false), setup(seed7, "bidding", "rob"))
	m = press(t, m, "enter") // you call; the computers rob or pass
	es := saved(t, m).Entries
	require.GreaterOrEqual(t, len(es), 3)
	top := strings.Join(strings.Split(m.View(), "\n")[2:12], "\n")
	for _, e := range es[1:3] {
		word := map[gd.ActionKind]string{gd.KindRob: "rob", gd.KindPass: "pass"}[e.Action.Kind]
		assert.Contains(t, top, word, "%s said %s", e.Seat, e.Action)
	}
}
