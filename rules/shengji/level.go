package shengji

import (
	"fmt"

	"teahouse/rules/cards"
)

// LevelTable turns the attackers' points in a deal into its result. The
// zero value is the default table: 80 to take over, a level for every 40.
type LevelTable struct {
	// TakeOver is the fewest points with which the attackers become the
	// defenders. Default 80 (0 means the default).
	TakeOver int `json:"take_over,omitempty"`
	// Step is the points of one level on either side of TakeOver. Default
	// 40 (0 means the default).
	Step int `json:"step,omitempty"`
}

func (lt LevelTable) takeOver() int {
	if lt.TakeOver > 0 {
		return lt.TakeOver
	}
	return 80
}

func (lt LevelTable) step() int {
	if lt.Step > 0 {
		return lt.Step
	}
	return 40
}

// Result is how a deal ends for the levels.
type Result struct {
	// AttackersWin is true when the attackers reached TakeOver: they defend
	// the next deal.
	AttackersWin bool
	// Levels is how many levels the winning side goes up.
	Levels int
}

// String writes the result for a log: "defenders +2", "attackers take
// over", "attackers take over +1".
func (r Result) String() string {
	side := "defenders"
	if r.AttackersWin {
		side = "attackers take over"
	}
	if r.Levels == 0 {
		return side
	}
	return fmt.Sprintf("%s +%d", side, r.Levels)
}

// Result reads the attackers' points (the kitty's included). With the
// default table: 0 gives the defenders +3; 5-35 +2; 40-75 +1; 80-115 the
// attackers take over with no level; 120-155 they take over +1; 160-195
// +2; and each further 40 one more level. In general below TakeOver-Step
// the defenders go up 2 (3 at no points at all), and from TakeOver the
// attackers go up one level for each full Step above it.
func (lt LevelTable) Result(points int) Result {
	to, st := lt.takeOver(), lt.step()
	switch {
	case points <= 0:
		return Result{Levels: 3}
	case points < to-st:
		return Result{Levels: 2}
	case points < to:
		return Result{Levels: 1}
	}
	return Result{AttackersWin: true, Levels: (points - to) / st}
}

// NextDealer is the dealer of the next deal: the dealer's partner when the
// defenders keep the deal, else the next seat in turn (an attacker, who
// then defends). Seats are 0 to 3 in playing order.
func (r Result) NextDealer(dealer int) int {
	if r.AttackersWin {
		return (dealer + 1) % 4
	}
	return (dealer + 2) % 4
}

// levelOrder lists the levels from the first to the last: 2 .. K, A.
var levelOrder = [cards.NumRanks]cards.Rank{cards.Two, cards.Three, cards.Four, cards.Five, cards.Six,
	cards.Seven, cards.Eight, cards.Nine, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace}

// Raise is level after going up n levels: the levels run 2 .. K, A and
// stop at A, which a team must win as defenders to win the game.
func Raise(level cards.Rank, n int) cards.Rank {
	i := highOrder(level)
	return levelOrder[min(max(i+n, 0), len(levelOrder)-1)]
}

// ParseLevel reads a level as the command line writes it: 2 .. 10, J, Q,
// K, A (T for ten too, any case).
func ParseLevel(s string) (cards.Rank, error) {
	c, err := cards.Parse(s + "S")
	if err != nil || c.IsJoker() {
		return 0, fmt.Errorf("level %q: want 2 to 10, J, Q, K or A", s)
	}
	return c.Rank, nil
}
