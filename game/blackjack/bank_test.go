package blackjack

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/game/host"
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
)

var (
	ann = game.Player{ID: "local:ann", Name: "ann", Kind: game.Human}
	bob = game.Player{ID: "ssh:bob", Name: "bob", Kind: game.Remote}
	cpu = game.Player{ID: "ai:basic", Kind: game.AI, Level: "basic"}
	gus = game.Player{ID: "guest:1-abc", Name: "gus", Kind: game.Remote}
)

// openStore opens the store of dir, as one program would.
func openStore(t *testing.T, dir string) *store.Store {
	t.Helper()
	st, err := store.Open(dir)
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	return st
}

// records reads the store of dir as another program would.
func records(t *testing.T, dir string) map[string]store.Record {
	t.Helper()
	recs, err := openStore(t, dir).Bankrolls()
	require.NoError(t, err)
	return recs
}

// sayings collects what a keeper says.
type sayings []string

func (s *sayings) say(text string) { *s = append(*s, text) }

// TestBankKeepsThePeople: each step's changes go to the people sitting at
// that step, by ID: not to a computer nor to one the bank skips, once for
// a person in two seats, to whoever took a seat over. A person new to the
// store gets fresh chips.
func TestBankKeepsThePeople(t *testing.T) {
	dir := t.TempDir()
	st := openStore(t, dir)
	_, err := st.Apply(map[string]store.Change{ann.ID: store.Change{}.Chips(bj.Chips(300))})
	require.NoError(t, err)
	b := NewBank(st, bj.Chips(1000), func(id string) bool { return id == gus.ID })
	var said sayings
	c := bj.Chips
	b.step(host.Step{Seq: 0, Players: []game.Player{ann, gus, ann}}, said.say)
	b.step(host.Step{Seq: 3, Players: []game.Player{ann, gus, ann}, Events: []game.Event{
		HandSettled{Seat: 0, Outcome: bj.Win, Net: c(10)}, HandSettled{Seat: 1, Outcome: bj.Win, Net: c(10)},
		HandSettled{Seat: 2, Outcome: bj.Lose, Net: -c(10)}, over(c(10), c(10), -c(10))}}, said.say)
	b.step(host.Step{Seq: 4, Players: []game.Player{cpu, bob, ann}, Events: []game.Event{ // ann left seat 1 to a computer; bob sat at seat 2
		HandSettled{Seat: 0, Outcome: bj.Lose, Net: -c(20)}, HandSettled{Seat: 1, Outcome: bj.Natural, Net: c(15)},
		over(-c(20), c(15))}}, said.say)
	b.step(host.Step{Seq: 5, Players: []game.Player{cpu, bob, ann}, Events: []game.Event{GameOver{Rounds: 2}}}, said.say)
	assert.Empty(t, said)

	got := records(t, dir)
	assert.Len(t, got, 2, "ann and bob; no computer, no guest")
	a := got[ann.ID]
	assert.Equal(t, [3]int{1, 1, 1}, [3]int{a.Rounds, a.Hands, a.Won}, "ann's first seat, the first round only")
	assert.Equal(t, c(310), a.Bankroll)
	bo := got[bob.ID]
	assert.Equal(t, [3]int{1, 1, 1}, [3]int{bo.Rounds, bo.Hands, bo.Blackjacks})
	assert.Equal(t, c(1015), bo.Bankroll, "fresh chips, then the round")

	recs, failed := b.Records()
	assert.False(t, failed)
	assert.Equal(t, a, recs[ann.ID])
	assert.Equal(t, bo, recs[bob.ID])
}

// TestBankRetriesAFailedSave: a save that fails on a full disk (a real 2
// MB tmpfs) is said once; the store keeps its changes and the save after
// the next step sends them, even with nothing new, so once there is room
// the store has every hand, and the table says so.
func TestBankRetriesAFailedSave(t *testing.T) {
	dir := gametest.SmallDisk(t, 2<<20)
	st := openStore(t, dir)
	b := NewBank(st, bj.Chips(1000), nil)
	players := []game.Player{ann}
	var said sayings
	b.step(host.Step{Players: players}, said.say)
	free := gametest.Fill(t, dir)
	hands := 0
	for len(said) == 0 { // the database's journal may have room for a few saves
		require.Less(t, hands, 50, "a full disk fails a save")
		hands++
		b.step(host.Step{Seq: hands, Players: players, Events: []game.Event{HandSettled{Seat: 0, Outcome: bj.Win}}}, said.say)
	}
	require.Len(t, said, 1)
	assert.Contains(t, said[0], "Could not save the bankrolls (tried again after each step): ")
	hands++
	b.step(host.Step{Seq: hands, Players: players, Events: []game.Event{HandSettled{Seat: 0, Outcome: bj.Push}}}, said.say)
	assert.Len(t, said, 1, "said once")
	assert.NotEmpty(t, st.Pending(), "kept to be sent again")

	free()
	b.step(host.Step{Seq: hands, Players: players}, said.say) // nothing new: a note's step
	require.Len(t, said, 2)
	assert.Equal(t, "The bankrolls are saved now.", said[1])
	assert.Empty(t, st.Pending())
	assert.Equal(t, hands, records(t, dir)[ann.ID].Hands, "every hand once")
}

// seatTable opens a table of the given rounds (0: until it closes) for
// people on a host keeping their bankrolls with b.
func seatTable(t *testing.T, b *Bank, seed uint64, rounds int, people ...game.Player) *host.Host[Config, State, Action, View] {
	t.Helper()
	seats := make([]host.Sitter[View, Action], len(people))
	for i, p := range people {
		seats[i] = host.Sitter[View, Action]{Player: p}
	}
	cfg := Config{Seats: len(people), Rounds: rounds}
	h, err := host.Open(Game, cfg, seed, seats, host.Options{Keepers: []host.Keeper{b}})
	require.NoError(t, err)
	return h
}

// playTable plays the people's seats of h until round n begins or the
// game ends: the minimum bet, no insurance, a stand; it returns the
// table's log.
func playTable(t *testing.T, h *host.Host[Config, State, Action, View], n int) game.Log[Action] {
	t.Helper()
	for steps := 0; ; steps++ {
		require.Less(t, steps, 100*n)
		s, err := game.Replay(Game, h.Log())
		require.NoError(t, err)
		if s.Round() >= n || s.Over() {
			return h.Log()
		}
		seat := Game.Waiting(s)[0]
		a := Stand()
		switch s.Phase() {
		case PhaseBetting:
			a = Bet(10)
		case PhaseInsurance:
			a = Decline()
		}
		require.NoError(t, h.Act(seat, a))
	}
}

// TestBankOnATableClosedMidRound: a table closed while a round is played
// has kept every round before it, and the hands settled so far (Close
// waits for its keeper).
func TestBankOnATableClosedMidRound(t *testing.T) {
	dir := t.TempDir()
	h := seatTable(t, NewBank(openStore(t, dir), bj.Chips(1000), nil), 7, 0, ann)
	l := playTable(t, h, 4)
	require.NoError(t, h.Act(0, Bet(10))) // round 4 is dealt
	h.Close()

	s, err := game.Replay(Game, l)
	require.NoError(t, err)
	r := records(t, dir)[ann.ID]
	assert.Equal(t, 3, r.Rounds)
	assert.Equal(t, s.Bankroll(0), r.Bankroll, "the chips after round 3")
	assert.GreaterOrEqual(t, r.Hands, 3)
}

// TestBankTwoProgramsAtOnce: two programs (two stores on one database)
// each play a table for the same people at the same time; the store has
// every round of both.
func TestBankTwoProgramsAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two tables of 30 rounds")
	}
	dir := t.TempDir()
	const rounds = 30
	logs := make([]game.Log[Action], 2)
	var wg sync.WaitGroup
	for i := range logs {
		st := openStore(t, dir)
		wg.Go(func() {
			h := seatTable(t, NewBank(st, bj.Chips(1000), nil), uint64(i+1), 0, ann, bob)
			logs[i] = playTable(t, h, rounds+1)
			h.Close()
		})
	}
	wg.Wait()
	got := records(t, dir)
	for seat, p := range []game.Player{ann, bob} {
		want := bj.Chips(1000)
		for _, l := range logs {
			s, err := game.Replay(Game, l)
			require.NoError(t, err)
			want += s.Net(game.Seat(seat))
		}
		assert.Equal(t, 2*rounds, got[p.ID].Rounds, p.ID)
		assert.Equal(t, want, got[p.ID].Bankroll, "%s: one fresh bankroll and both tables' results", p.ID)
	}
}

// TestBankSaysAFailureAtTheTable: a save that fails is written in the
// table's log, whole, once; the bank says so at the end.
func TestBankSaysAFailureAtTheTable(t *testing.T) {
	st := openStore(t, t.TempDir())
	require.NoError(t, st.Close())
	b := NewBank(st, bj.Chips(1000), nil)
	h := seatTable(t, b, 3, 3, ann)
	playTable(t, h, 4)
	_, failed := b.Records() // once the bank has kept the end: said before it
	assert.True(t, failed)
	h.Close()
	notes := h.Log().Notes
	require.Len(t, notes, 1)
	assert.Equal(t, game.NoSeat, notes[0].Seat)
	assert.Contains(t, notes[0].Text, "Could not save the bankrolls (tried again after each step): ")
	assert.Contains(t, notes[0].Text, "database is closed")
}
