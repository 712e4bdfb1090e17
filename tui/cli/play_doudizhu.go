package cli

import (
	"math/rand/v2"
	"slices"

	"github.com/spf13/cobra"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	tdz "teahouse/tui/doudizhu"
	"teahouse/tui/screen"
)

func newPlayDoudizhu(s streams, g *globals) *cobra.Command {
	var (
		seed      uint64
		deals     int
		cap       int
		showCards bool
		bidding   = newEnum("score", "score", "rob", "none")
		rules     = newEnum("standard", "standard", "simple")
		speed     = newEnum(string(game.Normal), speedNames()...)
		seats     = &playersFlag{levels: aidz.Levels, max: gd.Seats}
	)
	strongest := "ai:" + aidz.Levels[len(aidz.Levels)-1]
	_ = seats.Set("human," + strongest + "," + strongest)
	c := &cobra.Command{
		Use:   "doudizhu",
		Short: "斗地主 Dou Dizhu: three players, the landlord against two peasants",
		Long: "Dou Dizhu (Fight the Landlord) for three seats: bid for the landlord, who takes the\n" +
			"three bottom cards and plays alone against the other two; the first side to play out\n" +
			"a hand wins. Select cards by typing ranks (3334, T for 10, B and R for the jokers),\n" +
			"with left/right and space, or by clicking; enter plays, p passes, t hints.",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if len(seats.players) != gd.Seats {
				return usagef("invalid argument %q for \"--seats\" flag: want %d seats, comma-separated", seats.String(), gd.Seats)
			}
			if deals < 1 || deals > gd.MaxDeals {
				return usagef("invalid argument \"%d\" for \"--deals\" flag: want 1 to %d", deals, gd.MaxDeals)
			}
			if cap < 0 {
				return usagef("invalid argument \"%d\" for \"--cap\" flag: want 0 (no cap) or more", cap)
			}
			bid, _ := gd.ParseBidding(bidding.value)
			r, _ := dz.ParseRules(rules.value)
			fixed := cmd.Flags().Changed("seed")
			if !fixed {
				seed = rand.Uint64()
			}
			cfg := gd.Config{Deals: deals, Bidding: bid, ShowCards: showCards, Cap: cap, Rules: r}
			setup := screen.Setup{Game: "doudizhu", Players: slices.Clone(seats.players), Rounds: deals, Seed: seed, SeedFixed: fixed,
				Speed: game.Speed(speed.value), Variants: tdz.Variants(cfg)}
			return runTUI(s, *g, tuiStart{setup: &setup})
		},
	}
	f := c.Flags()
	f.Var(seats, "seats", "the three seats in turn order, comma-separated: "+game.SeatSpec+" (LEVEL "+orList(aidz.Levels)+")")
	f.IntVar(&deals, "deals", gd.DefaultDeals, "deals in the session; the first bidder moves on each deal")
	f.Var(bidding, "bidding", "how the landlord is chosen: score (bid 1-3), rob (call, then rob for x2) or none (P1)")
	f.BoolVar(&showCards, "show-cards", false, "the landlord may show the hand before leading, for x2 (明牌)")
	f.IntVar(&cap, "cap", 0, "the most one deal is worth to a peasant (default: no cap)")
	f.Var(rules, "rules", "the kinds of play: standard or simple")
	seedVar(f, &seed, 0, "seed of every shuffle (default: a random one, told once the game is over)")
	f.Var(speed, "speed", "pace of computer seats: "+orList(speedNames()))
	return c
}
