package ai_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	aidz "teahouse/ai/doudizhu"
	"teahouse/ai/review"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// Dou Dizhu's catalog entry reviews a saved log: every weighed decision
// of the seat, with a standard error on each estimated cost, in JSON as
// the review's format says.
func TestDoudizhuIsReviewed(t *testing.T) {
	cfg := gd.Config{Deals: 1, Bidding: gd.CallAndRob, Doubling: true}
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	l := game.Log[gd.Action]{Header: game.Header{Game: "doudizhu", Version: gd.Game.Version(), Seed: 4, Config: raw,
		Players: []game.Player{{Name: "you", Kind: game.Human}, {Name: "rule", Kind: game.AI}, {Name: "rule", Kind: game.AI}}}}
	s, err := gd.Game.New(cfg, 4)
	require.NoError(t, err)
	p, err := aidz.New("simple")
	require.NoError(t, err)
	for s.Phase() != gd.PhaseOver {
		a := p.Decide(gd.Game.View(s, s.Turn()))
		l.Entries = append(l.Entries, game.Entry[gd.Action]{Seat: s.Turn(), Action: a})
		s, _, err = gd.Game.Reduce(s, s.Turn(), a)
		require.NoError(t, err)
	}
	var file bytes.Buffer
	require.NoError(t, l.Write(&file))

	e, err := ai.Games.Lookup("doudizhu")
	require.NoError(t, err)
	r, err := review.For(e)
	require.NoError(t, err)
	rep, err := r.Review(context.Background(), file.Bytes(), "deal.jsonl", review.Request{Seat: 0, Samples: 40})
	require.NoError(t, err)
	require.NotEmpty(t, rep.Decisions)
	assert.Equal(t, "expected points", rep.Unit)
	for _, d := range rep.Decisions {
		assert.Contains(t, []string{"bid", "rob", "double", "play"}, d.Kind)
		if d.Mark != review.Best {
			assert.Positive(t, d.SE, "step %d: an estimated cost has its error", d.Step)
		}
	}
	js, err := json.Marshal(rep)
	require.NoError(t, err)
	assert.Contains(t, string(js), `"game":"doudizhu","seat":"P1"`)
}
