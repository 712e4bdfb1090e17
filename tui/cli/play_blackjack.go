package cli

import (
	"math/rand/v2"
	"slices"

	"github.com/spf13/cobra"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	tbj "teahouse/tui/blackjack"
	"teahouse/tui/screen"
)

// playBlackjack holds the flags of play blackjack.
type playBlackjack struct {
	rules     *ruleFlags
	seats     *playersFlag
	speed     *enumFlag
	seed      uint64
	bankroll  int
	minBet    int
	maxBet    int
	rounds    int
	showCount bool
}

func newPlayBlackjack(s streams, g *globals) *cobra.Command {
	return newPlayBlackjackFlags().command(s, g)
}

// newPlayBlackjackFlags returns the flags with their defaults, the
// lobby's setup's: the seats of tbj.Game.DefaultPlayers (you and the
// strongest computer), tbj.Game.Rounds rounds, the normal speed.
func newPlayBlackjackFlags() *playBlackjack {
	return &playBlackjack{
		seats:  &playersFlag{levels: aibj.Levels, max: gb.MaxSeats, players: tbj.Game.DefaultPlayers()},
		speed:  newEnum(string(game.Normal), speedNames()...),
		rounds: tbj.Game.Rounds,
	}
}

// command is play blackjack with the flags p.
func (p *playBlackjack) command(s streams, g *globals) *cobra.Command {
	c := &cobra.Command{
		Use:   "blackjack",
		Short: "casino blackjack for 1 to 5 seats, with the exact value of every choice (t)",
		Long: "Casino blackjack against the dealer for 1 to 5 seats: you, other people at this keyboard\n" +
			"(hot seat) and computer players. t shows basic strategy and the exact value of every\n" +
			"legal action for the cards left in the shoe. Bankrolls and lifetime statistics are kept\n" +
			"per player in DATA-DIR/teahouse.db: you sit down with what you left with.",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			setup, err := p.setup(cmd)
			if err != nil {
				return err
			}
			return runTUI(s, *g, tuiStart{setup: &setup})
		},
	}
	f := c.Flags()
	p.rules = addRuleFlags(f)
	f.Var(p.seats, "seats", "the seats from the dealer's left, comma-separated: "+game.SeatSpec+" (LEVEL "+orList(aibj.Levels)+")")
	f.IntVar(&p.bankroll, "bankroll", gb.DefaultBankroll, "chips a new player sits down with, and the size of a new bankroll")
	f.IntVar(&p.minBet, "min-bet", gb.DefaultMinBet, "the table's smallest bet")
	f.IntVar(&p.maxBet, "max-bet", gb.DefaultMaxBet, "the table's largest bet")
	f.IntVar(&p.rounds, "rounds", p.rounds, "end the game after N rounds; 0 plays on until you leave")
	seedVar(f, &p.seed, 0, "seed of every shuffle (default: a random one, told once the game is over)")
	f.Var(p.speed, "speed", "pace of dealing and computer seats: "+orList(speedNames()))
	f.BoolVar(&p.showCount, "show-count", false, "trainer: show the Hi-Lo count of the cards seen (c toggles it)")
	return c
}

// setup reads the flags into the setup of a game, refusing a table the
// game would refuse as a usage error.
func (p *playBlackjack) setup(cmd *cobra.Command) (screen.Setup, error) {
	r, err := p.rules.rules()
	if err != nil {
		return screen.Setup{}, err
	}
	for _, n := range []struct {
		name  string
		value int
	}{{"bankroll", p.bankroll}, {"min-bet", p.minBet}, {"max-bet", p.maxBet}} {
		if n.value < 1 {
			return screen.Setup{}, usagef("invalid argument \"%d\" for \"--%s\" flag: want 1 chip or more", n.value, n.name)
		}
	}
	if p.bankroll < p.minBet {
		return screen.Setup{}, usagef("--bankroll %d is less than the minimum bet %d: a new player could not bet", p.bankroll, p.minBet)
	}
	if p.rounds < 0 {
		return screen.Setup{}, usagef("invalid argument \"%d\" for \"--rounds\" flag: want 0 (no end) or more", p.rounds)
	}
	players := slices.Clone(p.seats.players)
	cfg := gb.Config{Rules: r, Seats: len(players), Bankroll: p.bankroll, MinBet: p.minBet, MaxBet: p.maxBet}
	if _, err := gb.Game.New(cfg, 0); err != nil {
		return screen.Setup{}, usagef("%v", err)
	}
	seed := p.seed
	fixed := cmd.Flags().Changed("seed")
	if !fixed {
		seed = rand.Uint64()
	}
	return screen.Setup{Game: "blackjack", Players: players, Seed: seed, SeedFixed: fixed, Speed: game.Speed(p.speed.value),
		Rounds: p.rounds, Variants: tbj.Variants(cfg, p.showCount)}, nil
}
