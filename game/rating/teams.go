package rating

import (
	"fmt"
	"math"
	"slices"
)

// Contest is one contest of a finished game: Sides are the players (by
// their index in Rate's players) who played together, Places each side's
// finishing place (1 first; equal places drew).
type Contest struct {
	Sides  [][]int
	Places []int
}

// Rate returns players' ratings after one finished game of contests. Every
// member of a side plays every other side as one composite opponent (the
// mean rating of its members, the deviation the root of their mean
// squared deviation, the mean volatility), scoring 1 against a side of a
// worse place, 0.5 of the same and 0 of a better; all of a player's games
// in the contests form one rating period. A fixed player (a computer
// level, a landmark) is never moved, nor is one in no contest. A side
// is never a player's opponent when the player is on it too (one
// program at two seats of opposite sides), and a player at two seats of
// one side plays each other side once. Contests that name no
// player, have places not one per side, or a side of nobody, are an
// error, and nothing is rated.
func Rate(players []Rating, fixed []bool, contests []Contest) ([]Rating, error) {
	if len(fixed) != len(players) {
		return nil, fmt.Errorf("%d players and %d fixed marks", len(players), len(fixed))
	}
	for i, c := range contests {
		if err := check(c, len(players)); err != nil {
			return nil, fmt.Errorf("contest %d: %w", i+1, err)
		}
	}
	games := make([][]Game, len(players))
	for _, c := range contests {
		composite := make([]Rating, len(c.Sides))
		for s, side := range c.Sides {
			composite[s] = mean(players, side)
		}
		for s, side := range c.Sides {
			for i, p := range side {
				if slices.Contains(side[:i], p) { // one player at two seats of a side plays once
					continue
				}
				for o, other := range c.Sides {
					if o == s || slices.Contains(other, p) {
						continue
					}
					games[p] = append(games[p], Game{Opponent: composite[o], Score: score(c.Places[s], c.Places[o])})
				}
			}
		}
	}
	out := make([]Rating, len(players))
	for p, r := range players {
		out[p] = r
		if !fixed[p] && len(games[p]) > 0 {
			out[p] = Update(r, games[p])
		}
	}
	return out, nil
}

// check says what is wrong with c among n players.
func check(c Contest, n int) error {
	if len(c.Places) != len(c.Sides) {
		return fmt.Errorf("%d sides and %d places", len(c.Sides), len(c.Places))
	}
	for s, side := range c.Sides {
		if len(side) == 0 {
			return fmt.Errorf("side %d has nobody", s+1)
		}
		if c.Places[s] < 1 {
			return fmt.Errorf("side %d has place %d", s+1, c.Places[s])
		}
		for _, p := range side {
			if p < 0 || p >= n {
				return fmt.Errorf("side %d names player %d of %d", s+1, p, n)
			}
		}
	}
	return nil
}

// score is the result of a side of place mine against one of theirs.
func score(mine, theirs int) float64 {
	switch {
	case mine < theirs:
		return 1
	case mine == theirs:
		return 0.5
	}
	return 0
}

// mean is the composite of the players of side: the mean rating, the
// root of the mean squared deviation, the mean volatility.
func mean(players []Rating, side []int) Rating {
	var m Rating
	for _, p := range side {
		m.R += players[p].R
		m.RD += players[p].RD * players[p].RD
		m.Vol += players[p].Vol
	}
	n := float64(len(side))
	return Rating{R: m.R / n, RD: math.Sqrt(m.RD / n), Vol: m.Vol / n}
}
