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
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// keeping is testEnv with the store of the data directory dir.
func keeping(t *testing.T, dir string) screen.Env {
	env := testEnv(false)
	env.Store = screentest.Store(t, dir)
	return env
}

// book reads the records of the store of dir.
func book(t *testing.T, dir string) map[string]store.Record {
	t.Helper()
	recs, err := screentest.Store(t, dir).Bankrolls()
	require.NoError(t, err)
	return recs
}

// kept closes the table, which waits for the host to keep every step
// played (gb.Bank), and reads the records of the store of dir.
func kept(t *testing.T, m screenOf, dir string) map[string]store.Record {
	t.Helper()
	m.Close()
	return book(t, dir)
}

// keep adds changes to the records of the store of dir: a bankroll alone
// is a new player's.
func keep(t *testing.T, dir string, changes map[string]store.Change) {
	t.Helper()
	_, err := screentest.Store(t, dir).Apply(changes)
	require.NoError(t, err)
}

// fresh is the change that gives a new player chips.
func fresh(chips bj.Amount) store.Change { return store.Change{}.Chips(chips) }

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
	s.Options["rounds"] = "2"
	m := playRound(t, start(t, testEnv(false), s))
	assert.NotContains(t, m.View(), "bankroll file")
	_, summary := playOn(t, m)
	for _, line := range summary {
		assert.NotContains(t, line, "all time")
	}
}

// A round is recorded in the store under the person's player ID: the
// bankroll and the statistics; the computers are not recorded. The next
// table sits the person down with that bankroll.
func TestBankKeptByPlayerID(t *testing.T) {
	dir := t.TempDir()
	m := press(t, press(t, start(t, keeping(t, dir), setup(seedDouble)), "enter"), "d") // you double 11 and lose 20
	b := kept(t, m, dir)
	assert.Equal(t, []string{"local:ann"}, slices.Sorted(maps.Keys(b)), "by ID; computers are not recorded")
	assert.Equal(t, store.Record{Bankroll: bj.Chips(980), Rounds: 1, Hands: 1, Lost: 1, Net: bj.Chips(-20),
		BiggestLoss: bj.Chips(-20), Updated: screentest.Now}, b["local:ann"])

	renamed := you
	renamed.Name = "Ann Smith" // a display name is only a label
	m = start(t, keeping(t, dir), setup(seedSplit, renamed, aiBasic))
	assert.Equal(t, bj.Chips(980), view(t, m, 0).Me().Bankroll, "you sit down with your bankroll")
	assert.Contains(t, m.View(), "bank 980")
	m = playRound(t, m)
	mine := view(t, m, 0).Me().Bankroll
	r := kept(t, m, dir)["local:ann"]
	assert.Equal(t, 2, r.Rounds)
	assert.Equal(t, mine, r.Bankroll)

	s := setup(seedSplit, you)
	s.Options["rounds"] = "1"
	_, summary := playOn(t, start(t, keeping(t, dir), s))
	assert.Contains(t, summary, "You, all time: 3 rounds, net "+signed(book(t, dir)["local:ann"].Net)+
		", biggest win "+signed(book(t, dir)["local:ann"].BiggestWin)+", bankroll "+book(t, dir)["local:ann"].Bankroll.String()+".")
}

// A saved half chip comes to the table too.
func TestBankHalfChip(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]store.Change{"local:ann": fresh(bj.Amount(2031))}) // 1015.5
	m := start(t, keeping(t, dir), setup(seedDouble))
	assert.Equal(t, bj.Amount(2031), view(t, m, 0).Me().Bankroll)
	m = playRound(t, m)
	mine := view(t, m, 0).Me().Bankroll
	assert.Equal(t, mine, kept(t, m, dir)["local:ann"].Bankroll)
}

// A person who left broke takes a new bankroll as they sit down, and the
// log says so.
func TestBankBrokeSitsDownWithANewBankroll(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]store.Change{"local:ann": fresh(bj.Chips(4))})
	m := start(t, keeping(t, dir), setup(seedDouble))
	assert.Equal(t, bj.Chips(1004), view(t, m, 0).Me().Bankroll, "the 4 chips are still yours")
	assert.Contains(t, sideText(m, 100), "You had 4 chips: take a new bankroll of 1000.")
	m = playRound(t, m)
	mine := view(t, m, 0).Me().Bankroll
	r := kept(t, m, dir)["local:ann"]
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, mine, r.Bankroll)
}

// People taking turns at one keyboard each sit down with their own
// bankroll, and each is recorded under their own ID.
func TestBankHotSeat(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]store.Change{p1.ID: fresh(bj.Chips(500)), p2.ID: fresh(bj.Chips(2000))})
	m := start(t, keeping(t, dir), setup(seedDouble, p1, p2))
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
	v = view(t, m, 0)
	b := kept(t, m, dir)
	assert.Equal(t, v.Spots[0].Bankroll, b[p1.ID].Bankroll)
	assert.Equal(t, v.Spots[1].Bankroll, b[p2.ID].Bankroll)
}

// writeLedger writes the bankroll file teahouse kept before the store
// into the data directory dir, and returns its path.
func writeLedger(t *testing.T, dir, content string) string {
	t.Helper()
	path := filepath.Join(dir, store.LedgerFile)
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

// A version 1 bankroll file (by display name) is imported into the store
// at the first table, with "You" as the person at this keyboard and every
// other name as a person here; the file is left as it was, and nobody is
// lost.
func TestBankImportsAVersion1File(t *testing.T) {
	dir := t.TempDir()
	v1 := `{"version":1,"players":{"You":{"bankroll":412.5,"rounds":3,"hands":3,"won":2,"lost":1,"net":-587.5,"biggest_loss":-600},` +
		`"Player 2":{"bankroll":2000},"Bob":{"bankroll":70}}}`
	path := writeLedger(t, dir, v1)
	me := screen.LocalID(screen.LocalLogin())
	here := person(screen.LocalLogin())

	m := start(t, keeping(t, dir), setup(seedDouble, here, aiBasic))
	assert.Equal(t, bj.Amount(825), view(t, m, 0).Me().Bankroll, "You's 412.5 chips are yours")
	assert.Contains(t, sideText(m, 100), "Bankrolls are now kept in")
	m = playRound(t, m)
	mine := view(t, m, 0).Me().Bankroll

	b := kept(t, m, dir)
	left, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, v1, string(left), "the file is left as it was")
	assert.ElementsMatch(t, []string{me, "local:Player 2", "local:Bob"}, slices.Sorted(maps.Keys(b)))
	r := b[me]
	assert.Equal(t, 4, r.Rounds, "the old record goes on")
	assert.Equal(t, mine, r.Bankroll)
	assert.Equal(t, bj.Chips(70), b["local:Bob"].Bankroll)

	m = start(t, keeping(t, dir), setup(seedDouble, p1, p2))
	assert.Equal(t, bj.Chips(2000), view(t, m, 1).Me().Bankroll, "Player 2 is local:Player 2")
	assert.NotContains(t, sideText(m, 100), "now kept in", "imported once")
}

// A corrupt bankroll file is reported in the status line and the log and
// set aside, never lost: the file is kept under another name, and the
// store works on.
func TestBankCorruptFile(t *testing.T) {
	dir := t.TempDir()
	path := writeLedger(t, dir, `{"version":2,"players":{"local:ann":{"bankroll":"lots"}}}`)
	m := start(t, keeping(t, dir), setup(seedDouble))
	aside := path + ".corrupt-20260102-030405"
	assert.Contains(t, flatten(m.View()), "The bankroll file could not be read: it is set aside as")
	assert.Contains(t, sideText(m, 100), "is corrupt")
	setAside, err := os.ReadFile(aside)
	require.NoError(t, err)
	assert.Contains(t, string(setAside), "lots")
	assert.Equal(t, bj.Chips(1000), view(t, m, 0).Me().Bankroll, "a fresh bankroll")

	m = playRound(t, m)
	assert.NotContains(t, flatten(m.View()), "could not be read", "said until the next key")
	assert.Equal(t, 1, kept(t, m, dir)["local:ann"].Rounds, "the store keeps the round")
}

// A store that cannot be written is reported once, in the table's log,
// whole; the game goes on and the summary says so.
func TestBankUnwritable(t *testing.T) {
	dir := t.TempDir()
	s := setup(seedDouble)
	s.Options["rounds"] = "3"
	env := keeping(t, dir)
	m := start(t, env, s)
	require.NoError(t, env.Store.Close())
	m, summary := playOn(t, m)
	assert.Contains(t, summary, "The bankrolls could not be saved.")
	m.Close()
	var said []string
	for _, n := range saved(t, m).Notes {
		said = append(said, n.Text)
	}
	require.Len(t, said, 1, "said once")
	assert.Contains(t, said[0], "Could not save the bankrolls (tried again after each step): ")
	assert.Contains(t, said[0], "database is closed", "with the reason")
}

// A table closed in the middle of a round keeps what it played: the
// rounds before, and the hands settled so far.
func TestBankClosedMidRound(t *testing.T) {
	dir := t.TempDir()
	m := playRound(t, start(t, keeping(t, dir), setup(seedDouble)))
	m = press(t, m, "enter") // the next round is dealt
	r := kept(t, m, dir)[you.ID]
	assert.Equal(t, 1, r.Rounds)
	assert.Positive(t, r.Hands)
}

// A bankroll file that cannot be read (here a directory in its place) is
// said; the bankrolls are kept all the same.
func TestBankUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, store.LedgerFile), 0o755))
	m := start(t, keeping(t, dir), setup(seedDouble))
	assert.Contains(t, flatten(m.View()), "The old bankroll file could not be imported")
	m = playRound(t, m)
	assert.Equal(t, 1, kept(t, m, dir)["local:ann"].Rounds)
}

// A store that cannot be read keeps nothing this game, and says so.
func TestBankStoreUnreadable(t *testing.T) {
	env := keeping(t, t.TempDir())
	require.NoError(t, env.Store.Close())
	m := start(t, env, setup(seedDouble))
	assert.Contains(t, flatten(m.View()), "Bankrolls are not kept this game")
}

// brokeAfterARound plays tables of 10 chips a seat until one leaves you
// broke after its first round.
func brokeAfterARound(t *testing.T) (screenOf, string) {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		dir := t.TempDir()
		s := setup(seed)
		s.Options["bankroll"] = "10"
		m := playRound(t, start(t, keeping(t, dir), s))
		if broke(view(t, m, 0)) {
			return m, dir
		}
	}
	t.Fatal("no seed leaves you broke")
	return screenOf{}, ""
}

// A person who cannot bet the minimum has their turn in the betting like
// anyone else: the screen offers a new bankroll and sitting out, with
// their keys. Sitting out lets the round go on without them; a new
// bankroll is recorded, and the person bets again.
func TestBankBrokePersonsTurn(t *testing.T) {
	m, dir := brokeAfterARound(t)
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
	assert.Contains(t, m.View(), "Your turn: bet 10")
	m = press(t, m, "enter")
	assert.Equal(t, gb.Bet(10), lastOf(t, m, 0))
	r := kept(t, m, dir)["local:ann"]
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, bj.Chips(10), r.Bankroll, "the new bankroll; the round bet on is not over")
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
	keep(t, dir, map[string]store.Change{you.ID: fresh(bj.Chips(500))})
	m := press(t, start(t, keeping(t, dir), setup(seedDouble, you, you)), "enter", "enter")
	for steps := 0; view(t, m, 0).Round == 1; steps++ {
		require.Less(t, steps, 20)
		m = press(t, m, "n", "s")
	}
	v, start := view(t, m, 0), headerConfig(t, m).Start
	b := kept(t, m, dir)
	assert.Equal(t, v.Spots[0].Bankroll, b[you.ID].Bankroll)
	assert.Equal(t, 1, b[you.ID].Rounds)
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
		keep(t, dir, map[string]store.Change{"local:ann": fresh(saved)})
		env := keeping(t, dir)
		env.Width, env.Height = size.w, size.h
		m := start(t, env, setup(seedDouble, five...))
		require.Equal(t, saved, view(t, m, 0).Me().Bankroll)
		board := func() string {
			return screentest.Region(m.View(), ui.Rect{Y: 2, W: size.w - sideWidth(size.w), H: size.h})
		}
		assert.Contains(t, board(), saved.String(), "%dx%d: the bankroll in full", size.w, size.h)
		m = playRound(t, m)
		mine, shown := view(t, m, 0).Me().Bankroll, board()
		requireSize(t, m.View(), size.w, size.h, "")
		r := kept(t, m, dir)["local:ann"]
		require.Equal(t, 1, r.Rounds)
		assert.Equal(t, saved+r.Net, r.Bankroll, "the saved bankroll moved by the round's result")
		assert.Equal(t, mine, r.Bankroll)
		assert.Contains(t, shown, r.Bankroll.String())
	}
}

// The table's net is measured from the chips a person sat down with: a
// saved 700 that ends a round 10 up is "+10", not 710 less the table's
// bankroll of 1000.
func TestBankNetFromTheChipsSatDownWith(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]store.Change{"local:ann": fresh(bj.Chips(700))})
	s := setup(seedDouble)
	s.Options["rounds"] = "1"
	m, summary := playOn(t, start(t, keeping(t, dir), s))
	end := view(t, m, 0).Me().Bankroll
	net := end - bj.Chips(700)
	require.NotZero(t, net)
	assert.Contains(t, summary, "You: "+end.String()+" chips ("+signed(net)+")")
	o := gb.Game.Outcome(truth(t, m))
	assert.Equal(t, signed(net)+" chips", o.Seats[0].Line)
}
