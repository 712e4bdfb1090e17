package doudizhu

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/gametest"
	dz "teahouse/rules/doudizhu"
)

// sessionLog plays a session of cfg from seed with players in the seats
// and returns its log.
func sessionLog(t testing.TB, cfg gd.Config, seed uint64, players [gd.Seats]Player) game.Log[gd.Action] {
	return gametest.PlayLog(t, gd.Game, cfg, seed, func(seat game.Seat, v gd.View) gd.Action { return players[seat].Decide(v) })
}

// everyOption is a deal with every decision the review weighs: calling
// and robbing (back), doubling and showing the hand.
var everyOption = gd.Config{Deals: 1, Bidding: gd.CallAndRob, RobBack: true, Doubling: true, ShowCards: gd.ShowAfterBottom}

// TestReviewFigures measures the review's figures over
// TEAHOUSE_REVIEW_DEALS deals a level (unset: skipped): for each level in
// P1 against rule players, the share of decisions marked a mistake or a
// blunder, and the standard errors; and a review made again with another
// seed, how often two values differ by more than 2 standard errors of
// their difference.
func TestReviewFigures(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("TEAHOUSE_REVIEW_DEALS"))
	if n == 0 {
		t.Skip("set TEAHOUSE_REVIEW_DEALS to measure")
	}
	rates := map[string]float64{}
	for _, level := range Levels {
		p, err := New(level)
		require.NoError(t, err)
		var sum review.Summary
		var ses, gapSEs []float64
		kinds, bad := map[string]int{}, map[string]int{}
		far, pairs := 0, 0
		for seed := range uint64(n) {
			cfg := gd.Config{Deals: 1}
			if seed%2 == 1 {
				cfg = everyOption
			}
			l := sessionLog(t, cfg, 1000+seed, [gd.Seats]Player{p, rulePlayer{}, rulePlayer{}})
			ps, err := Review(context.Background(), l, review.Request{Seat: 0, Seed: 1})
			require.NoError(t, err)
			r, err := review.Of("doudizhu", 0, ReviewThresholds, ps)
			require.NoError(t, err)
			for _, d := range r.Decisions {
				if d.SE > 0 {
					gapSEs = append(gapSEs, d.SE)
				}
				k := "plays"
				if d.Kind != "play" {
					k = "other decisions"
				}
				kinds[k]++
				if d.Mark == review.Mistake || d.Mark == review.Blunder {
					bad[k]++
				}
			}
			addSummary(&sum, r.Summary)
			for _, p := range ps {
				for _, c := range p.Choices {
					if c.SE > 0 {
						ses = append(ses, c.SE)
					}
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
					d := again[i].Choices[j]
					require.Equal(t, c.Action, d.Action)
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
		rates[level] = float64(sum.Mistakes+sum.Blunders) / float64(sum.Decisions)
		t.Logf("%s: %d decisions, %d best, %d good, %d inaccuracies, %d mistakes, %d blunders: %.1f%% mistakes or blunders; choice SE median %.3f, gap SE median %.3f",
			level, sum.Decisions, sum.Best, sum.Good, sum.Inaccuracies, sum.Mistakes, sum.Blunders, 100*rates[level], median(ses), median(gapSEs))
		for k, n := range kinds {
			t.Logf("  %s: %d of %d mistakes or blunders (%.1f%%)", k, bad[k], n, 100*float64(bad[k])/float64(n))
		}
		if pairs > 0 {
			t.Logf("seed 1 against seed 2: %d of %d values (%.1f%%) differ by more than 2 standard errors", far, pairs, 100*float64(far)/float64(pairs))
			assert.LessOrEqual(t, float64(far)/float64(pairs), 0.10)
		}
	}
	assert.Less(t, rates["expert"], rates["simple"])
}

func addSummary(s *review.Summary, o review.Summary) {
	s.Decisions += o.Decisions
	s.Best += o.Best
	s.Good += o.Good
	s.Inaccuracies += o.Inaccuracies
	s.Mistakes += o.Mistakes
	s.Blunders += o.Blunders
	s.TotalCost += o.TotalCost
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	ys := append([]float64(nil), xs...)
	for i := 1; i < len(ys); i++ {
		for j := i; j > 0 && ys[j] < ys[j-1]; j-- {
			ys[j], ys[j-1] = ys[j-1], ys[j]
		}
	}
	return ys[len(ys)/2]
}

// The hint and the review never disagree: at every decision of rule
// players' sessions (every way of bidding, robbing, doubling and
// showing), the review made at the hint's budget and seed calls best
// what the hint suggests. The rule player's action is always one of the
// candidates the hint weighs, so the review weighs the same ones.
func TestHintIsTheReviewsBest(t *testing.T) {
	sessions := 4
	if testing.Short() {
		sessions = 1
	}
	rule := [gd.Seats]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}}
	compared := map[string]int{}
	for seed := range uint64(sessions) {
		for _, cfg := range []gd.Config{{Deals: 1}, everyOption, faceUp} {
			players := rule
			if cfg == faceUp {
				players[seed%gd.Seats] = showsFirst{rulePlayer{}}
			}
			l := sessionLog(t, cfg, 50+seed, players)
			for seat := range game.Seat(gd.Seats) {
				ps, err := Review(context.Background(), l, review.Request{Seat: seat, Samples: HintSamples})
				require.NoError(t, err)
				r, err := review.Of("doudizhu", seat, ReviewThresholds, ps)
				require.NoError(t, err)
				views := viewsAt(t, l)
				for _, d := range r.Decisions {
					h, err := Hint(views[d.Step])
					require.NoError(t, err)
					i := slices.IndexFunc(d.Choices, func(c review.Choice) bool { return c.Action == h.Action.String() })
					require.GreaterOrEqual(t, i, 0, "the hint's action was weighed")
					// the best, or tied with it (the review calls the action
					// made best on a tie)
					assert.Equal(t, d.BestValue, d.Choices[i].Value, "step %d of seed %d: hint %s, review %s", d.Step, 50+seed, h.Action, d.Best)
					compared[d.Kind]++
					if strings.HasPrefix(d.Situation, "before the deal") {
						compared["before the deal"]++
					}
				}
			}
		}
	}
	t.Log(compared)
	for _, k := range []string{"bid", "rob", "double", "show", "play", "before the deal"} {
		assert.Positive(t, compared[k], "%s decisions compared", k)
	}
}

// faceUp is a deal in which each seat may play face up before the deal.
var faceUp = gd.Config{Deals: 1, ShowCards: gd.ShowBeforeDeal}

// showsFirst plays face up before the deal, and otherwise as its Player.
type showsFirst struct{ Player }

// Decide shows before the deal, and asks the Player the rest.
func (p showsFirst) Decide(v gd.View) gd.Action {
	if v.Phase == gd.PhaseOpen {
		return gd.Show()
	}
	return p.Player.Decide(v)
}

// The choice to play face up before the deal is reviewed: in a deal
// where P1 played face up, P1's review weighs that choice against
// keeping the hand hidden on the same whole deals and marks it; P2's,
// after P1 showed, finds its choice changed nothing (both the same
// value, the hidden hand best). The seat has seen no card then: in a
// session of another seed (other hands, the same view) the choice is
// reviewed the same.
func TestReviewWeighsPlayingFaceUp(t *testing.T) {
	rule := [gd.Seats]Player{showsFirst{rulePlayer{}}, rulePlayer{}, rulePlayer{}}
	l := sessionLog(t, faceUp, 8, rule)
	other := sessionLog(t, faceUp, 9, rule)
	require.NotEqual(t, viewsAt(t, l)[3].Hands, viewsAt(t, other)[3].Hands, "other deals")
	for _, c := range []struct {
		seat      game.Seat
		situation string
		chose     string
	}{
		{0, "before the deal", gd.Show().String()},
		{1, "before the deal, P1 face up", gd.Keep().String()},
	} {
		ps, err := Review(context.Background(), l, review.Request{Seat: c.seat, Samples: 40, Seed: 2})
		require.NoError(t, err)
		twin, err := Review(context.Background(), other, review.Request{Seat: c.seat, Samples: 40, Seed: 2})
		require.NoError(t, err)
		require.NotEmpty(t, twin)
		assert.Equal(t, ps[0], twin[0], "%s's choice before the deal, in another deal", c.seat)
		r, err := review.Of("doudizhu", c.seat, ReviewThresholds, ps)
		require.NoError(t, err)
		require.NotEmpty(t, r.Decisions)
		d := r.Decisions[0]
		assert.Equal(t, int(c.seat), d.Step, "the seat's first action")
		assert.Equal(t, "show", d.Kind)
		assert.Equal(t, c.situation, d.Situation)
		assert.Equal(t, c.chose, d.Chose)
		assert.NotEmpty(t, d.Mark)
		require.Len(t, d.Choices, 2)
		if c.seat == 0 {
			assert.Positive(t, d.SE, "an estimated gap")
			assert.NotEqual(t, d.Choices[0].Value, d.Choices[1].Value)
		} else {
			assert.Equal(t, review.Best, d.Mark)
			assert.Equal(t, d.Choices[0].Value, d.Choices[1].Value)
		}
	}
}

// viewsAt are the views of the seat to act at each entry of l.
func viewsAt(t *testing.T, l game.Log[gd.Action]) []gd.View { return gametest.ViewsAt(t, gd.Game, l) }

// A review of P2 reads nothing P2 could not see: at every decision of
// P2 in sessions with every option (calling, robbing back, doubling,
// showing), the position the review makes from P2's view and from a twin
// of it, whose hidden hands (and, in the bidding, the bottom) are dealt
// again and written into the view where the review must not look, are
// the same.
func TestReviewSeesOnlyItsSeat(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	kinds := map[string]int{}
	for seed := range uint64(3) {
		l := sessionLog(t, everyOption, 70+seed, [gd.Seats]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}})
		for i, v := range viewsAt(t, l) {
			if l.Entries[i].Seat != 1 || !weighed(v) {
				continue
			}
			b := Budget{Samples: 16, Seed: 9}
			want, ok, err := reviewed(context.Background(), v, l.Entries[i].Action, b)
			require.NoError(t, err)
			twin := twinView(r, v)
			if v.Landlord == game.NoSeat {
				twin.Bottom = dz.FullPack &^ twin.Played &^ twin.Hands[0] &^ twin.Hands[1] &^ twin.Hands[2]
			}
			require.NotEqual(t, v, twin)
			got, twinOK, err := reviewed(context.Background(), twin, l.Entries[i].Action, b)
			require.NoError(t, err)
			assert.Equal(t, ok, twinOK)
			assert.Equal(t, want, got, "step %d", i)
			if ok {
				kinds[want.Kind]++
			}
		}
	}
	t.Log(kinds)
	for _, k := range []string{"bid", "rob", "double", "show", "play"} {
		assert.Positive(t, kinds[k], "%s decisions of P2 compared", k)
	}
}

// A review is the same for the same seed on one core or two, and
// another seed gives other samples.
func TestReviewIsDeterministic(t *testing.T) {
	l := sessionLog(t, everyOption, 11, [gd.Seats]Player{simplePlayer{}, rulePlayer{}, rulePlayer{}})
	req := review.Request{Seat: 0, Samples: 30, Seed: 5}
	two, err := Review(context.Background(), l, req)
	require.NoError(t, err)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	one, err := Review(context.Background(), l, req)
	require.NoError(t, err)
	assert.Equal(t, two, one)
	req.Seed = 6
	other, err := Review(context.Background(), l, req)
	require.NoError(t, err)
	assert.NotEqual(t, two, other)
}

// BenchmarkReviewDeal reviews P1's decisions in whole deals of rule
// players at the review's default budget: one op is 6 deals (seeds
// 20-25, every other one with calling, robbing back, doubling and
// showing); the metrics are per deal (the mean and the slowest).
func BenchmarkReviewDeal(b *testing.B) {
	rule := [gd.Seats]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}}
	var logs []game.Log[gd.Action]
	for seed := range uint64(6) {
		cfg := gd.Config{Deals: 1}
		if seed%2 == 1 {
			cfg = everyOption
		}
		logs = append(logs, sessionLog(b, cfg, 20+seed, rule))
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
	b.ReportMetric((total / time.Duration(len(times))).Seconds(), "s/deal")
	b.ReportMetric(slices.Max(times).Seconds(), "s-max")
}
