package cli

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	aipd "teahouse/ai/pokerdice"
	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	gpd "teahouse/game/pokerdice"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
)

// playerFlag is a seat flag: human, ai:LEVEL (or LEVEL) or exec:COMMAND;
// headless refuses human, for a game played without a screen.
type playerFlag struct {
	player   game.Player
	levels   []string
	headless bool
}

func (p *playerFlag) String() string { return seatSpec(p.player) }

func (p *playerFlag) Type() string { return seatType(p.headless) }

// seatType is the value a seat flag takes, as help shows it.
func seatType(headless bool) string {
	if headless {
		return "ai:LEVEL|exec:COMMAND"
	}
	return "human|ai:LEVEL|exec:COMMAND"
}

func (p *playerFlag) Set(s string) error {
	pl, err := game.ParseSeat(s, p.levels)
	switch {
	case p.headless && (err != nil || pl.Kind == game.Human):
		return fmt.Errorf("want ai:LEVEL (LEVEL %s) or exec:COMMAND: a game without a screen has no person to play", orList(p.levels))
	case err != nil:
		return fmt.Errorf("want %s with LEVEL %s", game.SeatSpec, orList(p.levels))
	}
	p.player = pl
	return nil
}

// seatName names a seat in a simulator's report: its level, or
// exec:COMMAND.
func seatName(p game.Player) string {
	if p.Kind == game.AI {
		return p.Level
	}
	return seatSpec(p)
}

// seatSpec writes a seat as the command line does.
func seatSpec(p game.Player) string {
	switch p.Kind {
	case game.AI:
		return "ai:" + p.Level
	case game.Program:
		return "exec:" + p.Command
	}
	return string(game.Human)
}

func newPlay(s streams, g *globals) *cobra.Command {
	return gameParent("play", "start a game directly, skipping the lobby", newPlayPokerdice(s, g), newPlayYahtzee(s, g), newPlayBlackjack(s, g), newPlayDoudizhu(s, g), newPlayShengji(s, g))
}

func newPlayPokerdice(s streams, g *globals) *cobra.Command {
	var (
		seed   uint64
		rounds int
		skills bool
		rule   = newEnum("free", "free", "strict")
		speed  = newEnum(string(game.Normal), speedNames()...)
		p1     = &playerFlag{player: game.Player{Kind: game.Human}, levels: aipd.Levels}
		p2     = &playerFlag{levels: aipd.Levels}
	)
	_ = p2.Set("ai:optimal")
	c := &cobra.Command{
		Use:   "pokerdice",
		Short: "风险抉择 Risk Choice dice poker: hold, reroll once, best hand wins",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if rounds < 1 || rounds > gpd.MaxRounds {
				return usagef("invalid argument \"%d\" for \"--rounds\" flag: want 1 to %d", rounds, gpd.MaxRounds)
			}
			fixed := cmd.Flags().Changed("seed")
			if !fixed {
				seed = rand.Uint64()
			}
			players := []game.Player{p1.player, p2.player}
			skillsValue := "off"
			if skills {
				skillsValue = "on"
			}
			setup := screen.Setup{
				Game: "pokerdice", Players: players, Rounds: rounds, Seed: seed, SeedFixed: fixed, Speed: game.Speed(speed.value),
				Variants: map[string]string{"rule": rule.value, "skills": skillsValue},
			}
			return runTUI(s, *g, tuiStart{setup: &setup})
		},
	}
	f := c.Flags()
	seedVar(f, &seed, 0, "seed of every roll (default: a random one, told once the game is over)")
	f.IntVar(&rounds, "rounds", 5, "best of N rounds")
	f.Var(p1, "p1", "player 1: "+game.SeatSpec+" (LEVEL "+orList(aipd.Levels)+")")
	f.Var(p2, "p2", "player 2: "+game.SeatSpec)
	f.Var(rule, "rules", "holds: free (any dice) or strict (only dice of one value)")
	f.BoolVar(&skills, "skills", false, "skills variant: Peek, Force reroll, Double and Relock once per match; opponents' dice face down")
	f.Var(speed, "speed", "pace of computer seats and animations: "+orList(speedNames()))
	return c
}

func speedNames() []string {
	var out []string
	for _, s := range game.Speeds {
		out = append(out, string(s))
	}
	return out
}

// playersFlag is a list of seats, comma-separated: see playerFlag.
type playersFlag struct {
	players  []game.Player
	levels   []string
	max      int
	headless bool
}

func (p *playersFlag) String() string {
	var out []string
	for _, pl := range p.players {
		out = append(out, seatSpec(pl))
	}
	return strings.Join(out, ",")
}

func (p *playersFlag) Type() string { return seatType(p.headless) + ",..." }

func (p *playersFlag) Set(s string) error {
	parts := strings.Split(s, ",")
	if len(parts) > p.max {
		return fmt.Errorf("at most %d players", p.max)
	}
	var players []game.Player
	for _, part := range parts {
		one := &playerFlag{levels: p.levels, headless: p.headless}
		if err := one.Set(strings.TrimSpace(part)); err != nil {
			return fmt.Errorf("want 1 to %d seats, comma-separated: %v", p.max, err)
		}
		players = append(players, one.player)
	}
	p.players = players
	return nil
}

func newPlayYahtzee(s streams, g *globals) *cobra.Command {
	var (
		seed    uint64
		speed   = newEnum(string(game.Normal), speedNames()...)
		players = &playersFlag{levels: aiyz.Levels, max: gy.MaxSeats}
	)
	_ = players.Set("human,ai:optimal")
	c := &cobra.Command{
		Use:   "yahtzee",
		Short: "Yahtzee for 1 to 6 players, with an optimal AI and an exact advisor (t)",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fixed := cmd.Flags().Changed("seed")
			if !fixed {
				seed = rand.Uint64()
			}
			setup := screen.Setup{Game: "yahtzee", Players: slices.Clone(players.players), Seed: seed, SeedFixed: fixed, Speed: game.Speed(speed.value)}
			return runTUI(s, *g, tuiStart{setup: &setup})
		},
	}
	f := c.Flags()
	seedVar(f, &seed, 0, "seed of every roll (default: a random one, told once the game is over)")
	f.Var(players, "players", "the seats in turn order, comma-separated: "+game.SeatSpec+" (LEVEL "+orList(aiyz.Levels)+")")
	f.Var(speed, "speed", "pace of computer seats and animations: "+orList(speedNames()))
	return c
}
