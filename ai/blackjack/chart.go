package blackjack

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"

	bj "teahouse/rules/blackjack"
)

// Code is a basic-strategy chart entry, as printed by
// `teahouse blackjack strategy`.
type Code uint8

// The chart codes. The zero Code is not a valid entry.
const (
	CodeH  Code = iota + 1 // hit
	CodeS                  // stand
	CodeD                  // double, else hit
	CodeDs                 // double, else stand
	CodeP                  // split
	CodeRh                 // surrender, else hit
	CodeRs                 // surrender, else stand
	CodeRp                 // surrender, else split
)

var codeText = [...]string{"?", "H", "S", "D", "Ds", "P", "Rh", "Rs", "Rp"}

// String returns the code as charts print it: "H", "S", "D", "Ds", "P",
// "Rh", "Rs" or "Rp".
func (c Code) String() string {
	if int(c) < len(codeText) {
		return codeText[c]
	}
	return fmt.Sprintf("Code(%d)", uint8(c))
}

// parseCode reads a code as String writes it.
func parseCode(s string) (Code, error) {
	for i, t := range codeText[1:] {
		if s == t {
			return Code(i + 1), nil
		}
	}
	return 0, fmt.Errorf("blackjack: chart code %q: want H, S, D, Ds, P, Rh, Rs or Rp", s)
}

// Chart is a basic strategy: one code for each player hand and dealer up
// card, derived from exact expected values for the full shoe of the rules
// (see ChartFor). Columns are the dealer's up card 2..10 then ace: column
// i is up card i+2, column 9 is the ace (see UpCards).
type Chart struct {
	// Rules are the rules the chart was derived for.
	Rules bj.Rules
	// Hard holds H5..H21 (index total-5), Soft holds S13..S21 (index
	// total-13) and Pairs holds P2..P10 then PA (index value-2, ace at 9).
	Hard  [17][10]Cell
	Soft  [9][10]Cell
	Pairs [10][10]Cell
}

// Cell is one chart entry with the EVs it was decided on: the legal actions'
// probability-weighted mean EVs over the hands of its class (see ChartFor).
type Cell struct {
	Code Code
	EVs  EVs
}

// UpCards lists the dealer up card value of each chart column.
var UpCards = [10]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}

// ChartHeader labels the columns of Chart.String.
const ChartHeader = "     2  3  4  5  6  7  8  9 10  A"

// column returns the chart column of an up card value.
func column(up int) int {
	if up == bj.Ace {
		return 9
	}
	return up - 2
}

// Row is one line of a chart: its label (H5..H21, S13..S21, P2..P10, PA)
// and its codes by column.
type Row struct {
	Label string
	Codes [10]Code
}

// Rows returns the chart's lines in print order: H5..H21, S13..S21,
// P2..P10, PA.
func (c *Chart) Rows() []Row {
	rows := make([]Row, 0, 17+9+10)
	add := func(label string, cells *[10]Cell) {
		r := Row{Label: label}
		for i, cell := range cells {
			r.Codes[i] = cell.Code
		}
		rows = append(rows, r)
	}
	for i := range c.Hard {
		add(fmt.Sprintf("H%d", i+5), &c.Hard[i])
	}
	for i := range c.Soft {
		add(fmt.Sprintf("S%d", i+13), &c.Soft[i])
	}
	for i := range c.Pairs {
		label := "PA"
		if i < 9 {
			label = fmt.Sprintf("P%d", i+2)
		}
		add(label, &c.Pairs[i])
	}
	return rows
}

// String prints one line per player hand, H5..H21, S13..S21, P2..P10 and
// PA, each followed by its ten codes for dealer up cards 2..10 and A, in
// columns under ChartHeader.
func (c *Chart) String() string {
	var b strings.Builder
	for _, r := range c.Rows() {
		line := fmt.Sprintf("%-4s", r.Label)
		for _, code := range r.Codes {
			line += fmt.Sprintf(" %-2s", code)
		}
		b.WriteString(strings.TrimRight(line, " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// cell returns the chart cell of a row label (as in Rows) and up card.
func (c *Chart) cell(label string, up int) (Cell, bool) {
	if up < 1 || up > Values || len(label) < 2 {
		return Cell{}, false
	}
	col := column(up)
	var n int
	if label == "PA" {
		return c.Pairs[9][col], true
	}
	if _, err := fmt.Sscanf(label[1:], "%d", &n); err != nil {
		return Cell{}, false
	}
	switch {
	case label[0] == 'H' && n >= 5 && n <= 21:
		return c.Hard[n-5][col], true
	case label[0] == 'S' && n >= 13 && n <= 21:
		return c.Soft[n-13][col], true
	case label[0] == 'P' && n >= 2 && n <= 10:
		return c.Pairs[n-2][col], true
	}
	return Cell{}, false
}

// Code returns the chart code for hand h against up card up. A two-card
// pair that bj.CanSplit allows reads the pair row; any other hand reads its
// total: soft 13..21 the soft row, hard 5..21 the hard row; a soft 12 (two
// aces that may not be split) and hard totals under 5 are always hit.
func (c *Chart) Code(h bj.PlayerHand, up int) Code {
	col := column(up)
	if len(h.Cards) == 2 && bj.CanSplit(h, c.Rules) {
		v := bj.Value(h.Cards[0].Rank)
		if v == bj.Ace {
			return c.Pairs[9][col].Code
		}
		return c.Pairs[v-2][col].Code
	}
	t, soft := bj.HandTotal(h.Cards)
	return c.totalCode(t, soft, col)
}

func (c *Chart) totalCode(t int, soft bool, col int) Code {
	switch {
	case t > 21:
		return CodeS
	case soft && t >= 13:
		return c.Soft[t-13][col].Code
	case soft || t < 5:
		return CodeH
	}
	return c.Hard[t-5][col].Code
}

// Action resolves the chart code for h against up into a legal action:
// D and Ds double when bj.CanDouble allows, else hit or stand; Rh, Rs and
// Rp surrender when allowed, else hit, stand or split; P splits when
// allowed, else plays the hand's total; H hits unless the rules refuse a
// hit (on 21), then stands.
func (c *Chart) Action(h bj.PlayerHand, up int) Action {
	return c.resolve(c.Code(h, up), h, up)
}

func (c *Chart) resolve(code Code, h bj.PlayerHand, up int) Action {
	r := c.Rules
	switch code {
	case CodeRh, CodeRs, CodeRp:
		if bj.CanSurrender(h, r) {
			return Surrender
		}
		code = fallback(code)
	case CodeD, CodeDs:
		if bj.CanDouble(h, r) {
			return Double
		}
		code = fallback(code)
	}
	switch code {
	case CodeP:
		if bj.CanSplit(h, r) {
			return Split
		}
		t, soft := bj.HandTotal(h.Cards)
		return c.resolve(c.totalCode(t, soft, column(up)), h, up)
	case CodeH:
		if bj.CanHit(h, r) {
			return Hit
		}
	}
	return Stand
}

// fallback is what a code means when its first action is not allowed:
// D and Rh hit, Ds and Rs stand, Rp splits.
func fallback(c Code) Code {
	switch c {
	case CodeD, CodeRh:
		return CodeH
	case CodeDs, CodeRs:
		return CodeS
	case CodeRp:
		return CodeP
	}
	return c
}

// codeOf turns a cell's EVs into a code: the best action, with D or Ds by
// whether hitting or standing is better when doubling is not possible, and
// Rh, Rs or Rp by the best of hit, stand and split when surrender is not.
func codeOf(ev EVs) Code {
	switch ev.Best() {
	case Surrender:
		alt, altV := Hit, ev.ev[Hit]
		if !ev.legal[Hit] || ev.ev[Stand] > altV {
			alt, altV = Stand, ev.ev[Stand]
		}
		if ev.legal[Split] && ev.ev[Split] > altV {
			alt = Split
		}
		switch alt {
		case Stand:
			return CodeRs
		case Split:
			return CodeRp
		}
		return CodeRh
	case Double:
		if ev.legal[Hit] && ev.ev[Hit] >= ev.ev[Stand] {
			return CodeD
		}
		return CodeDs
	case Split:
		return CodeP
	case Hit:
		return CodeH
	}
	return CodeS
}

var chartCache sync.Map // chartKey -> *chartOnce

// chartOnce is the chart of a rule set, derived once however many ask
// for it at the same time.
type chartOnce struct {
	rules bj.Rules // valid; the first asker's
	once  sync.Once
	chart *Chart
}

// chartEntry returns the cache entry of the chart of the valid rules r,
// made if need be; nothing is derived until its get.
func chartEntry(r bj.Rules) *chartOnce {
	k := chartKey(r)
	e, ok := chartCache.Load(k)
	if !ok {
		e, _ = chartCache.LoadOrStore(k, &chartOnce{rules: r})
	}
	return e.(*chartOnce)
}

// get returns the chart, derived by the first call on every processor.
func (c *chartOnce) get() *Chart { return c.derive(runtime.GOMAXPROCS(0)) }

// derive returns the chart, derived by the first call on workers
// goroutines.
func (c *chartOnce) derive(workers int) *Chart {
	c.once.Do(func() { c.chart = deriveChart(c.rules, workers) })
	return c.chart
}

// chartKey is the part of the rules a chart depends on: not the
// penetration, which does not change play off the top.
func chartKey(r bj.Rules) bj.Rules {
	r.Penetration = 0
	return r
}

// ChartFor returns the basic strategy for r, derived (not typed in) from
// exact expected values for the full shoe of r.Decks decks. Charts are
// cached per rules: the first call for a rule set takes a few hundred
// milliseconds, later calls none, and calls made while it is derived wait
// for it rather than derive it again; the result must not be modified.
//
// Basic strategy is total-dependent, as published charts are: one action
// per hand class (H5..H21, S13..S21, P2..P10, PA) and up card. Each cell is
// decided on the mean EV of each action over the class's representative
// hands, weighted by their chance of being dealt against that up card with
// no dealer blackjack:
//
//   - H5..H19: every two-card hand of that total without an ace or a pair
//     (H8 is 2-6 and 3-5); S13..S20: ace and 2..9; P2..PA: the pair;
//   - H20, H21 and S21, which no such two-card hand makes, average the
//     three-card hands of that total (without an ace for H20 and H21).
//
// The EV of an action for one hand is exact for that hand's composition
// (Evaluate), so after the first action the hand continues
// composition-dependently; the chart is therefore the best first decision
// for the typical hand of each class, which is how published charts'
// two-card decisions are made (Wizard of Odds: "look at the initial 2-card
// hands only").
func ChartFor(r bj.Rules) (*Chart, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return chartEntry(r).get(), nil
}

// Warm derives and caches the chart for r (and the dealer tables) so that a
// later ChartFor or NewHint is fast; call it from a background command when
// a table opens. It leaves a processor to the rest of the program (the
// screen draws its first frames meanwhile), but for a one-processor
// machine; a ChartFor of the same rules meanwhile waits for it.
func Warm(r bj.Rules) error {
	if err := r.Validate(); err != nil {
		return err
	}
	chartEntry(r).derive(runtime.GOMAXPROCS(0) - 1)
	return nil
}

// deriveChart derives the chart of r, its columns (one per up card) on
// workers goroutines.
func deriveChart(r bj.Rules, workers int) *Chart {
	c := &Chart{Rules: r}
	full := NewShoe(r.Decks)
	ups := make(chan int, len(UpCards))
	for _, up := range UpCards {
		ups <- up
	}
	close(ups)
	var wg sync.WaitGroup
	for range max(1, min(workers, len(UpCards))) {
		wg.Go(func() {
			for up := range ups {
				c.deriveColumn(r, full, up)
			}
		})
	}
	wg.Wait()
	return c
}

// deriveColumn fills the column of up card up from the full shoe.
func (c *Chart) deriveColumn(r bj.Rules, full Shoe, up int) {
	e := newEvaluator(r, up, 4096)
	s1, _ := full.Remove(up)
	col := column(up)
	for t := 5; t <= 21; t++ {
		c.Hard[t-5][col] = classCell(e, s1, hardClass(t))
	}
	for t := 13; t <= 21; t++ {
		c.Soft[t-13][col] = classCell(e, s1, softClass(t))
	}
	for v := 2; v <= 11; v++ {
		pv := v
		if v == 11 {
			pv = bj.Ace
		}
		c.Pairs[v-2][col] = classCell(e, s1, [][]int{{pv, pv}})
	}
}

// hardClass lists the representative hands of hard total t.
func hardClass(t int) [][]int {
	var hands [][]int
	for a := 2; a <= 10; a++ {
		if b := t - a; b > a && b <= 10 {
			hands = append(hands, []int{a, b})
		}
	}
	if len(hands) > 0 {
		return hands
	}
	for a := 2; a <= 10; a++ {
		for b := a; b <= 10; b++ {
			if c := t - a - b; c >= b && c <= 10 {
				hands = append(hands, []int{a, b, c})
			}
		}
	}
	return hands
}

// softClass lists the representative hands of soft total t.
func softClass(t int) [][]int {
	if x := t - 11; x >= 2 && x <= 9 {
		return [][]int{{bj.Ace, x}}
	}
	var hands [][]int
	for a := 1; a <= 9; a++ {
		if b := t - 11 - a; b >= a && b <= 9 {
			hands = append(hands, []int{bj.Ace, a, b})
		}
	}
	return hands
}

// classCell averages the EVs of each action over the hands of a class
// (their chances from s, given no dealer blackjack) and picks the code.
func classCell(e *evaluator, s Shoe, hands [][]int) Cell {
	var sum [numActions]float64
	var legal [numActions]bool
	var weight float64
	for i, vals := range hands {
		p := multisetProb(s, vals)
		if p == 0 {
			continue
		}
		rest, _ := s.Remove(vals...)
		ev, err := evaluate(e, rest, handOf(vals...))
		if err != nil {
			panic(fmt.Sprintf("blackjack: chart hand %v: %v", vals, err))
		}
		w := p * e.mass(&rest)
		weight += w
		for a := range sum {
			if i == 0 {
				legal[a] = ev.legal[a]
			}
			if ev.legal[a] {
				sum[a] += w * ev.ev[a]
			}
		}
	}
	var out EVs
	for a := range sum {
		out.legal[a] = legal[a] && weight > 0
		out.ev[a] = sum[a] / weight
		if !out.legal[a] {
			out.ev[a] = math.NaN()
		}
	}
	return Cell{Code: codeOf(out), EVs: out}
}

// multisetProb is the chance that len(vals) cards drawn from s are, in
// some order, exactly the multiset vals.
func multisetProb(s Shoe, vals []int) float64 {
	p := 1.0
	var seen [Values + 1]int
	n := float64(s.total)
	for k, v := range vals {
		c := float64(s.Count(v) - seen[v])
		if c <= 0 {
			return 0
		}
		seen[v]++
		p *= c / (n - float64(k))
	}
	// Orders of the multiset: len! / Π seen[v]!.
	orders := factorial(len(vals))
	for _, c := range seen {
		orders /= factorial(c)
	}
	return p * orders
}

func factorial(n int) float64 {
	f := 1.0
	for i := 2; i <= n; i++ {
		f *= float64(i)
	}
	return f
}
