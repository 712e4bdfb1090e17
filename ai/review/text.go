package review

import (
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
)

// WriteText writes the report as plain text: a line naming the game, the
// seat and the unit, a table of the decisions (step, kind, the situation
// when the game says it, what was chosen and its value, the best choice
// and its value, the cost, the mark) and the summary.
func (r Report) WriteText(w io.Writer) error {
	digits := r.Thresholds.Digits()
	num := func(v float64) string { return fmt.Sprintf("%.*f", digits, v) }
	var b strings.Builder
	fmt.Fprintf(&b, "Review of %s in %s (values and costs in %s)\n\n", r.Seat, r.Game, r.Unit)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	situations := r.situations()
	if situations {
		fmt.Fprintln(tw, "step\tkind\tsituation\tchose\tvalue\tbest\tvalue\tcost\tmark")
	} else {
		fmt.Fprintln(tw, "step\tkind\tchose\tvalue\tbest\tvalue\tcost\tmark")
	}
	for _, d := range r.Decisions {
		cost := num(d.Cost)
		if d.SE > 0 {
			cost += " ± " + num(d.SE)
		}
		best, bestValue := d.Best, num(d.BestValue)
		if d.Mark == Best {
			best, bestValue = "=", ""
		}
		kind := d.Kind
		if situations {
			kind += "\t" + d.Situation
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", d.Step, kind, d.Chose, num(d.Value), best, bestValue, cost, d.Mark)
	}
	tw.Flush()
	b.WriteString("\n")
	b.WriteString(r.Summary.Line(r.Unit, digits))
	b.WriteString("\n")
	if r.estimated() {
		fmt.Fprintf(&b, "Values are estimates (± one standard error); a cost within %d standard errors of the gap is marked good, never worse.\n", Noise)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Line says the summary in one sentence, costs in unit to digits places.
func (s Summary) Line(unit string, digits int) string {
	return fmt.Sprintf("%d decisions: %d best, %d good, %s, %s, %s; total cost %.*f %s; accuracy %.0f%%.",
		s.Decisions, s.Best, s.Good, count(s.Inaccuracies, "inaccuracy", "inaccuracies"),
		count(s.Mistakes, "mistake", "mistakes"), count(s.Blunders, "blunder", "blunders"), digits, s.TotalCost, unit, s.Accuracy)
}

// Digits is how many decimal places the thresholds' unit is written
// with: enough to tell a cost a tenth of an inaccuracy from none.
func (th Thresholds) Digits() int {
	if th.Inaccuracy <= 0 {
		return 2
	}
	return min(4, max(1, 1-int(math.Floor(math.Log10(th.Inaccuracy)))))
}

// situations reports whether any decision says what the seat saw.
func (r Report) situations() bool {
	for _, d := range r.Decisions {
		if d.Situation != "" {
			return true
		}
	}
	return false
}

// estimated reports whether any value of the report is an estimate.
func (r Report) estimated() bool {
	for _, d := range r.Decisions {
		for _, c := range d.Choices {
			if c.SE > 0 {
				return true
			}
		}
	}
	return false
}

// count says n of a thing, in the singular or the plural.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
