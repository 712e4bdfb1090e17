package doudizhu

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// A state imagined from a seat's view with the real hidden cards goes on
// as the real one does: the same actions make the same bidding, doubling
// and showing, and the same deal to play; every way of bidding, robbing
// back and showing is tried, and before the deal the deal to come.
func TestImagineGoesOnAsTheRealDeal(t *testing.T) {
	configs := []Config{
		{Deals: 2},
		{Deals: 2, Bidding: CallAndRob, RobBack: true, Doubling: true, ShowCards: ShowAfterBottom},
		{Deals: 2, Bidding: CallAndRob, Doubling: true},
		{Deals: 2, Bidding: ScoreBids, ShowCards: ShowBeforeDeal, Doubling: true},
	}
	checked := map[Phase]int{}
	for ci, cfg := range configs {
		for seed := range uint64(40) {
			r := rand.New(rand.NewPCG(seed, uint64(ci)))
			s := newSession(t, cfg, seed)
			for s.phase != PhaseOver && s.phase != PhasePlay {
				{
					v := s.view(s.turn)
					hands, bottom := s.hands, s.bottom
					if s.phase == PhaseOpen {
						// before the deal: the deal to come
						dealt := s
						dealt.dealCards(nil, false)
						hands, bottom = dealt.hands, dealt.bottom
					}
					im, err := Imagine(v, hands, bottom)
					require.NoError(t, err)
					checked[s.phase]++
					real, fake := s, im
					for real.phase != PhasePlay {
						a := choose(r, real.view(real.turn), real.view(real.turn).Legal())
						var events, imagined []game.Event
						real, events, err = Game.Reduce(real, real.turn, a)
						require.NoError(t, err)
						fake, imagined, err = Game.Reduce(fake, fake.turn, a)
						require.NoError(t, err)
						if redealt(events) {
							break
						}
						require.Equal(t, events, imagined)
					}
					if real.phase == PhasePlay {
						assert.Equal(t, real.view(game.Omniscient), fake.view(game.Omniscient))
					}
				}
				s, _, _ = Game.Reduce(s, s.turn, choose(r, s.view(s.turn), s.view(s.turn).Legal()))
			}
		}
	}
	for _, p := range []Phase{PhaseOpen, PhaseBid, PhaseRob, PhaseDouble, PhaseShow} {
		assert.Positive(t, checked[p], "%s decisions were imagined", p)
	}
}

func redealt(events []game.Event) bool {
	for _, e := range events {
		if d, ok := e.(Dealt); ok && d.Redeal {
			return true
		}
	}
	return false
}

// Imagine refuses a phase it does not take and cards that do not fit the
// view, and changes nothing.
func TestImagineRefuses(t *testing.T) {
	s := newSession(t, Config{}, 5)
	v := s.view(s.turn)
	hands, bottom := s.hands, s.bottom
	swapped := hands
	swapped[v.Viewer], swapped[(v.Viewer+1)%Seats] = hands[(v.Viewer+1)%Seats], hands[v.Viewer]
	short := hands
	short[2] = hands[2] &^ dz.SetOf(hands[2].Cards()[:1])
	twice := hands
	twice[1] |= bottom
	play := v
	play.Phase = PhasePlay
	open := newSession(t, Config{ShowCards: ShowBeforeDeal}, 5).view(0)
	require.Equal(t, PhaseOpen, open.Phase)
	for name, c := range map[string]struct {
		v      View
		hands  [Seats]dz.Set
		bottom dz.Set
	}{
		"the play":                        {play, hands, bottom},
		"not the viewer's own":            {v, swapped, bottom},
		"a card missing":                  {v, short, bottom},
		"a card twice":                    {v, twice, bottom},
		"before the deal, a card missing": {open, short, bottom},
		"before the deal, a card twice":   {open, twice, bottom},
		"before the deal, no bottom":      {open, hands, 0},
	} {
		_, err := Imagine(c.v, c.hands, c.bottom)
		assert.ErrorIs(t, err, ErrCannotImagine, name)
	}
}
