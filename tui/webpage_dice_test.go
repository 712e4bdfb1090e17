package tui

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/game/webreplay"
)

var dataRE = regexp.MustCompile(`(?s)<script type="application/json" id="data">(.*?)</script>`)

// diceOnPage reads a page's data: at each step, the faces of seat's dice
// as the page draws them ("1" to "6", or "down").
func diceOnPage(t *testing.T, page []byte, seat game.Seat) [][]string {
	t.Helper()
	m := dataRE.FindSubmatch(page)
	require.NotNil(t, m, "the page's data")
	var data struct {
		Parts []webreplay.Part `json:"parts"`
		Steps [][]int          `json:"steps"`
	}
	require.NoError(t, json.Unmarshal(m[1], &data))
	out := make([][]string, len(data.Steps))
	for i, st := range data.Steps {
		for _, k := range st {
			if part := data.Parts[k]; part.Box != nil && part.Seat == int(seat) {
				for _, p := range part.Box.Piles {
					for _, d := range p.Dice {
						face := "down"
						if d.Face != 0 {
							face = strconv.Itoa(d.Face)
						}
						out[i] = append(out[i], face)
					}
				}
			}
		}
		require.NotEmpty(t, out[i], "step %d draws %s's dice", i, seat)
	}
	return out
}

// With skills, a Risk Choice opponent's dice lie face down until the
// showdown: on P1's page no die of P2's that P1's view does not know shows
// a face at any step, and the dice it knows show the faces every hand's
// page shows; every hand's page shows every face, and some of P2's dice
// are hidden from P1 at some step, so the check can fail.
func TestWebPageHidesFaceDownDice(t *testing.T) {
	path := webLog("pokerdice-skills")
	f, err := ReadReplay(path)
	require.NoError(t, err)
	l, err := game.ReadLog[gp.Action](strings.NewReader(string(f.Data)), path, "pokerdice")
	require.NoError(t, err)
	s, err := game.Start(gp.Game, l.Header)
	require.NoError(t, err)
	views := []gp.View{gp.Game.View(s, 0)}
	for _, e := range l.Entries {
		s, _, err = gp.Game.Reduce(s, e.Seat, e.Action)
		require.NoError(t, err)
		views = append(views, gp.Game.View(s, 0))
	}
	require.True(t, views[0].Config.Skills)

	mine, all := diceOnPage(t, webPage(t, path, "P1"), 1), diceOnPage(t, webPage(t, path, "all"), 1)
	require.Len(t, mine, len(views))
	hidden := 0
	for i, v := range views {
		require.Len(t, mine[i], len(v.Players[1].Dice), "step %d", i)
		for j, face := range all[i] {
			assert.Regexp(t, `^[1-6]$`, face, "every hand's page, step %d die %d", i, j+1)
			if v.Players[1].Known.Has(j) {
				assert.Equal(t, face, mine[i][j], "step %d die %d: P1 sees it", i, j+1)
				continue
			}
			hidden++
			assert.Equal(t, "down", mine[i][j], "step %d die %d: P1 must not see P2's face-down die", i, j+1)
		}
	}
	assert.Positive(t, hidden, "some of P2's dice lie face down to P1")
}
