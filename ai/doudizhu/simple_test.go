package doudizhu

import (
	"context"
	"teahouse/game/catalog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/host"
	dz "teahouse/rules/doudizhu"
)

func TestHandPlays(t *testing.T) {
	for hand, want := range map[string]int{
		"":                     0,
		"3":                    1,
		"33":                   1,
		"3334":                 1, // a trio with a solo
		"33344":                1,
		"333444":               2, // two trios, no kickers
		"34567":                1,
		"345679":               2,
		"3333":                 1,
		"BR":                   1,
		"34567899JJ":           3, // a chain, a pair of 9s, a pair of Js
		"3456789TJQKA2BR33344": 4,
	} {
		assert.Equal(t, want, handPlays(dz.MustParse(hand)), hand)
	}
}

// Every level plays whole sessions with only legal actions: the host
// refuses anything else and the game would not end.
func TestLevelsPlayLegally(t *testing.T) {
	for _, level := range Levels {
		t.Run(level, func(t *testing.T) { playsLegally(t, level) })
	}
}

func playsLegally(t *testing.T, level string) {
	seats := make([]host.Sitter[gd.View, gd.Action], gd.Seats)
	for i := range seats {
		p, err := New(level)
		require.NoError(t, err)
		seats[i] = host.Sitter[gd.View, gd.Action]{Player: game.Player{Kind: game.AI, Level: level},
			Controller: host.Func[gd.View, gd.Action](p.Decide)}
	}
	games := 200
	if level == "expert" {
		games = 10
	}
	if testing.Short() {
		games /= 10
	}
	for seed := range uint64(games) {
		for _, cfg := range []gd.Config{{Deals: 2}, {Deals: 2, Bidding: gd.CallAndRob, ShowCards: gd.ShowAfterBottom}, {Deals: 1, Rules: dz.Simple},
			{Deals: 2, Doubling: true, ShowCards: gd.ShowAfterBottom}} {
			g, err := host.Play(context.Background(), gd.Game, cfg, seed, seats, host.PlayOptions{})
			require.NoError(t, err)
			require.True(t, g.Outcome().Over)
			require.Empty(t, g.Notes, "no seat failed")
		}
	}
}

// Greedy: it plays the lead that leaves the fewest plays, and beats when
// it can.
func TestSimpleChoices(t *testing.T) {
	v := gd.View{Viewer: 0, Turn: 0, Phase: gd.PhasePlay, Table: dz.PassPlay}
	v.Hands[0] = setOf(t, "34567999")
	assert.Equal(t, gd.PlayCards(dz.MustParse("34567")), simplePlayer{}.Decide(v), "the chain leaves one play, the trio")
	v.Table = dz.Classify(dz.MustParse("8"), dz.Standard)[0]
	assert.Equal(t, gd.PlayCards(dz.MustParse("9")), simplePlayer{}.Decide(v), "it beats when it can")
	v.Table = dz.Classify(dz.MustParse("22"), dz.Standard)[0]
	assert.Equal(t, gd.PassAction(), simplePlayer{}.Decide(v))
}

func setOf(t *testing.T, s string) dz.Set {
	t.Helper()
	_, rest, ok := dz.FullPack.Take(dz.Pack.Minus(dz.MustParse(s)))
	require.True(t, ok)
	return rest
}

// The same player on both sides: every deal is won once by each, so A's
// side wins exactly half and scores nothing on average.
func TestRunIsSymmetric(t *testing.T) {
	simple := game.Player{Kind: game.AI, Level: "simple"}
	entry := catalog.Of(gd.Def, Roster)
	run := catalog.Run{Games: 200, Seed: 3, A: simple, B: simple, Settings: game.Settings{"deals": "1", "bidding": "none"}}
	rep, err := entry.Simulate(context.Background(), run)
	require.NoError(t, err)
	r := rep.(gd.RunReport)
	assert.Equal(t, 200, r.Games)
	assert.Equal(t, 100, r.ALandlord)
	assert.Equal(t, 100, r.APeasant)
	assert.Equal(t, 0.5, r.WP)
	assert.Zero(t, r.ADP)
	assert.Equal(t, r.ALandlordWins, r.APeasant-r.APeasantWins, "the deals A wins as landlord it loses as a peasant")
	again, err := entry.Simulate(context.Background(), run)
	require.NoError(t, err)
	assert.Equal(t, r, again)

	_, err = entry.Simulate(context.Background(), catalog.Run{Games: -2, A: simple, B: simple})
	assert.ErrorIs(t, err, catalog.ErrBadRun)
	_, err = entry.Simulate(context.Background(), catalog.Run{Games: 2, A: game.Player{Kind: game.AI, Level: "genius"}, B: simple})
	assert.ErrorIs(t, err, ErrUnknownLevel)
}
