package cli

import (
	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/tui"
)

func newReplay(s streams, g *globals) *cobra.Command {
	speed := newEnum(string(game.Normal), speedNames()...)
	c := &cobra.Command{
		Use:   "replay FILE",
		Short: "replay a saved game log on screen, step by step or at speed",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("replay: name one log file (saved games are in %s)", g.gamesDir())
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			f, err := tui.ReadReplay(args[0])
			if err != nil {
				return err
			}
			return runTUI(s, *g, tuiStart{replay: &f, speed: game.Speed(speed.value)})
		},
	}
	c.Flags().Var(speed, "speed", "replay pace when playing: "+orList(speedNames()))
	return c
}
