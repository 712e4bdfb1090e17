package table

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	"teahouse/rules/cards"
)

func TestBottomSeatIsTheViewersOrP1(t *testing.T) {
	b := NewBottom(3)
	assert.Equal(t, game.NoSeat, b.Viewer, "nobody watches before the first Sync")
	for viewer, want := range map[game.Seat]game.Seat{
		0: 0, 2: 2, 3: 0, game.Spectator: 0, game.Omniscient: 0, game.NoSeat: 0,
	} {
		b.Viewer = viewer
		assert.Equal(t, want, b.Seat(), "viewer %v", viewer)
	}
}

func TestBottomForAndHold(t *testing.T) {
	c := func(r cards.Rank) cards.Card { return cards.Card{Rank: r, Suit: cards.Spades} }
	hands := [][]cards.Card{{c(cards.Three), c(cards.Four), c(cards.Five)}, {c(cards.Ace)}}
	handOf := func(s game.Seat) []cards.Card { return hands[s] }

	b := NewBottom(2).For(game.Omniscient, handOf)
	assert.Equal(t, game.Omniscient, b.Viewer)
	assert.Equal(t, hands[0], b.Hand.Cards(), "an audience sees P1's hand")

	b.Hand = b.Hand.Toggle(0).Toggle(2)
	b = b.Hold([]cards.Card{c(cards.Three), c(cards.Five)})
	assert.Equal(t, []cards.Card{c(cards.Three), c(cards.Five)}, b.Hand.Chosen(), "the cards left keep their selection")

	b.Hand, _ = b.Hand.Type(func(x cards.Card) bool { return x.Rank == cards.Three })
	b = b.Hold([]cards.Card{c(cards.Three), c(cards.Five)})
	assert.True(t, b.Hand.Typing(), "the same cards leave the hand as it is")

	b = b.For(1, handOf)
	assert.Equal(t, game.Seat(1), b.Viewer)
	assert.Equal(t, hands[1], b.Hand.Cards(), "a new viewer sees their own hand")
	assert.Empty(t, b.Hand.Chosen(), "with nothing chosen")
}

func TestTry(t *testing.T) {
	refuse := func(_ int, a string) error {
		if a == "bad" {
			return game.Illegal("not that one")
		}
		return nil
	}
	c := Ctx[int, string]{check: refuse, MyTurn: true}
	assert.Equal(t, "ok", *c.Try("ok").Act, "the viewer's turn: sent")
	assert.Equal(t, "bad", *c.Try("bad").Act, "the driver judges it before sending")

	c.MyTurn = false
	assert.Equal(t, Intent[string]{Status: "Not that one"}, c.Try("bad"), "not their turn: why not")
	assert.Equal(t, Intent[string]{}, c.Try("ok"), "not their turn: nothing to say")

	c.MyTurn, c.Busy = true, true
	assert.Equal(t, Intent[string]{}, c.Try("bad"), "still being shown: nothing")
	c.Busy, c.Replay = false, &ReplayInfo{}
	assert.Equal(t, Intent[string]{}, c.Try("ok"), "a replay takes no action")
}

// Sync starts a new viewer afresh and keeps a viewer's selection; a play
// of the viewer's own clears it at once, another seat's stays a moment;
// click and esc choose and unselect.
func TestBottomSyncPlayedClickUnselect(t *testing.T) {
	c := func(r cards.Rank) cards.Card { return cards.Card{Rank: r, Suit: cards.Spades} }
	hands := [][]cards.Card{{c(cards.Three), c(cards.Four)}, {c(cards.Ace)}}
	handOf := func(s game.Seat) []cards.Card { return hands[s] }

	b := NewBottom(2).Sync(0, handOf)
	b, onHand := b.Click("hand1", "hand", true)
	assert.True(t, onHand)
	assert.Equal(t, hands[0][1:], b.Hand.Chosen())
	_, onHand = b.Click("btn-play", "hand", true)
	assert.False(t, onHand, "a button is the face's own")
	assert.Equal(t, hands[0][1:], b.Sync(0, handOf).Hand.Chosen(), "the same viewer keeps the selection")
	assert.Empty(t, b.Sync(1, handOf).Hand.Chosen(), "a new viewer starts afresh")

	other, beat := b.Played(1, 0.4)
	assert.Equal(t, Beat{Pause: 0.4}, beat, "another seat's play stays a moment")
	assert.Equal(t, hands[0][1:], other.Hand.Chosen())
	mine, beat := b.Played(0, 0.4)
	assert.Equal(t, Beat{}, beat)
	assert.Empty(t, mine.Hand.Chosen(), "the viewer's own play clears the selection")

	b, ok := b.Unselect()
	assert.True(t, ok)
	assert.Empty(t, b.Hand.Chosen())
	_, ok = b.Unselect()
	assert.False(t, ok, "nothing left to unselect")
}
