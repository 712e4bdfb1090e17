package cli

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	aisj "teahouse/ai/shengji"
	sj "teahouse/rules/shengji"
)

// sjSimReport is the JSON printed by sim shengji --json.
type sjSimReport struct {
	aisj.EvalResult
	Seed       uint64 `json:"seed"`
	A          string `json:"a"`
	B          string `json:"b"`
	NoTractors bool   `json:"no_tractors"`
	Kitty      string `json:"kitty_multiplier"`
	Penalty    string `json:"throw_penalty"`
}

func newSimShengji(s streams, g *globals) *cobra.Command {
	var (
		deals  int
		seed   uint64
		logDir string
		asJSON bool
		a      = &playerFlag{levels: aisj.TeamLevels, headless: true}
		b      = &playerFlag{levels: aisj.TeamLevels, headless: true}
		rules  sjRuleFlags
	)
	_, _ = a.Set("ai:"+aisj.Levels[len(aisj.Levels)-1]), b.Set("ai:"+aisj.Levels[0])
	c := &cobra.Command{
		Use:   "shengji",
		Short: "play each deal twice on the same cards, the teams swapping seats, and print how often A did better",
		Long: "sim shengji plays every deal twice on the same cards: team A in seats 0 and 2\n" +
			"against team B in 1 and 3, then B in 0 and 2 against A. A game's result for A is\n" +
			"the levels A's team went up less B's; A did better on a deal when its two results\n" +
			"add up to more than 0. It prints the share of deals each team did better on, A's\n" +
			"mean level change per game and the attackers' mean points.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			if deals < 1 {
				return usagef("invalid argument \"%d\" for \"--deals\" flag: want a positive number", deals)
			}
			start := time.Now()
			res, err := aisj.Evaluate(aisj.EvalConfig{Deals: deals, Seed: seed, A: a.player, B: b.player,
				Rules: rules.rules(), Bot: g.botOptions(s), LogDir: logDir})
			if err != nil {
				return err
			}
			rep := sjSimReport{EvalResult: res, Seed: seed, A: seatName(a.player), B: seatName(b.player),
				NoTractors: rules.noTractors, Kitty: rules.kitty.value, Penalty: rules.penalty.value}
			return report(s, asJSON, rep, func() { printShengjiSim(s, rep) }, 2*deals, "games", time.Since(start).Seconds())
		},
	}
	f := c.Flags()
	f.IntVar(&deals, "deals", 1000, "number of deals, each played twice")
	seedVar(f, &seed, 1, "seed; the same seed gives the same output")
	f.Var(a, "a", "team A: ai:LEVEL (or LEVEL: "+orList(aisj.TeamLevels)+"; "+aisj.Mixed+" is one of each, the expert in the team's first seat) or exec:COMMAND")
	f.Var(b, "b", "team B: ai:LEVEL or exec:COMMAND")
	rules.define(f)
	logDirVar(f, &logDir)
	f.BoolVar(&asJSON, "json", false, "print one JSON object (deals, a_better, b_better, a_level_delta, attacker_points, ...)")
	return c
}

func printShengjiSim(s streams, r sjSimReport) {
	fmt.Fprintf(s.out, "shengji: %d deals (%d games), seed %d, tractors %v, kitty %s, throw penalty %s: A %s against B %s\n",
		r.Deals, r.Games, r.Seed, !r.NoTractors, r.Kitty, r.Penalty, r.A, r.B)
	fmt.Fprintf(s.out, "  A did better  %6.2f%% of deals\n", 100*r.ABetter)
	fmt.Fprintf(s.out, "  B did better  %6.2f%% of deals\n", 100*r.BBetter)
	fmt.Fprintf(s.out, "  A's level change %+.4f a game; attackers' points %.1f a game\n", r.ALevelDelta, r.AttackerPoints)
	printFallbacks(s, r.Fallbacks)
}

// sjRuleFlags are the rule flags of the shengji commands.
type sjRuleFlags struct {
	noTractors     bool
	kitty, penalty *enumFlag
}

// define adds the rule flags to f.
func (r *sjRuleFlags) define(f *pflag.FlagSet) {
	r.kitty = newEnum(sj.KittyBySize.String(), sj.KittyBySize.String(), sj.KittyDouble.String())
	r.penalty = newEnum(sj.PenaltyNone.String(), sj.PenaltyNone.String(), sj.PenaltyTen.String())
	f.BoolVar(&r.noTractors, "no-tractors", false, "play without tractors: consecutive pairs are only pairs")
	f.Var(r.kitty, "kitty-multiplier", "the kitty's multiplier: size (2 × the last trick's largest unit) or double")
	f.Var(r.penalty, "throw-penalty", "a failed throw's penalty: none or ten (points to the other side)")
}

// rules are the rules the flags set.
func (r *sjRuleFlags) rules() sj.Rules {
	k, _ := sj.ParseKittyRule(r.kitty.value)
	p, _ := sj.ParseThrowPenalty(r.penalty.value)
	return sj.Rules{NoTractors: r.noTractors, Kitty: k, Penalty: p}
}
