package doudizhu

import (
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// bidClue is what a bid, call, rob or double seen this deal says of the
// hand the seat held then, read as the rule player would have made it:
// seat, shown a view like asked, did did.
type bidClue struct {
	seat  int
	asked gd.View
	did   gd.Action
	// bottom says the seat's hand then lacked the bottom cards (it bid
	// before it took them).
	bottom bool
}

// bidClues are the clues v's bidding and doubling give on the seats whose
// hands v's viewer does not see: each seat's bid or pass (score bidding),
// the calls and passes before the call and the robs asked so far (rob
// bidding), and each double or pass, each as the rule player decides it.
func bidClues(v gd.View) []bidClue {
	var out []bidClue
	hidden := func(s int) bool { return !v.Sees(game.Seat(s)) }
	add := func(s int, asked gd.View, did gd.Action) {
		if hidden(s) {
			asked.Config, asked.Viewer, asked.Landlord = v.Config, game.Seat(s), game.NoSeat
			out = append(out, bidClue{seat: s, asked: asked, did: did, bottom: game.Seat(s) == v.Landlord})
		}
	}
	first := int(v.First)
	switch v.Config.Bidding {
	case gd.ScoreBids:
		base := 0
		for i := range gd.Seats {
			s := (first + i) % gd.Seats
			if v.Bids[s] == 0 {
				break // not asked yet
			}
			did := gd.PassAction()
			if v.Bids[s] > 0 {
				did = gd.Bid(v.Bids[s])
			}
			add(s, gd.View{Phase: gd.PhaseBid, Base: base}, did)
			base = max(base, v.Bids[s])
		}
	case gd.CallAndRob:
		called := int(v.Caller)
		for i := range gd.Seats {
			s := (first + i) % gd.Seats
			if v.Caller == game.NoSeat && s == int(v.Turn) || s == called {
				break
			}
			add(s, gd.View{Phase: gd.PhaseBid}, gd.PassAction())
		}
		if v.Caller == game.NoSeat {
			break
		}
		add(called, gd.View{Phase: gd.PhaseBid}, gd.Call())
		robClues(v, add)
	}
	if v.Config.Doubling && (v.Phase == gd.PhaseDouble || v.Phase == gd.PhaseShow) {
		out = append(out, doubleClues(v)...)
	}
	return out
}

// robClues adds, through add, the clues of the robs asked so far in the
// robbing: who robbed is known when none, all or (of two asked) one did.
func robClues(v gd.View, add func(s int, asked gd.View, did gd.Action)) {
	asked := 0
	switch {
	case v.Phase == gd.PhaseRob && v.Turn == v.Caller:
		asked = gd.Seats - 1
	case v.Phase == gd.PhaseRob:
		asked = int(v.Turn-v.Caller+gd.Seats)%gd.Seats - 1
	case v.Robs == 0:
		asked = gd.Seats - 1 // the robbing is over, and nobody robbed
	}
	if v.Robs > asked {
		return // a rob back: who robbed is not known
	}
	for i := 1; i <= asked; i++ {
		s := (int(v.Caller) + i) % gd.Seats
		did := gd.PassAction()
		if v.Robs == asked || v.Robs == 1 && game.Seat(s) == v.Bidder {
			did = gd.Rob()
		}
		add(s, gd.View{Phase: gd.PhaseRob}, did)
	}
}

// doubleClues are the clues of the doubles chosen so far: the peasants
// from the landlord's left, then the landlord, each reading the doubles
// made before it.
func doubleClues(v gd.View) []bidClue {
	var out []bidClue
	ll := int(v.Landlord)
	var before [gd.Seats]bool
	for i := 1; i <= gd.Seats; i++ {
		s := (ll + i) % gd.Seats
		if v.Phase == gd.PhaseDouble && s == int(v.Turn) {
			break
		}
		if !v.Sees(game.Seat(s)) {
			asked := gd.View{Phase: gd.PhaseDouble, Config: v.Config, Viewer: game.Seat(s), Landlord: v.Landlord, Doubled: before}
			did := gd.PassAction()
			if v.Doubled[s] {
				did = gd.Double()
			}
			out = append(out, bidClue{seat: s, asked: asked, did: did})
		}
		before[s] = v.Doubled[s]
	}
	return out
}

// missedBids counts the clues that hands, the hands as they are now (the
// landlord's with the bottom), break: where the rule player holding the
// seat's hand then would have done otherwise.
func missedBids(cs []bidClue, hands [gd.Seats]dz.Set, bottom dz.Set, r dz.Rules) int {
	n := 0
	for _, c := range cs {
		h := hands[c.seat]
		if c.bottom {
			h &^= bottom
		}
		s := handStrength(h.Counts(), r)
		var did gd.Action
		if c.asked.Phase == gd.PhaseDouble {
			did, _ = doubleByStrength(c.asked, s, ruleDouble)
		} else {
			did = bidByStrength(c.asked, s)
		}
		if did != c.did {
			n++
		}
	}
	return n
}
