package blackjack

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"teahouse/ai/review"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/host"
	bj "teahouse/rules/blackjack"
)

// ReviewThresholds are Blackjack's cut-offs on a decision's cost, in
// bets: the hand's initial bet (doubles and splits count all the money
// they put out).
var ReviewThresholds = review.Thresholds{Unit: "bets", Inaccuracy: 0.02, Mistake: 0.08, Blunder: 0.25}

// ReviewVersion is the version of Blackjack's reviewer: bump it when its
// figures change.
const ReviewVersion = "1"

// Review reviews every decision of req.Seat in l but its bets: each hand's
// play (stand, hit, double, split, surrender: every action the seat's
// chips allowed, valued exactly as the hint values it, NewHint), and
// insurance and even money. Values are exact for the cards the seat had
// not seen since the shuffle (the shoe and the hole card), read from the
// events the seat saw (Seen), never from the shoe. Insurance is valued as
// its side bet (declining is 0, insuring a stake s of a bet b is s/b ×
// InsuranceEV); even money as the hand (taking it is +1, declining the
// blackjack's payout times the chance that the hole card is not a ten).
func Review(ctx context.Context, l game.Log[gb.Action], req review.Request) ([]review.Position, error) {
	frames, err := host.Frames(gb.Game, l, req.Seat)
	if err != nil {
		return nil, err
	}
	total := 0
	for _, e := range l.Entries {
		if e.Seat == req.Seat {
			total++
		}
	}
	var out []review.Position
	seen, done := NewSeen(0), 0
	for i, e := range l.Entries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sight := frames[i].Sights[0] // the seat's view after i actions, and the events it saw
		seen = seen.Decks(sight.View.Config.Rules.Decks)
		for _, ev := range sight.Events {
			seen = seen.Apply(ev)
		}
		if e.Seat != req.Seat {
			continue
		}
		p, ok, err := judge(sight.View, seen, e.Action)
		if err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", i+1, e.Seat, err)
		}
		if ok {
			p.Step = i
			out = append(out, p)
		}
		if done++; req.Progress != nil {
			req.Progress(done, total)
		}
	}
	return out, nil
}

// judge values every choice the viewer of v had, having seen seen, and
// marks the one action a made; ok is false when a is no decision the
// review values (a bet, a rebuy, sitting out).
func judge(v gb.View, seen Seen, a gb.Action) (review.Position, bool, error) {
	switch a.Kind {
	case gb.KindInsure, gb.KindDecline, gb.KindEvenMoney:
		if v.Phase != gb.PhaseInsurance {
			return review.Position{}, false, nil
		}
		unseen, err := seen.Unseen()
		if err != nil {
			return review.Position{}, false, err
		}
		return insurance(v, unseen, a), true, nil
	case gb.KindHit, gb.KindStand, gb.KindDouble, gb.KindSplit, gb.KindSurrender:
		hand, ok := v.Active()
		if !ok {
			return review.Position{}, false, nil
		}
		unseen, err := seen.Unseen()
		if err != nil {
			return review.Position{}, false, err
		}
		ph := bj.PlayerHand{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit, SplitAces: hand.SplitAces, Hands: v.Me().NHands}
		h, err := NewHint(v.Config.Rules, unseen, bj.Value(v.Dealer.Up().Rank), ph)
		if err != nil {
			return review.Position{}, false, err
		}
		p := review.Position{Kind: "play", Situation: situation(v, hand), Chosen: -1}
		for _, act := range Actions {
			ev, legal := h.EVs.EV(act)
			if !legal || v.Check(gameAction(act)) != nil {
				continue // the rules or the chips forbid it
			}
			if gameAction(act).Kind == a.Kind {
				p.Chosen = len(p.Choices)
			}
			p.Choices = append(p.Choices, review.Choice{Action: act.String(), Value: ev})
		}
		return p, p.Chosen >= 0, nil
	}
	return review.Position{}, false, nil
}

// insurance values the insurance decision of the viewer of v, for the
// unseen cards: even money on a blackjack, else insurance.
func insurance(v gb.View, unseen Shoe, a gb.Action) review.Position {
	me := v.Me()
	p := unseen.Prob(bj.Ten)
	if me.Hands[0].Blackjack() {
		num, den := v.Config.Rules.Payout.Blackjack()
		return review.Position{Kind: "even money", Situation: situation(v, me.Hands[0]), Chosen: boolIndex(a.Kind != gb.KindEvenMoney), Choices: []review.Choice{
			{Action: "take even money", Value: 1},
			{Action: "decline", Value: float64(num) / float64(den) * (1 - p)},
		}}
	}
	bet := float64(me.Hands[0].Bet)
	worth := func(stake bj.Amount) float64 { return float64(stake) / bet * InsuranceEV(unseen) }
	pos := review.Position{Kind: "insurance", Situation: situation(v, me.Hands[0]), Choices: []review.Choice{{Action: "decline", Value: 0}}}
	if most := min(bj.MaxInsurance(me.Hands[0].Bet), me.Bankroll); most > 0 {
		pos.Choices = append(pos.Choices, review.Choice{Action: "insure " + most.String(), Value: worth(most)})
		if a.Kind == gb.KindInsure {
			pos.Chosen = 1
			if a.Amount != most {
				pos.Chosen = 2
				pos.Choices = append(pos.Choices, review.Choice{Action: "insure " + a.Amount.String(), Value: worth(a.Amount)})
			}
		}
	}
	return pos
}

// situation names hand h of the viewer of v and the dealer's up card:
// "K 6 (16) against a 10".
func situation(v gb.View, h gb.Hand) string {
	var b strings.Builder
	for _, c := range h.Cards[:h.N] {
		b.WriteString(c.Rank.String() + " ")
	}
	up := "a " + strconv.Itoa(bj.Value(v.Dealer.Up().Rank))
	switch bj.Value(v.Dealer.Up().Rank) {
	case bj.Ace:
		up = "an ace"
	case 8:
		up = "an 8"
	}
	return fmt.Sprintf("%s(%s) against %s", b.String(), bj.Describe(h.Cards[:h.N], h.FromSplit), up)
}

// boolIndex is 1 for true, 0 for false.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
