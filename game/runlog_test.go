package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

func TestRunLogNameReadsBack(t *testing.T) {
	for _, tt := range []struct {
		game  string
		seed  uint64
		index int
	}{{"doudizhu", 1, 0}, {"shengji", 18446744073709551615, 17}, {"yahtzee", 0, 1234567}} {
		name := game.RunLogName(tt.game, tt.seed, tt.index)
		g, seed, index, ok := game.ParseRunLogName("/some/dir/" + name)
		assert.True(t, ok, name)
		assert.Equal(t, []any{tt.game, tt.seed, tt.index}, []any{g, seed, index}, name)
	}
	assert.Equal(t, "pokerdice-seed42-game000003.jsonl", game.RunLogName("pokerdice", 42, 3))
}

func TestParseRunLogNameRefusesOtherNames(t *testing.T) {
	for _, name := range []string{
		"doudizhu-20261202-035600-42.jsonl", // saved by a screen
		"doudizhu-seed1-game000001.json",
		"doudizhu-seed1-game1.jsonl",
		"doudizhu-seed01-game000001.jsonl",
		"-seed1-game000001.jsonl",
		"doudizhu-seedx-game000001.jsonl",
		"notes.txt",
	} {
		_, _, _, ok := game.ParseRunLogName(name)
		assert.False(t, ok, name)
	}
}
