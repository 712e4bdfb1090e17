package doudizhu

import (
	"fmt"
	"io"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/host"
)

// Tally counts a run of player A against player B as the published Dou
// Dizhu agents report it: every game is played twice on the same cards, A
// in P1's seat against B in the two others, then B in P1's seat against A
// in the two others. Each deal is counted from A's side.
var Tally = &catalog.Tally[Config, State, Action]{
	Games:     2000,
	Duplicate: []bool{true, false, false},
	Chunk:     16,
	Gain:      gain,
	Count: func(c Config, run catalog.Run) catalog.Count[State, Action] {
		return &Count{r: RunReport{Seed: run.Seed, A: catalog.PlayerName(run.A), B: catalog.PlayerName(run.B),
			Bidding: c.Bidding.String(), Rules: c.Rules.String(), ShowCards: c.ShowCards.String(), Cap: c.Cap}}
	},
}

// Counts are what a run counted, from A's side; the counts of runs split
// with From add up to the whole run's.
type Counts struct {
	// Games counts the games, each played twice (deals of a game are
	// played as many times); Played counts the deals played.
	Games  int `json:"games"`
	Played int `json:"played"`
	// ALandlord counts the deals where A was the landlord, ALandlordWins
	// those it won; APeasant and APeasantWins the same as the peasants.
	ALandlord     int `json:"a_landlord"`
	ALandlordWins int `json:"a_landlord_wins"`
	APeasant      int `json:"a_peasant"`
	APeasantWins  int `json:"a_peasant_wins"`
	// Points is the sum of A's side's scores: base 1 doubled by every bomb
	// or rocket, won or lost.
	Points int `json:"points"`
}

// RunReport is what a run measured, from A's side.
type RunReport struct {
	Counts
	// Deals counts the deals, each played twice (Played = 2 × Deals).
	Deals int `json:"deals"`
	// WP is the share of deals A's side won; ADP the average of A's
	// side's score (B's side scores the opposite).
	WP  float64 `json:"wp"`
	ADP float64 `json:"adp"`
	// LandlordWP and PeasantWP are A's win rates in each role.
	LandlordWP float64 `json:"landlord_wp"`
	PeasantWP  float64 `json:"peasant_wp"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
	// Seed is the run's seed; A and B its players; Bidding, Rules,
	// ShowCards and Cap the games' options.
	Seed      uint64 `json:"seed"`
	A         string `json:"a"`
	B         string `json:"b"`
	Bidding   string `json:"bidding"`
	Rules     string `json:"rules"`
	ShowCards string `json:"show_cards"`
	Cap       int    `json:"cap"`
}

// Count is a count of some games of a run.
type Count struct{ r RunReport }

// Event implements catalog.Count: a deal of game i counted from A's side,
// A sitting in P1 in even games and in P2 and P3 in odd ones (Tally.Side).
func (c *Count) Event(i int, e game.Event) {
	over, ok := e.(DealOver)
	if !ok {
		return
	}
	d, r, side := over.Result, &c.r.Counts, Tally.Side(i)
	r.Played++
	aLandlord := side[d.Landlord]
	aWon := gain(e, side) > 0
	stake := 1 << min(d.Bombs, 30)
	if !aWon {
		stake = -stake
	}
	r.Points += stake
	switch {
	case aLandlord:
		r.ALandlord++
		if aWon {
			r.ALandlordWins++
		}
	default:
		r.APeasant++
		if aWon {
			r.APeasantWins++
		}
	}
}

// gain is what event e adds to a game's result for the side holding the
// seats marked side: +1 for a deal it won, −1 for one it lost. The side
// of the landlord's seat plays as the landlord (in a game where one player
// holds both a peasant's seat and the landlord's, its peasant plays
// against it).
func gain(e game.Event, side []bool) int {
	over, ok := e.(DealOver)
	if !ok {
		return 0
	}
	d := over.Result
	if d.LandlordWon() == side[d.Landlord] {
		return 1
	}
	return -1
}

// Game implements catalog.Count.
func (c *Count) Game(int, host.Game[State, Action]) { c.r.Games++ }

// Add implements catalog.Count.
func (c *Count) Add(later catalog.Count[State, Action]) {
	r, o := &c.r.Counts, later.(*Count).r.Counts
	r.Games += o.Games
	r.Played += o.Played
	r.ALandlord += o.ALandlord
	r.ALandlordWins += o.ALandlordWins
	r.APeasant += o.APeasant
	r.APeasantWins += o.APeasantWins
	r.Points += o.Points
}

// Report implements catalog.Count.
func (c *Count) Report(notes []string) catalog.Report {
	r := c.r
	r.Fallbacks, r.Deals = notes, r.Played/2
	if r.Played > 0 {
		r.WP = float64(r.ALandlordWins+r.APeasantWins) / float64(r.Played)
		r.ADP = float64(r.Points) / float64(r.Played)
	}
	if r.ALandlord > 0 {
		r.LandlordWP = float64(r.ALandlordWins) / float64(r.ALandlord)
	}
	if r.APeasant > 0 {
		r.PeasantWP = float64(r.APeasantWins) / float64(r.APeasant)
	}
	return r
}

// Print implements catalog.Report.
func (r RunReport) Print(w io.Writer) {
	fmt.Fprintf(w, "doudizhu: %d deals (%d games), seed %d, bidding %s, rules %s: A %s against B %s\n",
		r.Deals, r.Games, r.Seed, r.Bidding, r.Rules, r.A, r.B)
	fmt.Fprintf(w, "  A as landlord  %5d of %5d won  %6.2f%%\n", r.ALandlordWins, r.ALandlord, 100*r.LandlordWP)
	fmt.Fprintf(w, "  A as peasant   %5d of %5d won  %6.2f%%\n", r.APeasantWins, r.APeasant, 100*r.PeasantWP)
	fmt.Fprintf(w, "  WP %.4f  ADP %+.4f\n", r.WP, r.ADP)
	catalog.PrintFallbacks(w, r.Fallbacks)
}
