package ui

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

// allCardStates lists every combination of CardState flags.
func allCardStates() []CardState {
	var out []CardState
	for bits := range 16 {
		out = append(out, CardState{
			Selected: bits&1 != 0, Focused: bits&2 != 0, Dim: bits&4 != 0, Highlight: bits&8 != 0,
		})
	}
	return out
}

// stripLines returns the lines of what a fan shows of card c, w columns
// wide, escape codes stripped.
func stripLines(th *Theme, c cards.Card, st CardState, w int) string {
	return ansi.Strip(strings.Join(th.cardLines(c, true, st, w), "\n"))
}

// shuffled returns the first n cards of a seeded shuffle of two decks with
// jokers.
func shuffled(n int) []cards.Card {
	cs := cards.Decks(2, true)
	cards.Shuffle(cs, rand.New(rand.NewPCG(4, 2)))
	return cs[:n]
}

func TestCardFace(t *testing.T) {
	tests := []struct {
		name  string
		card  cards.Card
		ascii bool
		want  string
	}{
		{"ten of hearts", cards.New(cards.Ten, cards.Hearts), false,
			"       \n╭─────╮\n│10   │\n│  ♥  │\n│   10│\n╰─────╯"},
		{"ace of spades ascii", cards.New(cards.Ace, cards.Spades), true,
			"       \n+-----+\n|A    |\n|  S  |\n|    A|\n+-----+"},
		{"red joker: red", cards.Card{Rank: cards.BigJoker}, false,
			"       \n╭─────╮\n│R    │\n│JOKER│\n│    R│\n╰─────╯"},
		{"black joker ascii: black", cards.Card{Rank: cards.SmallJoker}, true,
			"       \n+-----+\n|B    |\n|JOKER|\n|    B|\n+-----+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := newTestTheme(t, tt.ascii)
			assert.Equal(t, tt.want, ansi.Strip(th.Card(tt.card, true, CardState{}).Text))
		})
	}
}

func TestCardEveryRankAndSuit(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		v, h := "│", "─"
		if ascii {
			v, h = "|", "-"
		}
		for _, suit := range cards.Suits {
			for rank := cards.Ace; rank <= cards.King; rank++ {
				c := cards.New(rank, suit)
				sym := suit.String()
				if ascii {
					sym = suit.Letter()
				}
				t.Run(fmt.Sprintf("ascii=%v/%s", ascii, c.ASCII()), func(t *testing.T) {
					lines := strings.Split(ansi.Strip(th.Card(c, true, CardState{}).Text), "\n")
					require.Len(t, lines, CardHeight)
					assert.Equal(t, strings.Repeat(h, 5), string([]rune(lines[1])[1:6]), "top border")
					assert.Equal(t, fmt.Sprintf("%s%-5s%s", v, rank, v), lines[2], "top-left corner")
					assert.Equal(t, v+"  "+sym+"  "+v, lines[3], "suit in the middle")
					assert.Equal(t, fmt.Sprintf("%s%5s%s", v, rank, v), lines[4], "bottom-right corner")

					strip := strings.Split(stripLines(th, c, CardState{}, FanMinStrip), "\n")
					assert.Equal(t, fmt.Sprintf("%s%-2s", v, rank), strip[2], "rank in a fan's strip")
					assert.Equal(t, v+sym+" ", strip[3], "suit below it")
				})
			}
		}
	}
}

func TestCardJokers(t *testing.T) {
	th := newTestTheme(t, false)
	big, small := cards.Card{Rank: cards.BigJoker}, cards.Card{Rank: cards.SmallJoker}
	assert.Contains(t, th.Card(big, true, CardState{}).Text, th.Red.Render("JOKER"), "the red joker is red")
	assert.Contains(t, th.Card(small, true, CardState{}).Text, th.Text.Render("JOKER"), "the black joker is black")
	assert.Equal(t, "   \n╭──\n│R \n│JK\n│  \n╰──", stripLines(th, big, CardState{}, 3))
	assert.Equal(t, "    \n╭───\n│B  \n│JK \n│   \n╰───", stripLines(th, small, CardState{}, 4))
	assert.Equal(t, "  \n╭─\n│B\n│*\n│ \n╰─", stripLines(th, small, CardState{}, FanTightStrip))
	assert.Equal(t, "  \n╭─\n│T\n│♥\n│ \n╰─", stripLines(th, cards.New(cards.Ten, cards.Hearts), CardState{}, FanTightStrip), "a tight ten is T")
	for _, c := range []cards.Card{{Rank: cards.BigJoker, Deck: 1}, {Rank: cards.SmallJoker, Deck: 1}} {
		assert.NotContains(t, ansi.Strip(th.Card(c, true, CardState{}).Text), "▒", "a joker of the second deck is face up")
	}
}

func TestCardRedSuits(t *testing.T) {
	th := newTestTheme(t, false)
	red := strings.Split(th.Red.Render("x"), "x")[0]
	black := strings.Split(th.Text.Render("x"), "x")[0]
	require.NotEmpty(t, red, "colour is on")
	require.NotEqual(t, red, black)
	for _, s := range cards.Suits {
		t.Run(s.Name(), func(t *testing.T) {
			out := th.Card(cards.New(cards.Queen, s), true, CardState{}).Text
			assert.Equal(t, s.Red(), strings.Contains(out, red), "red ink")
			assert.Equal(t, s.Red(), strings.Contains(out, th.Red.Render(s.String())))
			assert.Equal(t, !s.Red(), strings.Contains(out, th.Text.Render(s.String())))
		})
	}
}

func TestCardSizeIsConstant(t *testing.T) {
	some := []cards.Card{
		cards.New(cards.Ace, cards.Spades), cards.New(cards.Ten, cards.Hearts), cards.New(cards.King, cards.Diamonds),
		{Rank: cards.BigJoker}, {Rank: cards.SmallJoker}, {}, {Rank: cards.Ace}, {Rank: 20, Suit: cards.Clubs},
	}
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		for _, c := range some {
			for _, st := range allCardStates() {
				for _, up := range []bool{false, true} {
					b := th.Card(c, up, st)
					assert.Equal(t, CardWidth, b.Width(), "ascii=%v %v up=%v %+v", ascii, c, up, st)
					assert.Equal(t, CardHeight, b.Height(), "ascii=%v %v up=%v %+v", ascii, c, up, st)
					grid(t, b.Text) // rectangular, one rune per cell
				}
				for w := FanMinStrip; w <= FanMaxStrip; w++ {
					lines := th.cardLines(c, true, st, w)
					require.Len(t, lines, CardHeight)
					for i, l := range lines {
						assert.Equal(t, w, ansi.StringWidth(l), "strip %d of %v %+v line %d", w, c, st, i)
					}
				}
			}
		}
	}
}

func TestCardFaceDownHidesCard(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		for _, c := range cards.Decks(1, true) {
			secrets := []string{c.Rank.String(), c.Suit.Letter(), c.Suit.String(), c.Suit.Name()}
			if c.IsJoker() {
				secrets = append(secrets, "JOKER", "JK")
			}
			for _, st := range allCardStates() {
				back := ansi.Strip(th.Card(cards.Card{}, true, st).Text)
				out := ansi.Strip(th.Card(c, false, st).Text)
				assert.Equal(t, back, out, "every hidden card looks the same: %v %+v", c, st)
				for _, s := range secrets {
					if s != "" {
						assert.NotContains(t, out, s, "face-down %v %+v", c, st)
					}
				}
			}
		}
		for _, bad := range []cards.Card{{Rank: cards.Ace}, {Rank: 20, Suit: cards.Spades}, {Suit: cards.Hearts}} {
			assert.Equal(t, ansi.Strip(th.Card(cards.Card{}, true, CardState{}).Text),
				ansi.Strip(th.Card(bad, true, CardState{}).Text), "invalid %d/%d is drawn as a back", bad.Rank, bad.Suit)
		}

		hand := cards.MustParseList("AS 10H KD")
		row := ansi.Strip(th.CardRow(hand, []bool{false, false, false}, nil, "c").Text)
		fan := ansi.Strip(th.CardFan(make([]cards.Card, 20), []CardState{{Selected: true}, {Focused: true}}, 80, "f").Text)
		for _, s := range []string{"A", "10", "K", "S", "H", "D", "♠", "♥", "♦", "♣", "C", "J", "Q"} {
			assert.NotContains(t, row, s, "ascii=%v row of backs", ascii)
			assert.NotContains(t, fan, s, "ascii=%v fan of backs", ascii)
		}
	}
}

func TestCardStatesVisibleWithoutColour(t *testing.T) {
	c := cards.New(cards.Nine, cards.Clubs)
	for _, ascii := range []bool{false, true} {
		th := NewTheme(testRenderer(termenv.Ascii), ascii)
		tests := []struct {
			name string
			st   CardState
		}{
			{"plain", CardState{}},
			{"selected", CardState{Selected: true}},
			{"focused", CardState{Focused: true}},
			{"selected and focused", CardState{Selected: true, Focused: true}},
		}
		for _, view := range []struct {
			name string
			draw func(CardState) string
		}{
			{"card", func(st CardState) string { return th.Card(c, true, st).Text }},
			{"back", func(st CardState) string { return th.Card(c, false, st).Text }},
			{"strip", func(st CardState) string { return strings.Join(th.cardLines(c, true, st, FanMinStrip), "\n") }},
		} {
			seen := map[string]string{}
			for _, tt := range tests {
				t.Run(fmt.Sprintf("ascii=%v/%s/%s", ascii, view.name, tt.name), func(t *testing.T) {
					out := view.draw(tt.st)
					require.NotContains(t, out, "\x1b[", "colour is off")
					for name, other := range seen {
						assert.NotEqual(t, other, out, "%s looks like %s", tt.name, name)
					}
					seen[tt.name] = out
					lines := strings.Split(out, "\n")
					box, free := lines[1:], lines[0]
					if tt.st.Selected {
						box, free = lines[:CardHeight-1], lines[CardHeight-1]
						assert.NotEqual(t, strings.Split(view.draw(CardState{}), "\n")[1], box[0], "double border")
					}
					assert.Equal(t, tt.st.Focused, strings.TrimSpace(free) != "", "arrows in the free line %q", free)
					assert.NotEqual(t, "", strings.TrimSpace(box[0]), "the box's top border")
				})
			}
			// Dim and Highlight are colour only.
			assert.Equal(t, view.draw(CardState{}), view.draw(CardState{Dim: true, Highlight: true}))
		}
	}
}

func TestCardStatesInColour(t *testing.T) {
	th := newTestTheme(t, false)
	c := cards.New(cards.Five, cards.Diamonds)
	seen := map[string]CardState{}
	for _, st := range allCardStates() {
		out := th.Card(c, true, st).Text
		if other, ok := seen[out]; ok {
			t.Errorf("%+v looks like %+v", st, other)
		}
		seen[out] = st
	}
}

func TestCardASCIIIsPureASCII(t *testing.T) {
	for _, p := range []termenv.Profile{termenv.Ascii, termenv.TrueColor} {
		th := NewTheme(testRenderer(p), true)
		deck := append(cards.Decks(1, true), cards.Card{}, cards.Card{Rank: cards.Ace})
		var parts []string
		for _, c := range deck {
			parts = append(parts, th.CardText(c))
			for _, st := range allCardStates() {
				parts = append(parts, th.Card(c, true, st).Text, th.Card(c, false, st).Text)
			}
		}
		states := allCardStates()
		parts = append(parts,
			th.CardRow(deck[:10], []bool{true, false}, states, "c").Text,
			th.CardFan(deck, states, 80, "f").Text,
			th.CardFan(deck, states, 200, "f").Text,
		)
		out := strings.Join(parts, "\n")
		if p == termenv.Ascii {
			require.NotContains(t, out, "\x1b[")
		}
		for i, r := range ansi.Strip(out) {
			if r != '\n' && (r < ' ' || r > '~') {
				t.Fatalf("profile %v: non-ASCII or control rune %q at byte %d", p, r, i)
			}
		}
	}
}

func TestCardRowZones(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		hand := cards.MustParseList("10H AS KD 7C BJ")
		faceUp := []bool{true, false, true} // the rest face up
		states := []CardState{{Selected: true}, {Focused: true}, {Selected: true, Focused: true}}
		row := th.CardRow(hand, faceUp, states, "card")
		require.Len(t, row.Zones, len(hand))
		assert.Equal(t, 5*CardWidth+4, row.Width())
		assert.Equal(t, CardHeight, row.Height())
		g := grid(t, row.Text)
		for i, c := range hand {
			id := "card" + strconv.Itoa(i)
			z := zone(t, row, id)
			assert.Equal(t, Rect{X: i * (CardWidth + 1), W: CardWidth, H: CardHeight}, z, id)
			up := i >= len(faceUp) || faceUp[i]
			var st CardState
			if i < len(states) {
				st = states[i]
			}
			assert.Equal(t, ansi.Strip(th.Card(c, up, st).Text), cells(g, z), "zone %s holds card %d", id, i)
			if i > 0 {
				assert.Equal(t, strings.TrimSuffix(strings.Repeat(" \n", CardHeight), "\n"),
					cells(g, Rect{X: z.X - 1, W: 1, H: CardHeight}), "gap before %s", id)
			}
			got, ok := row.Hit(z.X+CardWidth/2, z.Y+CardHeight/2)
			assert.True(t, ok)
			assert.Equal(t, id, got)
		}
		assert.Contains(t, ansi.Strip(row.Text), "JOKER", "a missing faceUp is face up")
		assert.NotContains(t, ansi.Strip(row.Text), "A", "the face-down ace stays hidden")
		empty := th.CardRow(nil, nil, nil, "card")
		assert.Empty(t, empty.Zones)
		assert.Equal(t, CardHeight, empty.Height())
	}
}

func TestCardFanLayout(t *testing.T) {
	tests := []struct {
		name         string
		n, width     int
		rows, strip  int
		wantWidth    int
		wantPerFirst int
	}{
		{"no cards", 0, 80, 1, 0, 0, 0},
		{"one card", 1, 80, 1, 0, CardWidth, 1},
		{"two cards, roomy", 2, 80, 1, FanMaxStrip, FanMaxStrip + CardWidth, 2},
		{"13 cards", 13, 80, 1, FanMaxStrip, 12*FanMaxStrip + CardWidth, 13},
		{"20 cards (Dou Dizhu) at 80", 20, 80, 1, 3, 19*3 + CardWidth, 20},
		{"20 cards at 100", 20, 100, 1, 4, 19*4 + CardWidth, 20},
		{"25 cards (Shengji) at 80", 25, 80, 1, 3, 24*3 + CardWidth, 25},
		{"33 cards (Shengji with the kitty) at 80", 33, 80, 1, FanTightStrip, 32*FanTightStrip + CardWidth, 33},
		{"54 cards at 80", 54, 80, 2, FanTightStrip, 26*FanTightStrip + CardWidth, 27},
		{"108 cards at 80", 108, 80, 3, FanTightStrip, 35*FanTightStrip + CardWidth, 36},
		{"20 cards at 40", 20, 40, 2, 3, 9*3 + CardWidth, 10},
		{"exactly the minimum", 5, 4*FanMinStrip + CardWidth, 1, FanMinStrip, 4*FanMinStrip + CardWidth, 5},
		{"one column short: tight strips", 5, 4*FanMinStrip + CardWidth - 1, 1, FanTightStrip, 4*FanTightStrip + CardWidth, 5},
		{"too narrow even for tight strips", 5, 4*FanTightStrip + CardWidth - 1, 2, FanMinStrip, 2*FanMinStrip + CardWidth, 3},
		{"narrower than a card", 3, 5, 3, 0, CardWidth, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := newTestTheme(t, false)
			fan := th.CardFan(shuffled(tt.n), nil, tt.width, "f")
			assert.Equal(t, tt.rows*CardHeight, fan.Height(), "rows")
			assert.Equal(t, tt.wantWidth, fan.Width(), "width")
			if tt.width >= CardWidth {
				assert.LessOrEqual(t, fan.Width(), tt.width, "fits")
			}
			require.Len(t, fan.Zones, tt.n)
			perFirst := 0
			for _, z := range fan.Zones {
				if z.Y == 0 {
					perFirst++
				}
				if z.W != CardWidth {
					assert.Equal(t, tt.strip, z.W, "strip of %s", z.ID)
				}
			}
			assert.Equal(t, tt.wantPerFirst, perFirst, "cards in the first row")
			grid(t, fan.Text)
		})
	}
}

func TestCardFanZones(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		for _, tc := range []struct{ n, width int }{{2, 80}, {8, 80}, {20, 80}, {25, 80}, {33, 80}, {54, 60}} {
			t.Run(fmt.Sprintf("ascii=%v/%d cards in %d", ascii, tc.n, tc.width), func(t *testing.T) {
				th := newTestTheme(t, ascii)
				cs := shuffled(tc.n)
				cs[tc.n/2] = cards.Card{} // one hidden card
				states := make([]CardState, tc.n)
				for i := range states {
					states[i] = CardState{Selected: i%3 == 1, Focused: i == tc.n-2, Dim: i%5 == 0}
				}
				fan := th.CardFan(cs, states, tc.width, "f")
				require.Len(t, fan.Zones, tc.n)
				g := grid(t, fan.Text)
				covered := 0
				for i, c := range cs {
					id := "f" + strconv.Itoa(i)
					z := zone(t, fan, id)
					require.Equal(t, CardHeight, z.H, id)
					require.Zero(t, z.Y%CardHeight, id)

					// The zone holds exactly what the fan shows of card i.
					last := i == tc.n-1 || fan.Zones[i+1].Y != z.Y
					if last {
						assert.Equal(t, CardWidth, z.W, "%s shows whole", id)
					} else {
						assert.Equal(t, z.X+z.W, fan.Zones[i+1].X, "%s ends where the next card begins", id)
					}
					if i > 0 && fan.Zones[i-1].Y != z.Y {
						assert.Zero(t, z.X, "%s begins a row", id)
					}
					assert.Equal(t, stripLines(th, c, states[i], z.W), cells(g, z), "zone %s holds card %d", id, i)

					// Marker text: the card's rank read off the screen at the
					// zone's top-left inside corner, its suit below the rank
					// (in a strip) or in the middle (the whole last card).
					top := z.Y + 1
					if states[i].Selected {
						top = z.Y
					}
					if c.Valid() {
						want, _ := indexOf(c, ascii, min(z.W, CardWidth-1)-1)
						rank := cells(g, Rect{X: z.X + 1, Y: top + 1, W: len(want), H: 1})
						assert.Equal(t, want, rank, "rank of %s", id)
						if !c.IsJoker() {
							x := z.X + 1
							if last {
								x = z.X + CardWidth/2
							}
							suit := cells(g, Rect{X: x, Y: top + 2, W: 1, H: 1})
							assert.Equal(t, strings.TrimPrefix(th.CardText(c), c.Rank.String()), suit, "suit of %s", id)
						}
					}
					for y := z.Y; y < z.Y+z.H; y++ {
						for x := z.X; x < z.X+z.W; x++ {
							got, ok := fan.Hit(x, y)
							require.True(t, ok, "cell %d,%d", x, y)
							require.Equal(t, id, got, "cell %d,%d", x, y)
							covered++
						}
					}
				}
				// Outside the zones there is only the padding of a short last row.
				blank := 0
				for y, row := range g {
					for x, r := range row {
						if _, ok := fan.Hit(x, y); !ok {
							assert.Equal(t, ' ', r, "cell %d,%d is drawn but hits no card", x, y)
							blank++
						}
					}
				}
				assert.Equal(t, fan.Width()*fan.Height(), covered+blank, "zones do not overlap")
			})
		}
	}
}

func TestCardText(t *testing.T) {
	tests := []struct {
		card          cards.Card
		normal, ascii string
	}{
		{cards.New(cards.Ten, cards.Hearts), "10♥", "10H"},
		{cards.New(cards.Ace, cards.Spades), "A♠", "AS"},
		{cards.Card{Rank: cards.Queen, Suit: cards.Clubs, Deck: 1}, "Q♣", "QC"},
		{cards.Card{Rank: cards.BigJoker}, "R", "R"},
		{cards.Card{Rank: cards.SmallJoker, Deck: 1}, "B", "B"},
		{cards.Card{}, "??", "??"},
		{cards.Card{Rank: cards.Ace}, "??", "??"},
		{cards.Card{Rank: 20, Suit: cards.Spades}, "??", "??"},
	}
	for _, tt := range tests {
		t.Run(tt.ascii, func(t *testing.T) {
			assert.Equal(t, tt.normal, newTestTheme(t, false).CardText(tt.card))
			assert.Equal(t, tt.ascii, newTestTheme(t, true).CardText(tt.card))
		})
	}
}

func BenchmarkCardFan(b *testing.B) {
	th := NewTheme(testRenderer(termenv.TrueColor), false)
	hand := shuffled(25)
	states := []CardState{{Selected: true}, {Focused: true}, {}, {Dim: true}}
	b.ReportAllocs()
	for b.Loop() {
		_ = th.CardFan(hand, states, 80, "f")
	}
}

func BenchmarkCardRow(b *testing.B) {
	th := NewTheme(testRenderer(termenv.TrueColor), false)
	hand := shuffled(5)
	b.ReportAllocs()
	for b.Loop() {
		_ = th.CardRow(hand, []bool{true, false}, nil, "c")
	}
}
