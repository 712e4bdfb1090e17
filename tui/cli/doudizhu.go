package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// cardsFlag is a flag of cards in rank notation.
type cardsFlag struct {
	cards dz.Counts
	set   bool
}

func (f *cardsFlag) String() string { return f.cards.String() }
func (f *cardsFlag) Type() string   { return "CARDS" }
func (f *cardsFlag) Set(s string) error {
	c, err := dz.ParseCounts(strings.ToUpper(s))
	if err != nil {
		return fmt.Errorf("want ranks 3456789TJQKA2, B and R, such as 33344 or BR: %v", err)
	}
	f.cards, f.set = c, true
	return nil
}

// movesReport is the JSON printed by doudizhu moves --json.
type movesReport struct {
	Moves []string `json:"moves"`
}

func newDoudizhuMoves(s streams) *cobra.Command {
	var (
		hand, last cardsFlag
		asJSON     bool
		settings   func() game.Settings
	)
	fields := gd.Def.Fields.Only("rules")
	c := &cobra.Command{
		Use:   "moves",
		Short: "every legal play from a hand, leading or beating --last",
		Long: "moves prints every legal play from --hand, one a line: every lead, or with --last\n" +
			"every play that beats it and then \"pass\". Cards are written in ascending order,\n" +
			"3 4 5 6 7 8 9 T J Q K A 2, B (black joker) and R (red joker).",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			if !hand.set {
				return usagef("moves: give the hand with --hand, such as --hand 33344567BR")
			}
			cfg, err := fields.Config(settings())
			if err != nil {
				return usagef("%s", game.Reason(err))
			}
			r, table := cfg.Rules, dz.PassPlay
			if last.set {
				reads := dz.Classify(last.cards, r)
				if len(reads) == 0 {
					return usagef("invalid argument %q for \"--last\" flag: %s", last.cards, dz.Explain(last.cards, r))
				}
				table = reads[0]
			}
			plays := dz.Follows(nil, hand.cards, table, r)
			out := make([]string, len(plays))
			for i, p := range plays {
				out[i] = p.String()
			}
			if asJSON {
				return json.NewEncoder(s.out).Encode(movesReport{Moves: out})
			}
			for _, m := range out {
				fmt.Fprintln(s.out, m)
			}
			return nil
		},
	}
	f := c.Flags()
	f.Var(&hand, "hand", "the hand, such as 33344567BR (required)")
	f.Var(&last, "last", "the play to beat; without it, every lead")
	settings = optionFlags(f, fields.Options())
	f.BoolVar(&asJSON, "json", false, `print one JSON object: {"moves": [...]}`)
	return c
}

// dzSimReport is the JSON printed by sim doudizhu --json.
type dzSimReport struct {
	aidz.EvalResult
	Seed    uint64 `json:"seed"`
	A       string `json:"a"`
	B       string `json:"b"`
	Bidding string `json:"bidding"`
	Rules   string `json:"rules"`
}

func newSimDoudizhu(s streams, g *globals) *cobra.Command {
	var (
		deals   int
		seed    uint64
		logDir  string
		asJSON  bool
		a       = &playerFlag{levels: aidz.Levels, headless: true}
		b       = &playerFlag{levels: aidz.Levels, headless: true}
		bidding = newEnum("score", "score", "rob", "none")
		rules   = newEnum("standard", "standard", "simple")
	)
	_, _ = a.Set("ai:"+aidz.Levels[len(aidz.Levels)-1]), b.Set("ai:simple")
	c := &cobra.Command{
		Use:   "doudizhu",
		Short: "play each deal twice, A as landlord then B, on the same cards, and print A's win rates",
		Long: "sim doudizhu plays every deal twice on the same cards: A in P1's seat against B in\n" +
			"the other two, then B in P1's seat against A (with --bidding none P1 is the\n" +
			"landlord, so each player is landlord once a deal). It prints A's win rate as\n" +
			"landlord, as peasant and overall (WP), and ADP: A's side's average score, base 1\n" +
			"doubled by every bomb or rocket.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			if deals < 1 {
				return usagef("invalid argument \"%d\" for \"--deals\" flag: want a positive number", deals)
			}
			bid, _ := gd.ParseBidding(bidding.value)
			r, _ := dz.ParseRules(rules.value)
			start := time.Now()
			res, err := aidz.Evaluate(aidz.EvalConfig{Deals: deals, Seed: seed, A: a.player, B: b.player, Bidding: bid, Rules: r, Bot: g.botOptions(s), LogDir: logDir})
			if err != nil {
				return err
			}
			rep := dzSimReport{EvalResult: res, Seed: seed, A: seatName(a.player), B: seatName(b.player), Bidding: bidding.value, Rules: rules.value}
			return report(s, asJSON, rep, func() { printDoudizhuSim(s, rep) }, 2*deals, "games", time.Since(start).Seconds())
		},
	}
	f := c.Flags()
	f.IntVar(&deals, "deals", 1000, "number of deals, each played twice")
	seedVar(f, &seed, 1, "seed; the same seed gives the same output")
	f.Var(a, "a", "player A: ai:LEVEL (or LEVEL: "+orList(aidz.Levels)+") or exec:COMMAND")
	f.Var(b, "b", "player B: ai:LEVEL or exec:COMMAND")
	f.Var(bidding, "bidding", "how the landlord is chosen: score, rob or none (P1 is the landlord)")
	f.Var(rules, "rules", "the kinds of play: standard or simple")
	f.BoolVar(&asJSON, "json", false, "print one JSON object (deals, a_landlord_wins, a_peasant_wins, wp, adp, ...)")
	logDirVar(f, &logDir)
	return c
}

func printDoudizhuSim(s streams, r dzSimReport) {
	fmt.Fprintf(s.out, "doudizhu: %d deals (%d games), seed %d, bidding %s, rules %s: A %s against B %s\n",
		r.Deals, r.Games, r.Seed, r.Bidding, r.Rules, r.A, r.B)
	fmt.Fprintf(s.out, "  A as landlord  %5d of %5d won  %6.2f%%\n", r.ALandlordWins, r.ALandlord, 100*r.LandlordWP)
	fmt.Fprintf(s.out, "  A as peasant   %5d of %5d won  %6.2f%%\n", r.APeasantWins, r.APeasant, 100*r.PeasantWP)
	fmt.Fprintf(s.out, "  WP %.4f  ADP %+.4f\n", r.WP, r.ADP)
	printFallbacks(s, r.Fallbacks)
}
