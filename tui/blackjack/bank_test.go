package blackjack

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/blackjack/ledger"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// keeping is testEnv with a player data directory.
func keeping(dir string) screen.Env {
	env := testEnv(false)
	env.DataDir = dir
	return env
}

// book reads the ledger of dir.
func book(t *testing.T, dir string) ledger.Book {
	t.Helper()
	b, err := ledger.At(dir, nil).Load()
	require.NoError(t, err)
	return b
}

// keep writes records into the ledger of dir.
func keep(t *testing.T, dir string, recs map[string]ledger.Record) {
	t.Helper()
	require.NoError(t, ledger.At(dir, nil).Save(ledger.Book{Players: recs}))
}

// playRound bets and stands (declining insurance) until the round is over.
func playRound(t *testing.T, m screenOf) screenOf {
	t.Helper()
	round := view(t, m, 0).Round
	m = press(t, m, "enter")
	for steps := 0; view(t, m, 0).Round == round && !where(m).Over; steps++ {
		require.Less(t, steps, 20)
		m = press(t, m, "n", "s")
	}
	return m
}

// Without a data directory nothing is kept, and nothing is said about it.
func TestBankNothingKept(t *testing.T) {
	s := setup(seedDouble)
	s.Rounds = 2
	m := playRound(t, start(t, testEnv(false), s))
	assert.NotContains(t, m.View(), "bankroll file")
	_, summary := playOn(t, m)
	for _, line := range summary {
		assert.NotContains(t, line, "all time")
	}
}

// A round is recorded in the ledger under the person's player ID: the
// bankroll and the statistics; the computers are not recorded. The next
// table sits the person down with that bankroll.
func TestBankKeptByPlayerID(t *testing.T) {
	dir := t.TempDir()
	m := press(t, press(t, start(t, keeping(dir), setup(seedDouble)), "enter"), "d") // you double 11 and lose 20
	b := book(t, dir)
	assert.Equal(t, []string{"local:ann"}, slices.Sorted(maps.Keys(b.Players)), "by ID; computers are not recorded")
	assert.Equal(t, ledger.Record{Bankroll: bj.Chips(980), Rounds: 1, Hands: 1, Lost: 1, Net: bj.Chips(-20),
		BiggestLoss: bj.Chips(-20), Updated: screentest.Now}, b.Players["local:ann"])

	renamed := you
	renamed.Name = "Ann Smith" // a display name is only a label
	m = start(t, keeping(dir), setup(seedSplit, renamed, aiBasic))
	assert.Equal(t, bj.Chips(980), view(t, m, 0).Me().Bankroll, "you sit down with your bankroll")
	assert.Contains(t, m.View(), "bank 980")
	m = playRound(t, m)
	r := book(t, dir).Players["local:ann"]
	assert.Equal(t, 2, r.Rounds)
	assert.Equal(t, view(t, m, 0).Me().Bankroll, r.Bankroll)

	s := setup(seedSplit, you)
	s.Rounds = 1
	_, summary := playOn(t, start(t, keeping(dir), s))
	assert.Contains(t, summary, "You, all time: 3 rounds, net "+signed(book(t, dir).Players["local:ann"].Net)+
		", biggest win "+signed(book(t, dir).Players["local:ann"].BiggestWin)+", bankroll "+book(t, dir).Players["local:ann"].Bankroll.String()+".")
}

// A saved half chip comes to the table too.
func TestBankHalfChip(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]ledger.Record{"local:ann": ledger.Fresh(bj.Amount(2031))}) // 1015.5
	m := start(t, keeping(dir), setup(seedDouble))
	assert.Equal(t, bj.Amount(2031), view(t, m, 0).Me().Bankroll)
	m = playRound(t, m)
	assert.Equal(t, view(t, m, 0).Me().Bankroll, book(t, dir).Players["local:ann"].Bankroll)
}

// A person who left broke takes a new bankroll as they sit down, and the
// log says so.
func TestBankBrokeSitsDownWithANewBankroll(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]ledger.Record{"local:ann": ledger.Fresh(bj.Chips(4))})
	m := start(t, keeping(dir), setup(seedDouble))
	assert.Equal(t, bj.Chips(1004), view(t, m, 0).Me().Bankroll, "the 4 chips are still yours")
	assert.Contains(t, sideText(m, 100), "You had 4 chips: take a new bankroll of 1000.")
	m = playRound(t, m)
	r := book(t, dir).Players["local:ann"]
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, view(t, m, 0).Me().Bankroll, r.Bankroll)
}

// People taking turns at one keyboard each sit down with their own
// bankroll, and each is recorded under their own ID.
func TestBankHotSeat(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]ledger.Record{p1.ID: ledger.Fresh(bj.Chips(500)), p2.ID: ledger.Fresh(bj.Chips(2000))})
	m := start(t, keeping(dir), setup(seedDouble, p1, p2))
	v := view(t, m, 0)
	assert.Equal(t, bj.Chips(500), v.Spots[0].Bankroll)
	assert.Equal(t, bj.Chips(2000), v.Spots[1].Bankroll)
	assert.EqualValues(t, 0, where(m).Viewer)
	m = press(t, m, "enter")
	assert.EqualValues(t, 1, where(m).Viewer, "the keyboard passes to Player 2")
	assert.Contains(t, m.View(), "Player 2: bet 10")
	m = press(t, m, "enter")
	for steps := 0; view(t, m, 0).Phase != gb.PhaseBetting; steps++ {
		require.Less(t, steps, 20)
		m = press(t, m, "n", "s")
	}
	b, v := book(t, dir), view(t, m, 0)
	assert.Equal(t, v.Spots[0].Bankroll, b.Players[p1.ID].Bankroll)
	assert.Equal(t, v.Spots[1].Bankroll, b.Players[p2.ID].Bankroll)
}

// A version 1 ledger (by display name) is read on first use with "You"
// as the person at this keyboard and every other name as a person here;
// the first save writes version 2 by player ID, keeps the version 1 file
// beside it as it was, and loses nobody.
func TestBankUpgradesAVersion1Ledger(t *testing.T) {
	dir := t.TempDir()
	path := ledger.At(dir, nil).Path
	v1 := `{"version":1,"players":{"You":{"bankroll":412.5,"rounds":3,"hands":3,"won":2,"lost":1,"net":-587.5,"biggest_loss":-600},` +
		`"Player 2":{"bankroll":2000},"Bob":{"bankroll":70}}}`
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(v1), 0o644))
	me := screen.LocalID(screen.LocalLogin())
	here := person(screen.LocalLogin())

	m := start(t, keeping(dir), setup(seedDouble, here, aiBasic))
	assert.Equal(t, bj.Amount(825), view(t, m, 0).Me().Bankroll, "You's 412.5 chips are yours")
	assert.Contains(t, sideText(m, 100), "Bankrolls are now kept by player ID")
	m = playRound(t, m)

	kept, err := os.ReadFile(path + ".v1")
	require.NoError(t, err)
	assert.Equal(t, v1, string(kept), "the version 1 file is kept as it was")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"version": 2`)
	b := book(t, dir)
	assert.ElementsMatch(t, []string{me, "local:Player 2", "local:Bob"}, slices.Sorted(maps.Keys(b.Players)))
	r := b.Players[me]
	assert.Equal(t, 4, r.Rounds, "the old record goes on")
	assert.Equal(t, view(t, m, 0).Me().Bankroll, r.Bankroll)
	assert.Equal(t, bj.Chips(70), b.Players["local:Bob"].Bankroll)

	m = start(t, keeping(dir), setup(seedDouble, p1, p2))
	assert.Equal(t, bj.Chips(2000), view(t, m, 1).Me().Bankroll, "Player 2 is local:Player 2")
	assert.NotContains(t, sideText(m, 100), "now kept by player ID", "said once")
}

// A corrupt ledger is reported in the status line and the log and set
// aside, never silently reset: the file is kept under another name, and a
// new ledger is written.
func TestBankCorruptLedger(t *testing.T) {
	dir := t.TempDir()
	path := ledger.At(dir, nil).Path
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(`{"version":2,"players":{"local:ann":{"bankroll":"lots"}}}`), 0o644))
	m := start(t, keeping(dir), setup(seedDouble))
	aside := path + ".corrupt-20260102-030405"
	assert.Contains(t, flatten(m.View()), "The bankroll file could not be read: it is set aside as")
	assert.Contains(t, sideText(m, 100), "is corrupt")
	kept, err := os.ReadFile(aside)
	require.NoError(t, err)
	assert.Contains(t, string(kept), "lots")
	assert.Equal(t, bj.Chips(1000), view(t, m, 0).Me().Bankroll, "a fresh bankroll")

	m = playRound(t, m)
	assert.NotContains(t, flatten(m.View()), "could not be read", "said until the next key")
	assert.Equal(t, 1, book(t, dir).Players["local:ann"].Rounds, "a new ledger is written")
}

// A ledger that cannot be written is reported once, in the status line;
// the game goes on, and the summary says so.
func TestBankUnwritable(t *testing.T) {
	dir := t.TempDir()
	s := setup(seedDouble)
	s.Rounds = 3
	m := start(t, keeping(dir), s)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "blackjack"), []byte("not a directory"), 0o644))
	m = playRound(t, m)
	assert.Contains(t, m.View(), "Could not save the bankrolls")
	m = playRound(t, m)
	assert.NotContains(t, m.View(), "Could not save", "said once")
	_, summary := playOn(t, m)
	assert.Contains(t, summary, "The bankrolls could not be saved.")
}

// A ledger that cannot be read (here a directory in its place) keeps
// nothing this game, and says so.
func TestBankUnreadable(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(ledger.At(dir, nil).Path, 0o755))
	m := start(t, keeping(dir), setup(seedDouble))
	assert.Contains(t, flatten(m.View()), "Bankrolls are not kept this game")
}

// brokeAfterARound plays tables of 10 chips a seat until one leaves you
// broke after its first round.
func brokeAfterARound(t *testing.T, dir string) screenOf {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		s := setup(seed)
		s.Variants = map[string]string{keyBankroll: "10"}
		m := playRound(t, start(t, keeping(dir), s))
		if broke(view(t, m, 0)) {
			return m
		}
		require.NoError(t, os.RemoveAll(filepath.Join(dir, "blackjack")))
	}
	t.Fatal("no seed leaves you broke")
	return screenOf{}
}

// A person who cannot bet the minimum has their turn in the betting like
// anyone else: the screen offers a new bankroll and sitting out, with
// their keys. Sitting out lets the round go on without them; a new
// bankroll is recorded, and the person bets again.
func TestBankBrokePersonsTurn(t *testing.T) {
	dir := t.TempDir()
	m := brokeAfterARound(t, dir)
	require.True(t, where(m).MyTurn)
	view1 := m.View()
	assert.Contains(t, view1, "Your turn: 0 chips, below the minimum of 10. b takes a new bankroll, x sits out.")
	assert.Contains(t, view1, "[ b Rebuy ] [ x Sit out ]")
	assert.Contains(t, view1, "b new bankroll • x sit out")
	round := view(t, m, 0).Round

	m = press(t, m, "x")
	assert.Equal(t, gb.SitOut(), lastOf(t, m, 0))
	assert.Equal(t, round+1, view(t, m, 0).Round, "the AI played its round alone")
	assert.True(t, where(m).MyTurn, "and the table waits for you again")

	m = press(t, m, "b")
	assert.Equal(t, gb.Rebuy(), lastOf(t, m, 0))
	r := book(t, dir).Players["local:ann"]
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, bj.Chips(10), r.Bankroll)
	assert.Contains(t, m.View(), "Your turn: bet 10")
	m = press(t, m, "enter")
	assert.Equal(t, gb.Bet(10), lastOf(t, m, 0))
}

// lastOf is seat's last action at the table.
func lastOf(t *testing.T, m screenOf, seat int) gb.Action {
	t.Helper()
	es := entries(t, m)
	for i := len(es) - 1; i >= 0; i-- {
		if int(es[i].Seat) == seat {
			return es[i].Action
		}
	}
	return gb.Action{}
}

// A person in two seats brings their bankroll to the first only: the
// other plays with the table's chips and is not recorded.
func TestBankOneBankrollOneSeat(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]ledger.Record{you.ID: ledger.Fresh(bj.Chips(500))})
	m := press(t, start(t, keeping(dir), setup(seedDouble, you, you)), "enter", "enter")
	for steps := 0; view(t, m, 0).Round == 1; steps++ {
		require.Less(t, steps, 20)
		m = press(t, m, "n", "s")
	}
	v := view(t, m, 0)
	assert.Equal(t, v.Spots[0].Bankroll, book(t, dir).Players[you.ID].Bankroll)
	assert.Equal(t, 1, book(t, dir).Players[you.ID].Rounds)
	start := headerConfig(t, m).Start
	assert.Equal(t, bj.Chips(500), start[0], "seat 1: the saved 500")
	assert.Zero(t, start[1], "seat 2: the table's chips")
}

// A bankroll far above the table's own chips sits down whole, is shown in
// full, and is saved moved by exactly the round's result: nothing is cut
// on the way, at any size.
func TestBankLargeBankrollKeptExactly(t *testing.T) {
	const saved = bj.Amount(2 * 5_000_000_000)
	five := []game.Player{you, aiBasic, aiCounter, aiBasic, aiCounter}
	for _, size := range []struct{ w, h int }{{100, 30}, {80, 24}} {
		dir := t.TempDir()
		keep(t, dir, map[string]ledger.Record{"local:ann": ledger.Fresh(saved)})
		env := keeping(dir)
		env.Width, env.Height = size.w, size.h
		m := start(t, env, setup(seedDouble, five...))
		require.Equal(t, saved, view(t, m, 0).Me().Bankroll)
		board := func() string {
			return screentest.Region(m.View(), ui.Rect{Y: 2, W: size.w - sideWidth(size.w), H: size.h})
		}
		assert.Contains(t, board(), saved.String(), "%dx%d: the bankroll in full", size.w, size.h)
		m = playRound(t, m)
		r := book(t, dir).Players["local:ann"]
		require.Equal(t, 1, r.Rounds)
		assert.Equal(t, saved+r.Net, r.Bankroll, "the saved bankroll moved by the round's result")
		assert.Equal(t, view(t, m, 0).Me().Bankroll, r.Bankroll)
		assert.Contains(t, board(), r.Bankroll.String())
		requireSize(t, m.View(), size.w, size.h, "")
	}
}

// The table's net is measured from the chips a person sat down with: a
// saved 700 that ends a round 10 up is "+10", not 710 less the table's
// bankroll of 1000.
func TestBankNetFromTheChipsSatDownWith(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]ledger.Record{"local:ann": ledger.Fresh(bj.Chips(700))})
	s := setup(seedDouble)
	s.Rounds = 1
	m, summary := playOn(t, start(t, keeping(dir), s))
	end := view(t, m, 0).Me().Bankroll
	net := end - bj.Chips(700)
	require.NotZero(t, net)
	assert.Contains(t, summary, "You: "+end.String()+" chips ("+signed(net)+")")
	o := gb.Game.Outcome(truth(t, m))
	assert.Equal(t, signed(net)+" chips", o.Seats[0].Line)
}
