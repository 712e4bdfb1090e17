package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// set reads a list of cards, a second copy of a face being the second
// deck's card.
func set(t *testing.T, list string) gs.Set {
	t.Helper()
	cs := cards.MustParseList(list)
	seen := map[cards.Card]bool{}
	for i, c := range cs {
		if seen[c.Face()] {
			cs[i].Deck = 1
		}
		seen[c.Face()] = true
	}
	s, err := gs.SetOf(cs...)
	require.NoError(t, err)
	return s
}

// spades2 is level 2 with spades trump.
var spades2 = sj.Trump{Level: cards.Two, Suit: cards.Spades}

func TestDeclare(t *testing.T) {
	tests := []struct {
		name     string
		hand     string
		declarer game.Seat
		want     string
	}{
		{"enough spades with a level card", "2S AS KS 9S 4S 7H", game.NoSeat, "declare 2S"},
		{"a pair reinforces as it declares", "2S 2S AS KS 9S 7H", game.NoSeat, "declare 2S 2S"},
		{"too few of the suit", "2S AS 7H 8H 9H 3D 4D 5C", game.NoSeat, "pass"},
		{"the suit that gives most trumps", "2S 2H AH KH QH JH 9H 3S", game.NoSeat, "declare 2H"},
		{"never over the partner", "2S 2S AS KS 9S 7H", 2, "pass"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := gs.View{Phase: gs.PhaseDeal, Viewer: 0, Turn: 0, Dealer: game.NoSeat, Declarer: tt.declarer,
				Levels: [2]cards.Rank{cards.Two, cards.Two}}
			if tt.declarer != game.NoSeat {
				v.Declaration = sj.Declaration{Strength: sj.OneLevelCard, Suit: cards.Hearts}
				v.DeclaredCards = set(t, "2H")
			}
			v.Hands[0] = set(t, tt.hand)
			a := greedyPlayer{}.Decide(v)
			require.NoError(t, v.Check(a))
			assert.Equal(t, tt.want, a.String())
		})
	}
}

func TestBury(t *testing.T) {
	hand := "BJ SJ 2H 2D AS AS KS QS JS 9S 8S 7S " + // trumps
		"AH KH KH QH JH 10H 8H 7H 6H 4H 3H " + // hearts, with points
		"AD QD JD JD 9D 8D 8D " + // diamonds, two pairs
		"3C 4C 6C" // the short suit, no points
	v := gs.View{Phase: gs.PhaseBury, Viewer: 0, Turn: 0, Dealer: 0, Trump: spades2}
	v.Hands[0] = set(t, hand)
	a := greedyPlayer{}.Decide(v)
	require.NoError(t, v.Check(a))
	assert.Equal(t, set(t, "3C 4C 6C 3H 4H 6H 7H 8H"), a.Cards, "clubs voided, then the lowest plain single non-point cards")
}

func TestVoidable(t *testing.T) {
	tests := []struct {
		hand string
		want cards.Suit
		ok   bool
	}{
		{"3C KC 4D 6D 7D AH", cards.Diamonds, true},         // clubs hold a king
		{"3C 4C 4D 6D 7D AH", cards.Clubs, true},            // an ace is kept
		{"5C 10D KH 3S", cards.NoSuit, false},               // spades are trump; the rest hold points
		{"3D 4D 6D 7D 8D 9D JD QD AD", cards.NoSuit, false}, // too long
	}
	for _, tt := range tests {
		got, ok := voidable(set(t, tt.hand).Cards(), spades2)
		assert.Equal(t, tt.ok, ok, tt.hand)
		assert.Equal(t, tt.want, got, tt.hand)
	}
}

func TestLead(t *testing.T) {
	tests := []struct {
		name, hand, kitty, want string
	}{
		{"a pair of aces", "AH AH 3C 4D", "", "AH AH"},
		{"a pair of kings over one ace", "KH KH AH 3C", "", "KH KH"},
		{"a tractor before a big joker", "AH AH KH KH BJ 3C", "", "AH AH KH KH"},
		{"a king when the buried cards hold the aces", "KD 3C", "AD AD 3H 4H 5H 6H 7H 8H", "KD"},
		{"else the most spare card", "QH QH 4C 10D", "", "4C"},
		{"plain before trumps", "3S 10D", "", "10D"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := gs.View{Phase: gs.PhasePlay, Viewer: 0, Turn: 0, Leader: 0, Dealer: 0, Trump: spades2}
			v.Hands[0] = set(t, tt.hand)
			if tt.kitty != "" {
				v.Kitty = set(t, tt.kitty)
			}
			a := greedyPlayer{}.Decide(v)
			require.NoError(t, v.Check(a))
			assert.Equal(t, set(t, tt.want), a.Cards)
		})
	}
}

func TestFollow(t *testing.T) {
	tests := []struct {
		name   string
		viewer game.Seat
		leader game.Seat
		trick  [gs.Seats]string
		hand   string
		want   string
	}{
		{"feed a 10 to the partner's ace", 2, 0, [gs.Seats]string{"AH", "3H", "", ""}, "10H 3H KH", "10H"},
		{"feed a plain king when void", 2, 0, [gs.Seats]string{"AH", "3H", "", ""}, "KC 3C 4S", "KC"},
		{"take an opponent's lead cheaply", 1, 0, [gs.Seats]string{"9H", "", "", ""}, "QH KH AH 3H", "QH"},
		{"ruff with the lowest trump", 1, 0, [gs.Seats]string{"9H", "", "", ""}, "3S AS 4C", "3S"},
		{"a pair ruffs a pair", 1, 0, [gs.Seats]string{"9H 9H", "", "", ""}, "3S 4S 4S 4C", "4S 4S"},
		{"too low to win: the lowest", 1, 0, [gs.Seats]string{"AH", "", "", ""}, "3H 10H KH", "3H"},
		{"an equal ace does not win", 0, 2, [gs.Seats]string{"", "", "9H", "AH"}, "AH 3H", "3H"},
		{"a big joker the hand cannot beat gets no points", 1, 0, [gs.Seats]string{"BJ", "", "", ""}, "10S JS 3H", "JS"},
		{"a five only when the suit holds nothing else", 1, 0, [gs.Seats]string{"AH", "", "", ""}, "5H 3C", "5H"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := gs.View{Phase: gs.PhasePlay, Viewer: tt.viewer, Leader: tt.leader, Dealer: 0, Trump: spades2}
			for i, p := range tt.trick {
				if p != "" {
					v.Trick[i] = set(t, p)
					v.Turn = (game.Seat(i) + 1) % gs.Seats
				}
			}
			require.Equal(t, tt.viewer, v.Turn, "the trick comes to the viewer")
			v.Hands[tt.viewer] = set(t, tt.hand)
			a := greedyPlayer{}.Decide(v)
			require.NoError(t, v.Check(a))
			assert.Equal(t, set(t, tt.want), a.Cards)
		})
	}
}

func TestNew(t *testing.T) {
	for _, level := range Levels {
		p, err := New(level)
		require.NoError(t, err)
		assert.NotNil(t, p)
	}
	_, err := New("genius")
	assert.ErrorIs(t, err, ErrUnknownLevel)
	assert.ErrorContains(t, err, `"genius": want greedy`)
}
