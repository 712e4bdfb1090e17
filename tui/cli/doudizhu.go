package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

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
