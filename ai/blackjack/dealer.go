package blackjack

import (
	"fmt"
	"sync"

	bj "teahouse/rules/blackjack"
)

// DealerOutcomes is the distribution of the dealer's final hand: index 0..4
// for a final total of 17..21 and index 5 (Bust) for a bust.
type DealerOutcomes [6]float64

// Bust is the index of a dealer bust in DealerOutcomes.
const Bust = 5

// Total returns the probability that the dealer ends on total t (17..21),
// 0 for any other t.
func (d DealerOutcomes) Total(t int) float64 {
	if t < 17 || t > 21 {
		return 0
	}
	return d[t-17]
}

// String lists the outcomes, "17:0.1458 18:0.1381 ... bust:0.2122".
func (d DealerOutcomes) String() string {
	return fmt.Sprintf("17:%.4f 18:%.4f 19:%.4f 20:%.4f 21:%.4f bust:%.4f", d[0], d[1], d[2], d[3], d[4], d[5])
}

// DealerProbs returns the exact distribution of the dealer's final hand for
// up card up (1..10, ace = 1) when the unseen cards are s (the hole card is
// one of them) and the dealer stands on soft 17 (h17 false) or hits it.
//
// Every draw changes the composition (card removal). Under an ace or a ten
// the dealer has peeked, so the result is conditioned on the dealer NOT
// having blackjack: the hole card is not a ten under an ace, nor an ace under
// a ten. The probabilities sum to 1. When s cannot complete the dealer's hand
// in some order of draws (a nearly empty shoe) those orders are dropped and
// the rest renormalised; an empty s falls back to an 8-deck shoe, as the game
// reshuffles long before.
func DealerProbs(s Shoe, up int, h17 bool) (DealerOutcomes, error) {
	if up < 1 || up > Values {
		return DealerOutcomes{}, fmt.Errorf("%w: dealer up card value %d: want 1 to 10", ErrShoe, up)
	}
	d := dealerTrieFor(up, h17).eval(&s, up)
	m := 0.0
	for _, p := range d {
		m += p
	}
	for i := range d {
		d[i] /= m
	}
	return d, nil
}

// peekMass is the chance that the hole card drawn from s does not give the
// dealer blackjack: 1 unless the dealer peeked under an ace or a ten. The
// evaluator's "unnormalised" values are expectations of the result times the
// indicator of no dealer blackjack; dividing by peekMass conditions them.
func peekMass(s *Shoe, up int) float64 {
	f := forbiddenHole(up)
	if f < 0 || s.total == 0 {
		return 1
	}
	return 1 - float64(s.n[f])/float64(s.total)
}

// forbiddenHole is the value index the hole card cannot have once the dealer
// has peeked and shown no blackjack (ten under an ace, ace under a ten), or -1.
func forbiddenHole(up int) int {
	switch up {
	case bj.Ace:
		return bj.Ten - 1
	case bj.Ten:
		return bj.Ace - 1
	}
	return -1
}

// A dealerTrie lists every multiset of cards the dealer can draw after the
// up card (hole card first) to a final hand, as a trie over the cards in
// ascending order, flattened in preorder. The chance of one ordered draw
// sequence depends only on its multiset m: Π fall(n_v, m_v) / fall(N, |m|)
// with fall the falling factorial. So the outcome distribution for any
// composition is Σ_m orders(m) · that product, where orders(m) counts the
// orders of m that the dealer's drawing rule (and the peek: no blackjack
// hole card) actually produces; every order of m ends on the same total.
// Walking the trie shares the products of common prefixes.
type dealerTrie struct {
	nodes    []trieNode
	maxDepth int
}

type trieNode struct {
	v       uint8  // value index of the card this node adds
	before  uint8  // cards of the same value earlier on the path
	depth   uint8  // cards on the path, this one included
	outcome uint8  // 0..5 when orders > 0
	orders  uint8  // orders of this multiset that end the dealer's hand here (at most 78)
	end     uint16 // index just past this node's subtree
}

var (
	trieOnce [2][Values]sync.Once
	tries    [2][Values]*dealerTrie
)

// dealerTrieFor returns the shared, immutable trie for an up card and rule,
// built on first use (a few milliseconds).
func dealerTrieFor(up int, h17 bool) *dealerTrie {
	h := 0
	if h17 {
		h = 1
	}
	trieOnce[h][up-1].Do(func() { tries[h][up-1] = buildDealerTrie(up, h17) })
	return tries[h][up-1]
}

// dealerFinal is one multiset of dealer draws that ends the hand: its
// outcome and how many draw orders produce it.
type dealerFinal struct {
	outcome uint8
	orders  int
}

func buildDealerTrie(up int, h17 bool) *dealerTrie {
	rule := bj.Rules{H17: h17}
	forbid := forbiddenHole(up)
	finals := map[[Values]uint8]*dealerFinal{}
	var drawn [Values]uint8
	add := func(outcome uint8) {
		f := finals[drawn]
		if f == nil {
			f = &dealerFinal{outcome: outcome}
			finals[drawn] = f
		}
		if f.outcome != outcome {
			panic("blackjack: one multiset of dealer cards with two outcomes")
		}
		f.orders++
	}
	var walk func(sum int, ace bool, first bool)
	walk = func(sum int, ace bool, first bool) {
		for i := 0; i < Values; i++ {
			if first && i == forbid {
				continue // the dealer peeked: no blackjack hole card
			}
			v := i + 1
			s, a := sum+v, ace || v == bj.Ace
			drawn[i]++
			t, soft := s, false
			if a && s+10 <= 21 {
				t, soft = s+10, true
			}
			switch {
			case t > 21:
				add(Bust)
			case !bj.DealerHits(t, soft, rule):
				add(uint8(t - 17))
			default:
				walk(s, a, false)
			}
			drawn[i]--
		}
	}
	walk(up, up == bj.Ace, true)

	// A trie over each multiset's cards in ascending order. A node has at
	// most one child per value: the child adding value i after a node whose
	// path holds j cards of value i always has before == j.
	type tnode struct {
		v, before, depth uint8
		final            dealerFinal
		kids             [Values]*tnode
	}
	root := &tnode{}
	for m, f := range finals {
		n := root
		for i := 0; i < Values; i++ {
			for j := uint8(0); j < m[i]; j++ {
				if n.kids[i] == nil {
					n.kids[i] = &tnode{v: uint8(i), before: j, depth: n.depth + 1}
				}
				n = n.kids[i]
			}
		}
		n.final = *f
	}
	t := &dealerTrie{}
	var flat func(n *tnode)
	flat = func(n *tnode) {
		at := len(t.nodes)
		if n.final.orders > 255 {
			panic("blackjack: too many draw orders for one dealer multiset")
		}
		t.nodes = append(t.nodes, trieNode{v: n.v, before: n.before, depth: n.depth, outcome: n.final.outcome, orders: uint8(n.final.orders)})
		t.maxDepth = max(t.maxDepth, int(n.depth))
		for _, k := range n.kids {
			if k != nil {
				flat(k)
			}
		}
		t.nodes[at].end = uint16(len(t.nodes))
	}
	for _, k := range root.kids {
		if k != nil {
			flat(k)
		}
	}
	if t.maxDepth >= maxDealerCards || len(t.nodes) > 1<<16-1 {
		panic("blackjack: dealer trie larger than expected")
	}
	return t
}

// maxDealerCards bounds the cards a dealer can draw after the up card (the
// trie checks it), sizing the evaluation buffers without allocation.
const maxDealerCards = 24

// raw returns the dealer's outcome probabilities for composition s as
// expectations of "this outcome and no dealer blackjack". Draw orders the
// composition cannot complete contribute nothing, so the sum is at most
// peekMass(s).
func (t *dealerTrie) raw(s *Shoe) (out DealerOutcomes, sum float64) {
	n := int(s.total)
	// inv[k] = 1 / (N (N-1) ... (N-k+1)): the denominator of a k-card draw.
	var inv, prod [maxDealerCards + 1]float64
	inv[0], prod[0] = 1, 1
	for k := 1; k <= t.maxDepth; k++ {
		if n-k+1 > 0 {
			inv[k] = inv[k-1] / float64(n-k+1)
		}
	}
	var count [Values]int
	for i, c := range s.n {
		count[i] = int(c)
	}
	nodes := t.nodes
	for i := 0; i < len(nodes); {
		nd := nodes[i]
		avail := count[nd.v] - int(nd.before)
		if avail <= 0 {
			i = int(nd.end) // no such card left: skip the whole subtree
			continue
		}
		p := prod[nd.depth-1] * float64(avail)
		prod[nd.depth] = p
		if nd.orders != 0 {
			out[nd.outcome] += p * inv[nd.depth] * float64(nd.orders)
		}
		i++
	}
	for _, q := range out {
		sum += q
	}
	return out, sum
}

// eval is raw renormalised so the outcomes sum to exactly peekMass(s, up),
// making up for draw orders a nearly empty shoe cannot complete; an empty
// shoe (or one that completes no order) uses a full 8-deck shoe instead.
func (t *dealerTrie) eval(s *Shoe, up int) DealerOutcomes {
	out, sum := t.raw(s)
	want := peekMass(s, up)
	if sum == 0 {
		full := NewShoe(bj.MaxDecks)
		out, sum = t.raw(&full)
		want = peekMass(&full, up)
	}
	if d := sum - want; d > 1e-12 || d < -1e-12 {
		f := want / sum
		for i := range out {
			out[i] *= f
		}
	}
	return out
}
