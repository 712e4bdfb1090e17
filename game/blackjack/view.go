package blackjack

import (
	"slices"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// View is what one seat (or a spectator) may know of a table: every hand
// and bankroll, the dealer's up card, how deep the shoe is; never the hole
// card before it is turned, the order of the shoe, or the RNG.
type View struct {
	// Viewer is the seat the view belongs to, game.Spectator or game.Omniscient.
	Viewer game.Seat `json:"viewer"`
	// Config is the table's config with defaults filled in.
	Config Config `json:"config"`
	// Round counts rounds from 1.
	Round int `json:"round"`
	// Phase is the stage of the round.
	Phase Phase `json:"phase"`
	// Turn is the seat to decide (meaningless once Phase is PhaseOver).
	Turn game.Seat `json:"turn"`
	// Hand is the hand of Turn being played in PhasePlay.
	Hand int `json:"hand"`
	// Dealer is the dealer's hand; a face-down hole card is the zero Card
	// (game.Omniscient sees it).
	Dealer Dealer `json:"dealer"`
	// Spots are the seats; only the first Config.Seats count.
	Spots [MaxSeats]Spot `json:"spots"`
	// Shoe is how deep the shoe is.
	Shoe ShoeView `json:"shoe"`
}

// ShoeView is what everyone at the table sees of the shoe: its depth, not
// its order.
type ShoeView struct {
	// Size is the whole pack: 52 × decks.
	Size int `json:"size"`
	// Remaining is how many cards are left to deal.
	Remaining int `json:"remaining"`
	// Discards is how many cards lie in the discard tray.
	Discards int `json:"discards"`
	// InPlay is how many cards are on the table this round.
	InPlay int `json:"in_play"`
	// UntilCut is how many cards will be dealt before the cut card comes
	// out; 0 once it is out: the shoe is reshuffled after this round.
	UntilCut int `json:"until_cut"`
}

// View returns what viewer may know of s.
func (Engine) View(s State, viewer game.Seat) View {
	v := View{
		Viewer: viewer, Config: s.cfg, Round: s.round, Phase: s.phase, Turn: s.turn, Hand: s.hand,
		Dealer: s.dealer, Spots: s.spots,
		Shoe: ShoeView{Size: s.size, Remaining: s.size - s.next, Discards: s.start, InPlay: s.next - s.start,
			UntilCut: max(s.cut-s.next, 0)},
	}
	if v.Dealer.HoleDown && viewer != game.Omniscient {
		v.Dealer.Cards[1] = cards.Card{}
	}
	return v
}

// Me returns the viewer's spot; a spectator gets P1's.
func (v View) Me() Spot { return v.Spots[max(v.Viewer, 0)] }

// Active returns the hand to play and true in PhasePlay.
func (v View) Active() (Hand, bool) {
	if v.Phase != PhasePlay {
		return Hand{}, false
	}
	return v.Spots[v.Turn].Hands[v.Hand], true
}

// Available is how many cards can still be drawn this round: the shoe and,
// should it run out, the reshuffled discards.
func (v View) Available() int { return v.Shoe.Remaining + v.Shoe.Discards }

// Check reports whether the viewer may take action a now, judging only by
// what the viewer knows. It returns nil or an error wrapping
// game.ErrGameOver, game.ErrNotYourTurn or game.ErrIllegal that explains the
// refusal in a player's words. The reducer uses the same check.
func (v View) Check(a Action) error {
	if v.Phase == PhaseOver {
		return game.Refuse(game.ErrGameOver, "the table closed after %d rounds", v.Round)
	}
	if v.Viewer < 0 || int(v.Viewer) >= v.Config.Seats {
		return game.Refuse(game.ErrNotYourTurn, "%s holds no seat", v.Viewer)
	}
	me := v.Spots[v.Viewer]
	minBet, maxBet := bj.Chips(v.Config.MinBet), bj.Chips(v.Config.MaxBet)
	switch a.Kind {
	case KindRebuy:
		switch {
		case v.Phase != PhaseBetting:
			return illegal("you can take a new bankroll only between rounds, while bets are placed")
		case me.Bankroll >= minBet:
			return illegal("you still have %s chips: a new bankroll is for a seat that cannot bet the minimum of %s", me.Bankroll, minBet)
		case me.Bet > 0:
			return illegal("you have bet this round: take a new bankroll once it is over")
		}
		return nil
	case KindBet, KindSitOut, KindInsure, KindEvenMoney, KindDecline, KindHit, KindStand, KindDouble, KindSplit, KindSurrender:
	default:
		return illegal("unknown action %q", string(a.Kind))
	}
	if v.Viewer != v.Turn {
		if v.Phase == PhaseBetting && me.SatOut && me.Bankroll < minBet {
			return illegal("you cannot bet the minimum of %s with %s chips: take a new bankroll to play", minBet, me.Bankroll)
		}
		return game.Refuse(game.ErrNotYourTurn, "it is %s's turn to %s", v.Turn, v.Phase.verb())
	}
	switch a.Kind {
	case KindBet, KindSitOut:
		if v.Phase != PhaseBetting {
			return illegal("bets are placed between rounds")
		}
		if me.Decided { // every seat is broke: P1 waits for a rebuy
			return illegal("you cannot bet the minimum of %s with %s chips: take a new bankroll to play", minBet, me.Bankroll)
		}
		if a.Kind == KindSitOut {
			return nil
		}
		switch {
		case !a.Amount.IsWhole() || a.Amount <= 0:
			return illegal("bets are in whole chips: %s is not a bet", a.Amount)
		case a.Amount < minBet:
			return illegal("the minimum bet is %s", minBet)
		case a.Amount > maxBet:
			return illegal("the maximum bet is %s", maxBet)
		case a.Amount > me.Bankroll:
			return illegal("a bet of %s needs %s chips: you have %s", a.Amount, a.Amount, me.Bankroll)
		}
		return nil
	case KindInsure, KindEvenMoney, KindDecline:
		if v.Phase != PhaseInsurance {
			return illegal("insurance is offered only when the dealer shows an ace, before play")
		}
		natural := me.Hands[0].Blackjack()
		switch a.Kind {
		case KindEvenMoney:
			if !natural {
				return illegal("even money is only for a blackjack")
			}
		case KindInsure:
			most := bj.MaxInsurance(me.Hands[0].Bet)
			switch {
			case natural:
				return illegal("you have blackjack: take even money or decline")
			case a.Amount <= 0:
				return illegal("insure for at least half a chip, or decline")
			case a.Amount > most:
				return illegal("insurance is at most half your bet: %s", most)
			case a.Amount > me.Bankroll:
				return illegal("insuring for %s needs %s chips: you have %s", a.Amount, a.Amount, me.Bankroll)
			}
		}
		return nil
	}
	if v.Phase != PhasePlay {
		return illegal("you can only %s while playing your hand", a.Kind)
	}
	h := me.Hands[v.Hand]
	ph := bj.PlayerHand{Cards: h.Cards[:h.N], FromSplit: h.FromSplit, SplitAces: h.SplitAces, Hands: me.NHands}
	var err error
	switch a.Kind {
	case KindHit:
		err = bj.CheckHit(ph, v.Config.Rules)
	case KindDouble:
		err = bj.CheckDouble(ph, v.Config.Rules)
		if err == nil && me.Bankroll < h.Bet {
			return illegal("doubling needs %s more chips: you have %s", h.Bet, me.Bankroll)
		}
	case KindSplit:
		err = bj.CheckSplit(ph, v.Config.Rules)
		if err == nil && me.Bankroll < h.Bet {
			return illegal("splitting needs %s more chips: you have %s", h.Bet, me.Bankroll)
		}
	case KindSurrender:
		err = bj.CheckSurrender(ph, v.Config.Rules)
	}
	if err != nil {
		return illegal("%s", trimNotAllowed(err))
	}
	if a.Kind != KindStand && a.Kind != KindSurrender && v.Available() == 0 {
		return illegal("every card of the pack is on the table: there is no card left to draw")
	}
	return nil
}

// trimNotAllowed drops the rules package's "not allowed: " prefix so the
// reducer's error reads "illegal action: you can only double ...".
func trimNotAllowed(err error) string {
	msg := err.Error()
	prefix := bj.ErrNotAllowed.Error() + ": "
	if len(msg) > len(prefix) && msg[:len(prefix)] == prefix {
		return msg[len(prefix):]
	}
	return msg
}

func illegal(format string, args ...any) error {
	return game.Illegal(format, args...)
}

// verb says what the seat to move is doing, for "it is P2's turn to ...".
func (p Phase) verb() string {
	switch p {
	case PhaseBetting:
		return "bet"
	case PhaseInsurance:
		return "decide on insurance"
	}
	return "play"
}

// Legal lists the actions the viewer may take now (nil when it is not the
// viewer's turn, except a rebuy). Bets and insurance stakes are a sample:
// bets of 1, 2, 5, 10, 25 and 50 times the minimum and the most the viewer
// may bet, insurance for the most the viewer may stake; Check accepts every
// amount in between.
func (v View) Legal() []Action {
	var out []Action
	try := func(a Action) {
		if v.Check(a) == nil {
			out = append(out, a)
		}
	}
	try(Rebuy())
	if v.Viewer < 0 || int(v.Viewer) >= v.Config.Seats || v.Viewer != v.Turn {
		return out
	}
	me := v.Spots[v.Viewer]
	switch v.Phase {
	case PhaseBetting:
		most := min(v.Config.MaxBet, me.Bankroll.Whole())
		sizes := []int{v.Config.MinBet, 2 * v.Config.MinBet, 5 * v.Config.MinBet, 10 * v.Config.MinBet,
			25 * v.Config.MinBet, 50 * v.Config.MinBet, most}
		slices.Sort(sizes)
		for _, n := range slices.Compact(sizes) {
			if n <= most {
				try(Bet(n))
			}
		}
		try(SitOut())
	case PhaseInsurance:
		try(Insure(min(bj.MaxInsurance(me.Hands[0].Bet), me.Bankroll)))
		try(EvenMoney())
		try(Decline())
	case PhasePlay:
		for _, a := range []Action{Hit(), Stand(), Double(), Split(), Surrender()} {
			try(a)
		}
	}
	return out
}

// check is the reducer's legality test: the acting seat's own view.
func (s *State) check(seat game.Seat, a Action) error {
	return Game.View(*s, seat).Check(a)
}
