package doudizhu

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	gd "teahouse/game/doudizhu"
	"teahouse/tui/screentest"
)

// fuzz are the fuzz targets: sessions read from the fuzzer's bytes (see
// screentest.FuzzSetup), with the ASCII theme or not, their moves chosen
// among the legal ones by the bytes that follow and made with the keys a
// person would press, played to their end.
var fuzz = screentest.Targets[screenOf, gd.Config, gd.State, gd.Action, gd.View]{
	Screen: Screens, Game: gd.Game, Name: "doudizhu", Move: pickedMove, Before: []string{"backspace"},
	Levels: []string{"simple", "rule"}, Short: map[string]int{"deals": 2}, ASCII: true,
	Config: screentest.SetupPlayers(setupConfig),
	Play: screentest.Play[screenOf, gd.Action]{
		// Junk are keys pressed between moves: any key of the table, typed
		// ranks among them.
		Junk: []string{"left", "right", "space", "enter", "p", "t", "c", "s", "v", "1", "2", "3", "4", "9", "T", "0",
			"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "d", "up", "down", "backspace", "pgup", "pgdown", "home", "end"}},
	KeySeeds: []string{
		"\x07\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x00\x00\x00\x01\x00\x03\x81\x03\x90\x05\x07",
		"\x28\x00\x00\x00\x00\x00\x00\x00\x02\x02\x01\x01\x01\x00\x01\x01\x00\x02\x85\x9a\x30\x10\xe0\x22\x14",
	},
	ReplaySeeds: []string{"\x04\x09\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"},
	Inputs:      40,
}

// pickedMove is the legal action pick chooses, and its keys (after
// backspace clears the selection): the bid, the call, the double, the ranks of the
// cards typed and enter, or the pass.
func pickedMove(t testing.TB, v gd.View, pick byte) ([]string, *gd.Action) {
	a := screentest.Pick(t, v.Legal(), pick)
	keys := map[gd.ActionKind][]string{gd.KindPass: {"p"}, gd.KindKeep: {"p"}, gd.KindBid: {strconv.Itoa(a.Bid)},
		gd.KindCall: {"enter"}, gd.KindRob: {"enter"}, gd.KindShow: {"s"}, gd.KindDouble: {"d"},
		gd.KindPlay: append(strings.Split(a.Cards.String(), ""), "enter")}[a.Kind]
	require.NotEmpty(t, keys, "keys for %v", a.Kind)
	return keys, &a
}

// FuzzKeys plays sessions steered by the fuzzer's bytes through the
// screen's keys, clicks and resizes, to their end.
func FuzzKeys(f *testing.F) { fuzz.FuzzKeys(f) }

// FuzzReplay replays sessions the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) { fuzz.FuzzReplay(f) }

// The fuzz targets' inputs reach the end of their sessions.
func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t) }
