package ui

import (
	"strconv"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// rankIs matches cards of rank r, as a screen matches a typed rank.
func rankIs(r cards.Rank) func(cards.Card) bool {
	return func(c cards.Card) bool { return c.Rank == r }
}

// typeRanks types each rune of s into h as a screen does: ranks select, a
// space separates.
func typeRanks(t *testing.T, h Hand, s string) Hand {
	t.Helper()
	for _, r := range s {
		if r == ' ' {
			h = h.Space()
			continue
		}
		rank, ok := TypedRank(r)
		require.True(t, ok, "%q is a rank", r)
		h, _ = h.Type(rankIs(rank))
	}
	return h
}

func TestHandTypedRanks(t *testing.T) {
	hand := cards.MustParseList("BJ SJ 2S AH AD 10C 10S 4H 3S 3H 3D")
	tests := []struct {
		typed string
		want  string
	}{
		{"334", "3S 3H 4H"},
		{"3 3 4", "3S 3H 4H"},
		{"T0", "10C 10S"},
		{"t", "10C"},
		{"BR", "BJ SJ"},
		{"aA2", "2S AH AD"},
		{"3333", "3S 3H 3D"}, // a fourth three is not held: three selected
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			h := typeRanks(t, NewHand(hand), tt.typed)
			assert.ElementsMatch(t, cards.MustParseList(tt.want), h.Chosen())
		})
	}
}

func TestHandTypingStartsAfresh(t *testing.T) {
	h := NewHand(cards.MustParseList("KS KH 5C 4D"))
	h = h.Toggle(0)
	h = typeRanks(t, h, "45")
	assert.Equal(t, cards.MustParseList("5C 4D"), h.Chosen(), "typing replaces a selection made by other keys")
	h = h.Move(1).Space()
	assert.Len(t, h.Chosen(), 1, "after a move, space toggles again")
	h2, ok := typeRanks(t, h, "4").Type(rankIs(cards.Four))
	assert.False(t, ok, "no second four")
	assert.Equal(t, cards.MustParseList("4D"), h2.Chosen())
}

func TestHandToggleMoveAndHolding(t *testing.T) {
	h := NewHand(cards.MustParseList("KS QH JC 10D"))
	h = h.Move(-5)
	assert.Equal(t, 0, h.Cursor, "stops at the left end")
	h = h.Move(10)
	assert.Equal(t, 3, h.Cursor, "stops at the right end")
	h = h.Space().Toggle(1)
	old := h
	h = h.Toggle(1)
	assert.True(t, old.Selected(1), "a change never reaches an older value")
	assert.False(t, h.Selected(1))
	h = h.Toggle(1)
	left := h.Holding(cards.MustParseList("KS QH JC"))
	assert.Equal(t, cards.MustParseList("QH"), left.Chosen(), "the selection of cards still held stays")
	assert.Equal(t, 1, left.Cursor, "the cursor stays on its card")
	sel := h.Select(cards.MustParseList("JC KS"))
	assert.Equal(t, cards.MustParseList("KS JC"), sel.Chosen())
	assert.Equal(t, 0, sel.Cursor)
	assert.Empty(t, sel.Clear().Chosen())
}

func TestHandFanZones(t *testing.T) {
	th := newTestTheme(t, false)
	h := NewHand(shuffled(20)).Toggle(4).Move(2)
	fan := th.HandFan(h, true, 49, "hand")
	assert.LessOrEqual(t, fan.Width(), 49, "20 cards fit 49 columns")
	assert.Equal(t, CardHeight, fan.Height(), "in one row")
	for i := range 20 {
		z := zone(t, fan, "hand"+strconv.Itoa(i))
		id, ok := fan.Hit(z.X, z.Y+3)
		require.True(t, ok)
		n, ok := HandIndex(id, "hand")
		require.True(t, ok)
		assert.Equal(t, i, n, "a click on card %d's strip names it", i)
	}
	_, ok := HandIndex("other3", "hand")
	assert.False(t, ok)
	assert.Contains(t, ansi.Strip(fan.Text), "▼", "the cursor is marked")
}

func TestTypedRank(t *testing.T) {
	for r, want := range map[rune]cards.Rank{'2': cards.Two, '9': cards.Nine, '0': cards.Ten, 'T': cards.Ten,
		'J': cards.Jack, 'Q': cards.Queen, 'k': cards.King, 'A': cards.Ace, 'B': cards.SmallJoker, 'r': cards.BigJoker} {
		got, ok := TypedRank(r)
		assert.True(t, ok, "%q", r)
		assert.Equal(t, want, got, "%q", r)
	}
	for _, r := range "1xZ ?" {
		_, ok := TypedRank(r)
		assert.False(t, ok, "%q is no rank", r)
	}
}

func TestMiniCardsAndPlayArea(t *testing.T) {
	th := newTestTheme(t, false)
	cs := cards.MustParseList("3S 3H 10D BJ")
	assert.Equal(t, "╭─┬─┬─┬─╮\n│3│3│T│R│\n╰─┴─┴─┴─╯", ansi.Strip(th.MiniCards(cs).Text))
	assert.Equal(t, MiniWidth(4), th.MiniCards(cs).Width())
	ascii := newTestTheme(t, true)
	assert.Equal(t, "+-+-+\n|B|A|\n+-+-+", ansi.Strip(ascii.MiniCards(cards.MustParseList("SJ AS")).Text))
	assert.Equal(t, "33TR", ansi.Strip(th.RankText(cs)))

	for _, tall := range []bool{false, true} {
		for _, w := range []int{4, 9, 20, 40} {
			b := th.PlayArea(cs, "pair chain 3-5", w, tall, 0)
			assert.Equal(t, PlayHeight(tall), b.Height(), "tall=%v w=%d", tall, w)
			assert.LessOrEqual(t, b.Width(), max(w, 4), "tall=%v w=%d", tall, w)
			pass := th.PlayArea(nil, "pass", w, tall, 0)
			assert.Equal(t, PlayHeight(tall), pass.Height())
			assert.Contains(t, pass.Text, "pass")
		}
	}
	assert.Contains(t, ansi.Strip(th.PlayArea(cs, "x", 8, false, 0).Text), "33TR", "too narrow for small cards: written out")
	assert.Contains(t, ansi.Strip(th.PlayArea(cs, "x", 20, true, 0).Text), "JOKER", "tall: whole cards")
}
