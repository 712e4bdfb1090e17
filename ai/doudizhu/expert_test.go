package doudizhu

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// playViews plays seeded sessions of cfg with the rule player in every
// seat and returns the views of the seats to move, every n-th decision.
func playViews(t testing.TB, cfg gd.Config, sessions, n int) []gd.View {
	var out []gd.View
	k := 0
	for seed := range uint64(sessions) {
		s, err := gd.Game.New(cfg, seed)
		require.NoError(t, err)
		for s.Phase() != gd.PhaseOver {
			v := gd.Game.View(s, s.Turn())
			if k++; k%n == 0 {
				out = append(out, v)
			}
			s, _, err = gd.Game.Reduce(s, s.Turn(), rulePlayer{}.Decide(v))
			require.NoError(t, err)
		}
	}
	return out
}

// twinView is v with the hands v's viewer may not see redrawn from the
// cards it has not seen, and written into the view where it should not
// look: a player that decides the same on v and its twins reads nothing
// it may not know.
func twinView(r *rand.Rand, v gd.View) gd.View {
	pool := dz.Pack.Minus(v.Played.Counts()).Minus(v.Mine().Counts())
	var deck []dz.Rank
	for rk := range dz.Rank(dz.NumRanks) {
		for range pool[rk] {
			deck = append(deck, rk)
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for s := range gd.Seats {
		if game.Seat(s) == v.Viewer || v.Shown && game.Seat(s) == v.Landlord {
			continue
		}
		var c dz.Counts
		for range v.Sizes[s] {
			c[deck[0]]++
			deck = deck[1:]
		}
		_, v.Hands[s], _ = dz.FullPack.Take(dz.Pack.Minus(c))
	}
	return v
}

// Every level decides the same on a view and on its twins, and the same
// again on the same view: decisions depend on what the seat knows only.
func TestDecisionsDependOnTheViewOnly(t *testing.T) {
	views := playViews(t, gd.Config{Deals: 2, ShowCards: gd.ShowAfterBottom}, 6, 7)
	if testing.Short() {
		views = views[:len(views)/4]
	}
	r := rand.New(rand.NewPCG(5, 6))
	for _, level := range Levels {
		p, err := New(level)
		require.NoError(t, err)
		for _, v := range views {
			a := p.Decide(v)
			require.NoError(t, v.Check(a), "%s decides legally", level)
			assert.Equal(t, a, p.Decide(v), "%s decides the same twice", level)
			assert.Equal(t, a, p.Decide(twinView(r, v)), "%s decides the same on a twin of the view", level)
		}
	}
}

// The expert's samples are consistent with the view: the seat's own
// hand, the sizes, a shown landlord's hand and the bottom cards the
// landlord still holds.
func TestSamplesFitTheView(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, v := range playViews(t, gd.Config{Deals: 1, ShowCards: gd.ShowAfterBottom}, 4, 3) {
		if v.Phase != gd.PhasePlay {
			continue
		}
		w := sampleWorld(v, r)
		all := v.Played.Counts()
		for s := range gd.Seats {
			assert.Equal(t, v.Sizes[s], w.hands[s].Len())
			all = all.Plus(w.hands[s])
		}
		assert.Equal(t, dz.Pack, all, "every card is somewhere")
		assert.Equal(t, v.Mine().Counts(), w.hands[v.Viewer])
		ll := int(v.Landlord)
		assert.True(t, w.hands[ll].Contains((v.Bottom &^ v.Played).Counts()), "the landlord holds its bottom cards")
		if v.Shown {
			assert.Equal(t, v.Hands[ll].Counts(), w.hands[ll])
		}
	}
}

// The rule player's choice is always among the expert's candidates, and
// every candidate is legal.
func TestCandidatesAreLegal(t *testing.T) {
	for _, v := range playViews(t, gd.Config{Deals: 1}, 4, 2) {
		if v.Phase != gd.PhasePlay {
			continue
		}
		si := infoOf(v)
		cs := candidates(&si)
		require.NotEmpty(t, cs)
		first, _ := ruleChoice(&si)
		assert.Equal(t, first, cs[0])
		assert.LessOrEqual(t, len(cs), maxCandidates+maxOtherLeads)
		for _, c := range cs {
			assert.NoError(t, v.Check(actionOf(c)))
		}
	}
}

// Leading, the expert weighs a few leads outside its plan too: with
// 33 in the plan it also weighs the solo 3 split from it, and it never
// weighs a plan play twice.
func TestLeadCandidatesReachOutsideThePlan(t *testing.T) {
	si := seatInfo{rules: dz.Standard, me: 0, landlord: 0, hand: dz.MustParse("3368TQKA2"),
		unseen: dz.Pack.Minus(dz.MustParse("3368TQKA2")), sizes: [gd.Seats]int{9, 17, 17}, table: dz.PassPlay}
	pl := si.plan(si.hand)
	require.Contains(t, pl.plays, playOf(t, "33"))
	others := otherLeads(&si, pl)
	assert.Contains(t, others, playOf(t, "3"))
	for _, p := range others {
		assert.NotContains(t, pl.plays, p)
	}
	cs := candidates(&si)
	assert.Contains(t, cs, playOf(t, "3"), "the solo split from the pair")
	for i, c := range cs {
		assert.NotContains(t, cs[i+1:], c, "weighed once")
	}
}

// A decision stops at its playouts, at its work bound, or when one
// candidate is left in the race, whichever comes first, after a whole
// sample: its work exceeds the bound by less than
// one sample's, and the bound stops the long searches early in a deal.
func TestSearchStopsAtTheWorkBound(t *testing.T) {
	views := benchViews(t, 2)
	if testing.Short() {
		views = views[:len(views)/2] // the first deal, from its start
	}
	bounded := expertPlayer{playouts: DefaultPlayouts, work: DefaultWork}
	unbounded := expertPlayer{playouts: DefaultPlayouts}
	cut := 0
	for _, v := range views {
		_, b := bounded.choose(v)
		_, u := unbounded.choose(v)
		require.Positive(t, b.samples)
		assert.True(t, u.decided || u.playouts >= DefaultPlayouts, "without a bound every playout is played, unless the race is decided")
		assert.LessOrEqual(t, b.samples, u.samples)
		if b.samples < u.samples {
			cut++
			last := b.work / b.samples * 4 // generous: a sample costs about the mean one
			assert.GreaterOrEqual(t, b.work, DefaultWork, "the search stops early only at the bound")
			assert.Less(t, b.work, DefaultWork+last, "one sample at most past the bound")
		} else {
			assert.Equal(t, u.work, b.work, "under the bound the search is the unbounded one")
		}
	}
	assert.Positive(t, cut, "the bound shortens some decisions")
}

// benchViews are decisions of the play phase from seeded rule-player
// sessions in which the seat has a choice (the expert searches).
func benchViews(b testing.TB, sessions int) []gd.View {
	var out []gd.View
	for _, v := range playViews(b, gd.Config{Deals: 1, Bidding: gd.NoBidding}, sessions, 1) {
		si := infoOf(v)
		if v.Phase == gd.PhasePlay && len(candidates(&si)) > 1 {
			out = append(out, v)
		}
	}
	return out
}

// BenchmarkExpertDecision times the expert's decisions with the default
// budget over every position of 8 seeded deals where it has a choice:
// one op is all of them, and the metrics are per decision (the mean, the
// median and the slowest), so early decisions, with long playouts, and
// late ones weigh as they do in a game.
func BenchmarkExpertDecision(b *testing.B) {
	views := benchViews(b, 8)
	e := expertPlayer{playouts: DefaultPlayouts, work: DefaultWork}
	var times []time.Duration
	b.ReportAllocs()
	for b.Loop() {
		for _, v := range views {
			start := time.Now()
			e.Decide(v)
			times = append(times, time.Since(start))
		}
	}
	reportTimes(b, times)
}

// reportTimes reports the mean, the median and the slowest of times, in
// milliseconds a decision.
func reportTimes(b *testing.B, times []time.Duration) {
	var total time.Duration
	for _, d := range times {
		total += d
	}
	slices.Sort(times)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(total/time.Duration(len(times))), "ms/decision")
	b.ReportMetric(ms(times[len(times)/2]), "ms-median")
	b.ReportMetric(ms(times[len(times)-1]), "ms-max")
}

// BenchmarkRuleDecision is one rule-player decision of the play phase.
func BenchmarkRuleDecision(b *testing.B) {
	views := benchViews(b, 40)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		rulePlayer{}.Decide(views[i%len(views)])
		i++
	}
}

// cardsOf is a set of cards with the ranks of s, taken from the pack.
func cardsOf(t *testing.T, s string, from dz.Set) dz.Set {
	c, _, ok := from.Take(dz.MustParse(s))
	require.True(t, ok, s)
	return c
}

// A hand-made trick seen by the landlord (seat 0): it led a solo 9, seat
// 1 passed, seat 2 played a J. Seat 1 passed on an opponent's 9, so it is
// unlikely to hold a lone T, J, Q, K or A: the samples almost always say
// so (the clue is soft, since a seat may pass on purpose), and always
// hold every hand the view fixes.
func TestSamplesFitThePassesSeen(t *testing.T) {
	played := cardsOf(t, "9J", dz.FullPack)
	mine := cardsOf(t, "3333444455556666777", dz.FullPack&^played)
	nine := playOf(t, "9")
	v := gd.View{Viewer: 0, Config: gd.Config{Rules: dz.Standard}, Phase: gd.PhasePlay, Turn: 0, Landlord: 0,
		Sizes: [gd.Seats]int{19, 17, 16}, Played: played,
		Table: playOf(t, "J"), Leader: 2,
		Last:     [gd.Seats]dz.Play{nine, dz.PassPlay, playOf(t, "J")},
		Acted:    [gd.Seats]bool{true, true, true},
		PlayedBy: [gd.Seats]dz.Set{played & cardsOf(t, "9", played), 0, played & cardsOf(t, "J", played)},
		Passes:   []gd.Pass{{Seat: 1, Over: nine, By: 0}}}
	v.Hands[0] = mine
	need := [gd.Seats]int{0, 17, 16}
	assert.Equal(t, []passClue{{seat: 1, over: nine, opponent: true}}, passClues(v, need).list)
	r := rand.New(rand.NewPCG(1, 2))
	const n = 400
	fit, blind := 0, 0
	for range n {
		w := sampleWorld(v, r)
		if !freeBeat(nine, w.hands[1]) {
			fit++
		}
		if !freeBeat(nine, w.hands[2]) {
			blind++
		}
		assert.Equal(t, mine.Counts(), w.hands[0])
		assert.Equal(t, 17, w.hands[1].Len())
		assert.Equal(t, 16, w.hands[2].Len())
		assert.Equal(t, dz.Pack, w.hands[0].Plus(w.hands[1]).Plus(w.hands[2]).Plus(played.Counts()))
	}
	t.Logf("seat 1 fits the clue in %d of %d samples, seat 2 (no clue) in %d", fit, n, blind)
	assert.GreaterOrEqual(t, fit, n*9/10, "seat 1 passed on the 9")
	assert.Less(t, blind, fit, "seat 2 has no clue")
}

// A pass on a partner's play says only that the seat could not go out;
// a pass on an opponent's play also that it had no free beat. A clue
// reads the hand as it was at the pass: the hand now and the cards
// played since.
func TestPassClues(t *testing.T) {
	j, nine := playOf(t, "J"), playOf(t, "9")
	v := gd.View{Viewer: 0, Landlord: 0, Phase: gd.PhasePlay,
		Passes: []gd.Pass{{Seat: 2, Over: j, By: 1}, {Seat: 1, Over: nine, By: 0}}}
	v.PlayedBy[1] = cardsOf(t, "QQ", dz.FullPack)
	c := passClues(v, [gd.Seats]int{0, 5, 5})
	assert.Equal(t, []passClue{{seat: 2, over: j}, {seat: 1, over: nine, since: dz.MustParse("QQ"), opponent: true}}, c.list)
	assert.Empty(t, passClues(v, [gd.Seats]int{0, 0, 0}).list, "known hands need no clue")
	hands := func(one, two string) [gd.Seats]dz.Counts {
		return [gd.Seats]dz.Counts{{}, dz.MustParse(one), dz.MustParse(two)}
	}
	tests := []struct {
		name     string
		one, two string
		missed   int
	}{
		{"no beat anywhere", "3", "4", 0},
		{"seat 2 could have gone out over its partner's J", "3", "K", 1},
		{"seat 2 holds a free K but its partner led: no clue", "3", "K5", 0},
		{"seat 1 holds a lone Q, but held three with the two played since", "3Q", "4", 0},
		{"seat 1 holds a lone T", "3T", "4", 1},
		{"seat 1 holds a 2: not a free beat", "32", "4", 0},
		{"both break theirs", "3T", "A", 2},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.missed, c.missed(hands(tt.one, tt.two)), tt.name)
	}
}
