package tui

import (
	"math"

	"teahouse/game/store"
	"teahouse/tui/screen"
	"teahouse/tui/web"
)

// WebLeaderboard is game g's leaderboard as a web page is sent it, for
// the person whose player ID is me: the rows of the terminal's, named
// alike, the person's own marked, no player's ID given away.
func WebLeaderboard(g screen.Game, standings []store.Standing, me string) web.Leaderboard {
	out := web.Leaderboard{Type: web.MsgLeaderboard, Game: g.Name, Title: g.Title, Unrated: g.Unrated, Rows: []web.Standing{}}
	if g.Unrated != "" {
		return out
	}
	for _, s := range standings {
		lo, hi := s.Rating.Interval()
		row := web.Standing{Name: StandingName(s), Rating: round(s.Rating.R), Low: round(lo), High: round(hi), Games: s.Games,
			Landmark: s.Landmark, Program: program(s.Player), You: s.Player == me}
		if !s.Last.IsZero() {
			row.Last = s.Last.UTC().Format("2006-01-02")
		}
		out.Rows = append(out.Rows, row)
	}
	return out
}

// round is x to the nearest whole number.
func round(x float64) int { return int(math.Round(x)) }
