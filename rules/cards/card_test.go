package cards

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSuitAndRankText(t *testing.T) {
	assert.Equal(t, "♠♥♦♣", Spades.String()+Hearts.String()+Diamonds.String()+Clubs.String())
	assert.Equal(t, "SHDC", Spades.Letter()+Hearts.Letter()+Diamonds.Letter()+Clubs.Letter())
	assert.Equal(t, "", NoSuit.String())
	assert.True(t, Hearts.Red())
	assert.True(t, Diamonds.Red())
	assert.False(t, Clubs.Red())
	var ranks []string
	for r := Ace; r <= BigJoker; r++ {
		ranks = append(ranks, r.String())
	}
	assert.Equal(t, []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "SJ", "BJ"}, ranks)
	assert.Equal(t, "black joker", SmallJoker.Name())
	assert.True(t, BigJoker.IsJoker())
	assert.False(t, King.IsJoker())
}

func TestCardText(t *testing.T) {
	tests := []struct {
		card          Card
		str, ascii, n string
	}{
		{New(Ace, Spades), "A♠", "AS", "ace of spades"},
		{New(Ten, Hearts), "10♥", "10H", "ten of hearts"},
		{New(Queen, Diamonds), "Q♦", "QD", "queen of diamonds"},
		{New(Two, Clubs), "2♣", "2C", "two of clubs"},
		{Card{Rank: SmallJoker}, "SJ", "SJ", "black joker"},
		{Card{Rank: BigJoker}, "BJ", "BJ", "red joker"},
		{Card{}, "??", "??", "no rank"},
	}
	for _, tt := range tests {
		t.Run(tt.ascii, func(t *testing.T) {
			assert.Equal(t, tt.str, tt.card.String())
			assert.Equal(t, tt.ascii, tt.card.ASCII())
			assert.Equal(t, tt.n, tt.card.Name())
		})
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    Card
		wantErr bool
	}{
		{"AS", New(Ace, Spades), false},
		{"as", New(Ace, Spades), false},
		{"10H", New(Ten, Hearts), false},
		{"TH", New(Ten, Hearts), false},
		{"9c", New(Nine, Clubs), false},
		{"2D", New(Two, Diamonds), false},
		{"JS", New(Jack, Spades), false},
		{"K♦", New(King, Diamonds), false},
		{" Q♣ ", New(Queen, Clubs), false},
		{"BJ", Card{Rank: BigJoker}, false},
		{"sj", Card{Rank: SmallJoker}, false},
		{"1S", Card{}, true},
		{"11H", Card{}, true},
		{"A", Card{}, true},
		{"AX", Card{}, true},
		{"", Card{}, true},
		{"SS", Card{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			if tt.wantErr {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	list, err := ParseList("AS, 10H KD  BJ")
	require.NoError(t, err)
	assert.Equal(t, "AS 10H KD BJ", Format(list))
	_, err = ParseList("AS ZZ")
	assert.Error(t, err)
	assert.Panics(t, func() { MustParseList("nope") })
}

func TestEveryCardRoundTrips(t *testing.T) {
	for _, c := range Decks(3, true) {
		p, err := Parse(c.ASCII())
		require.NoError(t, err)
		assert.Equal(t, c.Face(), p)
		b, err := json.Marshal(c)
		require.NoError(t, err)
		var back Card
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, c, back, "json %s", b)
	}
	b, err := json.Marshal(Card{})
	require.NoError(t, err)
	assert.Equal(t, `"??"`, string(b))
	var c Card
	require.NoError(t, json.Unmarshal(b, &c))
	assert.True(t, c.IsZero())
	assert.Error(t, json.Unmarshal([]byte(`"AS#x"`), &c))
	_, err = Card{Rank: 20, Suit: 1}.MarshalText()
	assert.Error(t, err)
}

func TestValid(t *testing.T) {
	assert.True(t, New(Ace, Spades).Valid())
	assert.True(t, Card{Rank: BigJoker}.Valid())
	assert.False(t, Card{Rank: BigJoker, Suit: Hearts}.Valid())
	assert.False(t, Card{Rank: Ace}.Valid())
	assert.False(t, Card{}.Valid())
	assert.False(t, Card{Rank: 16, Suit: Spades}.Valid())
}

func TestPacks(t *testing.T) {
	std := Decks(1, false)
	require.Len(t, std, 52)
	assert.Equal(t, New(Ace, Spades), std[0])
	assert.Equal(t, New(King, Clubs), std[51])
	for face, n := range Count(std) {
		assert.True(t, face.Valid())
		assert.Equal(t, 1, n)
	}
	j := Decks(1, true)
	require.Len(t, j, 54)
	assert.Equal(t, Card{Rank: SmallJoker}, j[52])
	assert.Equal(t, Card{Rank: BigJoker}, j[53])

	shengji := Decks(2, true)
	require.Len(t, shengji, 108)
	counts := Count(shengji)
	assert.Len(t, counts, 54)
	for _, n := range counts {
		assert.Equal(t, 2, n)
	}
	seen := map[Card]bool{}
	for _, c := range Decks(8, false) {
		require.False(t, seen[c], "each physical card once: %v#%d", c, c.Deck)
		seen[c] = true
	}
	assert.Len(t, seen, 416)
	assert.Panics(t, func() { Decks(0, false) })
}

func TestShuffle(t *testing.T) {
	a := Decks(6, false)
	b := Decks(6, false)
	Shuffle(a, rand.New(rand.NewPCG(1, 2)))
	Shuffle(b, rand.New(rand.NewPCG(1, 2)))
	assert.Equal(t, a, b, "the same seed gives the same order")
	assert.NotEqual(t, Decks(6, false), a)
	assert.Equal(t, Count(Decks(6, false)), Count(a), "a shuffle keeps every card")

	// Every position of a 3-card list is reached about equally often.
	var hits [3][3]int
	r := rand.New(rand.NewPCG(7, 7))
	for range 30000 {
		cs := []Card{New(Ace, Spades), New(Two, Spades), New(Three, Spades)}
		Shuffle(cs, r)
		for pos, c := range cs {
			hits[c.Rank-1][pos]++
		}
	}
	for _, row := range hits {
		for _, n := range row {
			assert.InDelta(t, 10000, n, 400)
		}
	}
	Shuffle(nil, r) // no panic on an empty list
}
