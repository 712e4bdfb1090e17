package shengji

import (
	"errors"
	"fmt"

	"teahouse/rules/cards"
)

// ErrIllegalFollow is the kind of every refusal CheckFollow gives; the
// error's text is the reason in a player's words.
var ErrIllegalFollow = errors.New("illegal follow")

// followError is a refusal of a follow, with its reason.
type followError struct{ reason string }

// Error is the reason alone: it is said to the player as it is.
func (e *followError) Error() string { return e.reason }

// Unwrap makes errors.Is(err, ErrIllegalFollow) hold.
func (e *followError) Unwrap() error { return ErrIllegalFollow }

// refuse is a refusal of a follow with a reason written as fmt.Sprintf does.
func refuse(format string, args ...any) error {
	return &followError{reason: fmt.Sprintf(format, args...)}
}

// CheckFollow reports whether play, from hand, is a legal follow to lead
// under trump context t, and if not why, in a sentence ("hearts were led
// and the hand holds a pair of hearts: play a pair"). Cards compare by face,
// so which copy of a card is played does not matter here.
//
// The obligations, in order:
//   - play as many cards as were led, all from the hand;
//   - follow the led effective suit: a hand holding no more cards of it
//     than were led plays all of them and fills with anything; otherwise
//     every card played is of that suit;
//   - tractors: the play places as many pairs in tractors matching the
//     lead's as the hand can (each of the lead's tractors is matched whole
//     or not at all, by consecutive pairs of the suit, a pair serving one
//     tractor; the most pairs over every way to place them counts);
//   - pairs: the play holds as many pairs as the lead, or all the hand's
//     pairs of the suit if it has fewer (a tractor's pairs count).
//
// A hand void in the led suit may play anything: ruffing with trumps is
// not an obligation. Whether a throw may be led at all is CheckThrow's
// question; CheckFollow reads any lead of one suit.
func CheckFollow(hand, lead, play []cards.Card, t Trump, r Rules) error {
	f, err := newFollower(hand, lead, t, r)
	if err != nil {
		return err
	}
	if len(play) != f.l.Size {
		return refuse("play %d cards, as many as were led", f.l.Size)
	}
	if err := holds(hand, play); err != nil {
		return err
	}
	return f.check(tallyOf(play, f.l.Suit, t), true)
}

// follower is what the follow obligations of a hand to a lead come to,
// worked out once: the lead, the hand's cards of the led suit, and the
// tractor pairs and pairs a follow must hold.
type follower struct {
	l                Lead
	inHand           tally
	needTractorPairs int
	needPairs        int
}

// newFollower works out the obligations of hand to lead.
func newFollower(hand, lead []cards.Card, t Trump, r Rules) (follower, error) {
	l, err := ReadLead(lead, t, r)
	if err != nil {
		return follower{}, fmt.Errorf("the lead is no play: %w", err)
	}
	if err := checkHand(hand); err != nil {
		return follower{}, err
	}
	f := follower{l: l, inHand: tallyOf(hand, l.Suit, t)}
	if len(l.Tractors) > 0 {
		f.needTractorPairs = fitTractors(f.inHand.pairRow(), l.Tractors).pairs
	}
	f.needPairs = min(l.Pairs, f.inHand.pairs())
	return f, nil
}

// errRefused stands for any refusal when its reason is not wanted.
var errRefused = &followError{reason: "illegal follow"}

// check judges the cards of the led suit in a play of the lead's size from
// the hand; with explain false a refusal is errRefused, without words.
func (f *follower) check(played tally, explain bool) error {
	l, inHand := f.l, f.inHand
	name := SuitName(l.Suit)
	no := func(format string, args ...any) error {
		if !explain {
			return errRefused
		}
		return refuse(format, args...)
	}
	if inHand.n <= l.Size {
		if played.n < inHand.n {
			return no("%s were led and the hand holds %d of them: play all of them, then any cards", name, inHand.n)
		}
		return nil
	}
	if played.n < l.Size {
		return no("%s were led and the hand holds %d: play %d %s", name, inHand.n, l.Size, name)
	}
	if f.needTractorPairs > 0 && fitTractors(played.pairRow(), l.Tractors).pairs < f.needTractorPairs {
		if len(l.Tractors) == 1 {
			return no("a tractor of %s was led and the hand holds one: play a tractor of %d pairs", name, l.Tractors[0])
		}
		return no("tractors of %s were led and the hand holds tractors: match %d pairs of them with tractors", name, f.needTractorPairs)
	}
	if played.pairs() < f.needPairs {
		if f.needPairs == 1 {
			return no("%s were led with a pair and the hand holds a pair of %s: play a pair", name, name)
		}
		return no("%s were led with %d pairs and the hand holds %d: play %d pairs", name, l.Pairs, inHand.pairs(), f.needPairs)
	}
	return nil
}

// holds reports, as a refusal, a card of play the hand does not hold (by
// face: both copies of a card are the same card in play).
func holds(hand, play []cards.Card) error {
	have, want := countFaces(hand), countFaces(play)
	for _, c := range play {
		if !c.Valid() {
			return refuse("%s is not a card", c.ASCII())
		}
		switch n := have[faceIndex(c)]; {
		case n == 0:
			return refuse("the hand holds no %s", c.ASCII())
		case want[faceIndex(c)] > n:
			return refuse("the hand holds only one %s", c.ASCII())
		}
	}
	return nil
}
