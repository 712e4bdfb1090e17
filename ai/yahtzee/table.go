package yahtzee

import (
	"math"
	"unsafe"

	yz "teahouse/rules/yahtzee"
)

// tableLen is the number of entries of a table: 2^13 sets of open boxes ×
// 64 capped upper totals × whether the Yahtzee box holds 50.
const tableLen = 1 << (yz.NumBoxes + 6 + 1)

// Table is the solitaire optimum: for every reachable state, the expected
// score still to come under optimal play (upper bonus, Yahtzee bonuses and
// the forced joker rule included). Load or Solve makes one; it is read-only,
// so any number of goroutines may share it.
type Table struct {
	// vals[open<<7 | upper<<1 | y50] is the value of a state; NaN when the
	// state is unreachable.
	vals []float64
	info Info
}

// at returns the entry of a state without checks.
func (t *Table) at(open uint16, upper int, y50 bool) float64 {
	return t.vals[entry(open, upper, y50)]
}

// entry is the index of a state in Table.vals.
func entry(open uint16, upper int, y50 bool) int {
	i := int(open)<<7 | upper<<1
	if y50 {
		i |= 1
	}
	return i
}

// Value returns the expected score still to come from the state with the
// open boxes open (bit b for yz.Box b), the upper total upper (anything
// from 63 up counts as 63) and the Yahtzee box holding 50 when y50, under
// optimal play. It returns NaN for a state no game reaches (see
// State.Reachable).
func (t *Table) Value(open uint16, upper int, y50 bool) float64 {
	s := State{Open: open, Upper: min(upper, yz.UpperBonusAt), Y50: y50}
	if !s.Reachable() {
		return math.NaN()
	}
	return t.at(s.Open, s.Upper, s.Y50)
}

// StateValue is Value of s.
func (t *Table) StateValue(s State) float64 { return t.Value(s.Open, s.Upper, s.Y50) }

// FreshValue is the expected final score of a fresh solitaire game under
// optimal play.
func (t *Table) FreshValue() float64 { return t.StateValue(Fresh) }

// Expected returns the expected final score of the game of card c under
// optimal play: its total so far plus the value of its state. It returns
// NaN when no game reaches c's state.
func (t *Table) Expected(c yz.Card) float64 {
	return float64(c.Total()) + t.StateValue(StateOf(c))
}

// Size is the memory the table's values take, in bytes.
func (t *Table) Size() int {
	return len(t.vals) * int(unsafe.Sizeof(float64(0)))
}

// Info says where the table came from.
func (t *Table) Info() Info { return t.info }
