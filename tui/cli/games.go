package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/game/catalog"
)

// gamesReport is the JSON printed by games --json.
type gamesReport struct {
	Games []catalog.Info `json:"games"`
}

func newGames(s streams, g *globals) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "games",
		Short: "list every game with its seats, computer levels and options",
		Long: "games lists every game teahouse plays: its name (as play GAME and sim GAME take it),\n" +
			"the seats it takes, its computer levels (weakest first) and its options, each a flag\n" +
			"of play GAME and sim GAME with its values and default. --json prints the same as one\n" +
			"JSON object, for programs that take a seat (docs/protocol.md).",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			rep := gamesReport{Games: make([]catalog.Info, len(g.games))}
			for i, e := range g.games {
				rep.Games[i] = e.Info()
			}
			if asJSON {
				enc := json.NewEncoder(s.out)
				enc.SetIndent("", "  ")
				return enc.Encode(rep)
			}
			printGames(s.out, rep.Games)
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print one JSON object: {\"games\": [{name, title, seats, levels, options: [{key, kind, values, min, max, default, help}]}]}")
	return c
}

// printGames writes the games for people: one paragraph a game.
func printGames(w io.Writer, games []catalog.Info) {
	for i, info := range games {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%s: %s\n  %s\n", info.Name, info.Title, info.Blurb)
		if info.MinSeats == info.MaxSeats {
			fmt.Fprintf(w, "  seats: %d\n", info.Seats)
		} else {
			fmt.Fprintf(w, "  seats: %d to %d, %d by default\n", info.MinSeats, info.MaxSeats, info.Seats)
		}
		fmt.Fprintf(w, "  computers: %s (strongest %s)\n", strings.Join(info.Levels, ", "), info.Strongest)
		if len(info.Options) == 0 {
			fmt.Fprintln(w, "  options: none")
			continue
		}
		fmt.Fprintln(w, "  options:")
		keyW, valuesW := 0, 0
		for _, o := range info.Options {
			keyW, valuesW = max(keyW, len(o.Key)), max(valuesW, len(optionValues(o)))
		}
		for _, o := range info.Options {
			fmt.Fprintf(w, "    --%-*s  %-*s  default %-5s  %s\n", keyW, o.Key, valuesW, optionValues(o), o.Default, o.Help)
		}
	}
}

// optionValues writes the values an option takes: "free|strict", "on|off",
// "1-99".
func optionValues(o game.Option) string {
	switch o.Kind {
	case game.Choice:
		return strings.Join(o.Values, "|")
	case game.Flag:
		return game.On + "|" + game.Off
	}
	return fmt.Sprintf("%d-%d", o.Min, o.Max)
}
