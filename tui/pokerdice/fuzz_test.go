package pokerdice

import (
	"math/bits"
	"strconv"
	"testing"

	aipd "teahouse/ai/pokerdice"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screentest"
)

// fuzz are the fuzz targets: matches read from the fuzzer's bytes (see
// screentest.FuzzSetup), with the ASCII theme or not, their moves chosen
// among the legal ones by the bytes that follow and made with the keys a
// person would press, played to their end.
var fuzz = screentest.Targets[screenOf, gp.Config, gp.State, gp.Action, gp.View]{
	Screen: Screens, Game: gp.Game, Name: "pokerdice", Move: pickedMove, Before: []string{"esc"},
	Levels: aipd.Levels, Short: map[string]int{"rounds": 3}, ASCII: true,
	Config: screentest.SetupPlayers(setupConfig),
	Play: screentest.Play[screenOf, gp.Action]{
		Unstick: unstick(),
		Junk: []string{"left", "right", "space", "enter", "1", "2", "3", "4", "5", "p", "f", "d", "r", "s", "t", "?",
			"h", "l", "up", "down", "pgup", "pgdown", "home", "end"}},
	KeySeeds:    []string{"\x2a\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x02\x00\x03\x13\x40\x81\x83\x90\x05\x47"},
	ReplaySeeds: []string{"\x04\x09\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x00\x01\x03\x05\x01\x02\x80\x20\x00\x06"},
	Inputs:      24,
}

// unstick are keys that make a move whatever dice junk keys held: esc,
// s (a stand after the reroll), then enter at each of the 32 ways of
// holding, reached one toggle at a time (a Gray code), one of which the
// rules allow.
func unstick() []string {
	keys := []string{"esc", "s", "enter"}
	for i := 1; i < 1<<dice.HandSize; i++ {
		keys = append(keys, strconv.Itoa(bits.TrailingZeros(uint(i))+1), "enter")
	}
	return keys
}

// dieKeys are the digit keys of the dice of m.
func dieKeys(m dice.Mask) []string {
	var keys []string
	for d := range dice.HandSize {
		if m.Has(d) {
			keys = append(keys, strconv.Itoa(d+1))
		}
	}
	return keys
}

// pickedMove is the legal action pick chooses, and its keys (after esc,
// which ends choosing a target or relocking): the dice's digits and enter
// for a hold (the holds the screen had are kept, so the action is not
// known in advance), r, the digits and enter for a relock, p or f and the
// die's digit for a peek or a force, d or s.
func pickedMove(t testing.TB, v gp.View, pick byte) ([]string, *gp.Action) {
	a := screentest.Pick(t, v.Legal(), pick)
	die := strconv.Itoa(a.Die + 1)
	switch a.Kind {
	case gp.KindHold:
		return append(dieKeys(a.Dice), "enter"), nil
	case gp.KindRelock:
		return append(append([]string{"r"}, dieKeys(a.Dice)...), "enter"), &a
	case gp.KindPeek:
		return []string{"p", die}, &a
	case gp.KindForce:
		return []string{"f", die}, &a
	case gp.KindDouble:
		return []string{"d"}, &a
	}
	return []string{"s"}, &a // a stand
}

// FuzzKeys plays matches steered by the fuzzer's bytes through the
// screen's keys, clicks and resizes, to their end.
func FuzzKeys(f *testing.F) { fuzz.FuzzKeys(f) }

// FuzzReplay replays matches the fuzzer's bytes play, and the bytes
// themselves as a log.
func FuzzReplay(f *testing.F) { fuzz.FuzzReplay(f) }

// The fuzz targets' inputs reach the end of their matches.
func TestFuzzInputsReachTheEnd(t *testing.T) { fuzz.RequireInputsEnd(t) }
