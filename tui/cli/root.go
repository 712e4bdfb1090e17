package cli

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/adrg/xdg"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"teahouse/ai"
	"teahouse/game/bot"
	"teahouse/game/catalog"
)

// Version is teahouse's version, printed by --version.
const Version = "0.1.0"

// io bundles the streams a command uses, so tests can capture them.
type streams struct {
	in       io.Reader
	out, err io.Writer
}

// globals are the flags every command shares, and the games it knows.
type globals struct {
	games      catalog.List
	ascii      bool
	dataDir    string
	cacheDir   string
	bots       []string
	botTimeout time.Duration
	skipForced bool // --bot-forced skip
}

// gamesDir is where logs of finished and abandoned games are saved.
func (g globals) gamesDir() string { return filepath.Join(g.dataDir, "games") }

// Main runs the command line and returns the process exit status.
func Main(args []string, in io.Reader, out, errOut io.Writer) int {
	return mainOf(ai.Games, args, in, out, errOut)
}

// mainOf is Main for the games of a catalog.
func mainOf(games catalog.List, args []string, in io.Reader, out, errOut io.Writer) int {
	s := streams{in: in, out: out, err: errOut}
	root := newRoot(s, games)
	root.SetArgs(args)
	err := root.Execute()
	var sig signalled
	switch {
	case err == nil:
		return 0
	case errors.As(err, &sig):
		return 128 + int(sig.sig) // the status of a process a signal ended
	}
	fmt.Fprintf(errOut, "teahouse: %s\n", oneLine(err.Error()))
	var u usageError
	if errors.As(err, &u) {
		return 2
	}
	return 1
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// newRoot is the teahouse command for the games of a catalog.
func newRoot(s streams, games catalog.List) *cobra.Command {
	g := &globals{games: games}
	root := &cobra.Command{
		Use:   "teahouse",
		Short: "茶馆 teahouse: a terminal parlor of card and dice games",
		Long: "teahouse opens a lobby of card and dice games to play against computer\n" +
			"opponents or friends at the same keyboard. Without a command it opens the lobby.",
		Version:       Version,
		SilenceErrors: true,
		SilenceUsage:  true,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef("unknown command %q: want %s (see teahouse --help)", args[0], orList(commandNames(cmd)))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runTUI(s, *g, tuiStart{})
		},
	}
	root.SetOut(s.out)
	root.SetErr(s.err)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err.Error()} })
	sim, tip, solve, replay, serve, rev := newSim(s, g), newTip(s, g), newSolve(s, g), newReplay(s, g), newServe(s, g), newReview(s, g)
	uses(root, flagASCII, flagDataDir, flagCacheDir, flagBot, flagBotTimeout, flagBotForced)
	uses(replay, flagASCII, flagDataDir, flagCacheDir)
	uses(serve, flagASCII, flagDataDir, flagCacheDir)
	uses(rev, flagDataDir, flagCacheDir)
	ladder := newLadder(s, g)
	for _, c := range append(sim.Commands(), ladder.Commands()...) {
		uses(c, headlessFlags...)
	}
	for _, c := range append(tip.Commands(), solve.Commands()...) {
		uses(c, flagCacheDir)
	}
	root.AddCommand(newPlay(s, g), sim, ladder, replay, rev, newExport(s, g), newGames(s, g), tip, solve, serve)
	root.AddCommand(toolParent("blackjack", "blackjack tools: the basic-strategy chart for a table's rules, the house edge measured", newBlackjackStrategy(s), newBlackjackEdge(s)),
		toolParent("doudizhu", "Dou Dizhu tools: every legal play from a hand", newDoudizhuMoves(s)))
	addGlobalFlags(root, g)
	return root
}

// commandNames are the names of c's commands, as help lists them.
func commandNames(c *cobra.Command) []string {
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	return names
}

// The shared flags, and the commands where each does something: help shows
// a command only the ones that matter to it. The screen's flags are refused
// where there is no screen; a directory or a timeout given to a command
// that does not need it is harmless, so scripts may pass them everywhere.
const (
	flagASCII      = "ascii"
	flagDataDir    = "data-dir"
	flagCacheDir   = "cache-dir"
	flagBot        = "bot"
	flagBotTimeout = "bot-timeout"
	flagBotForced  = "bot-forced"
)

// The shared flags of a command that draws a game's screen, and of one
// that plays games without a screen.
var (
	screenFlags   = []string{flagASCII, flagDataDir, flagCacheDir, flagBotTimeout, flagBotForced}
	headlessFlags = []string{flagCacheDir, flagBotTimeout, flagBotForced}
)

// sharedFlags is the annotation of a command that names the shared flags
// it uses.
const sharedFlags = "teahouse:shared-flags"

// uses says that command c uses the shared flags names: help shows them
// for c, and c accepts --ascii and --bot only if named.
func uses(c *cobra.Command, names ...string) {
	if c.Annotations == nil {
		c.Annotations = map[string]string{}
	}
	c.Annotations[sharedFlags] = strings.Join(names, ",")
}

// addGlobalFlags defines the shared flags on root, for every command (so
// they may come before the command's name), shows each command only those
// it uses and refuses the others.
func addGlobalFlags(root *cobra.Command, g *globals) {
	f := root.PersistentFlags()
	f.BoolVar(&g.ascii, flagASCII, false, "draw with plain ASCII: no box-drawing characters, suits as S H D C")
	f.StringVar(&g.dataDir, flagDataDir, filepath.Join(xdg.DataHome, "teahouse"), "where game logs (under games/) and the records (teahouse.db) are kept")
	f.StringVar(&g.cacheDir, flagCacheDir, filepath.Join(xdg.CacheHome, "teahouse"), "where computed strategy tables are cached")
	f.StringArrayVar(&g.bots, flagBot, nil, "a program the setup screen offers as a seat (exec:COMMAND in a seat flag); repeatable")
	f.DurationVar(&g.botTimeout, flagBotTimeout, bot.DefaultTimeout, "the longest a program seat may take over one decision")
	f.Var((*forcedFlag)(&g.skipForced), flagBotForced, "ask: a program seat is asked every decision; skip: not those with one legal action (an unavoidable pass)")
	used := func(c *cobra.Command, name string) bool {
		return slices.Contains(strings.Split(c.Annotations[sharedFlags], ","), name)
	}
	root.PersistentPreRunE = func(c *cobra.Command, _ []string) error {
		for _, name := range []string{flagASCII, flagBot} {
			if c.Flags().Changed(name) && !used(c, name) {
				hint := ""
				if name == flagBot {
					hint = " (a program takes a seat there as exec:COMMAND)"
				}
				return usagef("--%s does nothing for %s%s", name, c.CommandPath(), hint)
			}
		}
		return nil
	}
	help := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		f.VisitAll(func(fl *pflag.Flag) { fl.Hidden = !used(c, fl.Name) })
		help(c, args)
	})
}

// gameParent builds "play" or "sim": a command whose subcommands are games.
func gameParent(use, short string, games ...*cobra.Command) *cobra.Command {
	return parent(use, "GAME", "game", short, games...)
}

// toolParent builds a game's tools, such as "blackjack strategy".
func toolParent(use, short string, tools ...*cobra.Command) *cobra.Command {
	return parent(use, "COMMAND", "command", short, tools...)
}

// parent is a command that only holds subcommands: named what (a game, a
// command), it refuses a missing or unknown one by listing them.
func parent(use, arg, what, short string, subs ...*cobra.Command) *cobra.Command {
	var names []string
	for _, sub := range subs {
		names = append(names, sub.Name())
	}
	c := &cobra.Command{
		Use:   use + " " + arg,
		Short: short,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("%s: name a %s: %s", use, what, orList(names))
			}
			return usagef("%s: unknown %s %q: want %s", use, what, args[0], orList(names))
		},
		RunE: func(*cobra.Command, []string) error { return nil },
	}
	c.AddCommand(subs...)
	return c
}
