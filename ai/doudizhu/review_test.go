package doudizhu

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// sessionLog plays a session of cfg from seed with players in the seats
// and returns its log.
func sessionLog(t testing.TB, cfg gd.Config, seed uint64, players [gd.Seats]Player) game.Log[gd.Action] {
	t.Helper()
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	l := game.Log[gd.Action]{Header: game.Header{Game: gd.Game.Name(), Version: gd.Game.Version(), Seed: seed, Config: raw}}
	s, err := gd.Game.New(cfg, seed)
	require.NoError(t, err)
	for s.Phase() != gd.PhaseOver {
		seat := s.Turn()
		a := players[seat].Decide(gd.Game.View(s, seat))
		l.Entries = append(l.Entries, game.Entry[gd.Action]{Seat: seat, Action: a})
		s, _, err = gd.Game.Reduce(s, seat, a)
		require.NoError(t, err)
	}
	return l
}

func TestReviewTiming(t *testing.T) {
	l := sessionLog(t, gd.Config{Deals: 1}, 7, [3]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}})
	start := time.Now()
	ps, err := Review(context.Background(), l, review.Request{Seat: 0})
	require.NoError(t, err)
	t.Logf("%d positions in %v", len(ps), time.Since(start))
	r, err := review.Of("doudizhu", 0, ReviewThresholds, ps)
	require.NoError(t, err)
	var b []byte
	b, _ = json.MarshalIndent(r.Summary, "", " ")
	t.Log(string(b))
	for _, d := range r.Decisions {
		t.Logf("%d %s chose %s best %s cost %.3f se %.3f %s", d.Step, d.Kind, d.Chose, d.Best, d.Cost, d.SE, d.Mark)
	}
}
