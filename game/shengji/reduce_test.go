package shengji

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// act applies actions in turn, failing the test on a refusal.
func act(t *testing.T, s State, actions ...Action) (State, []game.Event) {
	t.Helper()
	return gametest.Act(t, Game, s, actions...)
}

// refused checks that seat's action a is refused with a reason containing
// want, and that the state is unchanged.
func refused(t *testing.T, s State, seat game.Seat, a Action, kind error, want string) {
	t.Helper()
	next, events, err := Game.Reduce(s, seat, a)
	require.ErrorIs(t, err, kind)
	assert.ErrorContains(t, err, want)
	assert.Nil(t, events)
	assert.Equal(t, s, next, "a refusal changes nothing")
}

// dealer is a hand-made set of card lists: a card written twice is its
// two copies.
type dealer struct{ used Set }

// set makes the cards of list, each a copy not used yet.
func (d *dealer) set(t *testing.T, list string) Set {
	t.Helper()
	var s Set
	for _, c := range cards.MustParseList(list) {
		if d.used.Has(c) {
			c.Deck = 1
		}
		one, err := SetOf(c)
		require.NoError(t, err, "%s: more than two copies", c.ASCII())
		require.False(t, d.used.Has(c), "%s: more than two copies", c.ASCII())
		d.used, s = d.used.Union(one), s.Union(one)
	}
	return s
}

// pick is the cards of list taken from s, copy by copy.
func pick(t *testing.T, s Set, list string) Set {
	t.Helper()
	var out Set
	for _, c := range cards.MustParseList(list) {
		for deck := range uint8(2) {
			c.Deck = deck
			if s.Has(c) && !out.Has(c) {
				out = out.Union(mustSetOf(c))
				break
			}
		}
	}
	require.Equal(t, len(cards.MustParseList(list)), out.Len(), "%s is not all in %s", list, s)
	return out
}

// find is the first event of type E in events.
func find[E game.Event](t *testing.T, events []game.Event) E {
	t.Helper()
	for _, e := range events {
		if x, ok := e.(E); ok {
			return x
		}
	}
	var zero E
	t.Fatalf("no %s event in %v", zero.EventName(), events)
	return zero
}

// playing is a deal in play with these hands and kitty, seat 0 dealing
// and leading, trump at level 2 in suit.
func playing(t *testing.T, cfg Config, suit cards.Suit, hands [Seats]string, kitty string) State {
	t.Helper()
	s, err := Game.New(cfg, 1)
	require.NoError(t, err)
	var d dealer
	for i, h := range hands {
		s.hands[i] = d.set(t, h)
	}
	s.kitty = d.set(t, kitty)
	s.known = [Seats]Set{}
	s.dealer, s.leader, s.turn, s.phase = 0, 0, 0, PhasePlay
	s.trump = sj.Trump{Level: s.levels[0], Suit: suit}
	return s
}

func TestFailedThrow(t *testing.T) {
	tests := []struct {
		name    string
		leader  game.Seat
		penalty sj.ThrowPenalty
		adjust  int
	}{
		{name: "a defender's failed throw, no penalty", leader: 0},
		{name: "a defender's failed throw gives the attackers ten", leader: 0, penalty: sj.PenaltyTen, adjust: 10},
		{name: "an attacker's failed throw costs the attackers ten", leader: 2 - 1, penalty: sj.PenaltyTen, adjust: -10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hands := [Seats]string{"3C 4C", "3D 4D", "5D 6D", "7D 8D"}
			hands[tt.leader] = "AH KH"
			hands[(tt.leader+1)%Seats] = "AH 3H"
			s := playing(t, Config{Rules: sj.Rules{Penalty: tt.penalty}}, cards.Spades, hands, "2C 3C 4C 5C 6C 7C 8C 9C")
			s.leader, s.turn = tt.leader, tt.leader
			throw := s.hands[tt.leader]
			s, events := act(t, s, Play(throw))
			require.IsType(t, ThrowFailed{}, events[0], "another hand holds the other ace of hearts")
			f := events[0].(ThrowFailed).Failure
			kh := pick(t, throw, "KH")
			assert.Equal(t, kh, f.Beaten, "the smallest beaten unit is played instead")
			assert.Equal(t, (tt.leader+1)%Seats, f.Hand)
			assert.Equal(t, "AH", f.By.String())
			assert.Equal(t, tt.penalty.Points(), f.Penalty)
			assert.Equal(t, Played{Seat: tt.leader, Cards: kh, Lead: true, Left: 1}, events[1])
			assert.Equal(t, throw.Minus(kh), s.hands[tt.leader], "the ace goes back to the hand")
			assert.Equal(t, tt.adjust, s.adjust)
			assert.True(t, s.known[tt.leader].Contains(throw.Minus(kh)), "everyone saw the ace")
			assert.Equal(t, f, Game.View(s, game.Spectator).Failure, "the failure is shown to all")
		})
	}
}

func TestThrowThatStands(t *testing.T) {
	s := playing(t, Config{}, cards.Spades, [Seats]string{"AH KH", "QH 3H", "5D 6D", "7D 8D"}, "2C 3C 4C 5C 6C 7C 8C 9C")
	s, events := act(t, s, Play(s.hands[0]))
	assert.Equal(t, Played{Seat: 0, Cards: s.trick[0], Lead: true}, events[0], "nobody beats the ace or the king")
	assert.Equal(t, 2, s.trick[0].Len())
	refused(t, s, 1, Play(pick(t, s.hands[1], "QH")), game.ErrIllegal, "play 2 cards")
}

func TestRuff(t *testing.T) {
	// level 2, hearts trump; P1 leads a pair of spade kings.
	s := playing(t, Config{}, cards.Hearts, [Seats]string{"KS KS", "3H 3H", "5S 4S", "AH 4H"}, "2C 3C 4C 5C 6C 7C 8C 9C")
	s, _ = act(t, s, Play(s.hands[0]))
	refused(t, s, 1, Play(pick(t, s.hands[1], "3H")), game.ErrIllegal, "play 2 cards")
	s, _ = act(t, s, Play(s.hands[1]), Play(s.hands[2]))
	s, events := act(t, s, Play(s.hands[3]))
	won := find[TrickWon](t, events)
	assert.Equal(t, game.Seat(1), won.Seat, "a trump pair ruffs the pair; two trump singles do not")
	assert.Equal(t, 25, won.Points)
	assert.Equal(t, 25, s.points[1])
}

// Level 2, hearts trump: P1's throw of two spade tractors stands; P2, void
// in spades, ruffs with AH AH 2C 2C 2D 2D 2H 2H SJ SJ, whose 2D-2H-SJ and
// AH-2C (two equal level pairs, one for each) match both tractors; P3's
// lower ruff does not overtake it. P2 takes the trick.
func TestRuffOfTwoTractorsThroughTwoLevelPairs(t *testing.T) {
	s := playing(t, Config{}, cards.Hearts, [Seats]string{
		"AS AS KS KS QS QS 9S 9S 8S 8S",
		"AH AH 2C 2C 2D 2D 2H 2H SJ SJ",
		"3H 3H 4H 4H 5H 5H 7H 7H 8H 8H",
		"3S 4S 5S 6S 7S 10S JS 3D 4D 5D",
	}, "2S 3C 4C 5C 6C 7C 8C 9C")
	s, events := act(t, s, Play(s.hands[0]))
	assert.Equal(t, Played{Seat: 0, Cards: s.trick[0], Lead: true}, events[0], "the throw stands")
	s, _ = act(t, s, Play(s.hands[1]), Play(s.hands[2]))
	_, events = act(t, s, Play(s.hands[3]))
	assert.Equal(t, game.Seat(1), find[TrickWon](t, events).Seat, "the ruff that matches both tractors wins")
}

func TestFollowSuit(t *testing.T) {
	s := playing(t, Config{}, cards.Hearts, [Seats]string{"KS 3D", "4S 3H", "5S 4D", "6S 4H"}, "2C 3C 4C 5C 6C 7C 8C 9C")
	s, _ = act(t, s, Play(pick(t, s.hands[0], "KS")))
	refused(t, s, 1, Play(pick(t, s.hands[1], "3H")), game.ErrIllegal, "spades")
	refused(t, s, 2, Play(pick(t, s.hands[2], "5S")), game.ErrNotYourTurn, "P2 is to move")
	refused(t, s, 1, Bury(pick(t, s.hands[1], "4S")), game.ErrIllegal, "play cards")
	v := Game.View(s, 1)
	legal, complete := Game.Legal(v)
	assert.True(t, complete)
	assert.Equal(t, []Action{Play(pick(t, s.hands[1], "4S"))}, legal)
}

func TestKittyBuriedSecretly(t *testing.T) {
	s, err := Game.New(Config{Trump: "S"}, 7)
	require.NoError(t, err)
	require.Equal(t, PhaseBury, s.phase)
	kitty := s.kitty
	dealerView, other := Game.View(s, 0), Game.View(s, 1)
	assert.Equal(t, kitty, dealerView.Kitty, "the dealer sees the kitty")
	assert.Equal(t, sj.HandSize+sj.KittySize, dealerView.Hands[0].Len())
	assert.True(t, dealerView.Hands[0].Contains(kitty), "in the hand to bury")
	assert.True(t, other.Kitty.Empty(), "nobody else does")
	assert.Equal(t, sj.HandSize+sj.KittySize, other.Sizes[0])

	refused(t, s, 0, Bury(mustSetOf(kitty.Cards()[:7]...)), game.ErrIllegal, "bury 8 cards, not 7")
	refused(t, s, 1, Bury(mustSetOf(s.hands[1].Cards()[:8]...)), game.ErrNotYourTurn, "P1 is to move")
	refused(t, s, 0, Bury(mustSetOf(s.hands[1].Cards()[0]).Union(mustSetOf(s.hands[0].Cards()[:7]...))), game.ErrIllegal, "you do not hold")

	buried := mustSetOf(s.hands[0].Cards()[:sj.KittySize]...)
	s, events := act(t, s, Bury(buried))
	require.Len(t, events, 1)
	assert.Equal(t, Buried{Seat: 0, Cards: buried}, Game.Redact(events[0], 0))
	assert.Equal(t, Buried{Seat: 0}, Game.Redact(events[0], 2), "the others see a bury, not the cards")
	assert.Equal(t, buried, Game.View(s, 0).Kitty, "the dealer remembers what went down")
	assert.True(t, Game.View(s, 3).Kitty.Empty())
	assert.Equal(t, sj.HandSize, s.hands[0].Len())
	assert.Equal(t, PhasePlay, s.phase)
	assert.Equal(t, game.Seat(0), s.turn, "the dealer leads")
}

func TestDeclaring(t *testing.T) {
	s, err := Game.New(Config{Levels: [2]string{"2", "5"}}, 3)
	require.NoError(t, err)
	var d dealer
	for i := range s.hands {
		s.hands[i] = Set{}
	}
	s.hands[0] = d.set(t, "2H 2H 5S")
	s.hands[1] = d.set(t, "5S 5D")
	s.hands[2] = d.set(t, "SJ SJ")
	s.hands[3] = d.set(t, "BJ 2D")
	s.turn = 0
	refused(t, s, 0, Declare(pick(t, s.hands[0], "5S")), game.ErrIllegal, "5S")
	s, events := act(t, s, Declare(pick(t, s.hands[0], "2H")))
	assert.Equal(t, sj.Declaration{Strength: sj.OneLevelCard, Suit: cards.Hearts}, events[0].(Declared).Declaration)
	s.turn = 1
	v := Game.View(s, 1)
	assert.Equal(t, cards.Five, v.DeclareLevel(), "a first deal: each team declares with its own level")
	legal, _ := Game.Legal(v)
	assert.Equal(t, []Action{Pass()}, legal, "a single five does not overturn a declared single")
	refused(t, s, 1, Declare(pick(t, s.hands[1], "5D")), game.ErrIllegal, "does not overturn")
	s.turn = 0
	s, _ = act(t, s, Declare(pick(t, s.hands[0], "2H 2H")))
	assert.Equal(t, sj.LevelPair, s.decl.Strength, "the declarer reinforces its own suit")
	s.turn = 3
	legal, _ = Game.Legal(Game.View(s, 3))
	assert.Equal(t, []Action{Pass()}, legal, "a lone joker declares nothing; a two is not team 2's level")
	s.turn = 2
	s, _ = act(t, s, Declare(pick(t, s.hands[2], "SJ SJ")))
	assert.Equal(t, sj.Declaration{Strength: sj.SmallJokers}, s.decl, "a joker pair overturns a suit pair")
	assert.Equal(t, game.Seat(2), s.declarer)
	assert.Equal(t, pick(t, s.hands[2], "SJ SJ"), s.known[2], "everyone saw the jokers")
}

func TestNobodyDeclares(t *testing.T) {
	s, err := Game.New(Config{}, 11)
	require.NoError(t, err)
	for s.phase == PhaseDeal {
		s, _ = act(t, s, Pass())
	}
	suit, turned := sj.TrumpFromKitty(s.pack[dealCards:], cards.Two)
	assert.Equal(t, sj.Trump{Level: cards.Two, Suit: suit}, s.trump)
	assert.Equal(t, s.pack[dealCards:dealCards+turned], Game.View(s, game.Spectator).Turned, "the turned cards are public")
	assert.Equal(t, game.Seat(0), s.dealer, "the first seat dealt deals")
	assert.Equal(t, PhaseBury, s.phase)
	assert.Equal(t, sj.HandSize+sj.KittySize, s.hands[0].Len())
}

// Nobody declares at level 3 and the kitty is 9H QS 6S JD QC 2C 6H QC: no
// 3 and no joker, so all eight are turned before QS (the highest, the
// first of two queens turned) makes spades trump. The event, its JSON and
// every view record the eight, in the order they were turned.
func TestNobodyDeclaresTurnsTheWholeKitty(t *testing.T) {
	s, err := Game.New(Config{Levels: [2]string{"3", "3"}}, 11)
	require.NoError(t, err)
	kitty := cards.MustParseList("9H QS 6S JD QC 2C 6H QC")
	for i, want := range kitty { // a pack shuffled otherwise: the kitty last
		at := dealCards + i
		for j := s.dealt; j < sj.PackSize; j++ {
			if (j < dealCards || j >= at) && s.pack[j].Face() == want.Face() {
				s.pack[j], s.pack[at] = s.pack[at], s.pack[j]
				break
			}
		}
		require.Equal(t, want.Face(), s.pack[at].Face(), "%s is not dealt yet", want)
	}
	var events []game.Event
	for s.phase == PhaseDeal {
		s, events = act(t, s, Pass())
	}
	e := find[TrumpDecided](t, events)
	assert.Equal(t, sj.Trump{Level: cards.Three, Suit: cards.Spades}, e.Trump)
	assert.Equal(t, cards.Format(kitty), cards.Format(e.Turned), "every card turned, in turning order")
	assert.Equal(t, s.pack[dealCards:], e.Turned, "the kitty's own cards")
	for _, seat := range []game.Seat{game.Spectator, 0, 1, 2, 3} {
		assert.Equal(t, e.Turned, Game.View(s, seat).Turned, "the turned cards are public")
	}
	assert.True(t, s.known[s.dealer].Contains(mustSetOf(e.Turned...)), "everyone knows the dealer holds them")
	data, err := json.Marshal(e)
	require.NoError(t, err)
	var back struct {
		Turned []cards.Card `json:"turned"`
	}
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, e.Turned, back.Turned, "the JSON keeps the cards and their order: %s", data)
}

func TestDealScoring(t *testing.T) {
	// P2 (an attacker) wins the last trick with a single: the kitty's 35
	// points count twice, 70, with the 10 of the trick: 80, a take-over.
	s := playing(t, Config{Deals: 2}, cards.Spades, [Seats]string{"3D", "AD", "4D", "KD"}, "KC KC 10C 5C 3C 4C 6C 7C")
	s, events := act(t, s, Play(s.hands[0]), Play(s.hands[1]), Play(s.hands[2]), Play(s.hands[3]))
	var r DealResult
	for _, e := range events {
		if d, ok := e.(DealOver); ok {
			r = d.Result
		}
	}
	assert.Equal(t, 1, r.Attackers)
	assert.Equal(t, 2, r.Multiplier)
	assert.Equal(t, 70, r.KittyPoints)
	assert.Equal(t, 80, r.Points)
	assert.Equal(t, sj.Result{AttackersWin: true}, r.Result)
	assert.Equal(t, 2, s.deal, "the next deal is dealt")
	assert.Equal(t, game.Seat(1), s.dealer, "by the next seat, an attacker")
	assert.Equal(t, PhaseDeal, s.phase)
	assert.False(t, Game.Outcome(s).Over)
}

func TestWinAtAce(t *testing.T) {
	s := playing(t, Config{Deals: 5, Levels: [2]string{"A", "3"}}, cards.Spades, [Seats]string{"AD", "3D", "4D", "KD"}, "2C 3C 4C 6C 7C 8C 9C JC")
	s, events := act(t, s, Play(s.hands[0]), Play(s.hands[1]), Play(s.hands[2]), Play(s.hands[3]))
	assert.Equal(t, GameOver{Winner: 0, Levels: [2]cards.Rank{cards.Ace, cards.Three}}, events[len(events)-1])
	o := Game.Outcome(s)
	assert.True(t, o.Over)
	assert.Equal(t, []game.Seat{0, 2}, o.Winners)
	assert.Equal(t, "won at A", o.Seats[0].Line)
	assert.Equal(t, "level 3", o.Seats[1].Line)
	assert.Empty(t, Game.Waiting(s))
	refused(t, s, 0, Pass(), game.ErrGameOver, "over")
}

func TestBadConfig(t *testing.T) {
	for _, cfg := range []Config{{Deals: -1}, {Deals: MaxDeals + 1}, {Levels: [2]string{"1", ""}}, {Trump: "X"},
		{Rules: sj.Rules{Kitty: 9}}, {Rules: sj.Rules{Levels: sj.LevelTable{Step: -5}}}} {
		_, err := Game.New(cfg, 1)
		assert.Error(t, err, "%+v", cfg)
	}
}

func TestDealtCardsAreSecret(t *testing.T) {
	s, err := Game.New(Config{}, 5)
	require.NoError(t, err)
	s, events := act(t, s, Pass())
	dealt := find[CardDealt](t, events)
	assert.Equal(t, game.Seat(1), dealt.Seat, "the second card goes to the next seat")
	assert.Equal(t, dealt, Game.Redact(dealt, 1))
	for _, viewer := range []game.Seat{0, 2, 3, game.Spectator} {
		assert.Equal(t, CardDealt{Seat: 1, Left: dealt.Left}, Game.Redact(dealt, viewer), "%s sees a card dealt, not which", viewer)
		assert.True(t, Game.View(s, viewer).Hands[1].Empty())
	}
	assert.Equal(t, 1, Game.View(s, 0).Sizes[1])
	assert.Equal(t, mustSetOf(dealt.Card), Game.View(s, 1).Hands[1])
}

// A throw is no listed lead (there are too many), but Check accepts it and
// Legal says its list is not complete.
func TestThrowsAreLegalButNotListed(t *testing.T) {
	s := playing(t, Config{}, cards.Spades, [Seats]string{"AH KH", "QH 3H", "5D 6D", "7D 8D"}, "2C 3C 4C 5C 6C 7C 8C 9C")
	v := Game.View(s, 0)
	legal, complete := Game.Legal(v)
	assert.False(t, complete)
	assert.NotContains(t, legal, Play(s.hands[0]))
	assert.NoError(t, Game.Check(v, Play(s.hands[0])))
	assert.ErrorContains(t, Game.Check(v, Play(pick(t, s.hands[0], "AH").Union(s.kitty))), "you do not hold")
}

func TestFinishedTricksAreInEveryView(t *testing.T) {
	s := playing(t, Config{}, cards.Hearts, [Seats]string{"KS 3D", "4S 3H", "5S 4D", "6S 4H"}, "2C 3C 4C 5C 6C 7C 8C 9C")
	first := [Seats]Set{pick(t, s.hands[0], "KS"), pick(t, s.hands[1], "4S"), pick(t, s.hands[2], "5S"), pick(t, s.hands[3], "6S")}
	assert.Empty(t, Game.View(s, 1).Finished, "no trick is finished yet")
	s, _ = act(t, s, Play(first[0]), Play(first[1]), Play(first[2]))
	assert.Empty(t, Game.View(s, 1).Finished, "the trick under way is in Trick, not Finished")
	s, _ = act(t, s, Play(first[3]))
	for _, viewer := range []game.Seat{0, 1, 2, 3, game.Spectator} {
		v := Game.View(s, viewer)
		require.Len(t, v.Finished, 1, "viewer %s", viewer)
		assert.Equal(t, Trick{Leader: 0, Plays: first, Winner: 0}, v.Finished[0], "viewer %s sees every play", viewer)
	}
}
