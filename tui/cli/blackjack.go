package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
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

// describeBJRules writes rules in one line as the flags name them.
func describeBJRules(r bj.Rules) string {
	dealer := "S17"
	if r.H17 {
		dealer = "H17"
	}
	das := "DAS"
	if !r.DAS {
		das = "no DAS"
	}
	resplit := "no resplit of aces"
	if r.ResplitAces {
		resplit = "resplit aces"
	}
	return fmt.Sprintf("%d decks, %s, %s, double %s, surrender %s, split to %d hands, %s, blackjack pays %s, penetration %v",
		r.Decks, dealer, das, r.Double, r.Surrender, r.MaxHands, resplit, r.Payout, r.Penetration)
}

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

// bjSimReport is the JSON printed by sim blackjack --fast --json.
type bjSimReport struct {
	aibj.SimResult
	Seed          uint64   `json:"seed"`
	Rules         bj.Rules `json:"rules"`
	RoundsPerShoe int      `json:"rounds_per_shoe,omitempty"`
}

// bjTableReport is the JSON printed by sim blackjack --json: every seat,
// and the first seat's figures at the top.
type bjTableReport struct {
	aibj.TableSimResult
	EV     float64  `json:"ev"`
	StdErr float64  `json:"stderr"`
	Seed   uint64   `json:"seed"`
	Rules  bj.Rules `json:"rules"`
}

func newSimBlackjack(s streams, g *globals) *cobra.Command {
	var (
		rounds  int
		perShoe int
		seed    uint64
		logDir  string
		asJSON  bool
		fast    bool
		seats   = &playersFlag{levels: aibj.Levels, max: gb.MaxSeats, headless: true}
		rf      *ruleFlags
	)
	_ = seats.Set("ai:basic")
	c := &cobra.Command{
		Use:   "blackjack",
		Short: "play N rounds of blackjack with computer or program seats and print each one's EV per initial bet",
		Long: "sim blackjack deals N rounds at a table of the seats given (computers or programs) on\n" +
			"the table host, as on screen, and prints each seat's net won per unit of initial bet\n" +
			"(negative: the house edge) with its standard error. --fast deals one basic or counter\n" +
			"seat with a dedicated engine that plays the same game far faster, for house edges\n" +
			"over hundreds of millions of rounds.",
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
			if !fast {
				if perShoe > 0 {
					return usagef("--rounds-per-shoe needs --fast: the table reshuffles at its cut card")
				}
				return simBlackjackTable(s, aibj.TableSimConfig{Rounds: rounds, Seed: seed, Rules: r, Seats: seats.players, Bot: g.botOptions(s), LogDir: logDir}, asJSON)
			}
			if logDir != "" {
				return usagef("--log-dir needs a table on the host, not --fast: the dedicated engine keeps no actions")
			}
			if len(seats.players) != 1 || seats.players[0].Kind != game.AI {
				return usagef("--fast deals one computer seat: want --seats ai:basic or ai:counter")
			}
			start := time.Now()
			res, err := aibj.SimulateRounds(aibj.SimConfig{
				Rounds: rounds, Seed: seed, Rules: r, Strategy: seats.players[0].Level, RoundsPerShoe: perShoe,
			})
			if err != nil {
				return err
			}
			rep := bjSimReport{SimResult: res, Seed: seed, Rules: r, RoundsPerShoe: perShoe}
			return report(s, asJSON, rep, func() { printBlackjackSim(s, rep) }, rounds, "rounds", time.Since(start).Seconds())
		},
	}
	f := c.Flags()
	f.IntVar(&rounds, "rounds", 100_000, "number of rounds")
	seedVar(f, &seed, 1, "seed; the same seed gives the same output")
	f.Var(seats, "seats", "the seats from the dealer's left, comma-separated: ai:LEVEL (LEVEL "+orList(aibj.Levels)+") or exec:COMMAND")
	f.BoolVar(&fast, "fast", false, "deal one computer seat with the dedicated engine (tens of millions of rounds a second)")
	f.IntVar(&perShoe, "rounds-per-shoe", 0, "with --fast: reshuffle after this many rounds instead of at the cut card (no cut-card effect: the off-the-top EV)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object (rounds, ev, stderr, and each seat; with --fast the engine's counts)")
	logDirVar(f, &logDir)
	rf = addRuleFlags(f)
	return c
}

// simBlackjackTable runs and prints a table simulated on the host.
func simBlackjackTable(s streams, cfg aibj.TableSimConfig, asJSON bool) error {
	start := time.Now()
	res, err := aibj.SimulateTable(cfg)
	if err != nil {
		return err
	}
	rep := bjTableReport{TableSimResult: res, EV: res.Seats[0].EV, StdErr: res.Seats[0].StdErr, Seed: cfg.Seed, Rules: cfg.Rules}
	return report(s, asJSON, rep, func() { printBlackjackTable(s, cfg, res) }, res.Rounds, "rounds", time.Since(start).Seconds())
}

// printBlackjackTable prints a table simulated on the host.
func printBlackjackTable(s streams, cfg aibj.TableSimConfig, res aibj.TableSimResult) {
	fmt.Fprintf(s.out, "blackjack: %d rounds, seed %d, %d seats, dealt to the cut card\n", res.Rounds, cfg.Seed, len(res.Seats))
	fmt.Fprintf(s.out, "rules: %s\n", describeBJRules(cfg.Rules))
	for i, p := range res.Seats {
		fmt.Fprintf(s.out, "  P%d %-8s EV per initial bet %+.4f%% ± %.4f%%  (%d rounds, %.0f units bet)\n",
			i+1, p.Player, 100*p.EV, 100*p.StdErr, p.Rounds, p.Bet)
	}
	printFallbacks(s, res.Fallbacks)
}

func printBlackjackSim(s streams, r bjSimReport) {
	shoe := "dealt to the cut card"
	if r.RoundsPerShoe > 0 {
		shoe = fmt.Sprintf("reshuffled every %d rounds", r.RoundsPerShoe)
	}
	fmt.Fprintf(s.out, "blackjack: %d rounds, seed %d, strategy %s, %s\n", r.Rounds, r.Seed, r.Strategy, shoe)
	fmt.Fprintf(s.out, "rules: %s\n", describeBJRules(r.Rules))
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
