package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// world is a whole deal as one sample of the expert's search sees it:
// every hand (and the kitty) dealt, the trick under way, and the points
// each team has taken since the search began.
type world struct {
	ct        *cardTable
	rules     sj.Rules
	hands     [holders]gs.Set
	trick     [gs.Seats]gs.Set
	leader    game.Seat
	turn      game.Seat
	attackers int
	// before is the attackers' points before the search (see
	// gs.View.AttackerPoints); taken is each team's since.
	before int
	taken  [2]int
	// width is the most follows of a lead of several cards the policy
	// weighs from those the rules list.
	width int
	// work counts the cards the policy looked at (see DefaultWork).
	work int
}

// playout plays first for the seat to move, then the rest of the deal
// with the rule policy in every seat, and returns what the end is worth
// to the team of that seat (see worth).
func (w *world) playout(first gs.Set) int {
	me := team(w.turn)
	w.play(first)
	return w.finish(me)
}

// finish plays the rest of the deal with the rule policy in every seat
// and returns what the end is worth to team me.
func (w *world) finish(me int) int {
	for !w.hands[w.turn].Empty() || !w.trick[w.turn].Empty() {
		if w.trick[w.leader].Empty() {
			w.play(playOf(w.ruleLead(w.turn)))
		} else {
			w.play(playOf(w.ruleFollow(w.turn)))
		}
	}
	return w.worth(me)
}

// levelWorth is what one level of a deal's result is worth in points:
// the level table's default step.
const levelWorth = 40

// worth is what the deal's end is worth to team me: the points it took
// from the search on (the kitty's, multiplied, when it attacks and wins
// the last trick), and levelWorth for each level the deal's result goes
// its way (less for each the other way), so a search weighs both the
// points and the thresholds of the level table.
func (w *world) worth(me int) int {
	r := w.rules.Levels.Result(w.before + w.taken[w.attackers])
	levels := r.Levels
	if r.AttackersWin != (me == w.attackers) {
		levels = -levels
	}
	return w.taken[me] + levelWorth*levels
}

// play puts cs of the seat to move on the trick, and scores the trick
// when it is full.
func (w *world) play(cs gs.Set) {
	s := w.turn
	w.hands[s] = w.hands[s].Minus(cs)
	w.trick[s] = cs
	w.turn = (s + 1) % gs.Seats
	if w.turn != w.leader {
		return
	}
	win := w.winning()
	var all gs.Set
	for _, p := range w.trick {
		all = all.Union(p)
	}
	w.taken[team(win)] += w.ct.pointsOf(all)
	if w.hands[win].Empty() && team(win) == w.attackers {
		w.taken[team(win)] += w.kittyPoints(w.trick[w.leader])
	}
	w.trick, w.leader, w.turn = [gs.Seats]gs.Set{}, win, win
}

// kittyPoints is the kitty's points multiplied as the last trick's lead
// asks.
func (w *world) kittyPoints(lead gs.Set) int {
	l, err := sj.ReadLead(lead.Cards(), w.ct.trump, w.rules)
	if err != nil {
		return 0
	}
	return w.rules.Kitty.Multiplier(l.Largest()) * w.ct.pointsOf(w.hands[kittySeat])
}

// winning is the seat winning the trick so far.
func (w *world) winning() game.Seat {
	lead := w.trick[w.leader]
	if lead.Len() == 1 {
		best, bestBit := w.leader, firstBit(lead)
		for k := game.Seat(1); k < gs.Seats; k++ {
			s := (w.leader + k) % gs.Seats
			if p := w.trick[s]; !p.Empty() {
				if b := firstBit(p); w.ct.beats(b, bestBit) {
					best, bestBit = s, b
				}
			}
		}
		return best
	}
	var plays [][]cards.Card
	for k := range game.Seat(gs.Seats) {
		if p := w.trick[(w.leader+k)%gs.Seats]; !p.Empty() {
			plays = append(plays, p.Cards())
		}
	}
	i, _ := sj.Winner(plays, w.ct.trump, w.rules)
	return (w.leader + game.Seat(i)) % gs.Seats
}

// playoutWidth is the most listed follows a playout weighs.
const playoutWidth = 8

// playOf is a play without its reason.
func playOf(play gs.Set, _ why) gs.Set { return play }

// team is seat's team.
func team(seat game.Seat) int { return sj.Team(int(seat)) }
