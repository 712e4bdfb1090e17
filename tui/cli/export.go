package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/dataset"
)

// exportReaders reads the logs of every game of a catalog.
func exportReaders(games catalog.List) []dataset.Reader {
	readers := make([]dataset.Reader, len(games))
	for i, e := range games {
		readers[i] = e.Reader()
	}
	return readers
}

func newExport(s streams, g *globals) *cobra.Command {
	var (
		format = newEnum("jsonl", "jsonl", "csv")
		out    string
	)
	c := &cobra.Command{
		Use:   "export DIR",
		Short: "flatten every game log in DIR into one row per action, as JSON Lines or CSV",
		Long: "export replays every game log in DIR (saved by a screen, or written by sim --log-dir)\n" +
			"and writes one row per action: game, file, game_index, run_seed, seed, seat, level,\n" +
			"step, action, over, won, score and result (docs/dataset.md says what they mean for\n" +
			"each game). A file that is not a teahouse log, or whose log does not replay, is\n" +
			"named on standard error and skipped; the export goes on, and its exit status is 0.\n" +
			"It is 1 only when DIR cannot be read or the rows cannot be written (then --out is\n" +
			"left as it was).",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("export: name one directory of game logs")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			return export(s, exportReaders(g.games), args[0], format.value, out)
		},
	}
	c.Flags().Var(format, "format", "jsonl (one JSON object a line) or csv (with a header line)")
	c.Flags().StringVar(&out, "out", "", "write the rows to FILE, atomically (default: standard output)")
	return c
}

// export writes the rows of the logs in dir to out, or to standard
// output when out is empty, and says on standard error what it skipped
// and what it wrote.
func export(s streams, readers []dataset.Reader, dir, format, out string) error {
	var w io.Writer = s.out
	var file *game.AtomicFile
	if out != "" {
		var err error
		if file, err = game.CreateAtomic(out); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		w = file
	}
	rows := dataset.NewJSONL(w)
	if format == "csv" {
		rows = dataset.NewCSV(w)
	}
	sum, err := dataset.Export(dir, readers, rows, func(_ string, err error) {
		fmt.Fprintf(s.err, "teahouse export: skipped %s\n", oneLine(err.Error()))
	})
	if err == nil && file != nil {
		err = file.Commit()
	} else if file != nil {
		file.Abort()
	}
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	fmt.Fprintf(s.err, "exported %d rows from %d logs (%d skipped)\n", sum.Rows, sum.Logs, sum.Skipped)
	return nil
}
