package blackjack

import (
	"fmt"
	"math"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// tableRound is one round of seat P1 as the reducer played it.
type tableRound struct {
	bet, net bj.Amount
	ranks    []int8 // every card dealt this round, in the order dealt
	// midAt is how many of ranks were dealt before the shoe ran out and
	// the discards were reshuffled (0: no reshuffle in this round).
	midAt int
}

// tableShoe is the rounds dealt from one shuffled shoe; complete when the
// reducer reshuffled after its last round.
type tableShoe struct {
	rounds   []tableRound
	complete bool
}

// playTable plays rounds rounds at a table through the reducer with one
// computer player per seat, each fed its redacted events, checking that
// every action it returns is one its view accepts. It returns P1's rounds
// grouped by shoe, the cards read from the unredacted events.
func playTable(t testing.TB, cfg gb.Config, seed uint64, levels []string, rounds int) []tableShoe {
	t.Helper()
	s, err := gb.Game.New(cfg, seed)
	require.NoError(t, err)
	players := make([]Player, len(levels))
	for i, level := range levels {
		players[i], err = NewPlayer(level, cfg.Rules)
		require.NoError(t, err)
	}
	shoes := []tableShoe{{}}
	var cur tableRound
	played := 0
	for actions := 0; played < rounds; actions++ {
		require.Less(t, actions, 100*rounds+100, "the players loop")
		seat, ok := gametest.ToMove(gb.Game, s)
		require.True(t, ok)
		v := gb.Game.View(s, seat)
		a := players[seat].Decide(v)
		require.NoError(t, v.Check(a), "round %d %s: %s", v.Round, seat, a)
		var events []game.Event
		s, events, err = gb.Game.Reduce(s, seat, a)
		require.NoError(t, err)
		for i, p := range players {
			if o, ok := p.(Observer); ok {
				o.Observe(game.RedactAll(gb.Game, events, game.Seat(i)))
			}
		}
		for _, e := range events {
			switch e := e.(type) {
			case gb.BetPlaced:
				if e.Seat == 0 {
					cur.bet = e.Amount
				}
			case gb.CardDealt:
				cur.ranks = append(cur.ranks, int8(e.Card.Rank))
			case gb.ShoeShuffled:
				if e.MidRound {
					cur.midAt = len(cur.ranks)
					continue
				}
				shoes[len(shoes)-1].complete = true
				shoes = append(shoes, tableShoe{})
			case gb.RoundOver:
				cur.net = e.Nets[0]
				last := &shoes[len(shoes)-1]
				last.rounds = append(last.rounds, cur)
				cur = tableRound{}
				played++
			}
		}
	}
	return shoes
}

// replayShoe deals a shoe whose first cards are those the reducer dealt
// through the simulator engine, one round per reducer round, and checks
// every round's bet, result and cards used against the reducer's. The rest
// of the shoe is filled with the pack's remaining cards. A reshuffle of the
// discards during a round deals the reducer's cards next.
func replayShoe(t *testing.T, e *simEngine, sh tableShoe, label string) {
	t.Helper()
	var left [14]int
	for r := 1; r <= 13; r++ {
		left[r] = 4 * e.decks
	}
	n := 0
	for _, rd := range sh.rounds {
		first := rd.ranks
		if rd.midAt > 0 {
			first = rd.ranks[:rd.midAt]
		}
		for _, c := range first {
			e.shoe[n] = c
			left[c]--
			n++
		}
	}
	fill := n
	for r := int8(1); r <= 13; r++ {
		for range left[r] {
			e.shoe[fill] = r
			fill++
		}
	}
	require.Equal(t, e.size, fill, "%s: the reducer's cards are one pack", label)
	e.start, e.next, e.cut, e.inShoe = 0, 0, e.cutCard, 0
	e.running, e.seen = 0, 0
	defer func() { e.restack = nil }()
	for i, rd := range sh.rounds {
		reshuffles := int64(0)
		e.restack = nil
		if rd.midAt > 0 {
			reshuffles = 1
			post := rd.ranks[rd.midAt:]
			e.restack = func(ns []int8) {
				var have [14]int
				for _, c := range ns {
					have[c]++
				}
				k := copy(ns, post)
				for _, c := range post {
					have[c]--
					require.GreaterOrEqual(t, have[c], 0, "%s round %d: the reducer's new shoe is the discards", label, i)
				}
				for r := int8(1); r <= 13; r++ {
					for range have[r] {
						ns[k] = r
						k++
					}
				}
			}
		}
		before, at := e.sums, e.next
		e.round()
		require.Equal(t, before.shuffles+reshuffles, e.sums.shuffles, "%s round %d: reshuffles", label, i)
		units := e.sums.bet - before.bet
		net := e.sums.net - before.net // tenths of a unit; a unit is 10 chips
		require.Equal(t, rd.bet, bj.Chips(10*int(units)), "%s round %d: bet", label, i)
		require.Equal(t, rd.net, bj.Amount(2*net), "%s round %d: result of %v", label, i, rd.ranks)
		used := e.next - at
		if rd.midAt > 0 {
			used = e.next // the cards in play went to the front of the new shoe
		}
		require.Equal(t, len(rd.ranks), used, "%s round %d: cards used", label, i)
	}
	if sh.complete {
		require.GreaterOrEqual(t, e.next, e.cut, "%s: the shoe ends at the cut card", label)
	}
}

// simRuleSets exercise every rule option.
var simRuleSets = []struct {
	name  string
	rules func() bj.Rules
}{
	{"default", bj.Default},
	{"H17 late surrender 6:5", func() bj.Rules {
		r := bj.Default()
		r.H17, r.Surrender, r.Payout = true, bj.LateSurrender, bj.SixToFive
		return r
	}},
	{"1 deck no DAS 9-11", func() bj.Rules {
		r := bj.Default()
		r.Decks, r.DAS, r.Double, r.Penetration = 1, false, bj.Double9to11, 0.65
		return r
	}},
	{"2 decks resplit aces split tens surrender", func() bj.Rules {
		r := bj.Default()
		r.Decks, r.ResplitAces, r.SplitTens, r.Surrender = 2, true, true, bj.LateSurrender
		return r
	}},
	{"8 decks two hands H17", func() bj.Rules {
		r := bj.Default()
		r.Decks, r.MaxHands, r.H17, r.Penetration = 8, 2, true, 0.9
		return r
	}},
	{"4 decks no splits", func() bj.Rules {
		r := bj.Default()
		r.Decks, r.MaxHands = 4, 1
		return r
	}},
	{"1 deck 95% penetration (reshuffles mid-round)", func() bj.Rules {
		r := bj.Default()
		r.Decks, r.Penetration, r.Surrender = 1, 0.95, bj.LateSurrender
		return r
	}},
}

// The simulator plays the same game as the reducer: the shoes the reducer
// dealt, replayed through the engine, give the same bets, the same result
// and the same number of cards in every round, for both strategies and
// every rule option.
func TestSimEngineReplaysTheReducer(t *testing.T) {
	rounds := 3000
	if short() {
		rounds = 600
	}
	for _, rs := range simRuleSets {
		for _, level := range Levels {
			t.Run(rs.name+"/"+level, func(t *testing.T) {
				r := rs.rules()
				cfg := gb.Config{Rules: r, Bankroll: 1_000_000_000, MinBet: 10, MaxBet: 1000}
				seed := uint64(7)
				if level == "counter" {
					seed = 8 // other shoes
				}
				shoes := playTable(t, cfg, seed, []string{level}, rounds)
				chart, err := ChartFor(r)
				require.NoError(t, err)
				e := newSimEngine(r, newCodeTable(chart), level == "counter", 0)
				e.reset(1)
				var splits, doubles, insured int64
				mid := 0
				for i, sh := range shoes {
					replayShoe(t, e, sh, fmt.Sprintf("shoe %d", i))
					for _, rd := range sh.rounds {
						if rd.midAt > 0 {
							mid++
						}
					}
				}
				if r.Penetration > 0.9 && r.Decks == 1 {
					assert.Positive(t, mid, "some rounds reshuffle the discards")
				}
				splits, doubles, insured = e.sums.splits, e.sums.doubles, e.sums.insured
				assert.Positive(t, doubles)
				if r.MaxHands > 1 {
					assert.Positive(t, splits)
				}
				if level == "counter" {
					assert.Positive(t, insured)
				}
				t.Logf("%d shoes, %d rounds: %d splits, %d doubles, %d surrenders, %d insured, %d reshuffles mid-round",
					len(shoes), e.sums.rounds, splits, doubles, e.sums.surrs, insured, mid)
			})
		}
	}
}

// Hand-built rounds on stacked shoes: the engine's result and cards used
// for outcomes worked out by hand.
func TestSimEngineStackedRounds(t *testing.T) {
	tests := []struct {
		name  string
		rules func(*bj.Rules)
		level string
		deal  string  // cards in deal order: P, up, P, hole, then draws
		net   float64 // in bets
		cards int     // cards used
	}{
		{"natural 3:2", nil, "basic", "AS 9H KD 7C", 1.5, 4},
		{"natural 6:5", func(r *bj.Rules) { r.Payout = bj.SixToFive }, "basic", "AS 9H KD 7C", 1.2, 4},
		{"natural v natural", nil, "basic", "AS AH KD KC", 0, 4},
		{"dealer blackjack under a ten", nil, "basic", "9S KH 9D AC", -1, 4},
		{"dealer blackjack beats 11, no double", nil, "basic", "5S AH 6D KC", -1, 4},
		{"double 11 v 6 wins", nil, "basic", "5S 6H 6D 10C KS 9C", 2, 6},
		{"16 v 10 hits and busts, dealer keeps cards", nil, "basic", "10S 10H 6D 7C 9S", -1, 5},
		{"late surrender 16 v 10", func(r *bj.Rules) { r.Surrender = bj.LateSurrender }, "basic", "10S 10H 6D 7C", -0.5, 4},
		{"split 8s v 6: both stand and win", nil, "basic", "8S 6H 8D 10C 10S 10D 10H", 2, 7},
		{"split aces one card each", nil, "basic", "AS 7H AD 10C 9S 9D", 2, 6},
		{"split aces, resplit", func(r *bj.Rules) { r.ResplitAces = true }, "basic", "AS 7H AD 10C AH 9S 9D 9C", 3, 8},
		{"dealer soft 17 stands under S17", nil, "basic", "10S 6H 8D AC", 1, 4},
		{"dealer soft 17 hits under H17", func(r *bj.Rules) { r.H17 = true }, "basic", "10S 6H 8D AC 4C", -1, 5},
		{"push", nil, "basic", "10S 10H 9D 9C", 0, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := bj.Default()
			if tt.rules != nil {
				tt.rules(&r)
			}
			cs := cards.MustParseList(tt.deal)
			chart, err := ChartFor(r)
			require.NoError(t, err)
			e := newSimEngine(r, newCodeTable(chart), tt.level == "counter", 0)
			e.reset(1)
			sh := tableShoe{rounds: []tableRound{{bet: bj.Chips(10), net: bj.Amount(20 * tt.net), ranks: ranks(cs[:tt.cards])}}}
			replayShoe(t, e, sh, tt.name)
		})
	}
}

func ranks(cs []cards.Card) []int8 {
	out := make([]int8, len(cs))
	for i, c := range cs {
		out[i] = int8(c.Rank)
	}
	return out
}

// The code table reads the chart exactly as Chart.Code does.
func TestCodeTableMatchesChart(t *testing.T) {
	r := bj.Default()
	r.Surrender = bj.LateSurrender
	c, err := ChartFor(r)
	require.NoError(t, err)
	table := newCodeTable(c)
	for up := 1; up <= Values; up++ {
		for a := 1; a <= Values; a++ {
			for b := 1; b <= Values; b++ {
				h := handOf(a, b)
				t2, soft := bj.HandTotal(h.Cards)
				want := c.Code(h, up)
				var got Code
				switch {
				case a == b:
					got = table[pairClass0+a][up]
				case soft:
					got = table[softClass0+t2][up]
				default:
					got = table[t2][up]
				}
				assert.Equal(t, want, got, "%d,%d v %d", a, b, up)
			}
		}
	}
}

// chartAction agrees with Chart.Action whenever the bankroll covers a
// double and a split, and falls back as the codes say when it does not.
func TestChartActionMatchesChart(t *testing.T) {
	for _, rs := range simRuleSets {
		r := rs.rules()
		c, err := ChartFor(r)
		require.NoError(t, err)
		for up := 1; up <= Values; up++ {
			for a := 1; a <= Values; a++ {
				for b := a; b <= Values; b++ {
					for hands := 1; hands <= r.MaxHands; hands++ {
						h := handOf(a, b)
						h.Hands = hands
						h.FromSplit = hands > 1
						assert.Equal(t, c.Action(h, up), chartAction(c, h, up, true, true), "%s: %d,%d v %d, %d hands", rs.name, a, b, up, hands)
						got := chartAction(c, h, up, false, false)
						assert.NotEqual(t, Double, got)
						assert.NotEqual(t, Split, got)
					}
				}
			}
		}
	}
}

func TestMeasureEdgeIsDeterministic(t *testing.T) {
	cfg := EdgeConfig{Rounds: 3*EdgeChunk + 123, Seed: 42, Strategy: "counter"}
	prev := runtime.GOMAXPROCS(1)
	one, err := MeasureEdge(cfg)
	runtime.GOMAXPROCS(max(prev, 2))
	two, err2 := MeasureEdge(cfg)
	runtime.GOMAXPROCS(prev)
	require.NoError(t, err)
	require.NoError(t, err2)
	assert.Equal(t, one, two, "same seed, same result on one or two cores")
	assert.Equal(t, cfg.Rounds, one.Rounds)
	other, err := MeasureEdge(EdgeConfig{Rounds: cfg.Rounds, Seed: 43, Strategy: "counter"})
	require.NoError(t, err)
	assert.NotEqual(t, one.Net, other.Net)
}

func TestMeasureEdgeConfig(t *testing.T) {
	res, err := MeasureEdge(EdgeConfig{})
	require.NoError(t, err)
	assert.Zero(t, res.Rounds)
	assert.Zero(t, res.EV)
	assert.Equal(t, "basic", res.Strategy)

	_, err = MeasureEdge(EdgeConfig{Rounds: -1})
	assert.ErrorIs(t, err, ErrEdgeConfig)
	_, err = MeasureEdge(EdgeConfig{Rounds: 1, Strategy: "psychic"})
	assert.ErrorIs(t, err, ErrEdgeConfig)
	assert.ErrorIs(t, err, ErrUnknownLevel)
	_, err = MeasureEdge(EdgeConfig{Rounds: 1, RoundsPerShoe: -2})
	assert.ErrorIs(t, err, ErrEdgeConfig)
	bad := bj.Default()
	bad.Decks = 9
	_, err = MeasureEdge(EdgeConfig{Rounds: 1, Rules: bad})
	assert.ErrorIs(t, err, bj.ErrRules)

	res, err = MeasureEdge(EdgeConfig{Rounds: 1000, Seed: 3})
	require.NoError(t, err)
	assert.Equal(t, 1000, res.Rounds)
	assert.Equal(t, 1000.0, res.Bet, "basic bets one unit a round")
	assert.Equal(t, res.Net/1000, res.EV)
	assert.Equal(t, res.Wins+res.Pushes+res.Losses, res.Hands)
	assert.Greater(t, res.StdErr, 0.02)
	assert.Less(t, res.StdErr, 0.05)
}

// With a fixed number of rounds per shoe a round's expectation is the
// off-the-top value, which ChartEV computes exactly (with the split
// approximation): the simulation must agree within its standard error.
// (At a billion rounds the default rules agree to 0.0001%; see
// docs/ai/blackjack.md.)
func TestMeasureEdgeMatchesChartEV(t *testing.T) {
	rounds := 8_000_000
	if short() {
		rounds = 100_000
	}
	for i, rs := range simRuleSets[:3] {
		t.Run(rs.name, func(t *testing.T) {
			r := rs.rules()
			c, err := ChartFor(r)
			require.NoError(t, err)
			exact := ChartEV(c)
			res, err := MeasureEdge(EdgeConfig{Rounds: rounds, Seed: uint64(11 + i), Rules: r,
				RoundsPerShoe: offTheTopRoundsPerShoe(r.Decks)})
			require.NoError(t, err)
			t.Logf("simulated %+.4f%% ± %.4f%%, exact %+.4f%%", 100*res.EV, 100*res.StdErr, 100*exact)
			assert.Less(t, math.Abs(res.EV-exact), 4*res.StdErr+0.0002)
		})
	}
}
