package blackjack

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
)

// The bank keeps the people at the table in the store (game/store), by
// player ID: each sits down with the chips they left with last time and
// every round is recorded.
//
// Each person sits down with exactly the chips they saved (Config.Start,
// however many: the table refuses more than gb.MaxStart with a message,
// and never cuts them); a person who left broke (less than the minimum
// bet) takes a new bankroll of Config.Bankroll as they sit down. Computer
// seats start with Config.Bankroll and are not recorded.
//
// What a table saves is what changed at it (store.Change): the chips its
// seats won or lost and the hands and rounds they played, added to the
// record in the store. Another teahouse playing for the same person at the
// same time keeps its results too.

// bank is the screen's side of the store.
type bank struct {
	on      bool   // records are kept: a live game, a store, and the people's records read from it
	id      uint64 // tells this table's saves from an earlier table's
	store   *store.Store
	ids     [gb.MaxSeats]string       // each person's player ID; "" for a computer
	recs    [gb.MaxSeats]store.Record // each person's record as this table knows it, unsaved changes included
	chips   [gb.MaxSeats]bj.Amount    // each person's chips at the table, as last recorded
	changes [gb.MaxSeats]store.Change // what changed since the last save began
	notes   []string                  // said in the log as the game starts
	status  string                    // and the one that needs the status line
	saving  bool                      // a save is on its way
	failed  bool                      // a save failed (said once)
	// unknown is set while the chips of a seat joined at a shared table
	// are not known yet: the first round's end or rebuy tells them.
	unknown bool
}

// banks numbers the banks opened, so a save that ends after its table has
// gone (a rematch) is not taken for the new table's.
var banks atomic.Uint64

// savedMsg reports the end of a save: the records as the store has them
// now, or why the changes sent could not be saved.
type savedMsg struct {
	bank uint64
	sent map[string]store.Change
	recs map[string]store.Record
	err  error
}

// idOfName is the player ID of a name the version 1 bankroll file kept:
// "You" was the one person at the keyboard, anyone else a person here by
// name.
func idOfName(name string) string {
	if name == "You" {
		return screen.LocalID(screen.LocalLogin())
	}
	return screen.LocalID(name)
}

// importLedger imports the bankroll file teahouse kept before the store,
// once (store.ImportBankrolls), and returns what to say of it: notes for
// the log, and a status for a file that could not be read.
func importLedger(st *store.Store) (notes []string, status string) {
	done, err := st.ImportBankrolls(filepath.Dir(st.Path()), idOfName)
	var corrupt *store.CorruptError
	switch {
	case errors.As(err, &corrupt):
		return []string{"The bankroll file " + corrupt.Path + " is corrupt (" + corrupt.Err.Error() + "): it is set aside as " +
				corrupt.SetAside + ", and bankrolls start afresh."},
			fmt.Sprintf("The bankroll file could not be read: it is set aside as %s, and bankrolls start afresh.", corrupt.SetAside)
	case err != nil:
		status = "The old bankroll file could not be imported: " + err.Error()
		return []string{status}, status
	case done.Path != "":
		notes = append(notes, fmt.Sprintf("Bankrolls are now kept in %s by player ID; the old %s is left as it was.",
			filepath.Base(st.Path()), store.LedgerFile))
	}
	return append(notes, done.Kept...), ""
}

// openBank reads the people among players from the store and returns
// their bank and cfg with the chips the table gives each seat. Nothing is
// kept when the environment has no store or nobody sits at the keyboard.
func openBank(env screen.Env, players []game.Player, cfg gb.Config) (bank, gb.Config) {
	b := bank{id: banks.Add(1), store: env.Store}
	people := 0
	for i, p := range screen.Identify(players, screen.LocalLogin()) { // IDs for people who came without
		if p.Kind == game.Human && !slices.Contains(b.ids[:i], p.ID) { // one bankroll, one seat
			b.ids[i] = p.ID
			people++
		}
	}
	if b.store == nil || people == 0 {
		return bank{}, cfg
	}
	b.notes, b.status = importLedger(b.store)

	names := screen.SeatNames(players, len(players))
	start, minBet := bj.Chips(cfg.Bankroll), bj.Chips(cfg.MinBet)
	for i, id := range b.ids {
		if id == "" {
			continue
		}
		r, err := b.store.SitDown(id, start)
		if err != nil {
			b.status = "Bankrolls are not kept this game: " + err.Error()
			b.notes = append(b.notes, b.status)
			return bank{notes: b.notes, status: b.status}, cfg
		}
		if r.Bankroll < minBet {
			b.notes = append(b.notes, fmt.Sprintf("%s had %s: %s a new bankroll of %d.", names[i], chips(r.Bankroll), verb(names, game.Seat(i), "take", "takes"), cfg.Bankroll))
			b.changes[i] = b.changes[i].NewBankroll(start)
			r = r.Apply(b.changes[i])
		}
		b.recs[i] = r
		cfg.Start[i] = max(r.Bankroll, 0) // below zero only after two tables spent the same chips: the store keeps the debt
		b.chips[i] = cfg.Start[i]
	}
	b.on = true
	return b, cfg
}

// seatBank is the bank of a screen that joined a shared table at seat as
// the person of player ID id (the server's table keeps no bank: each
// screen keeps its own person's). The seat plays the table's chips; what
// the person wins and loses while at this screen is added to their record
// (fresh chips the first time). Nothing is kept for a spectator or without
// a store.
func seatBank(st *store.Store, seat game.Seat, id string, fresh bj.Amount) bank {
	if st == nil || seat < 0 || int(seat) >= gb.MaxSeats || id == "" {
		return bank{}
	}
	r, err := st.SitDown(id, fresh)
	if err != nil {
		status := "Bankrolls are not kept this game: " + err.Error()
		return bank{notes: []string{status}, status: status}
	}
	b := bank{on: true, id: banks.Add(1), store: st, unknown: true}
	b.ids[seat], b.recs[seat] = id, r
	return b
}

// learn sets the chips of a seat bank's seat from the first event that
// tells what the seat had before it: a rebuy, or a round's end (what the
// seat had as the round began, the round's net being the person's).
func (b bank) learn(e game.Event) bank {
	seat := game.Seat(slices.IndexFunc(b.ids[:], func(id string) bool { return id != "" }))
	switch e := e.(type) {
	case gb.Rebought:
		if e.Seat == seat {
			b.chips[seat], b.unknown = e.Bankroll-e.Amount, false
		}
	case gb.RoundOver:
		b.chips[seat], b.unknown = e.Bankrolls[seat]-e.Nets[seat], false
	}
	return b
}

func chips(a bj.Amount) string {
	if a == bj.Chips(1) {
		return "1 chip"
	}
	return a.String() + " chips"
}

// change notes c for the person in seat i.
func (b *bank) change(i game.Seat, c store.Change) {
	b.changes[i] = b.changes[i].Plus(c)
	b.recs[i] = b.recs[i].Apply(c)
}

// moved is the change of the chips in seat i to own.
func (b *bank) moved(i game.Seat, own bj.Amount) store.Change {
	c := store.Change{}.Chips(own - b.chips[i])
	b.chips[i] = own
	return c
}

// record notes what an event did to the people's records.
func (b bank) record(e game.Event) bank {
	if !b.on {
		return b
	}
	if b.unknown {
		b = b.learn(e)
	}
	switch e := e.(type) {
	case gb.HandSettled:
		if b.ids[e.Seat] != "" {
			b.change(e.Seat, store.Change{}.Hand(e.Outcome))
		}
	case gb.Rebought:
		if b.ids[e.Seat] != "" {
			c := b.moved(e.Seat, e.Bankroll)
			c.NewBankrolls++
			b.change(e.Seat, c)
		}
	case gb.RoundOver:
		for i, id := range b.ids {
			if id == "" {
				continue
			}
			seat := game.Seat(i)
			c := b.moved(seat, e.Bankrolls[i])
			if e.Played[i] {
				c = c.Round(e.Nets[i])
			}
			b.change(seat, c)
		}
	}
	return b
}

// save writes what changed in a command: one save at a time, so what
// changes while a save is on its way is saved when it ends. The store
// keeps what a failed save could not write and sends it with the next
// (store.Apply): a save goes on while it has some, with nothing new.
func (b bank) save() (bank, tea.Cmd) {
	if !b.on || b.saving {
		return b, nil
	}
	sent := b.unsent()
	for i := range b.changes {
		b.changes[i] = store.Change{}
	}
	if len(sent) == 0 && len(b.store.Pending()) == 0 {
		return b, nil
	}
	b.saving = true
	st, id := b.store, b.id
	return b, func() tea.Msg {
		recs, err := st.Apply(sent)
		return savedMsg{bank: id, sent: sent, recs: recs, err: err}
	}
}

// unsent are the changes not sent yet, by player ID.
func (b bank) unsent() map[string]store.Change {
	sent := map[string]store.Change{}
	for i, id := range b.ids {
		if id != "" && b.changes[i] != (store.Change{}) {
			sent[id] = b.changes[i]
		}
	}
	return sent
}

// saved follows the end of a save: the records become the store's (with
// whatever another teahouse saved meanwhile). A failure is said once; the
// store keeps what it could not write, and the save after the next step
// shown tries it again (the next table's too, and the program as it
// ends). What changed meanwhile is saved next.
func (b bank) saved(msg savedMsg) (bank, string, tea.Cmd) {
	if msg.bank != b.id || !b.saving {
		return b, "", nil
	}
	b.saving = false
	if msg.err != nil {
		var say string
		if !b.failed {
			b.failed = true
			say = "Could not save the bankrolls (tried again after each step): " + msg.err.Error()
		}
		return b, say, nil
	}
	for i, id := range b.ids {
		if r, ok := msg.recs[id]; ok && id != "" {
			b.recs[i] = r.Apply(b.changes[i])
		}
	}
	var say string
	if b.failed {
		b.failed, say = false, "The bankrolls are saved now."
	}
	b, cmd := b.save()
	return b, say, cmd
}

// close hands what the table has not sent to the store, which saves it
// with the next change or as the program ends (store.Store.Defer).
func (b bank) close() {
	if b.on && b.store != nil {
		b.store.Defer(b.unsent())
	}
}
