package cli

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"teahouse/ai"
	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/game/catalog"
	gy "teahouse/game/yahtzee"
)

func newSim(s streams, g *globals) *cobra.Command {
	var games []*cobra.Command
	for _, e := range simGames(s, g) {
		games = append(games, newSimGame(s, g, e))
	}
	sim := gameParent("sim", "play computer against computer without a screen and print the results", games...)
	for _, c := range sim.Commands() {
		endProgramsOnSignal(c)
	}
	return sim
}

// simGames are the games of the command line as a run or a review sees
// them: the optimal Yahtzee player and Yahtzee's reviewer read the
// strategy table from --cache-dir, loaded once, when first needed.
func simGames(s streams, g *globals) catalog.List {
	table := sync.OnceValues(func() (*aiyz.Table, error) { return loadTable(s, g, aiyz.LoadOptions{}, true) })
	list := slices.Clone(g.games)
	for i, e := range list {
		if e.Info().Name == gy.Game.Name() {
			list[i] = ai.Yahtzee(func(context.Context) (*aiyz.Table, error) { return table() })
		}
	}
	return list
}

// newSimGame is `sim GAME` for a game of the catalog: every option of the
// game is a flag, as in `play GAME`, beside the run's own flags.
func newSimGame(s streams, g *globals, e catalog.Entry) *cobra.Command {
	info, runs := e.Info(), e.Runs()
	var (
		run    catalog.Run
		asJSON bool
		seats  = &playersFlag{levels: runs.Levels, max: info.MaxSeats, headless: true}
		a      = &playerFlag{levels: runs.Levels, headless: true}
		b      = &playerFlag{levels: runs.Levels, headless: true}
	)
	strongest, weakest := "ai:"+info.Strongest, "ai:"+info.Levels[0]
	_, _ = a.Set(strongest), b.Set(weakest)
	defaults := []string{strongest}
	for range info.Seats - 1 {
		defaults = append(defaults, weakest)
	}
	_ = seats.Set(strings.Join(defaults, ","))
	c := &cobra.Command{
		Use:   info.Name,
		Short: simShort(info, runs),
		Long:  simLong(info, runs),
		Args:  noArgs,
	}
	f := c.Flags()
	settings := optionFlags(f, info.Options)
	c.RunE = func(*cobra.Command, []string) error {
		if run.Games < 1 {
			return usagef("invalid argument \"%d\" for \"--games\" flag: want a positive number", run.Games)
		}
		if run.From < 0 {
			return usagef("invalid argument \"%d\" for \"--from\" flag: want 0 or more", run.From)
		}
		if run.Workers < 0 {
			return usagef("invalid argument \"%d\" for \"--workers\" flag: want 0 (one per core) or more", run.Workers)
		}
		if runs.Duplicate > 0 {
			run.A, run.B = a.player, b.player
		} else {
			run.Seats = seats.players
		}
		run.Settings, run.Bot = settings(), g.botOptions(s)
		start := time.Now()
		rep, err := e.Simulate(context.Background(), run)
		if errors.Is(err, catalog.ErrBadRun) || errors.Is(err, game.ErrBadOption) {
			return usagef("%s", game.Reason(err))
		}
		if err != nil {
			return err
		}
		return report(s, asJSON, rep, func() { rep.Print(s.out) }, run.Games, "games", time.Since(start).Seconds())
	}
	f.IntVar(&run.Games, "games", runs.Games, simGamesHelp(runs))
	seedVar(f, &run.Seed, 1, "seed; the same seed gives the same output")
	f.IntVar(&run.From, "from", 0, "the index of the first game: a run split across machines (--from 0 and --from N with the same seed) plays, counts and names each game as the whole run does")
	f.IntVar(&run.Workers, "workers", 0, "games played at once (0: one per core); each worker starts its own program seats")
	levels := "ai:LEVEL (or LEVEL: " + orList(runs.Levels) + ") or exec:COMMAND"
	if runs.Duplicate > 0 {
		f.Var(a, "a", "player A: "+levels)
		f.Var(b, "b", "player B: "+levels)
	} else {
		f.Var(seats, "seats", fmt.Sprintf("the %d to %d seats in turn order, comma-separated: %s", info.MinSeats, info.MaxSeats, levels))
	}
	f.BoolVar(&asJSON, "json", false, "print one JSON object: the figures and the counts they come from (the counts of split runs add up)")
	logDirVar(f, &run.LogDir)
	return c
}

// simGamesHelp is the help of --games.
func simGamesHelp(r catalog.RunInfo) string {
	if r.Duplicate > 0 {
		return "number of games, an even number: each deal is played twice, A and B trading seats"
	}
	return "number of games"
}

// simShort is the one line `sim --help` shows for a game.
func simShort(i catalog.Info, r catalog.RunInfo) string {
	if r.Duplicate > 0 {
		return fmt.Sprintf("play %s A against B, each deal twice with the seats swapped, and print A's figures", i.Title)
	}
	return fmt.Sprintf("play N games of %s between computers or programs and print each seat's figures", i.Title)
}

// simLong is what `sim GAME --help` says of the run.
func simLong(i catalog.Info, r catalog.RunInfo) string {
	s := fmt.Sprintf("sim %s plays --games games of %s without a screen, every game set up by the\n"+
		"game's options (the flags of play %s), and prints what they measured.\n", i.Name, i.Title, i.Name)
	if r.Duplicate > 0 {
		s += "Each deal is played twice on the same cards: A in the seats of the first game, B in\n" +
			"the others, then the seats swapped, so each side holds each hand once.\n"
	}
	return s + "Game i is seeded by --seed and i alone: split a long run across machines with\n" +
		"--from (the same --seed; --from 0 --games N, --from N --games N, ...) and add up the\n" +
		"counts of their --json reports (docs/sim.md)."
}
