package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// suite describes Shengji to the generic tests.
var suite = gametest.Suite[Config, State, Action, View]{
	Game: Game,
	Configs: []Config{{}, {Trump: "H", Levels: [2]string{"K", "5"}, Rules: sj.Rules{Penalty: sj.PenaltyTen}},
		{Trump: "NT", Deals: 2, Rules: sj.Rules{NoTractors: true, Kitty: sj.KittyDouble}},
		{Levels: [2]string{"A", "A"}}},
	Choose:    choose,
	Junk:      junk,
	Twin:      twin,
	Invariant: invariant,
}

// TestContract runs the generic suite: whole games that replay, refusals
// that change nothing, and views and events that hide the other hands,
// the undealt cards and the kitty. A deal is some 200 actions (100 of
// them declaring windows), so -short plays 6 games of each config.
func TestContract(t *testing.T) {
	su := suite
	if testing.Short() {
		su.Games = 6
	}
	su.Run(t)
}

// choose plays uniformly among the legal actions, but mostly passes while
// the cards are dealt (so some deals nobody declares), and leads a throw
// of a suit's holding now and then so throws are refereed.
func choose(r *rand.Rand, v View, legal []Action) Action {
	if v.Phase == PhaseDeal && r.IntN(40) != 0 {
		return legal[0]
	}
	if v.Leading() && r.IntN(4) == 0 {
		if a := throwOf(v.Mine(), v.Trump, cards.Suit(r.IntN(cards.NumSuits+1))); !a.Cards.Empty() {
			return a
		}
	}
	return legal[r.IntN(len(legal))]
}

// throwOf leads every card of hand in effective suit (at most six).
func throwOf(hand Set, t sj.Trump, suit cards.Suit) Action {
	var cs []cards.Card
	for _, c := range hand.Cards() {
		if t.SuitOf(c) == suit && len(cs) < 6 {
			cs = append(cs, c)
		}
	}
	return Play(mustSetOf(cs...))
}

var junkKinds = []ActionKind{KindPass, KindDeclare, KindBury, KindPlay, "bogus"}

// junk is any action at all: a kind and a few random cards of the pack.
func junk(r *rand.Rand) Action {
	a := Action{Kind: junkKinds[r.IntN(len(junkKinds))]}
	n := r.IntN(10)
	if a.Kind == KindBury && r.IntN(2) == 0 {
		n = sj.KittySize
	}
	for range n {
		a.Cards = a.Cards.Union(mustSetOf(cardAt(r.IntN(sj.PackSize))))
	}
	return a
}

// twin deals again every card viewer has not seen: the other hands but
// the cards everyone knows they hold, the cards not dealt yet, the kitty
// but for the dealer, and the RNG.
func twin(r *rand.Rand, s State, viewer game.Seat) State {
	sees := func(seat game.Seat) bool { return seat == viewer || viewer == game.Omniscient }
	var pool []cards.Card
	var sizes [Seats]int
	turned := mustSetOf(s.turnedCards()...)
	for i := range game.Seat(Seats) {
		if sees(i) {
			continue
		}
		keep := s.hands[i].Inter(s.known[i])
		if s.phase == PhaseBury && i == s.dealer {
			keep = keep.Union(s.hands[i].Inter(turned))
		}
		hidden := s.hands[i].Minus(keep)
		pool = append(pool, hidden.Cards()...)
		s.hands[i], sizes[i] = keep, hidden.Len()
	}
	if s.phase == PhaseDeal {
		pool = append(pool, s.pack[s.dealt:]...)
	}
	hideKitty := s.phase == PhasePlay && !sees(s.dealer)
	if hideKitty {
		pool = append(pool, s.kitty.Cards()...)
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range Seats {
		s.hands[i] = s.hands[i].Union(mustSetOf(pool[:sizes[i]]...))
		pool = pool[sizes[i]:]
	}
	if s.phase == PhaseDeal {
		copy(s.pack[s.dealt:], pool)
		pool = pool[len(s.pack)-s.dealt:]
	}
	if hideKitty {
		s.kitty = mustSetOf(pool...)
	}
	if s.phase == PhaseBury && !sees(s.dealer) {
		// the kitty is somewhere in the dealer's new hand: the turned cards
		// and any others
		rest := s.hands[s.dealer].Minus(turned).Cards()
		s.kitty = turned.Union(mustSetOf(rest[:sj.KittySize-turned.Len()]...))
	}
	s.rng = game.NewRNG(r.Uint64())
	return s
}

// TestViewsReadNoNullLists: a program reads [] for an empty list, never
// null, in every seat's view at every step of a game of each config (one
// game each: encoding every view at every step of the whole suite is slow
// under the race detector).
func TestViewsReadNoNullLists(t *testing.T) {
	nulls := suite
	nulls.Games, nulls.Twin = 1, nil
	nulls.Invariant = func(t gametest.T, s State, _ []game.Event) {
		for seat := range game.Seat(Seats) {
			assert.Empty(t, gametest.Nulls(t, s.view(seat)), "%s's view", seat)
		}
	}
	nulls.Run(t)
}

// invariant: the 108 cards are all there, each once (hands, the trick,
// the tricks taken, the kitty or the cards not dealt yet), and a deal's
// result adds up: 200 points with the kitty's, every seat played 25
// cards, the level table applied.
func invariant(t gametest.T, s State, events []game.Event) {
	places := append(s.hands[:], s.trick[:]...)
	places = append(places, s.taken[0], s.taken[1])
	if s.phase == PhaseDeal {
		places = append(places, mustSetOf(s.pack[s.dealt:]...))
	} else if s.phase != PhaseBury {
		places = append(places, s.kitty)
	}
	var all Set
	n := 0
	for _, p := range places {
		all, n = all.Union(p), n+p.Len()
	}
	if s.phase != PhaseOver {
		assert.Equal(t, sj.PackSize, n, "no card is in two places")
		assert.Equal(t, sj.PackSize, all.Len(), "every card is somewhere")
	}
	for _, e := range events {
		if d, ok := e.(DealOver); ok {
			checkResult(t, d.Result)
		}
	}
}

// checkResult checks a deal's result adds up.
func checkResult(t gametest.T, r DealResult) {
	assert.Equal(t, sj.TotalPoints, r.TrickPoints[0]+r.TrickPoints[1]+sj.Points(r.Kitty.Cards()), "200 points counting the kitty")
	assert.Equal(t, r.TrickPoints[r.Attackers]+r.KittyPoints+r.Penalties, r.Points)
	assert.Equal(t, r.Multiplier*sj.Points(r.Kitty.Cards()), r.KittyPoints)
	assert.Equal(t, sj.KittySize, r.Kitty.Len())
	assert.LessOrEqual(t, r.Tricks, sj.HandSize, "at most 25 tricks: one a card of each hand")
	assert.Positive(t, r.Tricks)
}
