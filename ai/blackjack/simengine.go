package blackjack

import (
	"math/rand/v2"

	bj "teahouse/rules/blackjack"
)

// The simulator's dealing engine. It deals card ranks (1..13: A, 2..10,
// J, Q, K — the rank matters only for splitting ten-value cards) from an
// int8 array, plays one seat by a dense chart table and keeps integer
// tallies. Everything lives in one struct; a round allocates nothing.

// maxShoeCards is the largest shoe, eight decks.
const maxShoeCards = bj.MaxDecks * 52

// rankValue and rankTag give a rank's blackjack value and Hi-Lo tag.
var (
	rankValue = [14]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}
	rankTag   = [14]int{0, -1, 1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1}
)

// Hand classes of the code table: hard totals at their total (4..21),
// soft totals 12..21 at 22..31, pairs of value v at 32+v (33..42).
const (
	softClass0 = 22 - 12
	pairClass0 = 32
	numClasses = 43
)

// codeTable is a chart as a dense table [class][up card value 1..10].
type codeTable [numClasses][Values + 1]Code

// newCodeTable lays out c for the engine: the same codes Chart.Code reads
// (hard totals under 5 and soft 12 are H).
func newCodeTable(c *Chart) *codeTable {
	var t codeTable
	for up := 1; up <= Values; up++ {
		col := column(up)
		for total := 4; total <= 21; total++ {
			t[total][up] = c.totalCode(total, false, col)
		}
		for total := 12; total <= 21; total++ {
			t[softClass0+total][up] = c.totalCode(total, true, col)
		}
		for v := 1; v <= Values; v++ {
			t[pairClass0+v][up] = c.Pairs[pairRow(v)][col].Code
		}
	}
	return &t
}

// simHand is one player hand in the engine.
type simHand struct {
	sum         int  // hard total, aces counted 1
	n           int  // cards held
	r0, r1      int8 // the first two ranks
	ace         bool // holds an ace
	fromSplit   bool
	splitAces   bool
	doubled     bool
	settled     bool // bust or surrendered: paid before the dealer plays
	surrendered bool
}

func (h *simHand) add(rank int8) {
	v := rankValue[rank]
	h.sum += v
	h.ace = h.ace || v == 1
	switch h.n {
	case 0:
		h.r0 = rank
	case 1:
		h.r1 = rank
	}
	h.n++
}

// total returns the hand's best total and whether it is soft.
func (h *simHand) total() (int, bool) {
	if h.ace && h.sum <= 11 {
		return h.sum + 10, true
	}
	return h.sum, false
}

// simEngine deals and plays rounds for one seat.
type simEngine struct {
	shoe   [maxShoeCards]int8
	size   int // 52 × decks
	start  int // first card of this round
	next   int // next card to deal
	cut    int // reshuffle between rounds once next >= cut
	rng    rand.PCG
	spare  uint32 // the unused half of the last 64-bit draw
	spareN bool

	codes       *codeTable
	decks       int
	h17         bool
	das         bool
	any2        bool // double on any two cards (else 9-11 only)
	surrender   bool
	resplitAces bool
	splitTens   bool
	maxHands    int
	natural     int // a blackjack's win in tenths of the bet: 15 (3:2) or 12 (6:5)
	cutCard     int // Rules.CutCard()
	perShoe     int // EdgeConfig.RoundsPerShoe
	inShoe      int // rounds dealt from this shoe
	counter     bool

	running, seen int  // the Hi-Lo count of the cards seen since the shuffle
	hole          int8 // the dealer's hole card
	holeDown      bool // not yet turned (not counted)
	hands         [bj.MaxHandsCap]simHand
	sums          simSums

	// restack, when set, orders the new shoe of a mid-round reshuffle
	// instead of the generator: the test that replays the reducer's shoes
	// gives the engine the order the reducer dealt. Nil in simulations.
	restack func(newShoe []int8)
}

func newSimEngine(r bj.Rules, codes *codeTable, counter bool, perShoe int) *simEngine {
	e := &simEngine{
		size: 52 * r.Decks, codes: codes, decks: r.Decks, h17: r.H17, das: r.DAS,
		any2: r.Double == bj.DoubleAny, surrender: r.Surrender == bj.LateSurrender,
		resplitAces: r.ResplitAces, splitTens: r.SplitTens, maxHands: r.MaxHands,
		natural: 15, cutCard: r.CutCard(), perShoe: perShoe, counter: counter,
	}
	if r.Payout == bj.SixToFive {
		e.natural = 12
	}
	return e
}

// reset starts a chunk: a new generator and a fresh, ordered shoe that the
// next round shuffles.
func (e *simEngine) reset(seed uint64) {
	e.rng = *rand.NewPCG(seed, seed^0x2545f4914f6cdd1d)
	e.spareN = false
	i := 0
	for range e.decks * 4 {
		for rank := int8(1); rank <= 13; rank++ {
			e.shoe[i] = rank
			i++
		}
	}
	e.next, e.cut = e.size, 0 // forces a shuffle before the first round
}

// uint32n returns a uniform number in [0, n) (Lemire's method, unbiased),
// using each 64-bit output of the PCG twice.
func (e *simEngine) uint32n(n uint32) uint32 {
	for {
		var x uint32
		if e.spareN {
			x, e.spareN = e.spare, false
		} else {
			u := e.rng.Uint64()
			x, e.spare, e.spareN = uint32(u), uint32(u>>32), true
		}
		m := uint64(x) * uint64(n)
		if l := uint32(m); l >= n || l >= -n%n {
			return uint32(m >> 32)
		}
	}
}

// shuffleRange shuffles shoe[lo:hi] (Fisher–Yates).
func (e *simEngine) shuffleRange(lo, hi int) {
	for i := hi - 1; i > lo; i-- {
		j := lo + int(e.uint32n(uint32(i-lo+1)))
		e.shoe[i], e.shoe[j] = e.shoe[j], e.shoe[i]
	}
}

// shuffle reshuffles the whole shoe between rounds.
func (e *simEngine) shuffle() {
	e.shuffleRange(0, e.size)
	e.start, e.next, e.inShoe = 0, 0, 0
	e.cut = e.cutCard
	if e.perShoe > 0 {
		e.cut = e.size + 1 // no cut card: reshuffle after perShoe rounds
	}
	e.running, e.seen = 0, 0
	e.sums.shuffles++
}

// reshuffleMidRound is the table's answer to a shoe that runs out during a
// round: the cards in play move to the front, the discards behind them are
// shuffled into a new shoe, and the whole shoe is reshuffled after the
// round. The count restarts with the cards on the table (less a face-down
// hole card), which are not in the new shoe.
func (e *simEngine) reshuffleMidRound() {
	discards := e.start
	if discards == 0 {
		// One seat uses at most about 33 cards in a round (the lowest cards
		// of a deck adding up to what four hands and the dealer can hold),
		// so a round never needs more than the whole pack.
		panic("blackjack: simulator ran out of cards")
	}
	all := e.shoe[:e.size]
	reverseRanks(all[:discards])
	reverseRanks(all[discards:])
	reverseRanks(all)
	inPlay := e.size - discards
	if e.restack != nil {
		e.restack(all[inPlay:])
	} else {
		e.shuffleRange(inPlay, e.size)
	}
	e.start, e.next, e.cut = 0, inPlay, inPlay
	e.running, e.seen = 0, 0
	for _, c := range all[:inPlay] {
		e.running += rankTag[c]
		e.seen++
	}
	if e.holeDown {
		e.running -= rankTag[e.hole]
		e.seen--
	}
	e.sums.shuffles++
}

func reverseRanks(cs []int8) {
	for i, j := 0, len(cs)-1; i < j; i, j = i+1, j-1 {
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// deal draws a face-up card and counts it.
func (e *simEngine) deal() int8 {
	if e.next == e.size {
		e.reshuffleMidRound()
	}
	c := e.shoe[e.next]
	e.next++
	e.running += rankTag[c]
	e.seen++
	return c
}

// trueCount is the counter's true count now (Count.True).
func (e *simEngine) trueCount() float64 {
	return Count{Decks: e.decks, Running: e.running, Seen: e.seen}.True()
}

// reveal turns the hole card face up: it is counted now.
func (e *simEngine) reveal() {
	e.holeDown = false
	e.running += rankTag[e.hole]
	e.seen++
}

// record adds a round's result: net in tenths of a unit bet, units bet.
func (e *simEngine) record(net, units int) {
	x, b := int64(net*units), int64(units)
	s := &e.sums
	s.rounds++
	s.bet += b
	s.net += x
	s.netSq += x * x
	s.netBet += x * b
	s.betSq += b * b
}

// round plays one round: the bet, the deal, insurance, the peek, the
// player's hands, the dealer's and the settlement, in the reducer's order.
func (e *simEngine) round() {
	if e.next >= e.cut || (e.perShoe > 0 && e.inShoe >= e.perShoe) {
		e.shuffle()
	}
	e.inShoe++
	units := 1
	if e.counter {
		units = BetUnits(e.trueCount())
	}
	e.start = e.next

	// The deal: player, dealer up, player, dealer hole (face down).
	p1 := e.deal()
	upRank := e.deal()
	p2 := e.deal()
	if e.next == e.size {
		e.reshuffleMidRound()
	}
	e.hole, e.holeDown = e.shoe[e.next], true
	e.next++

	up, holeV := rankValue[upRank], rankValue[e.hole]
	v1, v2 := rankValue[p1], rankValue[p2]
	natural := v1+v2 == 11 && (v1 == 1 || v2 == 1)
	dealerBJ := up+holeV == 11 && (up == 1 || holeV == 1)
	s := &e.sums
	s.hands++
	if natural {
		s.naturals++
	}

	// Insurance and even money, under an ace, for the counter only.
	net := 0
	insured, evenMoney := false, false
	if up == 1 && e.counter && TakeInsurance(e.trueCount()) {
		s.insured++
		if natural {
			evenMoney = true
			net = 10
		} else {
			insured = true
		}
	}

	// The peek (under an ace or a ten): a dealer blackjack ends the round.
	if dealerBJ {
		e.reveal()
		s.dealerNaturals++
		switch {
		case evenMoney: // paid 1:1 already
			s.wins++
		case natural: // blackjack against blackjack
			s.pushes++
		case insured: // insurance wins 2:1 on half a bet, the bet is lost
			net = 0
			s.losses++
		default:
			net = -10
			s.losses++
		}
		e.record(net, units)
		return
	}
	if insured {
		net = -5
	}
	if natural {
		if !evenMoney {
			net = e.natural
		}
		e.reveal()
		s.wins++
		e.record(net, units)
		return
	}

	// The player's hands, left to right; a split hand gets its second card
	// when its turn comes.
	e.hands[0] = simHand{}
	e.hands[0].add(p1)
	e.hands[0].add(p2)
	nh := 1
	for h := 0; h < nh; h++ {
		hd := &e.hands[h]
		if hd.n == 1 {
			hd.add(e.deal())
		}
		for {
			t, soft := hd.total()
			if t >= 21 {
				break
			}
			canSplit := hd.n == 2 && e.maxHands > 1 && nh < e.maxHands &&
				(hd.r0 == hd.r1 || (e.splitTens && rankValue[hd.r0] == 10 && rankValue[hd.r1] == 10)) &&
				(!hd.splitAces || e.resplitAces)
			if hd.splitAces && !canSplit {
				break // split aces take one card
			}
			can := canDo{
				hit:       !hd.splitAces,
				double:    hd.n == 2 && !hd.splitAces && (!hd.fromSplit || e.das) && (e.any2 || (!soft && t >= 9 && t <= 11)),
				split:     canSplit,
				surrender: e.surrender && nh == 1 && hd.n == 2,
			}
			var code Code
			switch {
			case canSplit:
				code = e.codes[pairClass0+rankValue[hd.r0]][up]
			case soft:
				code = e.codes[softClass0+t][up]
			default:
				code = e.codes[t][up]
			}
			a := resolveCode(code, can)
			if a == Stand {
				break
			}
			if a == Hit {
				hd.add(e.deal())
				if hd.sum > 21 {
					hd.settled = true
					break
				}
				continue
			}
			if a == Double {
				s.doubles++
				hd.doubled = true
				hd.add(e.deal())
				hd.settled = hd.sum > 21
				break
			}
			if a == Surrender {
				s.surrs++
				hd.settled, hd.surrendered = true, true
				net -= 5
				break
			}
			// Split: the second card starts a new hand just after this one.
			s.splits++
			copy(e.hands[h+2:nh+1], e.hands[h+1:nh])
			aces := hd.r0 == 1
			e.hands[h+1] = simHand{fromSplit: true, splitAces: aces}
			e.hands[h+1].add(hd.r1)
			r0 := hd.r0
			*hd = simHand{fromSplit: true, splitAces: aces}
			hd.add(r0)
			nh++
			s.hands++
			hd.add(e.deal())
		}
	}

	// The dealer draws while a hand is still live, then settles.
	e.reveal()
	live := false
	for h := range nh {
		live = live || !e.hands[h].settled
	}
	dt := 0
	if live {
		dsum := up + holeV
		dace := up == 1 || holeV == 1
		for {
			dt = dsum
			soft := dace && dsum <= 11
			if soft {
				dt += 10
			}
			if dt > 17 || (dt == 17 && !(soft && e.h17)) {
				break
			}
			v := rankValue[e.deal()]
			dsum += v
			dace = dace || v == 1
		}
	}
	for h := range nh {
		hd := &e.hands[h]
		if hd.surrendered {
			s.losses++
			continue
		}
		stake := 10
		if hd.doubled {
			stake = 20
		}
		t, _ := hd.total()
		switch {
		case t > 21 || (t < dt && dt <= 21):
			net -= stake
			s.losses++
		case dt > 21 || t > dt:
			net += stake
			s.wins++
		default:
			s.pushes++
		}
	}
	e.record(net, units)
}
