package screen

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPlayerDataDir(t *testing.T) {
	assert.Equal(t, "", Env{}.PlayerDataDir(), "nothing is kept")
	assert.Equal(t, "/data/teahouse", Env{GamesDir: "/data/teahouse/games/"}.PlayerDataDir(), "beside the games")
	assert.Equal(t, "/elsewhere", Env{GamesDir: "/data/games", DataDir: "/elsewhere"}.PlayerDataDir())
}
