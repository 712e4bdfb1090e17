package cli

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	aisj "teahouse/ai/shengji"
	"teahouse/game"
	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screen"
	tsj "teahouse/tui/shengji"
)

func newPlayShengji(s streams, g *globals) *cobra.Command {
	var (
		seed  uint64
		deals int
		level string
		trump = newEnum("ask", tsj.Trumps...)
		speed = newEnum(string(game.Normal), speedNames()...)
		auto  bool
		rules sjRuleFlags
		seats = &playersFlag{levels: aisj.Levels, max: gs.Seats}
	)
	strongest := "ai:" + aisj.Levels[len(aisj.Levels)-1]
	_ = seats.Set("human," + strongest + "," + strongest + "," + strongest)
	c := &cobra.Command{
		Use:   "shengji",
		Short: "升级 Shengji (Tractor): four players in two teams climb the levels",
		Long: "Shengji for four seats, partners opposite: declare trump with level cards as they are\n" +
			"dealt, the dealer buries the kitty, then 25 tricks; the attackers' points decide who\n" +
			"goes up how many levels. Select cards by typing ranks (T for 10, B and R for the\n" +
			"jokers), with left/right and space, or by clicking; enter plays.",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if len(seats.players) != gs.Seats {
				return usagef("invalid argument %q for \"--seats\" flag: want %d seats, comma-separated", seats.String(), gs.Seats)
			}
			if auto {
				if cmd.Flags().Changed("seats") {
					return usagef("--auto and --seats do not go together: --auto seats four computers")
				}
				_ = seats.Set(strings.Repeat(strongest+",", gs.Seats-1) + strongest)
			}
			if deals < 1 || deals > gs.MaxDeals {
				return usagef("invalid argument \"%d\" for \"--deals\" flag: want 1 to %d", deals, gs.MaxDeals)
			}
			if _, err := sj.ParseLevel(level); err != nil {
				return usagef("invalid argument %q for \"--level\" flag: %v", level, err)
			}
			fixed := cmd.Flags().Changed("seed")
			if !fixed {
				seed = rand.Uint64()
			}
			cfg := gs.Config{Deals: deals, Levels: [2]string{level, level}, Trump: strings.ToUpper(trump.value), Rules: rules.rules()}
			setup := screen.Setup{Game: "shengji", Players: slices.Clone(seats.players), Rounds: deals, Seed: seed, SeedFixed: fixed,
				Speed: game.Speed(speed.value), Variants: tsj.Variants(cfg)}
			return runTUI(s, *g, tuiStart{setup: &setup})
		},
	}
	f := c.Flags()
	f.Var(seats, "seats", "the four seats in turn order, comma-separated, partners P1+P3 and P2+P4: "+game.SeatSpec+" (LEVEL "+orList(aisj.Levels)+")")
	f.BoolVar(&auto, "auto", false, "four computers play, to watch")
	f.IntVar(&deals, "deals", 1, "the most deals in the game")
	f.StringVar(&level, "level", "2", "the level both teams start at, 2 to A")
	f.Var(trump, "trump", "trump: ask (declared during the deal) or fixed: "+orList(tsj.Trumps[1:]))
	rules.define(f)
	seedVar(f, &seed, 0, "seed of every shuffle (default: a random one, told once the game is over)")
	f.Var(speed, "speed", "pace of the table: "+orList(speedNames()))
	return c
}
