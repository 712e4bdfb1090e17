package cli

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	pd "teahouse/rules/pokerdice"
)

func newSim(s streams, g *globals) *cobra.Command {
	sim := gameParent("sim", "play computer against computer without a screen and print the results", newSimPokerdice(s, g), newSimYahtzee(s, g), newSimBlackjack(s, g), newSimDoudizhu(s, g), newSimShengji(s, g))
	for _, c := range sim.Commands() {
		endProgramsOnSignal(c)
	}
	return sim
}

// simReport is the JSON printed by sim pokerdice --json.
type simReport struct {
	aipd.SimResult
	Seed    uint64 `json:"seed"`
	P1      string `json:"p1"`
	P2      string `json:"p2"`
	Starter string `json:"starter"`
	Rule    string `json:"rule"`
	Skills  bool   `json:"skills"`
}

func newSimPokerdice(s streams, g *globals) *cobra.Command {
	var (
		rounds  int
		seed    uint64
		logDir  string
		asJSON  bool
		skills  bool
		p1      = &playerFlag{levels: aipd.Levels, headless: true}
		p2      = &playerFlag{levels: aipd.Levels, headless: true}
		starter = newEnum("alternate", "p1", "p2", "alternate")
		rule    = newEnum("free", "free", "strict")
	)
	_, _ = p1.Set("ai:optimal"), p2.Set("ai:simple")
	c := &cobra.Command{
		Use:   "pokerdice",
		Short: "play N independent rounds of Risk Choice between two AI levels and print the win rates",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			if rounds < 1 {
				return usagef("invalid argument \"%d\" for \"--rounds\" flag: want a positive number", rounds)
			}
			seats := [2]game.Player{p1.player, p2.player}
			hold, _ := pd.ParseHoldRule(rule.value)
			start := time.Now()
			res, err := aipd.SimulateRounds(aipd.SimConfig{
				Rounds: rounds, Seed: seed, Seats: seats, Bot: g.botOptions(s),
				Starter: starter.value, Rule: hold, Skills: skills, LogDir: logDir,
			})
			if err != nil {
				return err
			}
			rep := simReport{SimResult: res, Seed: seed, P1: seatName(seats[0]), P2: seatName(seats[1]), Starter: starter.value,
				Rule: rule.value, Skills: skills}
			return report(s, asJSON, rep, func() { printSim(s, rep) }, rounds, "rounds", time.Since(start).Seconds())
		},
	}
	f := c.Flags()
	f.IntVar(&rounds, "rounds", 10000, "number of independent rounds")
	seedVar(f, &seed, 1, "seed; the same seed gives the same output")
	f.Var(p1, "p1", "player 1: ai:LEVEL (or LEVEL: "+orList(aipd.Levels)+") or exec:COMMAND")
	f.Var(p2, "p2", "player 2: ai:LEVEL or exec:COMMAND")
	f.Var(starter, "starter", "who holds first: p1, p2 or alternate")
	f.Var(rule, "rules", "holds: free or strict")
	f.BoolVar(&skills, "skills", false, "skills variant (each round is a fresh match, so every skill is available)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	logDirVar(f, &logDir)
	return c
}

func printSim(s streams, r simReport) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(r.Rounds) }
	fmt.Fprintf(s.out, "pokerdice: %d rounds, seed %d, starter %s, rule %s, skills %v\n", r.Rounds, r.Seed, r.Starter, r.Rule, r.Skills)
	fmt.Fprintf(s.out, "  P1 %-8s wins %9d  %6.2f%%\n", r.P1, r.P1Wins, pct(r.P1Wins))
	fmt.Fprintf(s.out, "  P2 %-8s wins %9d  %6.2f%%\n", r.P2, r.P2Wins, pct(r.P2Wins))
	fmt.Fprintf(s.out, "  ties             %9d  %6.2f%%\n", r.Ties, pct(r.Ties))
	printFallbacks(s, r.Fallbacks)
}
