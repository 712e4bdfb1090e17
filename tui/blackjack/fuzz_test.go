package blackjack

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// fuzz are the fuzz targets: tables read from the fuzzer's bytes (see
// screentest.FuzzSetup), every preset of rules, their moves chosen among
// the legal ones by the bytes that follow and made with the keys a person
// would press, played until the table closes.
var fuzz = screentest.Targets[screenOf, gb.Config, gb.State, gb.Action, gb.View]{
	Screen: Screens, Game: gb.Game, Name: "blackjack", Move: pickedMove,
	Levels: aibj.Levels, Short: map[string]int{"rounds": 3},
	Config: func(s screen.Setup) (gb.Config, []game.Player, error) {
		players, cfg, err := setupOf(s)
		return cfg, players, err
	},
	Env: func(ascii bool) screen.Env { return sized(80, 24, ascii) },
	Play: screentest.Play[screenOf, gb.Action]{
		Junk: []string{"up", "down", "+", "-", "enter", "h", "s", "d", "p", "r", "i", "e", "n", "x", "b", "c", "t", "?",
			"pgup", "pgdown", "home", "end", "left", "right", "space", "1", "k"}},
	KeySeeds:    []string{"\x03\x01\x00\x00\x00\x00\x00\x00\x02\x00\x01\x02\x03\x01\x02\x81\x03\x90\x05\x07"},
	ReplaySeeds: []string{"\x04\x09\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"},
	Inputs:      24,
}

// actionKey is the key of each action that takes no amount.
var actionKey = map[gb.ActionKind]string{
	gb.KindSitOut: "x", gb.KindRebuy: "b", gb.KindEvenMoney: "e", gb.KindDecline: "n", gb.KindHit: "h",
	gb.KindStand: "s", gb.KindDouble: "d", gb.KindSplit: "p", gb.KindSurrender: "r",
}

// pickedMove is the legal action pick chooses, and its key: a bet and
// insurance are made with enter and i at the amount the screen shows, any
// other by its letter.
func pickedMove(t testing.TB, v gb.View, pick byte) ([]string, *gb.Action) {
	legal, _ := gb.Game.Legal(v)
	switch a := screentest.Pick(t, legal, pick); a.Kind {
	case gb.KindBet:
		return []string{"enter"}, nil
	case gb.KindInsure:
		return []string{"i"}, nil
	default:
		k, ok := actionKey[a.Kind]
		require.True(t, ok, "a key for %s", a.Kind)
		return []string{k}, &a
	}
}

// FuzzKeys plays tables steered by the fuzzer's bytes through the
// screen's keys, clicks and resizes.
func FuzzKeys(f *testing.F) { fuzz.FuzzKeys(f) }

// FuzzReplay replays tables the fuzzer's bytes play, and the bytes
// themselves as a log (a saved table's among the seeds).
func FuzzReplay(f *testing.F) {
	s := setup(2, aiBasic)
	s.Options["rounds"] = "2"
	l := saved(f, start(f, testEnv(false), s))
	var buf bytes.Buffer
	require.NoError(f, l.Write(&buf))
	fuzz.FuzzReplay(f, buf.Bytes())
}

// The fuzz targets' inputs reach the end of their tables.
func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t) }
