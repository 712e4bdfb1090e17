package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/rating"
)

// landlordWins is a Dou Dizhu deal that seat 0, the landlord, won
// against seats 1 and 2.
var landlordWins = game.Contest{Sides: [][]game.Seat{{0}, {1, 2}}, Places: []int{1, 2}}

// dzResults are the results of a Dou Dizhu game of ann (P1) and two
// computers of one level.
func dzResults(level string) []Result {
	id, name := "ai:"+level, "AI ("+level+")"
	return []Result{{Player: "local:ann", Name: "ann", Score: 2, Won: true}, {Player: id, Seat: 1, Name: name, Score: -1}, {Player: id, Seat: 2, Name: name, Score: -1}}
}

// standings is the leaderboard of game by player ID.
func standings(t *testing.T, s *Store, game string) map[string]Standing {
	t.Helper()
	board, err := s.Leaderboard(game)
	require.NoError(t, err)
	out := map[string]Standing{}
	for _, st := range board {
		out[st.Player] = st
	}
	return out
}

// A landlord who beats two landmarks goes up by the peasants' composite;
// the landmarks do not move, but their game is counted.
func TestRecordGameRatesAgainstLandmarks(t *testing.T) {
	s := open(t, t.TempDir())
	mark := rating.Rating{R: 1700, RD: 40, Vol: 0.06}
	require.NoError(t, s.SetLandmarks("doudizhu", map[string]rating.Rating{"ai:expert": mark}))
	require.NoError(t, s.RecordGame(LogEntry{Path: "a.jsonl", Game: "doudizhu", Date: now}, dzResults("expert"), []game.Contest{landlordWins}))

	board := standings(t, s, "doudizhu")
	require.Len(t, board, 2)
	ann := board["local:ann"]
	assert.Equal(t, rating.Update(rating.New(), []rating.Game{{Opponent: mark, Score: 1}}), ann.Rating)
	assert.Equal(t, Standing{Player: "local:ann", Name: "ann", Rating: ann.Rating, Games: 1, Last: now}, ann)
	assert.Equal(t, Standing{Player: "ai:expert", Name: "AI (expert)", Rating: mark, Games: 1, Last: now, Landmark: true}, board["ai:expert"])
}

// A game is rated once: recording its log again rates nobody again.
func TestRecordGameTwiceRatesOnce(t *testing.T) {
	s := open(t, t.TempDir())
	e := LogEntry{Path: "a.jsonl", Game: "doudizhu", Date: now}
	require.NoError(t, s.RecordGame(e, dzResults("rule"), []game.Contest{landlordWins}))
	once := standings(t, s, "doudizhu")
	require.NoError(t, s.RecordGame(e, dzResults("rule"), []game.Contest{landlordWins}))
	assert.Equal(t, once, standings(t, s, "doudizhu"))
	assert.Equal(t, 1, once["local:ann"].Games)
}

// A game whose log could not be saved is rated all the same; nothing
// tells two such games apart, so each call is a game (the callers record
// one once).
func TestRecordGameWithoutLogRates(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.RecordGame(LogEntry{Game: "doudizhu", Date: now}, dzResults("rule"), []game.Contest{landlordWins}))
	require.NoError(t, s.RecordGame(LogEntry{Game: "doudizhu", Date: now.Add(time.Minute)}, dzResults("rule"), []game.Contest{landlordWins}))
	ann := standings(t, s, "doudizhu")["local:ann"]
	assert.Equal(t, 2, ann.Games)
	assert.Equal(t, now.Add(time.Minute), ann.Last)
}

// A game with no contests (one not over, Blackjack, a solo game) rates
// nobody; its results are kept.
func TestRecordGameNoContests(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.RecordGame(LogEntry{Path: "b.jsonl", Game: "blackjack", Date: now}, []Result{{Player: "local:ann", Name: "ann", Score: 5}}, nil))
	assert.Empty(t, standings(t, s, "blackjack"))
	stats, err := s.Stats("blackjack")
	require.NoError(t, err)
	assert.Len(t, stats, 1)
}

// Computer levels that are not landmarks yet, and programs, are rated
// like people; a seat with no ID plays as a newcomer and is rated
// nowhere; the label last shown names a player.
func TestRecordGameWhoIsRated(t *testing.T) {
	s := open(t, t.TempDir())
	results := []Result{{Player: "exec:./bot", Name: "Program (bot)", Score: 3, Won: true}, {Player: "ai:simple", Seat: 1, Name: "AI (simple)", Score: 1}}
	three := game.ByScore([]float64{3, 1, 2}) // seat 2 has no ID
	require.NoError(t, s.RecordGame(LogEntry{Path: "y.jsonl", Game: "yahtzee", Date: now}, results, three))
	board := standings(t, s, "yahtzee")
	require.Len(t, board, 2, "the seat with no ID is not rated")
	assert.Greater(t, board["exec:./bot"].Rating.R, 1500.0)
	assert.Less(t, board["ai:simple"].Rating.R, 1500.0, "not a landmark: it moves")
	assert.False(t, board["ai:simple"].Landmark)

	results[0].Name = "Program (bot v2)"
	require.NoError(t, s.RecordGame(LogEntry{Path: "z.jsonl", Game: "yahtzee", Date: now.Add(-time.Hour)}, results, three))
	bot := standings(t, s, "yahtzee")["exec:./bot"]
	assert.Equal(t, "Program (bot v2)", bot.Name)
	assert.Equal(t, now, bot.Last, "a game recorded late does not make the last game older")
}

// Contests that do not fit the game are refused, and nothing of the game
// is kept.
func TestRecordGameBadContests(t *testing.T) {
	for name, c := range map[string]game.Contest{
		"a place per side": {Sides: [][]game.Seat{{0}, {1}}, Places: []int{1}},
		"no seat":          {Sides: [][]game.Seat{{0}, {-1}}, Places: []int{1, 2}},
		"a side of nobody": {Sides: [][]game.Seat{{0}, {}}, Places: []int{1, 2}},
	} {
		t.Run(name, func(t *testing.T) {
			s := open(t, t.TempDir())
			require.Error(t, s.RecordGame(LogEntry{Path: "a.jsonl", Game: "pokerdice", Date: now},
				[]Result{{Player: "local:ann", Name: "ann"}, {Player: "local:bo", Seat: 1, Name: "bo"}}, []game.Contest{c}))
			stats, err := s.Stats("pokerdice")
			require.NoError(t, err)
			assert.Empty(t, stats)
			assert.Empty(t, standings(t, s, "pokerdice"))
		})
	}
}
