package store_test

import (
	"fmt"
	"os"

	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
)

// Two tables play for one player at once; the store keeps both rounds.
func Example() {
	dir, _ := os.MkdirTemp("", "teahouse-example-")
	defer os.RemoveAll(dir)
	s, err := store.Open(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()

	rec, _ := s.SitDown("local:ann", bj.Chips(1000)) // at table A
	_, _ = s.SitDown("local:ann", bj.Chips(1000))    // and at table B: one bankroll, not two
	fmt.Println("sat down with", rec.Bankroll)

	won := store.Change{}.Hand(bj.Win).Round(bj.Chips(10)).Chips(bj.Chips(10))
	lost := store.Change{}.Hand(bj.Bust).Round(bj.Chips(-25)).Chips(bj.Chips(-25))
	_, _ = s.Apply(map[string]store.Change{"local:ann": won})      // table A's round
	recs, _ := s.Apply(map[string]store.Change{"local:ann": lost}) // table B's
	r := recs["local:ann"]
	fmt.Println("now", r.Bankroll, "after", r.Rounds, "rounds, net", r.Net)

	_ = s.RecordGame(store.LogEntry{Path: dir + "/games/yahtzee-1.jsonl", Game: "yahtzee", Finished: true},
		[]store.Result{{Player: "local:ann", Name: "ann", Score: 254, Won: true}}, nil)
	stats, _ := s.Stats("yahtzee")
	fmt.Printf("%s: %d played, %d won, best %g\n", stats[0].Name, stats[0].Played, stats[0].Won, stats[0].Best)
	// Output:
	// sat down with 1000
	// now 985 after 2 rounds, net -15
	// ann: 1 played, 1 won, best 254
}
