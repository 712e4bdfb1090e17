package ai_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	"teahouse/ai/review"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	bj "teahouse/rules/blackjack"
)

func TestGamesInLobbyOrder(t *testing.T) {
	assert.Equal(t, []string{"pokerdice", "yahtzee", "blackjack", "doudizhu", "shengji"}, ai.Games.Names())
}

// Every entry says all a lobby, a setup screen and a program author need,
// and its defaults make a game at every table size it takes.
func TestGamesInfoIsComplete(t *testing.T) {
	for _, e := range ai.Games {
		i := e.Info()
		t.Run(i.Name, func(t *testing.T) {
			assert.NotEmpty(t, i.Title)
			for _, r := range i.Title {
				assert.Less(t, r, rune(128), "the lobby draws the title in ASCII mode too")
			}
			assert.NotEmpty(t, i.Blurb)
			assert.True(t, i.MinSeats >= 1 && i.MinSeats <= i.Seats && i.Seats <= i.MaxSeats, "seats %d in %d..%d", i.Seats, i.MinSeats, i.MaxSeats)
			require.NotEmpty(t, i.Levels)
			assert.Equal(t, i.Levels[len(i.Levels)-1], i.Strongest)
			keys := map[string]bool{}
			defaults := game.Settings{}
			for _, o := range i.Options {
				assert.False(t, keys[o.Key], "option %s twice", o.Key)
				keys[o.Key] = true
				assert.NotEmpty(t, o.Label, o.Key)
				assert.Less(t, len(o.Label), 10, "%s: the setup screen's label column is 10 wide, a space included", o.Key)
				assert.NotEmpty(t, o.Help, o.Key)
				assert.NoError(t, o.Check(o.Default), "the default of %s", o.Key)
				if o.Kind != game.Flag {
					assert.NotEmpty(t, o.Values, "the values %s offers", o.Key)
				}
				for _, v := range o.Values {
					assert.NoError(t, o.Check(v), "%s offers %q", o.Key, v)
				}
				defaults[o.Key] = o.Default
			}
			for seats := i.MinSeats; seats <= i.MaxSeats; seats++ {
				require.NoError(t, e.Check(game.Settings{}, seats), "no options, %d seats", seats)
				got, err := e.Normalize(game.Settings{}, seats)
				require.NoError(t, err)
				assert.Equal(t, defaults, got, "an option left out takes its default")
			}
			assert.Error(t, e.Check(game.Settings{}, i.MaxSeats+1))
			assert.Error(t, e.Check(game.Settings{}, i.MinSeats-1))
		})
	}
}

// Each value an option offers reads into the game's config and back as
// itself: the setup screen shows what the game plays.
func TestGamesOptionsRoundTrip(t *testing.T) {
	for _, e := range ai.Games {
		i := e.Info()
		for _, o := range i.Options {
			values := o.Values
			if o.Kind == game.Flag {
				values = []string{game.On, game.Off}
			}
			for _, v := range values {
				got, err := e.Normalize(game.Settings{o.Key: v}, i.Seats)
				if !assert.NoError(t, err, "%s %s=%s", i.Name, o.Key, v) {
					continue
				}
				assert.Equal(t, v, got[o.Key], "%s %s", i.Name, o.Key)
			}
		}
	}
}

// A bad value or an unknown option is refused in the option's words.
func TestGamesRefuseBadSettings(t *testing.T) {
	sj, err := ai.Games.Lookup("shengji")
	require.NoError(t, err)
	err = sj.Check(game.Settings{"trump": "X"}, 4)
	require.ErrorIs(t, err, game.ErrBadOption)
	assert.Contains(t, err.Error(), "trump")
	assert.ErrorIs(t, sj.Check(game.Settings{"colour": "red"}, 4), game.ErrBadOption)
	bj, err := ai.Games.Lookup("blackjack")
	require.NoError(t, err)
	err = bj.Check(game.Settings{"min-bet": "50", "max-bet": "20"}, 1)
	require.ErrorIs(t, err, game.ErrBadOption)
	assert.Contains(t, err.Error(), "maximum bet 20 is below the minimum 50")
}

// Blackjack's computers play by the table's rules: the entry seats a
// table of a config with players of that config's rules.
func TestBlackjackComputersPlayByTheTablesRules(t *testing.T) {
	e, err := ai.Games.Lookup("blackjack")
	require.NoError(t, err)
	g, ok := e.(interface {
		RosterFor(c gb.Config) bot.Roster[gb.View, gb.Action]
	})
	require.True(t, ok, "the entry still knows the game's types")
	_, err = g.RosterFor(gb.Config{}).AI("basic")
	require.NoError(t, err, "the default table")
	bad := bj.Default()
	bad.Decks = 99
	_, err = g.RosterFor(gb.Config{Rules: bad}).AI("basic")
	assert.ErrorIs(t, err, bj.ErrRules, "the rules given reach the players")
	assert.Equal(t, e.Info().Levels, g.RosterFor(gb.Config{Rules: bad}).Levels)
}

// Every game is joined to its reviewer. Each reviewer's version names the review format, the game and its
// rules, so a review kept by another build is made again.
func TestGamesReviewers(t *testing.T) {
	for _, e := range ai.Games {
		name := e.Info().Name
		t.Run(name, func(t *testing.T) {
			r, err := review.For(e)
			require.NoError(t, err)
			assert.Contains(t, r.ReviewVersion(), fmt.Sprintf("review v%d, %s rules v", review.Version, name))
		})
	}
}
