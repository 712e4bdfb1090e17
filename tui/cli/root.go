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

	"teahouse/game/bot"
)

// Version is teahouse's version, printed by --version.
const Version = "0.1.0"

// io bundles the streams a command uses, so tests can capture them.
type streams struct {
	in       io.Reader
	out, err io.Writer
}

// globals are the flags every command shares.
type globals struct {
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
	s := streams{in: in, out: out, err: errOut}
	root := newRoot(s)
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

func newRoot(s streams) *cobra.Command {
	g := &globals{}
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
				return usagef("unknown command %q: want play, sim, replay, tip, solve, serve, blackjack or doudizhu (see teahouse --help)", args[0])
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
	root.AddCommand(newPlay(s, g), newSim(s, g), newReplay(s, g), newExport(s), newTip(s, g), newSolve(s, g), newServe(s, g))
	root.AddCommand(toolParent("blackjack", "blackjack tools: the basic-strategy chart for a table's rules, the house edge measured", newBlackjackStrategy(s), newBlackjackEdge(s)),
		toolParent("doudizhu", "Dou Dizhu tools: every legal play from a hand", newDoudizhuMoves(s)))
	addGlobalFlags(root, g)
	return root
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

var globalFlagsOf = map[string][]string{
	"teahouse":                {flagASCII, flagDataDir, flagCacheDir, flagBot, flagBotTimeout, flagBotForced},
	"teahouse play pokerdice": {flagASCII, flagDataDir, flagBotTimeout, flagBotForced},
	"teahouse play yahtzee":   {flagASCII, flagDataDir, flagCacheDir, flagBotTimeout, flagBotForced},
	"teahouse play blackjack": {flagASCII, flagDataDir, flagBotTimeout, flagBotForced},
	"teahouse play doudizhu":  {flagASCII, flagDataDir, flagBotTimeout, flagBotForced},
	"teahouse replay":         {flagASCII, flagDataDir, flagCacheDir},
	"teahouse serve":          {flagASCII, flagDataDir, flagCacheDir},
	"teahouse sim pokerdice":  {flagBotTimeout, flagBotForced},
	"teahouse sim yahtzee":    {flagCacheDir, flagBotTimeout, flagBotForced},
	"teahouse sim blackjack":  {flagBotTimeout, flagBotForced},
	"teahouse sim doudizhu":   {flagBotTimeout, flagBotForced},
	"teahouse sim shengji":    {flagBotTimeout, flagBotForced},
	"teahouse tip yahtzee":    {flagCacheDir},
	"teahouse solve yahtzee":  {flagCacheDir},
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
	used := func(c *cobra.Command, name string) bool { return slices.Contains(globalFlagsOf[c.CommandPath()], name) }
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
