package server_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/web"
)

// TestAPagePlaysEveryGame: a page opens a table of each game with
// computers and plays it to its end through the protocol alone, taking a
// random one of the legal actions each step offers: every game's steps,
// legal actions and actions go through the same bridge, and each ends;
// no action taken from a step of the page's turn is refused.
func TestAPagePlaysEveryGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays five games")
	}
	for _, tc := range []struct {
		game    string
		seats   []string
		options map[string]string
	}{
		{"pokerdice", []string{"you", "simple"}, map[string]string{"rounds": "1"}},
		{"yahtzee", []string{"you", "greedy"}, nil},
		{"blackjack", []string{"you", "basic"}, map[string]string{"rounds": "2"}},
		{"doudizhu", []string{"you", "simple", "simple"}, map[string]string{"deals": "1", "bidding": "score"}},
		{"shengji", []string{"you", "greedy", "greedy", "greedy"}, map[string]string{"deals": "1"}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			s := startWeb(t, nil)
			ann := enterPage(t, s, "ann")
			defer ann.close()
			ann.send(web.Request{Type: web.ReqNew, Game: tc.game, Seats: tc.seats, Options: tc.options, Speed: "instant"})
			_, from := ann.waitType(0, web.MsgJoined)
			rng := rand.New(rand.NewPCG(1, 2))
			acted := 0
			for {
				m, next := ann.waitType(from, web.MsgStep)
				from = next
				if m["outcome"].(map[string]any)["over"] == true {
					break
				}
				legal, _ := m["legal"].([]any)
				waiting, _ := m["waiting"].([]any)
				if m["your_turn"] != true || len(legal) == 0 || waiting[0] != float64(0) {
					continue // not the page's turn (taking back a score out of turn races the next player: not tried here)
				}
				b, err := json.Marshal(legal[rng.IntN(len(legal))])
				require.NoError(t, err)
				ann.send(web.Request{Type: web.ReqAct, Action: b})
				acted++
				require.Less(t, acted, 2000, "the game ends")
			}
			assert.Positive(t, acted)
			for _, f := range ann.all() {
				assert.NotContains(t, f, `"type":"refused"`, "a legal action is taken")
			}
		})
	}
}
