package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"teahouse/ai/review"
	"teahouse/game"
)

func newReview(s streams, g *globals) *cobra.Command {
	var seat string
	var asJSON bool
	c := &cobra.Command{
		Use:   "review FILE",
		Short: "review a seat's decisions in a saved game: what each cost against the strongest computer",
		Long: "review marks every decision of a seat in a saved game against the game's strongest\n" +
			"computer, from that seat's view at that moment: what it chose, the best choice, the\n" +
			"value of each and the cost in the game's unit, each marked best, good, inaccuracy,\n" +
			"mistake or blunder, and a summary. The review is kept beside the log\n" +
			"(GAME-TIME.review.json), so a second look is instant (docs/review.md).",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("review: name one log file (saved games are in %s)", g.gamesDir())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			seated, err := review.SeatOf(seat)
			if cmd.Flags().Changed("seat") && err != nil {
				return usagef("review: --seat: %v", err)
			}
			h, err := readHeader(path)
			if err != nil {
				return err
			}
			e, err := simGames(s, g).Lookup(h.Game)
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			r, err := review.For(e)
			if err != nil {
				return err
			}
			req := review.Request{Seat: review.DefaultSeat(h.Players)}
			if cmd.Flags().Changed("seat") {
				req.Seat = seated
			}
			if n := len(h.Players); int(req.Seat) >= n {
				return usagef("review: --seat %s: the game has seats P1 to P%d", req.Seat, n)
			}
			p := newProgress(s.err, fmt.Sprintf("reviewing %s in %s", req.Seat, h.Game))
			req.Progress = p.show
			rep, _, err := review.Kept(cmd.Context(), r, path, req)
			p.done()
			if errors.Is(err, review.ErrNotKept) {
				fmt.Fprintf(s.err, "warning: %v\n", err)
			} else if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(s.out)
				enc.SetIndent("", "  ")
				return enc.Encode(rep)
			}
			return rep.WriteText(s.out)
		},
	}
	c.Flags().StringVar(&seat, "seat", "", "review `SEAT` (P1, P2, ...) (default: the one person in the game, else P1)")
	c.Flags().BoolVar(&asJSON, "json", false, "print one JSON object: {game, seat, unit, decisions: [{step, kind, situation, chose, best, value, best_value, cost, se, mark, choices}], summary: {decisions, best, good, inaccuracies, mistakes, blunders, total_cost, accuracy}}")
	return c
}

// readHeader reads the header of the saved log at path, refusing a file
// that is not a regular one.
func readHeader(path string) (game.Header, error) {
	f, err := game.OpenRegular(path)
	if err != nil {
		return game.Header{}, err
	}
	defer f.Close()
	return game.ReadHeader(f, path)
}

// progress says on a stream how a long job goes: on a terminal one line
// rewritten in place, elsewhere a line at each quarter done.
type progress struct {
	w        io.Writer
	what     string
	terminal bool
	shown    int // the percentage last shown, -1 before any
}

func newProgress(w io.Writer, what string) *progress {
	p := &progress{w: w, what: what, shown: -1}
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.terminal = true
		}
	}
	return p
}

// show shows done of total.
func (p *progress) show(done, total int) {
	if total <= 0 {
		return
	}
	pct := 100 * min(done, total) / total
	if p.terminal {
		if pct != p.shown {
			p.shown = pct
			fmt.Fprintf(p.w, "\r%s: %3d%%", p.what, pct)
		}
		return
	}
	if milestone := pct / 25 * 25; milestone > max(p.shown, 0) {
		p.shown = milestone
		fmt.Fprintf(p.w, "%s: %d%%\n", p.what, milestone)
	}
}

// done ends a line rewritten in place.
func (p *progress) done() {
	if p.terminal && p.shown >= 0 {
		fmt.Fprintln(p.w)
	}
}
