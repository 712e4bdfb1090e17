package table_test

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/cards"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// cardCtx is a context of a table of two people at one keyboard, in an
// ASCII theme w cells wide, seen by seat 0.
func cardCtx(w int) table.Ctx[raceView, int] {
	players := []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "local:bo", Name: "bo", Kind: game.Human}}
	return table.Ctx[raceView, int]{Env: screen.Env{Theme: ui.NewTheme(lipgloss.NewRenderer(nil), true), Width: w},
		Players: players, Names: screen.SeatNames(players, len(players)), Thinking: game.NoSeat}
}

// The table and the box beside it share the width, a gap between them;
// the box never grows beyond the screen.
func TestAreas(t *testing.T) {
	tbl, side := table.Areas(80, 20, 28)
	assert.Equal(t, ui.Rect{W: 80 - 28 - table.SideGap, H: 20}, tbl)
	assert.Equal(t, ui.Rect{X: 52, W: 28, H: 20}, side)
	tbl, side = table.Areas(10, 5, 28)
	assert.Equal(t, ui.Rect{H: 5}, tbl, "no room for a table")
	assert.Equal(t, ui.Rect{W: 10, H: 5}, side)
}

// The turn line: what is over first, then a replay, then the person's
// own turn (addressed by name when people take turns), then who is
// waited for; each cut to the width.
func TestTurnLine(t *testing.T) {
	none := func(table.Ctx[raceView, int]) string { return "" }
	yours := func(_ table.Ctx[raceView, int], who string) string { return who + ": move." }
	c := cardCtx(80)
	assert.Equal(t, "", c.TurnLine(40, none, yours), "nothing happens")
	assert.Equal(t, "Deal 1 is over.", c.TurnLine(40, func(table.Ctx[raceView, int]) string { return "Deal 1 is over." }, yours))

	c.MyTurn = true
	assert.Equal(t, "ann: move.", c.TurnLine(40, none, yours), "two people here: by name")
	assert.Equal(t, "ann...", c.TurnLine(6, none, yours), "cut to the width")
	c.Busy = true
	assert.Equal(t, "", c.TurnLine(40, none, yours), "nothing while events are shown")

	c.Replay = &table.ReplayInfo{Playing: true}
	assert.Equal(t, "Playing... space pauses.", c.TurnLine(40, none, yours))
	c.Replay.Playing = false
	assert.Contains(t, c.TurnLine(80, none, yours), "Paused")

	c = cardCtx(80)
	c.Thinking = 1
	assert.Equal(t, "Waiting for bo...", c.TurnLine(40, none, yours))
}

// The body: the table after a margin, the box beside it, the lines under
// both after a margin, and the status line: the driver's word first, else
// the face's own.
func TestCardBody(t *testing.T) {
	c := cardCtx(30)
	tbl, side := table.Areas(30, 2, 10)
	draw := func(r ui.Rect) ui.Block { return ui.Lines(strings.Repeat("T", r.W), r.H) }
	b := c.CardBody(30, tbl, draw, ui.Lines("LOG", side.H), "hint: pass", ui.Text("turn"))
	lines := strings.Split(b.Text, "\n")
	require.Len(t, lines, 4)
	assert.Equal(t, " "+strings.Repeat("T", tbl.W-1), strings.TrimRight(lines[0][:tbl.W], " "))
	assert.Contains(t, lines[0], "LOG")
	assert.Equal(t, " turn", strings.TrimRight(lines[2], " "))
	assert.Equal(t, " hint: pass", strings.TrimRight(lines[3], " "))

	c.Status = "Not your turn."
	b = c.CardBody(30, tbl, draw, ui.Lines("LOG", side.H), "hint: pass")
	assert.Contains(t, b.Text, " Not your turn.", "the driver's word before the face's")
	assert.NotContains(t, b.Text, "hint")
}

// The title names the game in Chinese too, unless the theme is ASCII.
func TestTitle(t *testing.T) {
	c := cardCtx(80)
	assert.Equal(t, "Shengji", c.Title("Shengji", "升级"))
	c.Env.Theme = ui.NewTheme(lipgloss.NewRenderer(nil), false)
	assert.Equal(t, "Shengji 升级", c.Title("Shengji", "升级"))
}

// A replay's controls take two lines under the table, the buttons one.
func TestButtonsH(t *testing.T) {
	c := cardCtx(80)
	assert.Equal(t, 1, c.ButtonsH())
	c.Replay = &table.ReplayInfo{}
	assert.Equal(t, 2, c.ButtonsH())
	c.Holding = true
	assert.Equal(t, 1, c.ButtonsH(), "a result held: one button")
}

// A typed rank selects one more card of it; the hand holding no more says
// so; other keys, an empty hand or a replay select nothing.
func TestTypeRank(t *testing.T) {
	card := func(r cards.Rank, s cards.Suit) cards.Card { return cards.Card{Rank: r, Suit: s} }
	hand := []cards.Card{card(cards.Three, cards.Spades), card(cards.Three, cards.Hearts), card(cards.King, cards.Clubs)}
	same := func(r cards.Rank, c cards.Card) bool { return c.Rank == r }
	noMore := func(r cards.Rank) string { return "no more " + r.String() }
	key := func(r rune) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}} }
	c := cardCtx(80)
	b := table.NewBottom(2).For(0, func(game.Seat) []cards.Card { return hand })

	for range 2 {
		var in table.Intent[int]
		b, in = table.TypeRank(c, b, key('3'), same, noMore)
		assert.Empty(t, in.Status)
	}
	assert.Equal(t, hand[:2], b.Hand.Chosen(), "both 3s")
	b, in := table.TypeRank(c, b, key('3'), same, noMore)
	assert.Equal(t, "no more 3", in.Status)
	assert.Len(t, b.Hand.Chosen(), 2)

	b, in = table.TypeRank(c, b, tea.KeyMsg{Type: tea.KeyEnter}, same, noMore)
	assert.Equal(t, table.Intent[int]{}, in, "not a rank")
	assert.Len(t, b.Hand.Chosen(), 2)

	c.Replay = &table.ReplayInfo{}
	b, _ = table.TypeRank(c, b.Sync(0, func(game.Seat) []cards.Card { return hand }), key('K'), same, noMore)
	assert.Len(t, b.Hand.Chosen(), 2, "a replay selects nothing")
}
