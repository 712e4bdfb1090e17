package shengji

import (
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// faceBits is the number of faces of one deck: bit i of a gs.Set and bit
// i+faceBits are the two copies of one face.
const faceBits = sj.PackSize / 2

// faceMask is the faces of one deck's bits.
const faceMask = 1<<faceBits - 1

// twinsOf is the faces of s held twice, as a mask of faces.
func twinsOf(s gs.Set) uint64 {
	low := s[0] & faceMask
	high := (s[0]>>faceBits | s[1]<<(64-faceBits)) & faceMask
	return low & high
}

// bothCopies is the set of both copies of the faces of mask.
func bothCopies(mask uint64) gs.Set {
	return gs.Set{mask | mask<<faceBits, mask >> (64 - faceBits)}
}

// pairsIn is the pairs of s: both copies of every face s holds twice.
func pairsIn(s gs.Set) gs.Set { return bothCopies(twinsOf(s)) }

// numPowers is the powers a card may have in its effective suit.
const numPowers = 16

// facesAt is, per effective suit and power, the faces of that power as a
// mask of faces (several for the off-suit level cards).
type facesAt [numSuits][numPowers]uint64

// facesAtOf fills a card table's faces by power.
func (ct *cardTable) facesAtOf() {
	for i := range faceBits {
		ct.at[ct.suit[i]][ct.power[i]] |= 1 << i
	}
}

// topPair is the face of the highest pair of s in suit (the mask of its
// face) and its power, 0 and -1 for none.
func (ct *cardTable) topPair(s gs.Set, suit cards.Suit) (uint64, int) {
	tw := twinsOf(s.Inter(ct.of[suit]))
	for p := numPowers - 1; p >= 0 && tw != 0; p-- {
		if f := tw & ct.at[suit][p]; f != 0 {
			return f & -f, p
		}
	}
	return 0, -1
}

// tractorIn is the longest tractor of s in suit (the highest on a tie):
// the set of its cards and the power of its top pair; an empty set when s
// holds none or the rules play without tractors.
func (ct *cardTable) tractorIn(s gs.Set, suit cards.Suit, r sj.Rules) (gs.Set, int) {
	if r.NoTractors {
		return gs.Set{}, -1
	}
	tw := twinsOf(s.Inter(ct.of[suit]))
	var best, run uint64
	bestN, n, bestTop := 0, 0, -1
	for p := range numPowers {
		f := tw & ct.at[suit][p]
		if f == 0 {
			run, n = 0, 0
			continue
		}
		run, n = run|f&-f, n+1
		if n >= 2 && n >= bestN {
			best, bestN, bestTop = run, n, p
		}
	}
	if bestN < 2 {
		return gs.Set{}, -1
	}
	return bothCopies(best), bestTop
}

// hasTractorOver reports whether s holds, in suit, a tractor of n pairs
// whose top is above power top.
func (ct *cardTable) hasTractorOver(s gs.Set, suit cards.Suit, n, top int) bool {
	tw := twinsOf(s.Inter(ct.of[suit]))
	run := 0
	for p := range numPowers {
		if tw&ct.at[suit][p] == 0 {
			run = 0
			continue
		}
		run++
		if run >= n && p > top {
			return true
		}
	}
	return false
}

// hasPairOver reports whether s holds a pair of suit above power p.
func (ct *cardTable) hasPairOver(s gs.Set, suit cards.Suit, p int) bool {
	_, top := ct.topPair(s, suit)
	return top > p
}
