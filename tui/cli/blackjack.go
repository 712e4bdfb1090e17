package cli

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
)

func newBlackjackStrategy(s streams) *cobra.Command {
	fields := gb.Def.Fields.Only(gb.RuleKeys...)
	var settings func() game.Settings
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
			cfg, err := fields.Config(settings())
			if err != nil {
				return usagef("%s", game.Reason(err))
			}
			r := cfg.Rules
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
	settings = optionFlags(c.Flags(), fields.Options())
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
		settings        func() game.Settings
	)
	fields := gb.Def.Fields.Only(gb.RuleKeys...)
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
			cfg, err := fields.Config(settings())
			if err != nil {
				return usagef("%s", game.Reason(err))
			}
			r := cfg.Rules
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
	settings = optionFlags(f, fields.Options())
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
