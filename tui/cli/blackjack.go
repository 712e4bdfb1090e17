package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	aibj "teahouse/ai/blackjack"
	bj "teahouse/rules/blackjack"
)

// ruleFlags are the blackjack rule options that play, sim and strategy
// share. Read them with rules once the flags are parsed.
type ruleFlags struct {
	decks       *bjRangeFlag
	h17         bool
	noDAS       bool
	double      *enumFlag
	surrender   *enumFlag
	resplitAces bool
	maxHands    *bjRangeFlag
	payout      *enumFlag
	penetration *bjRangeFlag
}

// addRuleFlags defines --decks, --h17, --no-das, --double, --surrender,
// --resplit-aces, --max-hands, --payout and --penetration on f, with the
// defaults of bj.Default(). A value out of range is refused while parsing,
// naming the flag and what it accepts.
func addRuleFlags(f *pflag.FlagSet) *ruleFlags {
	d := bj.Default()
	r := &ruleFlags{
		decks:       newBJRange(float64(d.Decks), bj.MinDecks, bj.MaxDecks, true),
		double:      newEnum(d.Double.String(), bj.DoubleAny.String(), bj.Double9to11.String()),
		surrender:   newEnum(d.Surrender.String(), bj.NoSurrender.String(), bj.LateSurrender.String()),
		maxHands:    newBJRange(float64(d.MaxHands), 1, bj.MaxHandsCap, true),
		payout:      newEnum(d.Payout.String(), bj.ThreeToTwo.String(), bj.SixToFive.String()),
		penetration: newBJRange(d.Penetration, 0.1, 0.95, false),
	}
	f.Var(r.decks, "decks", fmt.Sprintf("decks in the shoe, %d to %d", bj.MinDecks, bj.MaxDecks))
	f.BoolVar(&r.h17, "h17", d.H17, "the dealer hits soft 17 (default: stands)")
	f.BoolVar(&r.noDAS, "no-das", !d.DAS, "no doubling after a split")
	f.Var(r.double, "double", "which first two cards may be doubled: any or 9-11")
	f.Var(r.surrender, "surrender", "surrender: none or late")
	f.BoolVar(&r.resplitAces, "resplit-aces", d.ResplitAces, "split aces may be split again")
	f.Var(r.maxHands, "max-hands", fmt.Sprintf("hands a player may split to, 1 (no splits) to %d", bj.MaxHandsCap))
	f.Var(r.payout, "payout", "what a blackjack pays: 3:2 or 6:5")
	f.Var(r.penetration, "penetration", "share of the shoe dealt before the reshuffle, 0.1 to 0.95")
	return r
}

// rules returns the rules the flags describe.
func (r *ruleFlags) rules() (bj.Rules, error) {
	out := bj.Default()
	out.Decks, out.H17, out.DAS, out.ResplitAces = int(r.decks.value), r.h17, !r.noDAS, r.resplitAces
	out.MaxHands, out.Penetration = int(r.maxHands.value), r.penetration.value
	// The enum flags only hold values these accept.
	_ = out.Double.UnmarshalText([]byte(r.double.value))
	_ = out.Surrender.UnmarshalText([]byte(r.surrender.value))
	_ = out.Payout.UnmarshalText([]byte(r.payout.value))
	if err := out.Validate(); err != nil {
		return bj.Rules{}, usagef("%v", err)
	}
	return out, nil
}

// bjRangeFlag is a number flag restricted to [lo, hi] (whole numbers when
// integer), so a bad value is refused while parsing with the range named.
type bjRangeFlag struct {
	value, lo, hi float64
	integer       bool
}

var _ pflag.Value = (*bjRangeFlag)(nil)

func newBJRange(def, lo, hi float64, integer bool) *bjRangeFlag {
	return &bjRangeFlag{value: def, lo: lo, hi: hi, integer: integer}
}

func (r *bjRangeFlag) String() string { return strconv.FormatFloat(r.value, 'g', -1, 64) }

func (r *bjRangeFlag) Type() string {
	if r.integer {
		return "int"
	}
	return "float"
}

func (r *bjRangeFlag) Set(s string) error {
	want := fmt.Errorf("want %v to %v", r.lo, r.hi)
	var v float64
	if r.integer {
		n, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("want a whole number from %v to %v", r.lo, r.hi)
		}
		v = float64(n)
	} else {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return fmt.Errorf("want a number from %v to %v", r.lo, r.hi)
		}
		v = f
	}
	if !(v >= r.lo && v <= r.hi) {
		return want
	}
	r.value = v
	return nil
}

func newBlackjackStrategy(s streams) *cobra.Command {
	var rf *ruleFlags
	c := &cobra.Command{
		Use:   "strategy",
		Short: "print the basic-strategy chart derived from exact expected values for the rules",
		Long: "strategy names the rules, then prints one line per player hand, H5..H21 (hard), S13..S21 (soft),\n" +
			"P2..P10 and PA (pairs), each with ten codes for the dealer's up card 2..10 and A:\n" +
			"H hit, S stand, D double (else hit), Ds double (else stand), P split,\n" +
			"Rh, Rs, Rp surrender (else hit, stand, split). Then the house edge off the top when\n" +
			"playing the chart, and when every decision is made exactly for the cards in hand.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			r, err := rf.rules()
			if err != nil {
				return err
			}
			chart, err := aibj.ChartFor(r)
			if err != nil {
				return err
			}
			best, err := aibj.OptimalEV(r)
			if err != nil {
				return err
			}
			fmt.Fprintf(s.out, "Basic strategy for %s.\n", r)
			fmt.Fprintln(s.out, aibj.ChartHeader)
			fmt.Fprint(s.out, chart.String())
			fmt.Fprintf(s.out, "\nHouse edge off the top (a full shoe, one seat, insurance never taken):\n")
			fmt.Fprintf(s.out, "  playing this chart     %.3f%%\n", -100*aibj.ChartEV(chart))
			fmt.Fprintf(s.out, "  every decision exact   %.3f%%  (play by the cards in hand, for the full shoe)\n", -100*best)
			return nil
		},
	}
	rf = addRuleFlags(c.Flags())
	return c
}

// bjEdgeReport is the JSON printed by blackjack edge --json.
type bjEdgeReport struct {
	aibj.EdgeResult
	Seed          uint64   `json:"seed"`
	Rules         bj.Rules `json:"rules"`
	RoundsPerShoe int      `json:"rounds_per_shoe,omitempty"`
}

func newBlackjackEdge(s streams) *cobra.Command {
	var (
		rounds, perShoe int
		seed            uint64
		asJSON          bool
		strategy        = newEnum("basic", aibj.Levels...)
		rf              *ruleFlags
	)
	c := &cobra.Command{
		Use:   "edge",
		Short: "measure the house edge against basic strategy or the counter with a dedicated engine",
		Long: "edge deals N rounds to one seat playing basic strategy or the counter with a dedicated\n" +
			"engine that plays the same game as the table, far faster (tens of millions of rounds a\n" +
			"second), and prints the EV per initial bet with its standard error. A table of\n" +
			"several seats, or of programs, is run on the table host by teahouse sim blackjack.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			if rounds < 1 {
				return usagef("invalid argument \"%d\" for \"--rounds\" flag: want a positive number", rounds)
			}
			if perShoe < 0 {
				return usagef("invalid argument \"%d\" for \"--rounds-per-shoe\" flag: want 0 (deal to the cut card) or more", perShoe)
			}
			r, err := rf.rules()
			if err != nil {
				return err
			}
			if _, err := aibj.ChartFor(r); err != nil { // derive the chart outside the timing, on every processor
				return err
			}
			start := time.Now()
			res, err := aibj.MeasureEdge(aibj.EdgeConfig{Rounds: rounds, Seed: seed, Rules: r, Strategy: strategy.value, RoundsPerShoe: perShoe})
			if err != nil {
				return err
			}
			rep := bjEdgeReport{EdgeResult: res, Seed: seed, Rules: r, RoundsPerShoe: perShoe}
			return report(s, asJSON, rep, func() { printBlackjackEdge(s, rep) }, rounds, "rounds", time.Since(start).Seconds())
		},
	}
	f := c.Flags()
	f.IntVar(&rounds, "rounds", 100_000, "number of rounds")
	seedVar(f, &seed, 1, "seed; the same seed gives the same output")
	f.Var(strategy, "strategy", "the seat's play: basic or counter")
	f.IntVar(&perShoe, "rounds-per-shoe", 0, "reshuffle after this many rounds instead of at the cut card (no cut-card effect: the off-the-top EV)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object (rounds, ev, stderr, the engine's counts)")
	rf = addRuleFlags(f)
	return c
}

func printBlackjackEdge(s streams, r bjEdgeReport) {
	shoe := "dealt to the cut card"
	if r.RoundsPerShoe > 0 {
		shoe = fmt.Sprintf("reshuffled every %d rounds", r.RoundsPerShoe)
	}
	fmt.Fprintf(s.out, "blackjack: %d rounds, seed %d, strategy %s, %s\n", r.Rounds, r.Seed, r.Strategy, shoe)
	fmt.Fprintf(s.out, "rules: %s\n", r.Rules.Short())
	fmt.Fprintf(s.out, "EV per initial bet: %+.4f%% ± %.4f%% (house edge %.3f%%)\n", 100*r.EV, 100*r.StdErr, -100*r.EV)
	if r.Strategy == "counter" {
		fmt.Fprintf(s.out, "mean bet %.3f units, net %+.5f units per round\n", r.Bet/float64(r.Rounds), r.NetPerRound)
	}
	per := func(n int64) float64 { return 100 * float64(n) / float64(r.Rounds) }
	var b strings.Builder
	fmt.Fprintf(&b, "per 100 rounds: %.2f hands, %.2f blackjacks, %.2f dealer blackjacks, %.2f doubles, %.2f splits",
		per(r.Hands), per(r.Naturals), per(r.DealerNaturals), per(r.Doubles), per(r.Splits))
	if r.Rules.Surrender == bj.LateSurrender {
		fmt.Fprintf(&b, ", %.2f surrenders", per(r.Surrenders))
	}
	if r.Strategy == "counter" {
		fmt.Fprintf(&b, ", %.2f insured", per(r.Insured))
	}
	fmt.Fprintln(s.out, b.String())
}
