package cli

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/game/catalog"
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
	var games []*cobra.Command
	for _, e := range g.games {
		games = append(games, newPlayGame(s, g, e))
	}
	return gameParent("play", "start a game directly, skipping the lobby", games...)
}

// newPlayGame is play GAME for one game of the catalog.
func newPlayGame(s streams, g *globals, e catalog.Entry) *cobra.Command {
	p := &playFlags{entry: e}
	c := p.command()
	c.RunE = func(cmd *cobra.Command, _ []string) error {
		setup, err := p.setup(cmd)
		if err != nil {
			return err
		}
		return runTUI(s, *g, tuiStart{setup: &setup})
	}
	return c
}

// playFlags are the flags of play GAME: --seats, --seed and --speed, and
// a flag for each of the game's options.
type playFlags struct {
	entry   catalog.Entry
	seed    uint64
	speed   *enumFlag
	seats   *playersFlag
	options func() game.Settings
}

// command is play GAME, its flags defined on p and no RunE yet.
func (p *playFlags) command() *cobra.Command {
	info := p.entry.Info()
	p.speed = newEnum(string(game.Normal), speedNames()...)
	p.seats = &playersFlag{levels: info.Levels, max: info.MaxSeats, players: info.DefaultPlayers()}
	c := &cobra.Command{
		Use:   info.Name,
		Short: info.Title + ": " + info.Blurb,
		Long: info.Title + ": " + info.Blurb + "\n\n" +
			"Every option of the game is a flag; teahouse games lists them with their values.\n" +
			"In the game, ? shows the keys and how to play.",
		Args: noArgs,
	}
	f := c.Flags()
	f.Var(p.seats, "seats", fmt.Sprintf("the %s in turn order, comma-separated: %s (LEVEL %s)",
		seatsNoun(info), game.SeatSpec, orList(info.Levels)))
	seedVar(f, &p.seed, 0, "seed of every shuffle and roll (default: a random one, told once the game is over)")
	f.Var(p.speed, "speed", "pace of computer seats and animations: "+orList(speedNames()))
	p.options = optionFlags(f, info.Options)
	uses(c, screenFlags...)
	return c
}

// setup reads the parsed flags of cmd into the setup of a game, refusing
// one the game would refuse as a usage error in the option's words.
func (p *playFlags) setup(cmd *cobra.Command) (screen.Setup, error) {
	info := p.entry.Info()
	players := slices.Clone(p.seats.players)
	if n := len(players); n < info.MinSeats || n > info.MaxSeats {
		return screen.Setup{}, usagef("invalid argument %q for \"--seats\" flag: want %s, comma-separated", p.seats.String(), seatsNoun(info))
	}
	settings := p.options()
	if err := p.entry.Check(settings, len(players)); err != nil {
		return screen.Setup{}, usagef("%s", game.Reason(err))
	}
	seed, fixed := p.seed, cmd.Flags().Changed("seed")
	if !fixed {
		seed = rand.Uint64()
	}
	return screen.Setup{Game: info.Name, Players: players, Options: settings, Seed: seed, SeedFixed: fixed, Speed: game.Speed(p.speed.value)}, nil
}

// seatsNoun says how many seats a game takes: "4 seats", "1 to 5 seats".
func seatsNoun(info catalog.Info) string {
	if info.MinSeats == info.MaxSeats {
		return fmt.Sprintf("%d seats", info.MaxSeats)
	}
	return fmt.Sprintf("%d to %d seats", info.MinSeats, info.MaxSeats)
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
