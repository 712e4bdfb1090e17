package pokerdice

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// bruteBudget bounds the pairs of finals one brute-force check may compare.
const bruteBudget = 4_000_000

// outcomes is the number of rerolls of a hold.
func outcomes(m dice.Mask) int64 { return pow6[dice.HandSize-m.Count()] }

// checkTipShape checks what every tip list must satisfy: legal, distinct
// kept faces, values sorted, Value = Win + Draw/2.
func checkTipShape(t *testing.T, v gp.View, tips []Tip) {
	t.Helper()
	me := v.Me().Dice
	seen := map[[dice.Sides + 1]int]bool{}
	for i, tip := range tips {
		require.NoError(t, v.Check(gp.Hold(tip.Hold)), "tip %05b", tip.Hold)
		var c [dice.Sides + 1]int
		for _, f := range tip.Hold.Faces(me) {
			c[f]++
		}
		assert.False(t, seen[c], "tip %05b repeats kept faces", tip.Hold)
		seen[c] = true
		// Of each face it keeps the leftmost dice.
		var left [dice.Sides + 1]int
		for p, f := range me {
			if left[f] < c[f] {
				assert.True(t, tip.Hold.Has(p), "tip %05b skips die %d", tip.Hold, p+1)
				left[f]++
			}
		}
		assert.InDelta(t, tip.Value, tip.Win+tip.Draw/2, 1e-12)
		assert.GreaterOrEqual(t, tip.Win, 0.0)
		assert.GreaterOrEqual(t, tip.Draw, 0.0)
		assert.LessOrEqual(t, tip.Win+tip.Draw, 1+1e-12)
		if i > 0 {
			assert.GreaterOrEqual(t, tips[i-1].Value, tip.Value, "tips sorted by value")
		}
	}
}

func TestTipsSecondMatchBruteForce(t *testing.T) {
	tests := []struct {
		name   string
		mine   string
		opp    string
		held   dice.Mask
		rule   pd.HoldRule
		top    dice.Mask // the best hold
		checks int       // how many tips to brute-force (0: all)
	}{
		{"four 6s against a blank reroll", "66661", "12356", 0, pd.Free, 0b01111, 4},
		{"four 6s against held 5s", "66616", "55123", 0b00011, pd.Free, 0b10111, 4},
		{"straight draw against a held straight", "12346", "12345", dice.FullMask, pd.Free, 0b11110, 0},
		{"lone 6 against a held pair", "12346", "55123", 0b00011, pd.Free, 0b10000, 0},
		{"strict: a lone 5 beats a pair of 3s against 444", "33561", "44412", 0b00111, pd.Strict, 0b00100, 0},
		{"strict nothing to keep", "12346", "66612", 0b00111, pd.Strict, 0b10000, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mine, opp := hand(tt.mine), hand(tt.opp)
			v := secondView(mine, opp, tt.held, tt.rule)
			tips := Tips(v, maxHolds)
			require.Len(t, tips, len(bruteHolds(mine, tt.rule)), "one tip per distinct legal hold")
			checkTipShape(t, v, tips)
			assert.Equal(t, tt.top, tips[0].Hold)
			for i, tip := range tips {
				if tt.checks > 0 && i >= tt.checks || outcomes(tip.Hold)*outcomes(tt.held) > bruteBudget {
					continue
				}
				win, draw := bruteSecond(mine, tip.Hold, opp, tt.held)
				assert.InDelta(t, win+draw/2, tip.Value, 1e-12, "hold %05b", tip.Hold)
				assert.InDelta(t, win, tip.Win, 1e-12, "hold %05b", tip.Hold)
				assert.InDelta(t, draw, tip.Draw, 1e-12, "hold %05b", tip.Hold)
			}
		})
	}
}

func TestTipsFirstMatchBruteForce(t *testing.T) {
	tests := []struct {
		name   string
		mine   string
		opp    string
		rule   pd.HoldRule
		top    dice.Mask
		checks int
	}{
		{"four 6s", "66661", "12356", pd.Free, 0b01111, 4},
		{"full house against a pair", "55322", "11462", pd.Free, 0, 3},
		{"strict four 6s", "66661", "12356", pd.Strict, 0b01111, 3},
		{"strict against trips", "44125", "33365", pd.Strict, 0, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mine, opp := hand(tt.mine), hand(tt.opp)
			v := firstView(mine, opp, tt.rule)
			tips := Tips(v, maxHolds)
			require.Len(t, tips, len(bruteHolds(mine, tt.rule)))
			checkTipShape(t, v, tips)
			if tt.top != 0 {
				assert.Equal(t, tt.top, tips[0].Hold)
			}
			var oppCost int64
			for _, m := range bruteHolds(opp, tt.rule) {
				oppCost += outcomes(m)
			}
			checked := 0
			for _, tip := range tips[:tt.checks] {
				if outcomes(tip.Hold)*oppCost > bruteBudget {
					continue
				}
				value, win, draw := bruteFirst(mine, tip.Hold, opp, tt.rule)
				assert.InDelta(t, value, tip.Value, 1e-12, "hold %05b", tip.Hold)
				assert.InDelta(t, win, tip.Win, 1e-12, "hold %05b", tip.Hold)
				assert.InDelta(t, draw, tip.Draw, 1e-12, "hold %05b", tip.Hold)
				checked++
			}
			assert.Positive(t, checked)
		})
	}
}

// TestTipsFullHouse pins the hand-made answer: holding a full house first
// against a pair, stand pat.
func TestTipsFullHouse(t *testing.T) {
	tips := Tips(firstView(hand("55322"), hand("11462"), pd.Free), 1)
	require.Len(t, tips, 1)
	assert.Equal(t, dice.Mask(0b11011), tips[0].Hold&0b11011, "keep the 5s and the 2s")
}

// TestTipsStraightDraw: with 1-2-3-4-6 the best hold against a held 1-5
// straight is 2-3-4-6 (a 5 makes the higher straight); 1-2-3-4 can only
// draw.
func TestTipsStraightDraw(t *testing.T) {
	tips := Tips(secondView(hand("12346"), hand("12345"), dice.FullMask, pd.Free), maxHolds)
	require.NotEmpty(t, tips)
	assert.Equal(t, dice.Mask(0b11110), tips[0].Hold)
	assert.InDelta(t, 1.0/6, tips[0].Win, 1e-15)
	i := slices.IndexFunc(tips, func(t Tip) bool { return t.Hold == 0b01111 })
	require.GreaterOrEqual(t, i, 0)
	assert.Zero(t, tips[i].Win)
	assert.InDelta(t, 1.0/6, tips[i].Draw, 1e-15)
}

// TestTipsUnseenFaces checks the skills variant's model against brute force:
// a face the viewer cannot see is a fair die, so averaging the open-game
// values over its six faces gives the tip.
func TestTipsUnseenFaces(t *testing.T) {
	t.Run("second, one held die unseen", func(t *testing.T) {
		mine, opp := hand("66612"), hand("55513")
		v := hidden(secondView(mine, opp, 0b00111, pd.Free), 0b00011)
		tips := Tips(v, 3)
		checkTipShape(t, v, tips)
		for _, tip := range tips {
			var value, win, draw float64
			for f := 1; f <= dice.Sides; f++ {
				o := opp
				o[2] = f
				w, d := bruteSecond(mine, tip.Hold, o, 0b00111)
				value, win, draw = value+(w+d/2)/6, win+w/6, draw+d/6
			}
			assert.InDelta(t, value, tip.Value, 1e-12, "hold %05b", tip.Hold)
			assert.InDelta(t, win, tip.Win, 1e-12)
			assert.InDelta(t, draw, tip.Draw, 1e-12)
		}
	})
	t.Run("first, one face unseen", func(t *testing.T) {
		mine, opp := hand("66612"), hand("55231")
		v := hidden(firstView(mine, opp, pd.Free), 0b01111)
		tips := Tips(v, 2)
		checkTipShape(t, v, tips)
		for _, tip := range tips {
			var value, win, draw float64
			for f := 1; f <= dice.Sides; f++ {
				o := opp
				o[4] = f
				x, w, d := bruteFirst(mine, tip.Hold, o, pd.Free)
				value, win, draw = value+x/6, win+w/6, draw+d/6
			}
			assert.InDelta(t, value, tip.Value, 1e-12, "hold %05b", tip.Hold)
			assert.InDelta(t, win, tip.Win, 1e-12)
			assert.InDelta(t, draw, tip.Draw, 1e-12)
		}
	})
	t.Run("first, all unseen, equals the average over every roll", func(t *testing.T) {
		mine := hand("66612")
		blind := Tips(hidden(firstView(mine, hand("11111"), pd.Free), 0), maxHolds)
		open := map[dice.Mask]float64{}
		tb := tables()
		for r := range numRanks {
			w := float64(tb.rankWeight[r]) / 7776
			for _, tip := range Tips(firstView(mine, tb.rankHand[r], pd.Free), maxHolds) {
				open[tip.Hold] += w * tip.Value
			}
		}
		for _, tip := range blind {
			assert.InDelta(t, open[tip.Hold], tip.Value, 1e-12, "hold %05b", tip.Hold)
		}
	})
}

func TestTipsRelockPhase(t *testing.T) {
	mine, opp := hand("66234"), hand("55513")
	v := hidden(secondView(mine, opp, 0, pd.Free), 0b00111)
	v.Phase = gp.PhaseRelock
	v.Players[0].Decided, v.Players[0].Held = true, 0b00111
	tips := Tips(v, maxHolds)
	require.NotEmpty(t, tips)
	for _, tip := range tips {
		require.NoError(t, v.Check(gp.Relock(tip.Hold)))
		if outcomes(tip.Hold)*outcomes(0b00111) <= bruteBudget {
			w, d := bruteSecond(mine, tip.Hold, opp, 0b00111)
			assert.InDelta(t, w+d/2, tip.Value, 1e-12, "hold %05b", tip.Hold)
		}
	}
}

func TestTipsLeftmostMask(t *testing.T) {
	v := secondView(hand("31363"), hand("12345"), 0, pd.Free)
	tips := Tips(v, maxHolds)
	require.Len(t, tips, 4*2*2) // 0-3 threes, 0-1 ones, 0-1 sixes
	checkTipShape(t, v, tips)
	for _, tip := range tips {
		if slices.Equal(tip.Hold.Faces(v.Me().Dice), []int{3, 3}) {
			assert.Equal(t, dice.Mask(0b00101), tip.Hold)
		}
	}
}

func TestTipsNoDecision(t *testing.T) {
	v := firstView(hand("12345"), hand("12345"), pd.Free)
	assert.Nil(t, Tips(v, 0))
	other := v
	other.Turn = 1
	assert.Nil(t, Tips(other, 3), "not the viewer's turn")
	spectator := v
	spectator.Viewer = -1
	assert.Nil(t, Tips(spectator, 3))
	over := v
	over.Phase = gp.PhaseOver
	assert.Nil(t, Tips(over, 3))
	assert.Len(t, Tips(v, 3), 3)
}

func BenchmarkTips(b *testing.B) {
	tables()
	v := firstView(hand("12346"), hand("11236"), pd.Free)
	b.ReportAllocs()
	for b.Loop() {
		Tips(v, 5)
	}
}
