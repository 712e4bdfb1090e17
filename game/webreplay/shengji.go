package webreplay

import (
	"fmt"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Shengji draws a Shengji table: each seat's hand (face down with its
// size when the eyes cannot see it) and its play in the trick in front of
// it; a step that finishes a trick shows the whole trick with the
// winner's play marked (the view has cleared it by then: prev holds the
// first plays). In the middle: the trump, the levels, the attackers'
// points, the kitty for the dealer's eyes and what was declared.
func Shengji(prev, v gs.View, events []game.Event, names []string) Scene {
	trick, winner := v.Trick, game.NoSeat
	for _, e := range events {
		switch e := e.(type) {
		case gs.Played:
			if prev.Phase == gs.PhasePlay {
				trick = prev.Trick
				trick[e.Seat] = e.Cards
			}
		case gs.TrickWon:
			winner = e.Seat
		}
	}
	if winner == game.NoSeat {
		trick = v.Trick
	}
	var sc Scene
	for i := range game.Seat(gs.Seats) {
		box := SeatBox{Name: names[i], Turn: v.Phase != gs.PhaseOver && v.Turn == i}
		if v.Dealer == i {
			box.Tags = append(box.Tags, "dealer")
		}
		if v.Dealer != game.NoSeat {
			box.Tags = append(box.Tags, map[bool]string{true: "defends", false: "attacks"}[sj.Team(int(i)) == sj.Team(int(v.Dealer))])
		}
		hand := Pile{Label: "hand", Cards: following(v.Hands[i].Cards(), v, i, i == v.Viewer)}
		if len(hand.Cards) == 0 {
			hand.Hidden = v.Sizes[i]
		}
		box.Piles = append(box.Piles, hand)
		if !trick[i].Empty() {
			label := "plays"
			if i == v.Leader && winner == game.NoSeat || winner != game.NoSeat && i == prev.Leader {
				label = "leads"
			}
			box.Piles = append(box.Piles, Pile{Label: label, Cards: following(trick[i].Cards(), v, i, true), Mark: i == winner})
		}
		box.Lines = append(box.Lines, fmt.Sprintf("%d cards · team level %s", v.Sizes[i], v.Levels[sj.Team(int(i))]))
		sc.Seats = append(sc.Seats, box)
	}
	sc.Lines = append(sc.Lines, fmt.Sprintf("Deal %d", v.Deal))
	switch {
	case v.Phase == gs.PhaseDeal:
		sc.Lines = append(sc.Lines, fmt.Sprintf("Dealing: %d of 100 cards dealt", v.Dealt))
		if v.Declarer != game.NoSeat {
			sc.Middle = append(sc.Middle, Pile{Label: names[v.Declarer] + " declared " + v.Declaration.String(), Cards: CardsOf(v.DeclaredCards.Cards())})
		}
	case v.Trump.Valid():
		trump := "no trump"
		if !v.Trump.NoTrump() {
			trump = "trump " + v.Trump.Suit.String()
		}
		sc.Lines = append(sc.Lines, fmt.Sprintf("%s, level %s · tricks %d", trump, v.Trump.Level, v.Tricks))
	}
	if v.Dealer != game.NoSeat && v.Phase != gs.PhaseDeal {
		attackers := 1 - sj.Team(int(v.Dealer))
		line := fmt.Sprintf("Attackers' points: %d", v.Points[attackers])
		if v.Penalties != 0 {
			line += fmt.Sprintf(" (%+d for failed throws)", v.Penalties)
		}
		sc.Lines = append(sc.Lines, line)
	}
	if winner != game.NoSeat {
		sc.Lines = append(sc.Lines, fmt.Sprintf("%s wins the trick", names[winner]))
	}
	if f := v.Failure; f.Failed() {
		sc.Lines = append(sc.Lines, fmt.Sprintf("%s's throw failed: %s beats it", names[f.Seat], names[f.Hand]))
	}
	if len(v.Turned) > 0 {
		sc.Middle = append(sc.Middle, Pile{Label: "kitty turned up, in order", Cards: CardsOf(v.Turned)})
	}
	if !v.Kitty.Empty() {
		sc.Middle = append(sc.Middle, Pile{Label: "kitty (the dealer's)", Cards: CardsOf(sorted(v.Kitty.Cards(), v, v.Dealer))})
	}
	if n := len(v.Results); n > 0 && (v.Phase == gs.PhaseOver || v.Phase == gs.PhaseDeal) {
		r := v.Results[n-1]
		sc.Middle = append(sc.Middle, Pile{Label: fmt.Sprintf("Deal %d's kitty (%d points to the attackers)", r.Deal, r.KittyPoints), Cards: CardsOf(r.Kitty.Cards())})
	}
	return sc
}

// sorted orders seat's cards as the screen does (game/shengji's
// View.SortTrump): by the trump once it is known, while the cards are
// dealt by the level and the standing declaration.
func sorted(cs []cards.Card, v gs.View, seat game.Seat) []cards.Card {
	sj.SortHand(cs, v.SortTrump(seat))
	return cs
}

// following is the page's cards for cs, seat's, in the screen's order, each with
// the suit it follows as once the trump is settled where say is true (the
// viewer's own hand and the trick: a page types ranks with it, a card of
// the suit led first, then a trump; other hands go without, which keeps
// replay pages small).
func following(cs []cards.Card, v gs.View, seat game.Seat, say bool) []Card {
	out := make([]Card, 0, len(cs))
	for _, c := range sorted(cs, v, seat) {
		if c.IsZero() {
			continue
		}
		card := CardOf(c)
		if say && v.Phase != gs.PhaseDeal && v.Trump.Valid() {
			card.Follows = "T"
			if s := v.Trump.SuitOf(c); s != sj.Trumps {
				card.Follows = s.Letter()
			}
		}
		out = append(out, card)
	}
	return out
}
