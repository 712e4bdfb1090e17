package blackjack

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/blackjack/ledger"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// keeping is testEnv with a player data directory.
func keeping(t *testing.T, dir string) screen.Env {
	t.Helper()
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

// save writes records into the ledger of dir.
func save(t *testing.T, dir string, recs map[string]ledger.Record) {
	t.Helper()
	require.NoError(t, ledger.At(dir, nil).Save(ledger.Book{Players: recs}))
}

// playRound bets and stands (declining insurance) until a round is over.
func playRound(t *testing.T, m model) model {
	t.Helper()
	round := m.view().Round
	m = press(t, m, "enter")
	for steps := 0; m.view().Round == round && !m.tbl.Over(); steps++ {
		require.Less(t, steps, 20)
		m = press(t, m, "n", "s")
	}
	return m
}

// Without a data directory nothing is kept, and nothing is said about it.
func TestBankNothingKept(t *testing.T) {
	m := start(t, testEnv(false), setup(seedDouble))
	assert.False(t, m.bank.on)
	assert.Empty(t, m.status)
	assert.Equal(t, bj.Chips(1000), m.view().Me().Bankroll)
}

// A round is recorded in the ledger: the bankroll and the statistics; a
// new game starts with the bankroll saved.
func TestBankRoundIsKept(t *testing.T) {
	dir := t.TempDir()
	m := dealt(t, keeping(t, dir), seedDouble)
	m = press(t, m, "d") // you double 11 and lose 20
	r := book(t, dir).Players["You"]
	assert.Equal(t, ledger.Record{Bankroll: bj.Chips(980), Rounds: 1, Hands: 1, Lost: 1, Net: bj.Chips(-20),
		BiggestLoss: bj.Chips(-20), Updated: screentest.Now}, r)
	assert.NotContains(t, book(t, dir).Players, "AI (basic)", "computers are not recorded")

	m = start(t, keeping(t, dir), setup(seedSplit))
	assert.Equal(t, bj.Chips(980), m.cfg().Start[0], "you sit down with your bankroll")
	assert.Equal(t, bj.Chips(980), m.view().Me().Bankroll)
	assert.Contains(t, m.View(), "bank 980")
	m = playRound(t, m)
	r = book(t, dir).Players["You"]
	assert.Equal(t, 2, r.Rounds)
	assert.Equal(t, m.view().Me().Bankroll, r.Bankroll)
}

// A saved half chip comes to the table too.
func TestBankHalfChip(t *testing.T) {
	dir := t.TempDir()
	save(t, dir, map[string]ledger.Record{"You": ledger.Fresh(bj.Amount(2031))}) // 1015.5
	m := start(t, keeping(t, dir), setup(seedDouble))
	assert.Equal(t, bj.Amount(2031), m.view().Me().Bankroll)
	m = playRound(t, m)
	assert.Equal(t, m.view().Me().Bankroll, book(t, dir).Players["You"].Bankroll)
}

// A player who left broke takes a new bankroll as they sit down, and the
// log says so.
func TestBankBrokeTakesANewBankroll(t *testing.T) {
	dir := t.TempDir()
	save(t, dir, map[string]ledger.Record{"You": ledger.Fresh(bj.Chips(4))})
	m := start(t, keeping(t, dir), setup(seedDouble))
	assert.Equal(t, bj.Chips(1004), m.view().Me().Bankroll, "the 4 chips are still yours")
	assert.Contains(t, flatten(m.View()), "You had 4 chips: take a new bankroll of 1000.")
	m = playRound(t, m)
	r := book(t, dir).Players["You"]
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, m.view().Me().Bankroll, r.Bankroll)
}

// At a hot-seat table each person sits down with their own bankroll.
func TestBankHotSeat(t *testing.T) {
	dir := t.TempDir()
	ann := game.Player{Name: "Ann", Kind: game.Human}
	bob := game.Player{Name: "Bob", Kind: game.Human}
	save(t, dir, map[string]ledger.Record{"Ann": ledger.Fresh(bj.Chips(500)), "Bob": ledger.Fresh(bj.Chips(2000))})
	m := start(t, keeping(t, dir), setup(seedDouble, ann, bob))
	assert.Equal(t, bj.Chips(500), m.view().Spots[0].Bankroll)
	assert.Equal(t, bj.Chips(2000), m.view().Spots[1].Bankroll)
	m = press(t, m, "enter", "enter") // both bet 10
	for steps := 0; m.view().Phase != gb.PhaseBetting; steps++ {
		require.Less(t, steps, 20)
		m = press(t, m, "n", "s")
	}
	b := book(t, dir)
	v := m.view()
	assert.Equal(t, v.Spots[0].Bankroll, b.Players["Ann"].Bankroll)
	assert.Equal(t, v.Spots[1].Bankroll, b.Players["Bob"].Bankroll)
}

// A corrupt ledger is reported in the status line and the log and set
// aside, never silently reset: the file is kept under another name.
func TestBankCorruptLedger(t *testing.T) {
	dir := t.TempDir()
	path := ledger.At(dir, nil).Path
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(`{"version":1,"players":{"You":{"bankroll":"lots"}}}`), 0o644))
	m := start(t, keeping(t, dir), setup(seedDouble))
	aside := path + ".corrupt-20260102-030405"
	assert.Contains(t, m.status, "The bankroll file could not be read: it is set aside as "+aside)
	assert.Contains(t, flatten(m.View()), "set aside as")
	assert.Contains(t, sideText(m), "is corrupt")
	kept, err := os.ReadFile(aside)
	require.NoError(t, err)
	assert.Contains(t, string(kept), "lots")
	assert.Equal(t, 1000, m.cfg().Bankroll, "a fresh bankroll")

	playRound(t, m)
	assert.Equal(t, 1, book(t, dir).Players["You"].Rounds, "a new ledger is written")
}

// A ledger that cannot be written is reported once, in the status line and
// the log; the game goes on.
func TestBankUnwritable(t *testing.T) {
	dir := t.TempDir()
	m := start(t, keeping(t, dir), setup(seedDouble))
	require.True(t, m.bank.on)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "blackjack"), []byte("not a directory"), 0o644))
	m = playRound(t, m)
	assert.Contains(t, m.status, "Could not save the bankrolls")
	assert.Contains(t, sideText(m), "Could not save the bankrolls")
	m = playRound(t, m)
	assert.Empty(t, m.status, "said once")
	assert.Equal(t, 1, strings.Count(sideText(m), "Could not save"))
}

// A ledger that cannot be read (here a directory in its place) keeps
// nothing this game, and says so.
func TestBankUnreadable(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(ledger.At(dir, nil).Path, 0o755))
	m := start(t, keeping(t, dir), setup(seedDouble))
	assert.False(t, m.bank.on)
	assert.Contains(t, m.status, "Bankrolls are not kept this game")
}

// A new bankroll taken in the game is recorded.
func TestBankRebuyIsKept(t *testing.T) {
	dir := t.TempDir()
	s := setup(seedDouble)
	s.Variants = map[string]string{"bankroll": "10"}
	m := start(t, keeping(t, dir), s)
	for steps := 0; !m.canRebuy(); steps++ {
		require.Less(t, steps, 50)
		m = playRound(t, m)
	}
	assert.Contains(t, m.turnLine(100), "b takes a new bankroll")
	m = press(t, m, "b")
	r := book(t, dir).Players["You"]
	assert.Equal(t, 1, r.NewBankrolls)
	assert.Equal(t, m.view().Me().Bankroll, r.Bankroll)
}
