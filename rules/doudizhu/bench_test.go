package doudizhu

import "testing"

// benchHands are 10,000 random 20-card hands (a landlord's hand).
var benchHands = func() []Counts {
	r := newTestRand(2026)
	hands := make([]Counts, 10_000)
	for i := range hands {
		hands[i] = randomHand(r, 20)
	}
	return hands
}()

// BenchmarkLeads is every lead from a 20-card hand; one op is one hand,
// the hands cycle through 10,000 random ones.
func BenchmarkLeads(b *testing.B) {
	buf := make([]Play, 0, 4096)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = Leads(buf[:0], benchHands[i%len(benchHands)], Standard)
		i++
	}
}

// BenchmarkFollows is every play that beats a pair of 5s from a 20-card
// hand.
func BenchmarkFollows(b *testing.B) {
	buf := make([]Play, 0, 4096)
	table := Classify(MustParse("55"), Standard)[0]
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = Follows(buf[:0], benchHands[i%len(benchHands)], table, Standard)
		i++
	}
}
