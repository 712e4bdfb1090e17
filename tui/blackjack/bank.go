package blackjack

import (
	"errors"
	"fmt"
	"slices"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/blackjack/ledger"
	"teahouse/tui/screen"
)

// The bank keeps the people at the table in the ledger, by player ID: each
// sits down with the chips they left with last time and every round is
// recorded.
//
// Each person sits down with exactly the chips they saved (Config.Start,
// however many: the table refuses more than gb.MaxStart with a message,
// and never cuts them); a person who left broke (less than the minimum
// bet) takes a new bankroll of Config.Bankroll as they sit down. Computer
// seats start with Config.Bankroll and are not recorded.

// bank is the screen's side of the ledger.
type bank struct {
	on      bool   // records are kept: a live game, a data directory and a ledger that could be read
	id      uint64 // tells this table's saves from an earlier table's
	store   ledger.Store
	ids     [gb.MaxSeats]string // each person's player ID; "" for a computer
	recs    [gb.MaxSeats]ledger.Record
	notes   []string // said in the log as the game starts
	status  string   // and the one that needs the status line
	pending bool     // the records changed since the last save began
	saving  bool     // a save is on its way
	failed  bool     // a save failed (said once)
}

// banks numbers the banks opened, so a save that ends after its table has
// gone (a rematch) is not taken for the new table's.
var banks atomic.Uint64

// savedMsg reports the end of a save.
type savedMsg struct {
	bank uint64
	err  error
}

// idOfName is the player ID of a name the version 1 ledger kept: "You"
// was the one person at the keyboard, anyone else a person here by name.
func idOfName(name string) string {
	if name == "You" {
		return screen.LocalID(screen.LocalLogin())
	}
	return screen.LocalID(name)
}

// openBank reads the ledger for the people among players and returns
// their bank and cfg with the chips the table gives each seat. Nothing is
// kept when the environment has no data directory or nobody sits at the
// keyboard.
func openBank(env screen.Env, players []game.Player, cfg gb.Config) (bank, gb.Config) {
	b := bank{id: banks.Add(1)}
	dir := env.PlayerDataDir()
	people := 0
	for i, p := range screen.Identify(players, screen.LocalLogin()) { // IDs for people who came without
		if p.Kind == game.Human && !slices.Contains(b.ids[:i], p.ID) { // one bankroll, one seat
			b.ids[i] = p.ID
			people++
		}
	}
	if dir == "" || people == 0 {
		return bank{}, cfg
	}
	b.store = ledger.At(dir, env.Now)
	b.store.IDOf = idOfName
	book, err := b.store.Load()
	var corrupt *ledger.CorruptError
	switch {
	case err == nil:
		b.on = true
	case errors.As(err, &corrupt):
		b.on = true
		b.status = fmt.Sprintf("The bankroll file could not be read: it is set aside as %s, and bankrolls start afresh.", corrupt.SetAside)
		b.notes = append(b.notes, "The bankroll file "+corrupt.Path+" is corrupt ("+corrupt.Err.Error()+"): it is set aside as "+corrupt.SetAside+", and bankrolls start afresh.")
	default:
		b.status = "Bankrolls are not kept this game: " + err.Error()
		b.notes = append(b.notes, b.status)
	}
	if len(book.Upgraded) > 0 {
		b.notes = append(b.notes, "Bankrolls are now kept by player ID; the old file is kept as "+ledger.FileName+".v1.")
	}

	names := screen.SeatNames(players, len(players))
	start, minBet := bj.Chips(cfg.Bankroll), bj.Chips(cfg.MinBet)
	for i, id := range b.ids {
		if id == "" {
			continue
		}
		r, ok := book.Players[id]
		if !ok {
			r = ledger.Fresh(start)
		}
		if r.Bankroll < minBet {
			b.notes = append(b.notes, fmt.Sprintf("%s had %s: %s a new bankroll of %d.", names[i], chips(r.Bankroll), verb(names, game.Seat(i), "take", "takes"), cfg.Bankroll))
			r = r.NewBankroll(r.Bankroll + start)
		}
		b.recs[i] = r
		cfg.Start[i] = r.Bankroll
	}
	return b, cfg
}

func chips(a bj.Amount) string {
	if a == bj.Chips(1) {
		return "1 chip"
	}
	return a.String() + " chips"
}

// record notes what an event did to the people's records: a round or a
// new bankroll is worth saving.
func (b bank) record(e game.Event) bank {
	if !b.on {
		return b
	}
	switch e := e.(type) {
	case gb.HandSettled:
		if b.ids[e.Seat] != "" {
			b.recs[e.Seat] = b.recs[e.Seat].Hand(e.Outcome)
		}
	case gb.Rebought:
		if b.ids[e.Seat] != "" {
			b.recs[e.Seat] = b.recs[e.Seat].NewBankroll(e.Bankroll)
			b.pending = true
		}
	case gb.RoundOver:
		for i, id := range b.ids {
			if id == "" {
				continue
			}
			if own := e.Bankrolls[i]; e.Played[i] {
				b.recs[i] = b.recs[i].Round(e.Nets[i], own)
			} else {
				b.recs[i].Bankroll = own
			}
			b.pending = true
		}
	}
	return b
}

// save writes the records that changed in a command: one save at a time,
// so records that change while a save is on its way are saved when it
// ends.
func (b bank) save() (bank, tea.Cmd) {
	if !b.on || !b.pending || b.saving {
		return b, nil
	}
	recs := map[string]ledger.Record{}
	for i, id := range b.ids {
		if id != "" {
			recs[id] = b.recs[i]
		}
	}
	b.saving, b.pending = true, false
	store, id := b.store, b.id
	return b, func() tea.Msg { return savedMsg{bank: id, err: store.Merge(recs)} }
}

// saved follows the end of a save: it returns what to say of a failure (a
// corrupt file set aside on the way, or a ledger that cannot be written),
// and saves what changed meanwhile.
func (b bank) saved(msg savedMsg) (bank, string, tea.Cmd) {
	if msg.bank != b.id || !b.saving {
		return b, "", nil
	}
	b.saving = false
	var say string
	var corrupt *ledger.CorruptError
	switch {
	case msg.err == nil:
	case errors.As(msg.err, &corrupt):
		say = fmt.Sprintf("The bankroll file was corrupt: it is set aside as %s.", corrupt.SetAside)
	case !b.failed:
		b.failed = true
		say = "Could not save the bankrolls: " + msg.err.Error()
	}
	b, cmd := b.save()
	return b, say, cmd
}
