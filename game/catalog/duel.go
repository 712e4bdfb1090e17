package catalog

import (
	"context"
	"fmt"
	"io"
	"math"
	"sync/atomic"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
)

// Duel measures player A against player B over deals, each deal played
// twice on the same seed with A and B trading seats. A game run A against
// B (Tally.Duplicate) plays exactly the games a Run of 2×Deals games with
// the same Seed, A and B plays; any other game is played by two seats, A
// then B in the first game of a deal, B then A in the second.
//
// A game's result for A is counted by the game's Tally.Gain when it has
// one, else from its outcome: +1 when a seat of A's won and none of B's,
// −1 the other way round, 0 otherwise. A deal scores 1 for A when A's
// results on its two games add up to more than 0, 0.5 when to 0, and 0
// when to less.
type Duel struct {
	// Settings are the game's options; one not given takes its default.
	Settings game.Settings
	// Seed fixes every draw: deal k is played on game.SubSeed(Seed, k).
	Seed uint64
	// Deals is how many deals are played, each twice.
	Deals int
	// A and B are the two players.
	A, B game.Player
	// Bot tunes the program seats.
	Bot bot.Options
	// Workers is how many games are played at once; 0 means one per core.
	Workers int
	// Progress, when set, is told how many deals are done each time one
	// ends; it is called from the duel's workers, several at once.
	Progress func(done int)
}

// DuelReport is what a duel measured, from A's side.
type DuelReport struct {
	// A and B name the players (see PlayerName).
	A string `json:"a"`
	B string `json:"b"`
	// Deals counts the deals played, each twice; Won, Drawn and Lost
	// those that scored 1, 0.5 and 0 for A.
	Deals int `json:"deals"`
	Won   int `json:"won"`
	Drawn int `json:"drawn"`
	Lost  int `json:"lost"`
	// WP is A's mean deal score, its win proportion; SE the standard
	// error of that mean (the deals' sample standard deviation over the
	// square root of their number; 0 for fewer than two deals).
	WP float64 `json:"wp"`
	SE float64 `json:"se"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
}

// Print writes the report for a person.
func (r DuelReport) Print(w io.Writer) {
	fmt.Fprintf(w, "%s against %s: %d deals, %d won, %d drawn, %d lost: WP %.4f ± %.4f\n",
		r.A, r.B, r.Deals, r.Won, r.Drawn, r.Lost, r.WP, r.SE)
	PrintFallbacks(w, r.Fallbacks)
}

// duelCount is a count of some deals of a duel. A count holds whole
// deals (an even number of games from an even game), so a deal's first
// game is counted just before its second.
type duelCount struct {
	game, first      int // A's result in the game being played; in the deal's first game
	won, drawn, lost int
}

// Duel implements Entry. A duel that cannot be played (no deals, a game
// against the house) or a bad setting is a *game.Refusal; a program that
// cannot start is an error naming the game.
func (g *Game[C, S, A, V]) Duel(ctx context.Context, d Duel) (DuelReport, error) {
	t, name := g.Tally, g.Game.Name()
	switch {
	case t == nil:
		return DuelReport{}, game.Refuse(ErrBadRun, "%s cannot be run without a screen", name)
	case g.Unrated != "":
		return DuelReport{}, game.Refuse(ErrBadRun, "%s is %s, not player against player: it has no duels", name, g.Unrated)
	case d.Deals < 1:
		return DuelReport{}, game.Refuse(ErrBadRun, "deals %d: want 1 or more", d.Deals)
	case d.A == d.B:
		return DuelReport{}, game.Refuse(ErrBadRun, "%s against itself: a duel is of two different players", PlayerName(d.A))
	}
	layout := t.Duplicate
	if len(layout) == 0 {
		layout = []bool{true, false}
	}
	cfg, err := g.Config(d.Settings, len(layout))
	if err != nil {
		return DuelReport{}, err
	}
	h := host.Run[C, S, A, V]{Game: g.Game, Games: 2 * d.Deals, Seed: d.Seed, Workers: d.Workers, Chunk: t.Chunk, Config: t.configs(cfg)}
	g.duplicate(&h, cfg, layout, d.Bot, d.A, d.B)
	sides := [2][]bool{sideOf(layout, 0), sideOf(layout, 1)}
	var done atomic.Int64
	total, notes, err := host.Simulate(ctx, h, host.Tally[S, A, duelCount]{
		Event: func(c *duelCount, i int, e game.Event) {
			if t.Gain != nil {
				c.game += t.Gain(e, sides[i%2])
			}
		},
		Game: func(c *duelCount, i int, gm host.Game[S, A]) {
			result := c.game
			if t.Gain == nil {
				result = outcomeResult(gm.Outcome(), sides[i%2])
			}
			c.game = 0
			if i%2 == 0 {
				c.first = result
				return
			}
			switch sum := c.first + result; {
			case sum > 0:
				c.won++
			case sum < 0:
				c.lost++
			default:
				c.drawn++
			}
			if n := done.Add(1); d.Progress != nil {
				d.Progress(int(n))
			}
		},
		Merge: func(c *duelCount, part duelCount) {
			c.won += part.won
			c.drawn += part.drawn
			c.lost += part.lost
		},
	})
	if err != nil {
		return DuelReport{}, fmt.Errorf("%s: %w", name, err)
	}
	r := DuelReport{A: PlayerName(d.A), B: PlayerName(d.B), Won: total.won, Drawn: total.drawn, Lost: total.lost}
	for _, n := range notes {
		r.Fallbacks = append(r.Fallbacks, n.Text)
	}
	r.Deals = r.Won + r.Drawn + r.Lost
	r.WP, r.SE = meanAndSE(r.Won, r.Drawn, r.Lost)
	return r, nil
}

// outcomeResult is a game's result for the side holding the seats marked
// true: +1 when a seat of the side won and none of the others, −1 the
// other way round, 0 otherwise.
func outcomeResult(o game.Outcome, side []bool) int {
	var ours, theirs bool
	for _, w := range o.Winners {
		if int(w) < len(side) && side[w] {
			ours = true
		} else {
			theirs = true
		}
	}
	switch {
	case ours && !theirs:
		return 1
	case theirs && !ours:
		return -1
	}
	return 0
}

// meanAndSE returns the mean of deal scores of 1 (won), 0.5 (drawn) and 0
// (lost), and its standard error: the scores' sample standard deviation
// over the square root of their number, 0 for fewer than two.
func meanAndSE(won, drawn, lost int) (mean, se float64) {
	n := float64(won + drawn + lost)
	if n == 0 {
		return 0, 0
	}
	mean = (float64(won) + float64(drawn)/2) / n
	if n < 2 {
		return mean, 0
	}
	squares := float64(won) + float64(drawn)/4 // the sum of the scores' squares
	variance := max(0, (squares-n*mean*mean)/(n-1))
	return mean, math.Sqrt(variance / n)
}
