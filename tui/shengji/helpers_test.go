package shengji

import (
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// start builds a screen of the game and runs its Init, press and drive
// feed it keys and messages; where says where it stands.
var start, press, drive, where = screentest.Helpers[screenOf](Screens)

// The default renderer is colour-free too: the goldens are plain text.
func init() { lipgloss.SetColorProfile(termenv.Ascii) }

var (
	// fourPeople take turns at one keyboard.
	fourPeople = []game.Player{person("ann"), person("bob"), person("cid"), person("dee")}
)

// screenOf is the driver's screen of a game.
type screenOf = table.Model[face, gs.View, gs.Action]

// person is a person of that name at this keyboard.
func person(name string) game.Player {
	return game.Player{ID: screen.LocalID(name), Name: name, Kind: game.Human}
}

// setup is a one-deal game of seed for four people, trump as given.
func setup(seed uint64, trump string) screen.Setup {
	s := screentest.Setup("shengji", seed, fourPeople)
	s.Options["deals"] = "1"
	s.Options["trump"] = trump
	return s
}

// truth is the game as the host holds it: its saved log, replayed.
var _, truth = screentest.Records(gs.Game, "shengji")

// ready presses enter while the keyboard passes to the next person.
func ready(t testing.TB, m screenOf) screenOf {
	t.Helper()
	for i := 0; where(m).Passing; i++ {
		require.Less(t, i, 3, "the hand-over ends")
		m = press(t, m, "enter")
	}
	return m
}

// moveKeys are the keys that make the move of the seat to act: a pass
// while declaring, else its first legal action.
func moveKeys(t testing.TB, m screenOf) []string {
	t.Helper()
	s := truth(t, m)
	v := gs.Game.View(s, gs.Game.Waiting(s)[0])
	if v.Phase == gs.PhaseDeal {
		return []string{"p"}
	}
	legal, _ := v.Legal()
	require.NotEmpty(t, legal)
	return actionKeys(t, v, legal[0])
}

// actionKeys are the keys that make a, an action v's seat may take: a
// pass, the declaration's number among those the screen offers, or the
// cards picked out of the hand as the screen shows it, with the cursor
// and space, and enter.
func actionKeys(t testing.TB, v gs.View, a gs.Action) []string {
	t.Helper()
	switch a.Kind {
	case gs.KindPass:
		return []string{"p"}
	case gs.KindDeclare:
		legal, _ := v.Legal()
		i := slices.IndexFunc(legal, func(b gs.Action) bool { return reflect.DeepEqual(a, b) })
		require.True(t, i >= 1 && i <= 4, "a declaration the keys 1-4 reach")
		return []string{strconv.Itoa(i)}
	}
	hand := v.Mine().Cards()
	sj.SortHand(hand, v.Trump)
	keys := slices.Repeat([]string{"left"}, len(hand))
	var at []int
	for _, c := range a.Cards.Cards() {
		i := slices.Index(hand, c)
		for i >= 0 && slices.Contains(at, i) { // the second of a pair
			if j := slices.Index(hand[i+1:], c); j >= 0 {
				i += 1 + j
			} else {
				i = -1
			}
		}
		require.GreaterOrEqual(t, i, 0)
		at = append(at, i)
	}
	slices.Sort(at)
	cursor := 0
	for _, i := range at {
		for ; cursor < i; cursor++ {
			keys = append(keys, "right")
		}
		keys = append(keys, "space")
	}
	return append(keys, "enter")
}
