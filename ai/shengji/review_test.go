package shengji

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/gametest"
	gs "teahouse/game/shengji"
)

// dealLog plays one deal of cfg from seed with players in the seats.
func dealLog(t testing.TB, cfg gs.Config, seed uint64, players [gs.Seats]Player) game.Log[gs.Action] {
	return gametest.PlayLog(t, gs.Game, cfg, seed, func(seat game.Seat, v gs.View) gs.Action { return players[seat].Decide(v) })
}

// rules is four rule players.
var rules = [gs.Seats]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}, rulePlayer{}}

// viewsAt are the views of the seat to act at each entry of l.
func viewsAt(t *testing.T, l game.Log[gs.Action]) []gs.View { return gametest.ViewsAt(t, gs.Game, l) }

// Over every seat's declarations and passes, burials and plays in rule
// players' deals, the review made at the hint's budget and seed gives
// the hint's choice no cost: the hint's choice is the best the review
// finds (or as good).
func TestHintIsTheReviewsBest(t *testing.T) {
	deals := 3
	if testing.Short() {
		deals = 1
	}
	compared := map[string]int{}
	for seed := range uint64(deals) {
		l := dealLog(t, gs.Config{}, 40+seed, rules)
		views := viewsAt(t, l)
		for seat := range game.Seat(gs.Seats) {
			ps, err := Review(context.Background(), l, review.Request{Seat: seat, Samples: DefaultSamples})
			require.NoError(t, err)
			for _, p := range ps {
				h, _ := Hint(views[p.Step])
				i := slices.IndexFunc(p.Choices, func(c review.Choice) bool { return c.Action == h.String() })
				require.GreaterOrEqual(t, i, 0, "step %d: the hint %s is weighed", p.Step, h)
				best := slices.MaxFunc(p.Choices, func(a, b review.Choice) int { return cmpFloat(a.Value, b.Value) })
				assert.Equal(t, best.Value, p.Choices[i].Value, "step %d: the hint %s is the review's best", p.Step, h)
				compared[p.Kind]++
			}
		}
	}
	t.Log(compared)
	assert.Positive(t, compared["declare"])
	assert.Positive(t, compared["play"])
	assert.Positive(t, compared["bury"])
}

// cmpFloat orders two floats.
func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// An evaluation reads nothing its seat cannot see: the same view with
// the other hands and the unseen kitty dealt again is evaluated the same,
// declarations and passes (the deals imagined depend only on the view),
// burials and plays.
func TestEvaluationSeesOnlyItsSeat(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n, declaring := 0, 0
	for seed := range uint64(2) {
		cfg := gs.Config{}
		s, err := gs.Game.New(cfg, 70+seed)
		require.NoError(t, err)
		for i := 0; s.Phase() != gs.PhaseOver; i++ {
			seat := s.Turn()
			v := gs.Game.View(s, seat)
			a := rulePlayer{}.Decide(v)
			legal, _ := v.Legal()
			deciding := v.Phase == gs.PhaseDeal && len(legal) > 1
			if deciding || v.Phase == gs.PhaseBury || v.Phase == gs.PhasePlay && i%5 == 0 {
				want, err := Evaluate(v, 24, 9, a)
				require.NoError(t, err)
				twin := twinView(r, s, v)
				if v.Phase == gs.PhaseDeal {
					require.NotEqual(t, v.Hands, twin.Hands)
					declaring++
				}
				got, err := Evaluate(twin, 24, 9, a)
				require.NoError(t, err)
				assert.Equal(t, want, got, "step %d", i)
				n++
			}
			s, _, err = gs.Game.Reduce(s, seat, a)
			require.NoError(t, err)
		}
	}
	assert.Greater(t, n, 10)
	assert.Positive(t, declaring)
}

// A review is the same for the same seed, and another seed samples
// other deals.
func TestReviewIsDeterministic(t *testing.T) {
	l := dealLog(t, gs.Config{}, 11, [gs.Seats]Player{greedyPlayer{}, rulePlayer{}, rulePlayer{}, rulePlayer{}})
	req := review.Request{Seat: 0, Samples: 24, Seed: 5}
	first, err := Review(context.Background(), l, req)
	require.NoError(t, err)
	again, err := Review(context.Background(), l, req)
	require.NoError(t, err)
	assert.Equal(t, first, again)
	req.Seed = 6
	other, err := Review(context.Background(), l, req)
	require.NoError(t, err)
	assert.NotEqual(t, first, other)
}

// TestReviewFigures measures the review's figures over
// TEAHOUSE_REVIEW_DEALS deals a level (unset: skipped): for each level in
// P1 and P3 against rule players, the share of decisions marked a
// mistake or a blunder and the standard errors; and, for the expert, a
// review made again with another seed: how often two values differ by
// more than 2 standard errors of their difference.
func TestReviewFigures(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("TEAHOUSE_REVIEW_DEALS"))
	if n == 0 {
		t.Skip("set TEAHOUSE_REVIEW_DEALS to measure")
	}
	rates := map[string]float64{}
	for _, level := range Levels {
		p, err := New(level)
		require.NoError(t, err)
		var decisions, bad, far, pairs int
		var declares, badDeclares int
		var ses []float64
		for seed := range uint64(n) {
			l := dealLog(t, gs.Config{}, 1000+seed, [gs.Seats]Player{p, rulePlayer{}, p, rulePlayer{}})
			ps, err := Review(context.Background(), l, review.Request{Seat: 0, Seed: 1})
			require.NoError(t, err)
			r, err := review.Of(gs.Game.Name(), 0, ReviewThresholds, ps)
			require.NoError(t, err)
			for _, d := range r.Decisions {
				decisions++
				slip := d.Mark == review.Mistake || d.Mark == review.Blunder
				if slip {
					bad++
				}
				if d.Kind == "declare" {
					declares++
					if slip {
						badDeclares++
					}
				}
				if d.SE > 0 {
					ses = append(ses, d.SE)
				}
			}
			if level != "expert" {
				continue
			}
			again, err := Review(context.Background(), l, review.Request{Seat: 0, Seed: 2})
			require.NoError(t, err)
			require.Len(t, again, len(ps))
			for i, p := range ps {
				for j, c := range p.Choices {
					if j >= len(again[i].Choices) || again[i].Choices[j].Action != c.Action {
						continue // the other seed's search weighed other burials first
					}
					d := again[i].Choices[j]
					if c.SE == 0 && d.SE == 0 {
						continue
					}
					pairs++
					if math.Abs(c.Value-d.Value) > 2*math.Hypot(c.SE, d.SE) {
						far++
					}
				}
			}
		}
		rates[level] = float64(bad) / float64(decisions)
		slices.Sort(ses)
		t.Logf("%s: %d decisions, %d mistakes or blunders (%.1f%%); median SE of a cost %.1f points",
			level, decisions, bad, 100*rates[level], ses[len(ses)/2])
		if declares > 0 {
			t.Logf("%s declaring: %d decisions, %d mistakes or blunders (%.1f%%); burials and plays: %d, %d (%.1f%%)",
				level, declares, badDeclares, 100*float64(badDeclares)/float64(declares),
				decisions-declares, bad-badDeclares, 100*float64(bad-badDeclares)/float64(decisions-declares))
		}
		if pairs > 0 {
			t.Logf("seed 1 against seed 2: %d of %d values (%.1f%%) differ by more than 2 standard errors", far, pairs,
				100*float64(far)/float64(pairs))
		}
	}
	assert.Less(t, rates["expert"], rates["greedy"])
}

// BenchmarkReviewDeal reviews P1's burials and plays in whole deals of
// rule players at the review's default budget: one op is 4 deals (seeds
// 20-23); the metrics are per deal (the mean and the slowest).
func BenchmarkReviewDeal(b *testing.B) {
	var logs []game.Log[gs.Action]
	for seed := range uint64(4) {
		logs = append(logs, dealLog(b, gs.Config{}, 20+seed, rules))
	}
	var times []time.Duration
	for b.Loop() {
		for _, l := range logs {
			start := time.Now()
			if _, err := Review(context.Background(), l, review.Request{Seat: 0}); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
		}
	}
	var total time.Duration
	for _, d := range times {
		total += d
	}
	b.ReportMetric(total.Seconds()/float64(len(times)), "s/deal")
	b.ReportMetric(slices.Max(times).Seconds(), "slowest-s/deal")
}

// Declaring is reviewed: in rule players' deals, each seat's
// declarations and its passes while it could have declared are
// decisions of kind "declare", marked, with the pass and every
// declaration it could make among the choices, and the declaration it
// made chosen.
func TestReviewMarksDeclaring(t *testing.T) {
	declared, passed := 0, 0
	for seed := range uint64(2) {
		l := dealLog(t, gs.Config{}, 40+seed, rules)
		for seat := range game.Seat(gs.Seats) {
			ps, err := Review(context.Background(), l, review.Request{Seat: seat, Samples: 16})
			require.NoError(t, err)
			r, err := review.Of(gs.Game.Name(), seat, ReviewThresholds, ps)
			require.NoError(t, err)
			for _, d := range r.Decisions {
				if d.Kind != "declare" {
					continue
				}
				e := l.Entries[d.Step]
				assert.Equal(t, seat, e.Seat)
				assert.Equal(t, e.Action.String(), d.Chose)
				assert.Contains(t, d.Situation, "declaring, ")
				assert.NotEmpty(t, d.Mark)
				assert.GreaterOrEqual(t, len(d.Choices), 2)
				assert.True(t, slices.ContainsFunc(d.Choices, func(c review.Choice) bool { return c.Action == gs.Pass().String() }))
				if e.Action.Kind == gs.KindDeclare {
					declared++
				} else {
					passed++
				}
			}
		}
	}
	assert.Positive(t, declared, "declarations reviewed")
	assert.Positive(t, passed, "passes reviewed")
}
