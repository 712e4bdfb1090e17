package blackjack

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screentest"
)

// footer is the last line of a screen: its keys.
func footer(view string) string {
	lines := strings.Split(strings.TrimRight(view, "\n"), "\n")
	return lines[len(lines)-1]
}

// The footer names only the keys that act now: double while it is
// allowed, never a split of unlike cards or a surrender the table does
// not offer, whose buttons are dimmed.
func TestFooterListsOnlyWhatCanBeDone(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble) // 7♣ 4♦: no pair, no surrender at this table
	keys := footer(m.View())
	assert.Contains(t, keys, "h hit")
	assert.Contains(t, keys, "d double")
	assert.NotContains(t, keys, "p split")
	assert.NotContains(t, keys, "r surrender")
	assert.Contains(t, m.View(), "( p Split )", "the button is still there, dimmed")

	m = press(t, m, "h")
	if where(m).MyTurn {
		assert.NotContains(t, footer(m.View()), "d double", "no double on three cards")
	}
}

// While the cards of a round are dealt a seat's bet shows once, on its
// hand, and the bankroll line says "bank": it does not repeat the bet.
func TestDealingShowsTheBetOnce(t *testing.T) {
	s := setup(seedDouble, you)
	s.Speed = game.Fast
	m := start(t, testEnv(true), s)
	queue, frames := keys("enter"), 0
	for steps := 0; len(queue) > 0; steps++ {
		require.Less(t, steps, 200)
		next, cmd := m.Update(queue[0])
		m, queue = next.(screenOf), append(queue[1:], screentest.Run(cmd)...)
		if strings.Contains(m.View(), "+-----+") { // cards on the table
			frames++
			assert.NotContains(t, m.View(), "bet 10 - ", "step %d: the bet twice", steps)
		}
	}
	assert.Positive(t, frames)
	assert.Contains(t, m.View(), "bet 10")
	assert.Contains(t, m.View(), "bank 990")
}

// A round that broke even leaves the bankroll line as it was: "bank
// 1000", with no "0" after it; the log says "You break even".
func TestBrokeEvenShowsNoNet(t *testing.T) {
	for seed := uint64(1); seed < 300; seed++ {
		m := playRound(t, start(t, testEnv(false), setup(seed, you)))
		v := view(t, m, 0)
		if !v.Me().Playing() || v.Me().Net != 0 {
			continue
		}
		bank := "bank " + v.Me().Bankroll.String()
		require.Contains(t, m.View(), bank)
		assert.NotRegexp(t, regexp.MustCompile(regexp.QuoteMeta(bank)+` [+-]?0\b`), m.View(), "seed %d", seed)
		log := sideText(m, 100)
		assert.Contains(t, log, "You break even · "+bank, "the log says so in words")
		assert.NotContains(t, log, ", 0 (", "a push is not paid 0")
		return
	}
	t.Fatal("no seed pushes your first round")
}

// The board is the game's view moved by the events as they are shown:
// after each step of whole sessions, for an audience that sees every
// card, it is the view after the step with the hole card face down, and
// it never shows the hole card before it is turned.
func TestTheBoardIsTheView(t *testing.T) {
	for seed := range uint64(10) {
		r := rand.New(rand.NewPCG(seed, 3))
		cfg := gb.Config{Rounds: 30, Seats: 3, Bankroll: 50, MinBet: 5, MaxBet: 50,
			Rules: bj.Rules{Decks: 1, DAS: true, Surrender: bj.LateSurrender, ResplitAces: true, MaxHands: 4, Penetration: 0.9}}
		s, err := gb.Game.New(cfg, seed)
		require.NoError(t, err)
		c := ctx{Viewer: game.Omniscient}
		f := newFace(s.Config(), bank{}).Sync(c, gb.Game.View(s, game.Omniscient))
		for !s.Over() {
			seat := gb.Game.Waiting(s)[0]
			legal := gb.Game.View(s, seat).Legal()
			var events []game.Event
			s, events, err = gb.Game.Reduce(s, seat, legal[r.IntN(len(legal))])
			require.NoError(t, err)
			for _, e := range events {
				f, _ = f.Event(c, gb.Game.Redact(e, game.Omniscient))
				if f.board.Dealer.HoleDown {
					require.True(t, f.board.Dealer.Cards[1].IsZero(), "seed %d: the hole card is face down", seed)
				}
			}
			require.Equal(t, boardOf(gb.Game.View(s, game.Omniscient)), f.board, "seed %d round %d", seed, s.Round())
		}
	}
}
