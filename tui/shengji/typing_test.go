package shengji

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screentest"
)

// following is a view of seat 0 following P4's lead of 8♣ at level 2,
// hearts trump, holding hand.
func following(t *testing.T, hand string) (face, ctx) {
	t.Helper()
	mine, err := gs.SetOf(cards.MustParseList(hand)...)
	require.NoError(t, err)
	lead, err := gs.SetOf(cards.MustParseList("8C")...)
	require.NoError(t, err)
	v := gs.View{Viewer: 0, Phase: gs.PhasePlay, Turn: 0, Leader: 3, Dealer: 3,
		Trump: sj.Trump{Level: cards.Two, Suit: cards.Hearts}}
	v.Hands[0] = mine
	v.Trick[3] = lead
	c := ctx{Env: screentest.Env(false), Viewer: 0, View: v, MyTurn: true, Names: []string{"You", "P2", "P3", "P4"}}
	return newFace(gs.Config{}).Sync(c, v), c
}

// typeKeys types each rune of s at f.
func typeKeys(f face, c ctx, s string) (face, string) {
	var said string
	for _, r := range s {
		var in intent
		f, in = f.Key(c, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		if in.Status != "" {
			said = in.Status
		}
	}
	return f, said
}

// chosen is the cards selected, as text.
func chosenText(f face) string { return cards.Format(f.bottom.Hand.Chosen()) }

// A typed rank takes a card of the suit led first, then a trump, then
// another; a suit letter after it picks that suit; typing adds to a
// selection made with space and never clears it.
func TestTypingFollowsTheLead(t *testing.T) {
	for _, tc := range []struct{ hand, keys, want, said string }{
		{"KS KH KC 5D", "k", "KC", ""},                   // the suit led first
		{"KS KH 5D", "k", "KH", ""},                      // then a trump
		{"KS KH KC", "kk", "KH KC", ""},                  // both, led then trump
		{"KS KH KC 5D", "kh", "KH", ""},                  // h after a rank: hearts
		{"KS KH KC 5D", "ks", "KS", ""},                  // s after a rank: spades
		{"10S 10D 10C", "0d", "10D", ""},                 // 10d
		{"KS KH KC", "kd", "KC", "You hold no more K♦."}, // no such card: as it was
	} {
		f, c := following(t, tc.hand)
		f, said := typeKeys(f, c, tc.keys)
		assert.ElementsMatch(t, cards.MustParseList(tc.want), f.bottom.Hand.Chosen(), "%s typed at %s", tc.keys, tc.hand)
		assert.Equal(t, tc.said, said, tc.keys)
	}
}

// Typing adds to the cards chosen with space; backspace clears them.
func TestTypingAddsToASelection(t *testing.T) {
	f, c := following(t, "KS 5D 5C 3C")
	f, _ = f.Key(c, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	first := f.bottom.Hand.Chosen()
	require.Len(t, first, 1)
	f, _ = typeKeys(f, c, "5")
	assert.Len(t, f.bottom.Hand.Chosen(), 2, "the rank adds: %s", chosenText(f))
	assert.Contains(t, f.bottom.Hand.Chosen(), first[0], "the card chosen with space stays")
	f, _ = f.Key(c, tea.KeyMsg{Type: tea.KeyLeft})
	f, _ = typeKeys(f, c, "3")
	assert.Len(t, f.bottom.Hand.Chosen(), 3, "a new run of ranks adds too: %s", chosenText(f))
	f, _ = f.Key(c, tea.KeyMsg{Type: tea.KeyBackspace})
	assert.Empty(t, f.bottom.Hand.Chosen(), "backspace clears")
}

// h moves the cursor unless a rank was just typed.
func TestHMovesTheCursorAfterOtherKeys(t *testing.T) {
	f, c := following(t, "KS KH KC")
	f, _ = f.Key(c, tea.KeyMsg{Type: tea.KeyRight})
	at := f.bottom.Hand.Cursor
	f, _ = typeKeys(f, c, "h")
	assert.Equal(t, at-1, f.bottom.Hand.Cursor)
	assert.Empty(t, f.bottom.Hand.Chosen())
}

// The pass hint says its reason once: "Hint: pass (p): too few trumps to
// declare.", never "pass (p): pass: ...".
func TestPassHintSaysItsReasonOnce(t *testing.T) {
	mine, err := gs.SetOf(cards.MustParseList("3S 4S 5H")...)
	require.NoError(t, err)
	v := gs.View{Viewer: 0, Phase: gs.PhaseDeal, Turn: 0, Dealer: game.NoSeat, Declarer: game.NoSeat, Levels: [2]cards.Rank{cards.Two, cards.Two}}
	v.Hands[0] = mine
	c := ctx{Env: screentest.Env(false), Viewer: 0, View: v, MyTurn: true, Names: []string{"You", "P2", "P3", "P4"}}
	_, in := newFace(gs.Config{}).Sync(c, v).hint(c)
	assert.Regexp(t, `^Hint: pass \(p\): [a-z]`, in.Status)
	assert.NotContains(t, in.Status, "pass: ")
}
