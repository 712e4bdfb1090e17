package doudizhu

// Classify returns every way the rule set reads cards c as one play,
// stronger readings first; none when c is no play. Most card sets have one
// reading at most; the caller picks among several (the one that beats the
// table, say).
func Classify(c Counts, r Rules) []Play {
	var out []Play
	for i := len(Kinds) - 1; i >= 0; i-- {
		k := Kinds[i]
		if r.Allows(k) {
			out = classifyAs(out, c, k)
		}
	}
	return out
}

// ClassifyAs reads c as a play of kind k, if it is one.
func classifyAs(out []Play, c Counts, k Kind) []Play {
	n := c.Len()
	switch k {
	case Rocket:
		if c == (Counts{BlackJoker: 1, RedJoker: 1}) {
			out = append(out, Play{Kind: Rocket, Main: BlackJoker, Len: 1, Cards: c})
		}
	case Solo, Pair, Trio, Bomb:
		if m, ok := single(c); ok && int(c[m]) == k.group() && (k == Solo || !m.Joker()) {
			out = append(out, Play{Kind: k, Main: m, Len: 1, Cards: c})
		}
	case TrioSolo, TrioPair, FourSolos, FourPairs:
		g, w := k.group(), k.wing()
		wings := 1
		if g == 4 {
			wings = 2
		}
		if n != g+w*wings {
			return out
		}
		for m := Three; m <= Two; m++ {
			if int(c[m]) != g {
				continue
			}
			rest := c
			rest[m] = 0
			if wingsOK(rest, wings, w, noRank, noRank) {
				out = append(out, Play{Kind: k, Main: m, Len: 1, Cards: c})
			}
		}
	default: // chains
		g, w := k.group(), k.wing()
		if n%(g+w) != 0 {
			return out
		}
		l := n / (g + w)
		if l < chainLen[k][0] || l > chainLen[k][1] {
			return out
		}
		for s := Three; int(s)+l-1 <= int(Ace); s++ {
			rest, ok := c, true
			for i := range l {
				if int(c[s+Rank(i)]) != g {
					ok = false
					break
				}
				rest[s+Rank(i)] = 0
			}
			if !ok {
				continue
			}
			if w == 0 && rest.Empty() || w > 0 && wingsOK(rest, l, w, s-1, s+Rank(l)) {
				out = append(out, Play{Kind: k, Main: s, Len: uint8(l), Cards: c})
			}
		}
	}
	return out
}

// noRank stands for no neighbour of a chain.
const noRank Rank = 255

// single returns the one rank c holds, if it holds one rank only.
func single(c Counts) (Rank, bool) {
	m, found := Rank(0), false
	for r := range Rank(NumRanks) {
		if c[r] == 0 {
			continue
		}
		if found {
			return 0, false
		}
		m, found = r, true
	}
	return m, found
}

// wingsOK reports whether rest is exactly wings groups of size w (1: solos,
// 2: pairs) under the kicker convention: no two jokers, no four of a rank,
// pairs of distinct ranks and no jokers, and no trio of solos on a rank
// next to the chain (lo or hi).
func wingsOK(rest Counts, wings, w int, lo, hi Rank) bool {
	if rest.Len() != wings*w {
		return false
	}
	if w == 2 {
		pairs := 0
		for r := range Rank(NumRanks) {
			switch {
			case rest[r] == 0:
			case rest[r] != 2 || r.Joker():
				return false
			default:
				pairs++
			}
		}
		return pairs == wings
	}
	if rest[BlackJoker] == 1 && rest[RedJoker] == 1 {
		return false
	}
	for r := range Rank(NumRanks) {
		if rest[r] >= 4 || rest[r] == 3 && (r == lo || r == hi && r.Chains()) {
			return false
		}
	}
	return true
}
