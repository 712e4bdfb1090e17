package doudizhu

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	"teahouse/game/gametest"
	dz "teahouse/rules/doudizhu"
)

// suite describes Dou Dizhu to the generic tests.
var suite = gametest.Suite[Config, State, Action, View]{
	Game: Game,
	Configs: []Config{{}, {Bidding: CallAndRob, ShowCards: ShowAfterBottom, Deals: 2}, {Bidding: NoBidding, Deals: 1, Cap: 8},
		{Rules: dz.Simple, Deals: 2}, {Doubling: true, ShowCards: ShowAfterBottom, Cap: 12, Deals: 2}, {Bidding: CallAndRob, Doubling: true, RobBack: true, Deals: 2},
		{ShowCards: ShowBeforeDeal, Doubling: true, Deals: 3}, {ShowCards: ShowBeforeDeal, Bidding: NoBidding, Deals: 2}},
	Choose:    choose,
	Junk:      junk,
	Twin:      twin,
	Invariant: invariant,
}

// TestContract runs the generic suite: whole sessions that replay,
// refusals that change nothing, and views and events that hide the other
// hands and the bottom cards.
func TestContract(t *testing.T) { suite.Run(t) }

// choose plays the first legal action a third of the time (a pass, or the
// lowest lead) so sessions end, and a random one otherwise.
func choose(r *rand.Rand, _ View, legal []Action) Action {
	if r.IntN(3) == 0 {
		return legal[0]
	}
	return legal[r.IntN(len(legal))]
}

var junkKinds = []ActionKind{KindPass, KindBid, KindCall, KindRob, KindDouble, KindShow, KindKeep, KindPlay, "bogus"}

// junk is any action at all.
func junk(r *rand.Rand) Action {
	a := Action{Kind: junkKinds[r.IntN(len(junkKinds))], Bid: r.IntN(6) - 1}
	for range r.IntN(6) {
		a.Cards[r.IntN(dz.NumRanks)]++
	}
	return a
}

// twin deals again every card viewer has not seen: the other hands (but
// a shown landlord's and those played face up), the bottom before the
// landlord takes it, and the RNG.
func twin(r *rand.Rand, s State, viewer game.Seat) State {
	var pool dz.Set
	var redraw []int
	for i := range Seats {
		seat := game.Seat(i)
		if seat == viewer || s.shown && seat == s.landlord || s.open[i] {
			continue
		}
		if s.landlord == seat { // the bottom cards in it are known
			pool |= s.hands[i] &^ s.bottom
		} else {
			pool |= s.hands[i]
		}
		redraw = append(redraw, i)
	}
	if s.landlord == game.NoSeat {
		pool |= s.bottom
	}
	cs := pool.Cards()
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for _, i := range redraw {
		keep := dz.Set(0)
		n := s.hands[i].Len()
		if s.landlord == game.Seat(i) {
			keep = s.hands[i] & s.bottom
			n -= keep.Len()
		}
		s.hands[i] = keep | dz.SetOf(cs[:n])
		cs = cs[n:]
	}
	if s.landlord == game.NoSeat {
		s.bottom = dz.SetOf(cs)
	}
	s.rng = game.NewRNG(r.Uint64())
	return s
}

// TestViewsReadNoNullLists: a program reads [] for an empty list, and
// null only for a seat yet to act in the trick, in every seat's view at
// every step of a game of each config (one game each: encoding every view
// at every step of the whole suite is slow under the race detector).
func TestViewsReadNoNullLists(t *testing.T) {
	nulls := suite
	nulls.Games, nulls.Twin = 1, nil
	nulls.Invariant = func(t gametest.T, s State, _ []game.Event) {
		for seat := range game.Seat(Seats) {
			v := s.view(seat)
			var notActed []string
			for i, acted := range v.Acted {
				if !acted {
					notActed = append(notActed, fmt.Sprintf("last[%d]", i))
				}
			}
			assert.Equal(t, notActed, gametest.Nulls(t, v), "%s's view", seat)
		}
	}
	nulls.Run(t)
}

// invariant: the 54 cards are all there (hands, bottom before it is
// taken, cards played), scores are zero-sum, and a deal's result adds up.
func invariant(t gametest.T, s State, events []game.Event) {
	var all dz.Counts
	for _, h := range s.hands {
		all = all.Plus(h.Counts())
	}
	all = all.Plus(s.played.Counts())
	if s.landlord == game.NoSeat && s.phase != PhaseOver {
		all = all.Plus(s.bottom.Counts())
	}
	if s.phase != PhaseOver && s.phase != PhaseOpen {
		assert.Equal(t, dz.Pack, all, "every card is in a hand, the bottom or played")
	}
	assert.Zero(t, s.scores[0]+s.scores[1]+s.scores[2], "scores are zero-sum")
	for _, e := range events {
		if d, ok := e.(DealOver); ok {
			r := d.Result
			assert.Zero(t, r.Delta[0]+r.Delta[1]+r.Delta[2])
			show := 0
			switch {
			case r.Open != [Seats]bool{}:
				show = 2
			case r.Shown:
				show = 1
			}
			points := r.Base * multiplier(r.Bombs, show, r.Spring || r.Anti)
			want, capped := points, false
			if s.cfg.Cap > 0 && want > s.cfg.Cap {
				want, capped = s.cfg.Cap, true
			}
			assert.Equal(t, want, r.Points)
			sum := 0
			for i := range game.Seat(Seats) {
				if i == r.Landlord {
					continue
				}
				stake := points
				for _, d := range []bool{r.Doubled[r.Landlord], r.Doubled[i]} {
					if d {
						stake *= 2
					}
				}
				if s.cfg.Cap > 0 && stake > s.cfg.Cap {
					stake, capped = s.cfg.Cap, true
				}
				assert.Equal(t, stake, r.Stakes[i], "%s's stake", i)
				assert.Equal(t, stake, abs(r.Delta[i]))
				sum += stake
			}
			assert.Equal(t, sum, r.Stakes[r.Landlord])
			assert.Equal(t, sum, abs(r.Delta[r.Landlord]))
			assert.Equal(t, capped, r.Capped)
			if !s.cfg.Doubling {
				assert.Equal(t, [Seats]bool{}, r.Doubled, "nobody doubles without the option")
			}
			assert.Zero(t, r.Hands[r.Winner], "the winner went out")
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
