package blackjack

import (
	"fmt"
	"strings"

	bj "teahouse/rules/blackjack"
)

// Hint is what the `t` key shows for the hand a player is deciding on: the
// basic-strategy action under the table's rules and the exact expected
// value of every legal action for the cards remaining in the shoe.
type Hint struct {
	// EVs are exact for the unseen cards (see Evaluate).
	EVs EVs
	// Code is the basic-strategy chart entry for the hand, and Basic the
	// legal action it resolves to (see Chart.Action).
	Code  Code
	Basic Action
	// Best is the action of highest exact EV; when it is not Basic the shoe's
	// composition has made a deviation from basic strategy worthwhile.
	Best Action
	// Unseen is how many cards the EVs were computed for.
	Unseen int
}

// NewHint computes the hint for hand h against up card up with the given
// unseen cards (see Evaluate for what unseen holds). The chart comes from
// ChartFor and is derived once per rule set (call Warm early to keep the
// first hint fast); the exact EVs take a few milliseconds on a full
// six-deck shoe (BenchmarkHint).
func NewHint(r bj.Rules, unseen Shoe, up int, h bj.PlayerHand) (Hint, error) {
	ev, err := Evaluate(r, unseen, up, h)
	if err != nil {
		return Hint{}, err
	}
	c, err := ChartFor(r)
	if err != nil {
		return Hint{}, err
	}
	return Hint{
		EVs:    ev,
		Code:   c.Code(h, up),
		Basic:  c.Action(h, up),
		Best:   ev.Best(),
		Unseen: unseen.Total(),
	}, nil
}

// String is a one-line summary: "basic: hit (H) · exact for the 247 cards
// left: stand -0.5410  *hit -0.5347 ...".
func (h Hint) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "basic: %s (%s) · exact for the %d cards left: %s", h.Basic, h.Code, h.Unseen, h.EVs)
	return b.String()
}
