package shengji

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// seedFixed, with hearts fixed as trump, has P1 deal and bury at once.
const seedFixed = 3

// seedDeclare, with trump declared, soon deals P1 a card to declare with.
const seedDeclare = 1

// untilDeclare passes for every seat until P1 may declare.
func untilDeclare(t *testing.T, m screenOf) screenOf {
	t.Helper()
	for steps := 0; ; steps++ {
		require.Less(t, steps, 200, "P1 gets a level card to declare with")
		m = ready(t, m)
		if where(m).Viewer == 0 && canDeclare(gs.Game.View(truth(t, m), 0)) {
			return m
		}
		m = press(t, m, moveKeys(t, m)...)
	}
}

// canDeclare reports whether v's seat may declare now.
func canDeclare(v gs.View) bool {
	legal, _ := v.Legal()
	return slices.ContainsFunc(legal, func(a gs.Action) bool { return a.Kind == gs.KindDeclare })
}

// The deal: P1 may declare; the buttons name the cards.
func TestGoldenDeclaring(t *testing.T) {
	screentest.Goldens(t, func(t *testing.T, env screen.Env) screenOf {
		return untilDeclare(t, start(t, env, setup(seedDeclare, "ask")))
	}, "Declare ", "declare trump")
}

// Trump fixed: P1 deals and holds 33 cards, to bury 8.
func TestGoldenBurying(t *testing.T) {
	screentest.Goldens(t, func(t *testing.T, env screen.Env) screenOf {
		m := ready(t, start(t, env, setup(seedFixed, "H")))
		require.True(t, where(m).MyTurn)
		v := gs.Game.View(truth(t, m), 0)
		require.Equal(t, gs.PhaseBury, v.Phase)
		require.Equal(t, 33, v.Mine().Len())
		return m
	}, "select 8 cards to bury")
}

// Mid-trick: P1 buried and led, P2 followed; P3 to play sees both plays,
// the lead and the winning play marked.
func TestGoldenMidTrick(t *testing.T) {
	screentest.GoldensAt(t, screentest.TableSizes, func(t *testing.T, env screen.Env) screenOf {
		m := ready(t, start(t, env, setup(seedFixed, "H")))
		for range 3 { // bury, lead, follow
			m = ready(t, press(t, m, moveKeys(t, m)...))
		}
		require.Equal(t, game.Seat(2), where(m).Viewer)
		return m
	}, "led", "winning", "follow")
}
