package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		cards string
		kind  Kind
		main  Rank
		len   uint8
		desc  string
	}{
		{"3", Solo, Three, 1, "solo 3"},
		{"R", Solo, RedJoker, 1, "solo red joker"},
		{"TT", Pair, Ten, 1, "pair of 10s"},
		{"222", Trio, Two, 1, "trio of 2s"},
		{"8884", TrioSolo, Eight, 1, "trio of 8s with a solo"},
		{"888B", TrioSolo, Eight, 1, "trio of 8s with a solo"},
		{"88855", TrioPair, Eight, 1, "trio of 8s with a pair"},
		{"34567", SoloChain, Three, 5, "solo chain 3-7"},
		{"TJQKA", SoloChain, Ten, 5, "solo chain 10-A"},
		{"3456789TJQKA", SoloChain, Three, 12, "solo chain 3-A"},
		{"334455", PairChain, Three, 3, "pair chain 3-5"},
		{"333444", TrioChain, Three, 2, "trio chain 3-4"},
		{"33344457", PlaneSolos, Three, 2, "airplane 3-4 with solos"},
		{"33344455", PlaneSolos, Three, 2, "airplane 3-4 with solos"},
		{"333444555999", PlaneSolos, Three, 3, "airplane 3-5 with solos"},
		{"3334445577", PlanePairs, Three, 2, "airplane 3-4 with pairs"},
		{"555536", FourSolos, Five, 1, "four 5s with two solos"},
		{"555566", FourSolos, Five, 1, "four 5s with two solos"},
		{"55553377", FourPairs, Five, 1, "four 5s with two pairs"},
		{"7777", Bomb, Seven, 1, "bomb of 7s"},
		{"BR", Rocket, BlackJoker, 1, "rocket"},
	}
	for _, tt := range tests {
		t.Run(tt.cards, func(t *testing.T) {
			reads := Classify(MustParse(tt.cards), Standard)
			require.Len(t, reads, 1)
			p := reads[0]
			assert.Equal(t, tt.kind, p.Kind)
			assert.Equal(t, tt.main, p.Main)
			assert.Equal(t, tt.len, p.Len)
			assert.Equal(t, tt.desc, p.Describe())
			assert.Equal(t, MustParse(tt.cards), p.Cards)
		})
	}
}

// What is no play, and why each is the seed's edge case or the kicker
// convention.
func TestNotPlays(t *testing.T) {
	for cards, why := range map[string]string{
		"":             "no cards",
		"34":           "two ranks",
		"3456":         "a chain needs five",
		"JQKA2":        "2 is never in a chain",
		"QKA2B":        "nor a joker",
		"KA234":        "chains do not wrap",
		"3345":         "no such kind",
		"33445":        "a pair chain needs three pairs and nothing else",
		"3344":         "two pairs are no pair chain",
		"3333444":      "a bomb with a trio",
		"33334444":     "a four's pairs must be of two ranks; wings never share a chain's rank",
		"5555BR":       "the two jokers are never kickers",
		"333444BR":     "nor on an airplane",
		"333444555666": "a trio chain, read below, not an airplane with a trio next to it",
		"3334447777":   "a bomb is never wings",
		"333BB":        "one black joker only",
		"BB":           "a pair of jokers does not exist",
	} {
		reads := Classify(MustParseLoose(cards), Standard)
		if cards == "333444555666" {
			require.Len(t, reads, 1, why)
			assert.Equal(t, TrioChain, reads[0].Kind, why)
			continue
		}
		assert.Empty(t, reads, "%s: %s", cards, why)
	}
}

// MustParseLoose reads cards for a test, allowing what no pack has (two
// black jokers), to show such sets are no play.
func MustParseLoose(s string) Counts {
	var c Counts
	for i := range len(s) {
		r, err := ParseRank(s[i])
		if err != nil {
			panic(err)
		}
		c[r]++
	}
	return c
}

func TestSimpleRules(t *testing.T) {
	for cards, kind := range map[string]Kind{"3": Solo, "33": Pair, "333": Trio, "3334": TrioSolo, "34567": SoloChain, "3333": Bomb} {
		reads := Classify(MustParse(cards), Simple)
		require.Len(t, reads, 1, cards)
		assert.Equal(t, kind, reads[0].Kind)
	}
	for _, cards := range []string{"BR", "33344", "334455", "333444", "555536"} {
		assert.Empty(t, Classify(MustParse(cards), Simple), "%s is not a play under the simple rules", cards)
	}
}

func TestBeats(t *testing.T) {
	play := func(s string) Play {
		reads := Classify(MustParse(s), Standard)
		require.Len(t, reads, 1, s)
		return reads[0]
	}
	tests := []struct {
		p, t string
		want bool
	}{
		{"4", "3", true},
		{"3", "4", false},
		{"3", "3", false},
		{"B", "2", true},
		{"R", "B", true},
		{"45678", "34567", true},
		{"345678", "34567", false}, // another length
		{"34567", "3456789", false},
		{"445566", "334455", true},
		{"4445", "3339", true},
		{"4445", "33399", false}, // another kind
		{"3333", "22", true},
		{"3333", "KKKK", false},
		{"AAAA", "KKKK", true},
		{"BR", "2222", true},
		{"2222", "BR", false},
		{"444555", "333444", true},
		{"44455569", "33344478", true},
		{"44455569", "333444", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Beats(play(tt.p), play(tt.t)), "%s on %s", tt.p, tt.t)
	}
	assert.True(t, Beats(play("3"), PassPlay), "anything leads")
	assert.False(t, Beats(PassPlay, play("3")), "a pass beats nothing")
}

func TestGroups(t *testing.T) {
	for cards, want := range map[string]string{
		"334455":   "33-44-55",
		"34567":    "34567",
		"8884":     "888+4",
		"33344457": "333-444+57",
		"55553377": "5555+3377",
		"BR":       "BR",
	} {
		assert.Equal(t, want, Classify(MustParse(cards), Standard)[0].Groups())
	}
	assert.Equal(t, "pass", PassPlay.Groups())
}

func TestExplain(t *testing.T) {
	for cards, want := range map[string]string{
		"3344":    "3 3 4 4 is no play: a pair chain needs 3 or more consecutive pairs",
		"3456":    "3 4 5 6 is no play: a chain needs 5 or more consecutive ranks",
		"JQ":      "J Q is no play: a chain needs 5 or more consecutive ranks",
		"35":      "3 5 is no play: a chain needs 5 or more consecutive ranks",
		"56TJ":    "5 6 10 J is no play: its ranks are not consecutive",
		"5689":    "5 6 8 9 is no play: a chain needs the 7 too",
		"56789TQ": "5 6 7 8 9 10 Q is no play: a chain needs the J too",
		"336644":  "3 3 4 4 6 6 is no play: a pair chain needs a pair of 5 too",
		"333555":  "3 3 3 5 5 5 is no play: an airplane needs three 4s too",
		"JQKA2":   "2 and the jokers are never part of a chain",
		"KKAA22":  "2 and the jokers are never part of a chain",
		"34":      "a chain needs 5 or more consecutive ranks",
		"35789":   "3 5 7 8 9 is no play: a chain needs the 4 and the 6 too",
		"5555BR":  "the two jokers are never kickers: together they are the rocket",
		"33345":   "a trio takes one solo or one pair",
		"3333444": "four of a kind",
		"":        "choose the cards to play",
	} {
		require.Empty(t, Classify(MustParse(cards), Standard), cards)
		assert.Contains(t, Explain(MustParse(cards), Standard), want, cards)
	}
	assert.Contains(t, Explain(MustParse("BR"), Simple), "no rocket")
	assert.Contains(t, Explain(MustParse("33344"), Simple), "simple rules")
}
