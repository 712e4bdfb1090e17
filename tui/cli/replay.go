package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/tui"
)

func newReplay(s streams, g *globals) *cobra.Command {
	speed := newEnum(string(game.Normal), speedNames()...)
	var html, as string
	var reviewed bool
	c := &cobra.Command{
		Use:   "replay FILE",
		Short: "replay a saved game log on screen, or write it as a web page (--html)",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("replay: name one log file (saved games are in %s)", g.gamesDir())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case html == "" && cmd.Flags().Changed("as"):
				return usagef("replay: --as picks whose view a web page shows: give --html OUT.html too")
			case html != "" && cmd.Flags().Changed("speed"):
				return usagef("replay: --speed paces the replay on screen; a web page (--html) has its own speed control")
			case html != "" && g.ascii:
				return usagef("replay: --ascii is for the terminal; a web page draws its own suits")
			case html == "" && reviewed:
				return usagef("replay: --review marks a web page's decisions: give --html OUT.html too (on screen, r shows the review)")
			}
			f, err := tui.ReadReplay(args[0])
			if err != nil {
				return err
			}
			if html != "" {
				said, err := tui.WebPage(cmd.Context(), f, html, as, reviewed)
				if err != nil {
					return err
				}
				_, err = fmt.Fprintln(s.out, said)
				return err
			}
			return runTUI(s, *g, tuiStart{replay: &f, speed: game.Speed(speed.value)})
		},
	}
	c.Flags().Var(speed, "speed", "replay pace when playing: "+orList(speedNames()))
	c.Flags().StringVar(&html, "html", "", "write the replay as one web page `OUT.html` instead of showing it")
	c.Flags().BoolVar(&reviewed, "review", false, "with --html: mark the decisions of the seat shown (with every hand shown, the one person in the game, else P1) against the strongest computer, the best choice beside each and a summary at the top (see teahouse review)")
	c.Flags().StringVar(&as, "as", "", "with --html: show only what `SEAT` (P1, P2, ...) could see, or all for every hand (default: the one person's seat, else all)")
	return c
}
