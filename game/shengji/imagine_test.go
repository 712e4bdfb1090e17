package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/cards"
)

// A state imagined from a seat's view while the cards are dealt, with
// the real hands and the real cards to come, goes on as the real one
// does: the same declarations and passes make the same events and the
// same deal to bury, in a first deal (the dealer unknown) and a later
// one.
func TestImagineGoesOnAsTheRealDeal(t *testing.T) {
	checked, declared := 0, 0
	for seed := range uint64(12) {
		r := rand.New(rand.NewPCG(seed, 1))
		s := mustNew(t, Config{Deals: 2}, seed)
		for s.phase != PhaseOver && s.deal <= 2 {
			v := s.view(s.turn)
			legal, _ := v.Legal()
			if s.phase == PhaseDeal && s.passes == 0 && r.IntN(3) == 0 {
				im, err := Imagine(v, s.hands, s.pack[s.dealt:])
				require.NoError(t, err)
				checked++
				real, fake := s, im
				for real.phase == PhaseDeal {
					a := declareOften(r, real.view(real.turn))
					if a.Kind == KindDeclare {
						declared++
					}
					var events, imagined []game.Event
					real, events, err = Game.Reduce(real, real.turn, a)
					require.NoError(t, err)
					fake, imagined, err = Game.Reduce(fake, fake.turn, a)
					require.NoError(t, err)
					require.Equal(t, events, imagined)
				}
				assert.Equal(t, real.view(game.Omniscient), fake.view(game.Omniscient))
			}
			var err error
			s, _, err = Game.Reduce(s, s.turn, choose(r, v, legal))
			require.NoError(t, err)
		}
	}
	assert.Greater(t, checked, 50)
	assert.Positive(t, declared)
}

// declareOften is a declaration one time in five when there is one, else
// a pass, or any legal action after the declaring.
func declareOften(r *rand.Rand, v View) Action {
	legal, _ := v.Legal()
	if v.Phase == PhaseDeal && (len(legal) == 1 || r.IntN(5) != 0) {
		return Pass()
	}
	return legal[r.IntN(len(legal))]
}

// Imagine refuses another phase, a fixed trump and cards that do not fit
// the view, and changes nothing.
func TestImagineRefuses(t *testing.T) {
	s := mustNew(t, Config{}, 5)
	for s.dealt < 30 {
		s, _, _ = Game.Reduce(s, s.turn, Pass())
	}
	v := s.view(s.turn)
	hands, rest := s.hands, s.pack[s.dealt:]
	other := (v.Viewer + 1) % Seats
	swapped := hands
	swapped[v.Viewer], swapped[other] = hands[other], hands[v.Viewer]
	twice := append([]cards.Card{rest[1]}, rest[1:]...)
	short := rest[1:]
	bury := v
	bury.Phase = PhaseBury
	fixed := v
	fixed.Config.Trump = "S"
	for name, c := range map[string]struct {
		v     View
		hands [Seats]Set
		rest  []cards.Card
	}{
		"the burial":           {bury, hands, rest},
		"a fixed trump":        {fixed, hands, rest},
		"not the viewer's own": {v, swapped, rest},
		"a card twice":         {v, hands, twice},
		"a card missing":       {v, hands, short},
	} {
		_, err := Imagine(c.v, c.hands, c.rest)
		assert.ErrorIs(t, err, ErrCannotImagine, name)
	}
}
