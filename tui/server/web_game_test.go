package server_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	dz "teahouse/rules/doudizhu"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/host"
	"teahouse/game/webreplay"
	"teahouse/tui/web"
)

// TestAWebPlayerAndTwoSSHPlayersPlayADeal: ann opens a Dou Dizhu table
// from a page with two open seats; bo and cy take them over SSH; a page
// watches. The three play the whole deal, ann through the protocol alone.
// No frame ann's page or the spectator's received holds another seat's
// hand (the check finds ann's own hand in her frames: it can fail).
func TestAWebPlayerAndTwoSSHPlayersPlayADeal(t *testing.T) {
	s := startWeb(t, nil)
	ann := enterPage(t, s, "ann")
	defer ann.close()
	ann.send(ddzRequest("you", "open", "open"))
	_, from := ann.waitType(0, web.MsgJoined)

	bo := enter(t, s.testServer, "bo")
	defer bo.close()
	bo.send("o")
	bo.waitFor("#1 Dou Dizhu")
	bo.send("enter")
	bo.waitFor("Deal 1 of 1")
	s.waitLog(t, "seat taken")
	cy := enter(t, s.testServer, "cy")
	defer cy.close()
	cy.send("o")
	cy.waitFor("#1 Dou Dizhu")
	cy.send("enter")
	cy.waitFor("Deal 1 of 1")
	ann.waitMsg(from, func(m msg) bool {
		return m.typ() == web.MsgStep && strings.Contains(strings.Join(logOf(m), " "), "cy (person) takes P3")
	})

	dan := enterPage(t, s, "dan")
	defer dan.close()
	dan.send(web.Request{Type: web.ReqWatch, Table: 1})
	j, _ := dan.waitType(0, web.MsgJoined)
	assert.EqualValues(t, game.Spectator, j["seat"])

	stop := make(chan struct{})
	var wg sync.WaitGroup
	for _, c := range []*client{bo, cy} {
		wg.Go(func() { playUntil(c, 0, "Result", stop) })
	}
	playPage(t, ann, from)
	bo.waitFor("Result")
	cy.waitFor("Result")
	close(stop)
	wg.Wait()
	dan.waitMsg(0, func(m msg) bool { return m.typ() == web.MsgStep && m["outcome"].(map[string]any)["over"] == true })
	s.waitLog(t, "table's log saved")

	hands := handsOfLog(t, s.dir)
	annSteps := steps(t, ann.all())
	assert.Equal(t, []string{"You", "bo", "cy"}, annSteps[len(annSteps)-1].Players)
	assert.Empty(t, leaks(t, annSteps, 0, hands), "ann's page received another seat's hand")
	assert.Empty(t, leaks(t, steps(t, dan.all()), game.Spectator, hands), "the spectator's page received a hand")
	assert.NotEmpty(t, leaks(t, annSteps, 1, hands), "the check finds ann's own hand in her frames, as it would another's")
}

// logOf is a step's log lines.
func logOf(m msg) []string {
	var out []string
	lines, _ := m["log"].([]any)
	for _, l := range lines {
		s, _ := l.(string)
		out = append(out, s)
	}
	return out
}

// handsOfLog is every seat's hand after each step of the one Dou Dizhu
// game saved in dir's games, by the number of actions applied.
func handsOfLog(t testing.TB, dir string) map[int][gd.Seats]dz.Set {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "games", "doudizhu-*"))
	require.NoError(t, err)
	require.Len(t, paths, 1, "one game's log")
	data, err := os.ReadFile(paths[0])
	require.NoError(t, err)
	l, _, err := game.ReadSaved[gd.Action](data, paths[0], "doudizhu")
	require.NoError(t, err)
	frames, err := host.Frames(gd.Engine{}, l, game.Omniscient)
	require.NoError(t, err)
	out := map[int][gd.Seats]dz.Set{}
	for _, f := range frames {
		out[f.Seq] = f.Sights[0].View.Hands
	}
	return out
}

// leaks are the steps a page with the eyes of eye received that hold the
// hand of a seat that is not eye's, as it stood after the step, before
// the game is over (the end shows every hand left): the hand's ranks as
// the view writes them (a hand of ten cards or more, which nothing else
// public spells), or a pile of the scene with exactly its cards.
func leaks(t testing.TB, sts []step, eye game.Seat, hands map[int][gd.Seats]dz.Set) []string {
	t.Helper()
	require.NotEmpty(t, sts)
	var out []string
	for _, st := range sts {
		if st.Outcome.Over {
			continue
		}
		hs, ok := hands[st.Seq]
		require.True(t, ok, "step %d is in the log", st.Seq)
		for i, h := range hs {
			if game.Seat(i) == eye || h.Len() < 2 {
				continue
			}
			ranks, err := json.Marshal(h)
			require.NoError(t, err)
			if h.Len() >= 10 && strings.Contains(st.raw, string(ranks)) {
				out = append(out, st.raw)
				continue
			}
			if st.Scene != nil && holdsPile(*st.Scene, texts(webreplay.CardsOf(h.Cards()))) {
				out = append(out, st.raw)
			}
		}
	}
	return out
}

// holdsPile reports whether a pile of sc has exactly the cards want.
func holdsPile(sc webreplay.Scene, want []string) bool {
	piles := slices.Clone(sc.Middle)
	for _, b := range sc.Seats {
		piles = append(piles, b.Piles...)
	}
	for _, p := range piles {
		if got := texts(p.Cards); len(got) == len(want) && slices.Equal(got, want) {
			return true
		}
	}
	return false
}

// texts are the cards' texts, sorted.
func texts(cs []webreplay.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Text
	}
	slices.Sort(out)
	return out
}
