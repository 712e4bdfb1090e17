package doudizhu

import (
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// passClue is what a pass seen this deal says of the hand the passing
// seat held then: seat passed on over, and has played since the cards
// counted by since. Every seat passes rather than go out only by mistake,
// so its hand then formed no single play beating over; and a seat
// passing on an opponent seldom holds a free beat (see freeBeat).
type passClue struct {
	seat     int
	over     dz.Play
	since    dz.Counts
	opponent bool // over was an opponent's play
}

// clues are the passes a sampler reads, and the rules they were made
// under.
type clues struct {
	rules dz.Rules
	list  []passClue
}

// passClues are the clues v's passes give on the seats whose hands are
// not known in full (need says how many cards of each are not).
func passClues(v gd.View, need [gd.Seats]int) clues {
	ll := int(v.Landlord)
	partners := func(a, b int) bool { return a == b || a != ll && b != ll }
	out := clues{rules: v.Config.Rules}
	for _, p := range v.Passes {
		s := int(p.Seat)
		if s < 0 || s >= gd.Seats || need[s] == 0 {
			continue
		}
		out.list = append(out.list, passClue{seat: s, over: p.Over,
			since: (v.PlayedBy[s] &^ p.Before).Counts(), opponent: !partners(s, int(p.By))})
	}
	return out
}

// missed counts the clues that hands, the hands as they are now, break.
func (c clues) missed(hands [gd.Seats]dz.Counts) int {
	n := 0
	for _, k := range c.list {
		then := hands[k.seat].Plus(k.since)
		if goesOut(then, k.over, c.rules) || k.opponent && freeBeat(k.over, then) {
			n++
		}
	}
	return n
}

// goesOut reports whether h is one play that beats t.
func goesOut(h dz.Counts, t dz.Play, r dz.Rules) bool {
	for _, p := range dz.Classify(h, r) {
		if dz.Beats(p, t) {
			return true
		}
	}
	return false
}

// freeBeat reports whether h beats p, a solo, pair or trio (with or
// without a kicker), at no cost to the hand: with a rank above p's and
// below 2 that h holds exactly as many of as p needs. A seat passes on
// purpose with a beat that breaks a bigger group, a 2, a joker or a bomb,
// but seldom with a free one; other kinds of play tell nothing here.
func freeBeat(p dz.Play, h dz.Counts) bool {
	var need uint8
	switch p.Kind {
	case dz.Solo:
		need = 1
	case dz.Pair:
		need = 2
	case dz.Trio, dz.TrioSolo, dz.TrioPair:
		need = 3
	default:
		return false
	}
	for x := p.Main + 1; x < dz.Two; x++ {
		if h[x] == need {
			return true
		}
	}
	return false
}
