package blackjack

import (
	"errors"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/blackjack/ledger"
	"teahouse/tui/screen"
)

// The bank keeps the people at the table in the ledger: each sits down
// with the chips they left with last time and every round is recorded.
//
// Each person sits down with exactly the chips they saved (Config.Start);
// a person who left broke (less than the minimum bet) takes a new bankroll
// of Config.Bankroll as they sit down. Computer seats start with
// Config.Bankroll and are not recorded.

// maxTableBankroll is the most chips a table may give a seat.
const maxTableBankroll = 1_000_000_000

// bank is the screen's side of the ledger.
type bank struct {
	on      bool // records are kept: a live game, a data directory and a ledger that could be read
	store   ledger.Store
	names   [gb.MaxSeats]string // each person's name in the ledger; "" for a computer
	recs    [gb.MaxSeats]ledger.Record
	notes   []string // said in the log as the game starts
	status  string   // and the one that needs the status line
	pending bool     // the records changed since the last save began
	saving  bool     // a save is on its way
	failed  bool     // a save failed (said once)
}

// savedMsg reports the end of a save.
type savedMsg struct {
	instance uint64
	err      error
}

// openBank reads the ledger for the people among players and returns
// their bank and cfg with the chips the table gives each seat. Nothing is
// kept when the environment has no data directory or nobody sits at the
// keyboard.
func openBank(env screen.Env, players []game.Player, cfg gb.Config) (bank, gb.Config) {
	var b bank
	dir := env.PlayerDataDir()
	names := screen.SeatNames(players, len(players))
	people := 0
	for i, p := range players {
		if p.Kind == game.Human {
			b.names[i] = names[i]
			people++
		}
	}
	if dir == "" || people == 0 {
		return bank{}, cfg
	}
	b.store = ledger.At(dir, env.Now)
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

	start, minBet := bj.Chips(cfg.Bankroll), bj.Chips(cfg.MinBet)
	for i, name := range b.names {
		if name == "" {
			continue
		}
		r, ok := book.Players[name]
		if !ok {
			r = ledger.Fresh(start)
		}
		if r.Bankroll < minBet {
			b.notes = append(b.notes, fmt.Sprintf("%s had %s: %s a new bankroll of %d.", name, chips(r.Bankroll), takes(name), cfg.Bankroll))
			r = r.NewBankroll(r.Bankroll + start)
		}
		b.recs[i] = r
		cfg.Start[i] = min(r.Bankroll, bj.Chips(maxTableBankroll))
	}
	return b, cfg
}

func chips(a bj.Amount) string {
	if a == bj.Chips(1) {
		return "1 chip"
	}
	return a.String() + " chips"
}

func takes(name string) string { return verbFor(name, "take", "takes") }

// verbFor is you for the player named You, else they.
func verbFor(name, you, they string) string {
	if name == "You" {
		return you
	}
	return they
}

// record notes what events did to the people's records; it reports
// whether a record changed in a way worth saving (a round or a new
// bankroll).
func (b bank) record(events []game.Event) (bank, bool) {
	if !b.on {
		return b, false
	}
	changed := false
	for _, e := range events {
		switch e := e.(type) {
		case gb.HandSettled:
			if b.names[e.Seat] != "" {
				b.recs[e.Seat] = b.recs[e.Seat].Hand(e.Outcome)
			}
		case gb.Rebought:
			if b.names[e.Seat] != "" {
				b.recs[e.Seat] = b.recs[e.Seat].NewBankroll(e.Bankroll)
				changed = true
			}
		case gb.RoundOver:
			for i, name := range b.names {
				if name == "" {
					continue
				}
				own := e.Bankrolls[i]
				if e.Played[i] {
					b.recs[i] = b.recs[i].Round(e.Nets[i], own)
				} else {
					b.recs[i].Bankroll = own
				}
				changed = true
			}
		}
	}
	return b, changed
}

// wantsSave reports whether records changed and can be saved now: one
// save at a time, so records that change while a save is on its way are
// saved when it ends.
func (b bank) wantsSave() bool { return b.on && b.pending && !b.saving }

// save writes the records in a command.
func (b bank) save(instance uint64) (bank, tea.Cmd) {
	recs := map[string]ledger.Record{}
	for i, name := range b.names {
		if name != "" {
			recs[name] = b.recs[i]
		}
	}
	b.saving, b.pending = true, false
	store := b.store
	return b, func() tea.Msg { return savedMsg{instance: instance, err: store.Merge(recs)} }
}

// saved follows the end of a save: it reports a failure (a corrupt file
// set aside on the way, or a ledger that cannot be written) in the status
// line and the log. Update then saves what changed meanwhile.
func (m model) saved(msg savedMsg) model {
	if !m.clock.Owns(msg.instance) {
		return m
	}
	m.bank.saving = false
	var corrupt *ledger.CorruptError
	switch {
	case msg.err == nil:
	case errors.As(msg.err, &corrupt):
		m.status = fmt.Sprintf("The bankroll file was corrupt: it is set aside as %s.", corrupt.SetAside)
		m = m.writeLog(corrupt.Error() + ".")
	case !m.bank.failed:
		m.bank.failed = true
		m.status = "Could not save the bankrolls: " + msg.err.Error()
		m = m.writeLog(m.status)
	}
	return m
}
