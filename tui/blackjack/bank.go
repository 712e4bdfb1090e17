package blackjack

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
)

// The people at the table keep their bankrolls in the store (game/store),
// by player ID: each sits down with the chips they left with last time,
// and the table's bank (gb.Bank, run by the host beside the table, not by
// this screen) records every step.
//
// Each person sits down with exactly the chips they saved (Config.Start,
// however many: the table refuses more than gb.MaxStart with a message,
// and never cuts them); a person who left broke (less than the minimum
// bet) takes a new bankroll of Config.Bankroll as they sit down. Computer
// seats start with Config.Bankroll and are not recorded.

// bank is the screen's side of the bankrolls: the table's keeper
// (gb.Bank, which the host runs and which saves every step), who among the
// seats keeps a record here (for the summary), and what was said as the
// people sat down. The zero bank keeps nothing.
type bank struct {
	keeper *gb.Bank
	ids    [gb.MaxSeats]string // each person's player ID; "" for a computer
	notes  []string            // said in the log as the game starts
	status string              // and the one that needs the status line
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
// their bank, cfg with the chips the table gives each seat, and the
// players with an ID for each person who came without one (the bank keeps
// the records of the table's players by ID). Nothing is kept when the
// environment has no store or nobody sits at the keyboard.
func openBank(env screen.Env, players []game.Player, cfg gb.Config) (bank, gb.Config, []game.Player) {
	players = screen.Identify(players, screen.LocalLogin())
	b := bank{}
	people := 0
	for i, p := range players {
		if p.Kind == game.Human && !slices.Contains(b.ids[:i], p.ID) { // one bankroll, one seat
			b.ids[i] = p.ID
			people++
		}
	}
	if env.Store == nil || people == 0 {
		return bank{}, cfg, players
	}
	st := env.Store
	b.notes, b.status = importLedger(st)

	names := screen.SeatNames(players, len(players))
	start, minBet := bj.Chips(cfg.Bankroll), bj.Chips(cfg.MinBet)
	broke := map[string]store.Change{}
	for i, id := range b.ids {
		if id == "" {
			continue
		}
		r, err := st.SitDown(id, start)
		if err != nil {
			b.status = "Bankrolls are not kept this game: " + err.Error()
			b.notes = append(b.notes, b.status)
			return bank{notes: b.notes, status: b.status}, cfg, players
		}
		if r.Bankroll < minBet {
			b.notes = append(b.notes, fmt.Sprintf("%s had %s: %s a new bankroll of %d.", names[i], chips(r.Bankroll), names.Verb(game.Seat(i), "take", "takes"), cfg.Bankroll))
			broke[id] = store.Change{}.NewBankroll(start)
			r = r.Apply(broke[id])
		}
		cfg.Start[i] = max(r.Bankroll, 0) // below zero only after two tables spent the same chips: the store keeps the debt
	}
	if len(broke) > 0 {
		_, _ = st.Apply(broke) // one that fails is kept by the store and sent with the table's first save, which says why
	}
	b.keeper = gb.NewBank(st, start, nil)
	return b, cfg, players
}

// seated is the bank of the screen of a shared table joined at seat by
// the person of player ID id: the table's keeper keeps every person's
// record; this screen's summary tells id's.
func (b bank) seated(seat game.Seat, id string) bank {
	b.ids = [gb.MaxSeats]string{}
	if b.keeper != nil && seat >= 0 && int(seat) < gb.MaxSeats {
		b.ids[seat] = id
	}
	return b
}

func chips(a bj.Amount) string {
	if a == bj.Chips(1) {
		return "1 chip"
	}
	return a.String() + " chips"
}
