package blackjack

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	bj "teahouse/rules/blackjack"
)

// EdgeConfig sets up a headless run of one seat playing many rounds. The
// zero value plays no rounds; a set Rounds with everything else zero plays
// basic strategy at the default table.
type EdgeConfig struct {
	// Rounds is how many rounds to play (0 plays none).
	Rounds int
	// Seed fixes every shuffle: equal configs give equal results, however
	// many cores run them.
	Seed uint64
	// Rules are the table's rules; the zero value means bj.Default().
	Rules bj.Rules
	// Strategy is "basic" (the default when empty) or "counter", the
	// levels of NewPlayer.
	Strategy string
	// RoundsPerShoe, when positive, reshuffles after that many rounds
	// instead of at the cut card. The expected result of every round is
	// then exactly the off-the-top figure (ChartEV): dealing a fixed number
	// of rounds is equivalent to burning cards unseen, which does not change
	// a fixed strategy's expectation, whereas stopping at a cut card deals
	// more rounds from shoes rich in small cards (the cut-card effect). The
	// rounds must fit in the shoe or the discards are reshuffled mid-round
	// as at the table. 0 (the default) deals to the cut card like the
	// table.
	RoundsPerShoe int
}

// EdgeResult is what a run measured. Money is in initial bets: the basic
// player bets one unit (the table minimum) every round, the counter 1 to 8
// units. EV is the net won over the total of initial bets, so for basic
// strategy it is the mean result per round and −EV is the house edge.
type EdgeResult struct {
	// Rounds is the number of rounds played.
	Rounds int `json:"rounds"`
	// EV is the net won per unit of initial bet, as a fraction (−0.004 is a
	// 0.4% house edge); splits, doubles and insurance count in the net, not
	// in the initial bets.
	EV float64 `json:"ev"`
	// StdErr is EV's standard error: the sample standard deviation of the
	// rounds' results over √Rounds for a flat bettor, and the delta-method
	// error of the ratio (net over bets) for the counter. It treats rounds
	// as independent, which rounds from one shoe are nearly.
	StdErr float64 `json:"stderr"`
	// Strategy is the strategy played.
	Strategy string `json:"strategy"`
	// Bet and Net are the initial bets placed and the net won, in units.
	Bet float64 `json:"bet"`
	Net float64 `json:"net"`
	// NetPerRound is Net / Rounds: for the counter, what a round is worth in
	// table minimums.
	NetPerRound float64 `json:"net_per_round"`
	// Hands counts the hands played (a split makes more than one per round).
	Hands int64 `json:"hands"`
	// Wins, Pushes and Losses count hands by outcome (a blackjack is a win,
	// a surrender a loss).
	Wins   int64 `json:"wins"`
	Pushes int64 `json:"pushes"`
	Losses int64 `json:"losses"`
	// Naturals counts the player's blackjacks, DealerNaturals the dealer's.
	Naturals       int64 `json:"naturals"`
	DealerNaturals int64 `json:"dealer_naturals"`
	// Doubles, Splits, Surrenders count those decisions; Insured the rounds
	// with insurance or even money taken.
	Doubles    int64 `json:"doubles"`
	Splits     int64 `json:"splits"`
	Surrenders int64 `json:"surrenders"`
	Insured    int64 `json:"insured"`
	// Shuffles counts the shoes shuffled (each chunk of rounds starts with a
	// fresh shoe; mid-round reshuffles count too).
	Shuffles int64 `json:"shuffles"`
}

// ErrEdgeConfig reports an invalid EdgeConfig.
var ErrEdgeConfig = errors.New("invalid simulation")

// EdgeChunk is the number of consecutive rounds one worker plays from one
// generator: chunk k of a run starts a fresh, freshly shuffled shoe with a
// PCG seeded by (Seed, k), so the result depends on Seed and nothing else.
const EdgeChunk = 1 << 15

// MeasureEdge plays cfg.Rounds rounds for one seat with a dedicated
// dealing engine: the same game as game/blackjack's reducer (the deal
// order, the peek, insurance and even money, splits with the split hands
// completed left to right, doubles, surrender, the dealer drawing only
// while a hand is live, payouts exactly per bj.Rules; a test replays the
// reducer's shoes through it and compares every round) but over a shoe of
// card ranks, with the chart as a dense table and no events or
// allocations, well under a hundred nanoseconds a round. The cut card, the
// reshuffles (between rounds, or of the discards when the shoe runs out
// mid-round) and the counter's Hi-Lo count and bets are the table's.
// Chunks of EdgeChunk rounds run on every core; the sums are integers, so
// the result is the same on any number of cores.
func MeasureEdge(cfg EdgeConfig) (EdgeResult, error) {
	if cfg.Rounds < 0 {
		return EdgeResult{}, fmt.Errorf("%w: rounds %d: want 0 or more", ErrEdgeConfig, cfg.Rounds)
	}
	if cfg.RoundsPerShoe < 0 {
		return EdgeResult{}, fmt.Errorf("%w: rounds per shoe %d: want 0 (deal to the cut card) or more", ErrEdgeConfig, cfg.RoundsPerShoe)
	}
	if cfg.Strategy == "" {
		cfg.Strategy = "basic"
	}
	counter := false
	switch cfg.Strategy {
	case "basic":
	case "counter":
		counter = true
	default:
		return EdgeResult{}, fmt.Errorf("%w: %w %q: want %s", ErrEdgeConfig, ErrUnknownLevel, cfg.Strategy, "basic or counter")
	}
	r := cfg.Rules
	if r == (bj.Rules{}) {
		r = bj.Default()
	}
	chart, err := ChartFor(r)
	if err != nil {
		return EdgeResult{}, fmt.Errorf("%w: %w", ErrEdgeConfig, err)
	}
	codes := newCodeTable(chart)

	chunks := (cfg.Rounds + EdgeChunk - 1) / EdgeChunk
	workers := min(runtime.GOMAXPROCS(0), chunks)
	sums := make([]simSums, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			e := newSimEngine(r, codes, counter, cfg.RoundsPerShoe)
			for {
				c := int(next.Add(1) - 1)
				if c >= chunks {
					break
				}
				e.reset(chunkSeed(cfg.Seed, c))
				for range min(EdgeChunk, cfg.Rounds-c*EdgeChunk) {
					e.round()
				}
			}
			sums[w] = e.sums
		})
	}
	wg.Wait()
	var total simSums
	for _, s := range sums {
		total.add(s)
	}
	return total.result(cfg.Strategy), nil
}

// chunkSeed is the seed of chunk k of a run seeded with seed: a splitmix64
// step from seed + (k+1)·0x9e3779b97f4a7c15, so neighbouring chunks and
// runs get unrelated shoes.
func chunkSeed(seed uint64, k int) uint64 {
	z := seed + uint64(k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// simSums are a run's integer tallies. Results are in tenths of a unit
// (a 3:2 blackjack is 15, 6:5 is 12, a surrender −5), so every sum is
// exact and the same whatever the order in which chunks are added.
type simSums struct {
	rounds, hands, wins, pushes, losses              int64
	naturals, dealerNaturals, doubles, splits, surrs int64
	insured, shuffles                                int64
	bet, net, netSq, netBet, betSq                   int64 // units; tenths; tenths²; tenths·units; units²
}

func (s *simSums) add(o simSums) {
	s.rounds += o.rounds
	s.hands += o.hands
	s.wins += o.wins
	s.pushes += o.pushes
	s.losses += o.losses
	s.naturals += o.naturals
	s.dealerNaturals += o.dealerNaturals
	s.doubles += o.doubles
	s.splits += o.splits
	s.surrs += o.surrs
	s.insured += o.insured
	s.shuffles += o.shuffles
	s.bet += o.bet
	s.net += o.net
	s.netSq += o.netSq
	s.netBet += o.netBet
	s.betSq += o.betSq
}

// result turns the tallies into a EdgeResult.
func (s simSums) result(strategy string) EdgeResult {
	res := EdgeResult{
		Rounds: int(s.rounds), Strategy: strategy,
		Hands: s.hands, Wins: s.wins, Pushes: s.pushes, Losses: s.losses,
		Naturals: s.naturals, DealerNaturals: s.dealerNaturals,
		Doubles: s.doubles, Splits: s.splits, Surrenders: s.surrs, Insured: s.insured, Shuffles: s.shuffles,
		Bet: float64(s.bet), Net: float64(s.net) / 10,
	}
	if s.rounds == 0 || s.bet == 0 {
		return res
	}
	res.NetPerRound = res.Net / float64(s.rounds)
	// The ratio R = Σx/Σb (x in tenths) and its delta-method variance
	// Σ(x − R·b)² / (Σb)², which for b ≡ 1 is the sample variance over n.
	x, b := float64(s.net), float64(s.bet)
	ratio := x / b
	ss := float64(s.netSq) - 2*ratio*float64(s.netBet) + ratio*ratio*float64(s.betSq)
	n := float64(s.rounds)
	if n > 1 {
		ss *= n / (n - 1)
	}
	res.EV = ratio / 10
	res.StdErr = math.Sqrt(max(ss, 0)) / b / 10
	return res
}
