package blackjack

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// unseenByReplay is the composition of the cards a seat has not seen,
// worked out independently of the screen: every face-up card of the log's
// events since the last shuffle, by replaying the table's log.
func unseenByReplay(t *testing.T, m model) aibj.Shoe {
	t.Helper()
	l := m.tbl.Log()
	cfg := m.cfg()
	s, err := gb.Game.New(cfg, l.Header.Seed)
	require.NoError(t, err)
	var seen, round []cards.Card
	for _, e := range l.Entries {
		var events []game.Event
		s, events, err = gb.Game.Reduce(s, e.Seat, e.Action)
		require.NoError(t, err)
		for _, ev := range game.RedactAll(gb.Game, events, game.Spectator) {
			switch ev := ev.(type) {
			case gb.RoundStarted:
				round = nil
			case gb.ShoeShuffled:
				seen = nil
				if ev.MidRound {
					seen = append(seen, round...)
				}
			case gb.CardDealt:
				if !ev.FaceDown {
					seen, round = append(seen, ev.Card), append(round, ev.Card)
				}
			case gb.HoleCardRevealed:
				seen, round = append(seen, ev.Card), append(round, ev.Card)
			}
		}
	}
	u, err := aibj.ShoeAfterCards(cfg.Rules.Decks, seen)
	require.NoError(t, err)
	return u
}

// The hint is ai/blackjack's exact hint for the cards the seat has not
// seen: its EVs match NewHint for the unseen composition worked out from
// the log, which counts the shoe and the hole card; the screen says how
// many cards they are, and which action is best.
func TestHintMatchesTheExactHint(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	m = press(t, m, "t")
	require.True(t, m.hint.ok)
	v := m.view()
	unseen := unseenByReplay(t, m)
	require.Equal(t, v.Shoe.Remaining+1, unseen.Total(), "the shoe and the hole card")
	hand, _ := v.Active()
	want, err := aibj.NewHint(m.rules(), unseen, bj.Value(v.Dealer.Up().Rank),
		bj.PlayerHand{Cards: hand.Cards[:hand.N], Hands: 1})
	require.NoError(t, err)
	assert.Equal(t, want, m.hint.play)
	assert.Equal(t, aibj.Double, want.Basic)

	text := sideText(m)
	assert.Contains(t, text, "Basic strategy: double (D)")
	assert.Contains(t, text, fmt.Sprintf("exact for the %d cards left in the shoe", v.Shoe.Remaining))
	for _, a := range []aibj.Action{aibj.Double, aibj.Hit, aibj.Stand} {
		ev, ok := want.EVs.EV(a)
		require.True(t, ok)
		assert.Contains(t, text, fmt.Sprintf("%s %+.4f", a, ev))
	}
	assert.NotContains(t, text, "surrender -0.5", "surrender is not allowed at this table")
}

// Rounds later the hint still counts every card the table has shown since
// the shuffle, discards included.
func TestHintAfterManyRounds(t *testing.T) {
	m := start(t, testEnv(false), setup(5, you, aiCounter))
	checked := 0
	for round := 0; round < 30; round++ {
		m = press(t, m, "enter")
		if !m.myTurn() || m.view().Phase != gb.PhasePlay {
			m = press(t, m, "n", "s")
			continue
		}
		m = press(t, m, "t")
		v := m.view()
		hand, _ := v.Active()
		unseen := unseenByReplay(t, m)
		require.Equal(t, v.Shoe.Remaining+1, unseen.Total(), "round %d", round)
		want, err := aibj.NewHint(m.rules(), unseen, bj.Value(v.Dealer.Up().Rank),
			bj.PlayerHand{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit, SplitAces: hand.SplitAces, Hands: v.Me().NHands})
		require.NoError(t, err)
		assert.Equal(t, want.EVs, m.hint.play.EVs, "round %d", round)
		checked++
		m = press(t, m, "t", "s")
		for m.myTurn() && m.view().Phase == gb.PhasePlay {
			m = press(t, m, "s")
		}
	}
	assert.Greater(t, checked, 10)
}

// Under an ace the hint gives the exact chance that the hole card is a
// ten and what insurance is worth; with a blackjack, even money against
// declining.
func TestHintInsurance(t *testing.T) {
	m := dealt(t, testEnv(false), seedInsurance)
	require.Equal(t, gb.PhaseInsurance, m.view().Phase)
	m = press(t, m, "t")
	unseen := unseenByReplay(t, m)
	text := sideText(m)
	assert.Contains(t, text, fmt.Sprintf("ten with chance %.4f", unseen.Prob(bj.Ten)))
	assert.Contains(t, text, fmt.Sprintf("Insurance is worth %+.4f per chip", aibj.InsuranceEV(unseen)))
	assert.Contains(t, text, "Best: decline.")

	m = dealt(t, testEnv(false), seedNatural)
	require.True(t, m.view().Me().Hands[0].Blackjack())
	m = press(t, m, "t")
	text = sideText(m)
	assert.Contains(t, text, "even money +1.0000")
	assert.Contains(t, text, "decline")
}

// A hint asked for one position is dropped when it arrives after the
// position has moved on.
func TestHintStaleIsDropped(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	s, cmd := m.Update(keys("t")[0])
	m = s.(model)
	late := run(cmd)
	require.Len(t, late, 1)
	m = press(t, m, "h") // the position moves on before the hint arrives
	m, _ = drive(t, m, late...)
	if m.hint.ok {
		assert.Equal(t, m.moves, m.hint.forMoves, "only a hint of this position is kept")
	}
}
