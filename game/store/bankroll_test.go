package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

// Each outcome of a hand counts where the statistics say.
func TestChangeHand(t *testing.T) {
	for _, tc := range []struct {
		outcome bj.Outcome
		want    Change
	}{
		{bj.Win, Change{Hands: 1, Won: 1}},
		{bj.Natural, Change{Hands: 1, Won: 1, Blackjacks: 1}},
		{bj.EvenMoney, Change{Hands: 1, Won: 1, Blackjacks: 1}},
		{bj.Push, Change{Hands: 1, Pushed: 1}},
		{bj.Surrendered, Change{Hands: 1, Lost: 1, Surrenders: 1}},
		{bj.Lose, Change{Hands: 1, Lost: 1}},
		{bj.Bust, Change{Hands: 1, Lost: 1}},
	} {
		t.Run(tc.outcome.String(), func(t *testing.T) {
			assert.Equal(t, tc.want, Change{}.Hand(tc.outcome))
		})
	}
}

// Rounds add up their nets and keep the best and the worst; a new
// bankroll adds its chips.
func TestChangeRounds(t *testing.T) {
	c := Change{}.Round(bj.Chips(30)).Round(bj.Chips(-50)).Round(bj.Chips(10)).NewBankroll(bj.Chips(1000)).Chips(bj.Chips(-10))
	assert.Equal(t, Change{Bankroll: bj.Chips(990), Rounds: 3, NewBankrolls: 1, Net: bj.Chips(-10),
		BiggestWin: bj.Chips(30), BiggestLoss: bj.Chips(-50)}, c)
}

// Plus is the same as making both changes in turn, and Apply on a record
// the same as the store's.
func TestChangePlusAndApply(t *testing.T) {
	a := Change{}.Hand(bj.Win).Round(bj.Chips(10)).Chips(bj.Chips(10))
	b := Change{}.Hand(bj.Bust).Hand(bj.Natural).Round(bj.Chips(-40)).Chips(bj.Chips(-40))
	both := a.Plus(b)
	assert.Equal(t, Change{}.Hand(bj.Win).Round(bj.Chips(10)).Chips(bj.Chips(10)).Hand(bj.Bust).Hand(bj.Natural).
		Round(bj.Chips(-40)).Chips(bj.Chips(-40)), both)

	s := open(t, "")
	start, err := s.SitDown("p", bj.Chips(100))
	require.NoError(t, err)
	_, err = s.Apply(map[string]Change{"p": a})
	require.NoError(t, err)
	recs, err := s.Apply(map[string]Change{"p": b})
	require.NoError(t, err)
	want := start.Apply(both)
	want.Updated = now
	assert.Equal(t, want, recs["p"])
}

// A player sits down once with a fresh bankroll; after that with what
// they have.
func TestSitDown(t *testing.T) {
	s := open(t, "")
	_, ok, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.False(t, ok)

	r, err := s.SitDown("local:ann", bj.Chips(1000))
	require.NoError(t, err)
	assert.Equal(t, Record{Bankroll: bj.Chips(1000), Updated: now}, r)
	_, err = s.Apply(map[string]Change{"local:ann": Change{}.Chips(bj.Amount(-3))})
	require.NoError(t, err)
	r, err = s.SitDown("local:ann", bj.Chips(1000))
	require.NoError(t, err)
	assert.Equal(t, bj.Chips(1000)-3, r.Bankroll, "a half chip stays exact")

	got, ok, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, r, got)
}

// Apply adds to what the store holds now, not to what a table read: two
// tables for one player both count.
func TestApplyAddsToWhatIsThere(t *testing.T) {
	s := open(t, "")
	_, err := s.SitDown("local:ann", bj.Chips(1000))
	require.NoError(t, err)
	tableA := Change{}.Hand(bj.Win).Round(bj.Chips(10)).Chips(bj.Chips(10))
	tableB := Change{}.Hand(bj.Lose).Round(bj.Chips(-20)).Chips(bj.Chips(-20))
	_, err = s.Apply(map[string]Change{"local:ann": tableA})
	require.NoError(t, err)
	recs, err := s.Apply(map[string]Change{"local:ann": tableB, "local:bob": Change{}.NewBankroll(bj.Chips(1000))})
	require.NoError(t, err)
	assert.Equal(t, Record{Bankroll: bj.Chips(990), Rounds: 2, Hands: 2, Won: 1, Lost: 1, Net: bj.Chips(-10),
		BiggestWin: bj.Chips(10), BiggestLoss: bj.Chips(-20), Updated: now}, recs["local:ann"])
	assert.Equal(t, bj.Chips(1000), recs["local:bob"].Bankroll, "a player without a record starts from nothing")

	all, err := s.Bankrolls()
	require.NoError(t, err)
	assert.Equal(t, recs, all)
}

// Chips far beyond any table's limit are kept to the half chip.
func TestApplyLargeAmounts(t *testing.T) {
	s := open(t, "")
	_, err := s.SitDown("local:ann", bj.Chips(5_000_000_000))
	require.NoError(t, err)
	recs, err := s.Apply(map[string]Change{"local:ann": Change{}.Chips(bj.Amount(21))})
	require.NoError(t, err)
	assert.Equal(t, bj.Chips(5_000_000_000)+21, recs["local:ann"].Bankroll)
}
