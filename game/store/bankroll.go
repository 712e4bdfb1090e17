package store

import (
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	bj "teahouse/rules/blackjack"
)

// Record is one blackjack player's bankroll and lifetime statistics.
// Amounts are in chips, counted in halves like every blackjack amount.
type Record struct {
	// Bankroll is the chips the player owns now. It is below zero only
	// when two tables spent the same chips at once; the next new bankroll
	// pays that back.
	Bankroll bj.Amount `json:"bankroll"`
	// Rounds counts the rounds the player bet on.
	Rounds int `json:"rounds"`
	// Hands counts settled hands (each hand of a split counts).
	Hands int `json:"hands"`
	// Won, Lost and Pushed split Hands by result; a blackjack paid, even
	// money and a win count as won, a surrender as lost.
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Pushed int `json:"pushed"`
	// Blackjacks counts naturals paid (3:2, 6:5 or even money).
	Blackjacks int `json:"blackjacks"`
	// Surrenders counts hands given up for half the bet.
	Surrenders int `json:"surrenders"`
	// NewBankrolls counts new bankrolls taken when broke.
	NewBankrolls int `json:"new_bankrolls"`
	// Net is what the player has won (positive) or lost over every round,
	// new bankrolls not included.
	Net bj.Amount `json:"net"`
	// BiggestWin and BiggestLoss are the best and the worst result of one
	// round (BiggestLoss is zero or negative).
	BiggestWin  bj.Amount `json:"biggest_win"`
	BiggestLoss bj.Amount `json:"biggest_loss"`
	// Updated is when the record last changed.
	Updated time.Time `json:"updated"`
}

// Change is what a table did to a player's record since it last saved:
// every figure is added to the record (the bankroll too), except the
// biggest win and loss, which the record keeps if they are bigger. Two
// tables' changes to one player therefore both count, in either order.
// The zero Change changes nothing.
type Change struct {
	// Bankroll is the chips won, lost or received.
	Bankroll bj.Amount
	// Rounds, Hands, Won, Lost, Pushed, Blackjacks, Surrenders and
	// NewBankrolls are added to the record's counts.
	Rounds, Hands, Won, Lost, Pushed, Blackjacks, Surrenders, NewBankrolls int
	// Net is added to the record's net.
	Net bj.Amount
	// BiggestWin and BiggestLoss are the best and worst round among the
	// change's rounds (zero when none was won or lost).
	BiggestWin, BiggestLoss bj.Amount
}

// Hand returns c with one more hand settled with outcome o.
func (c Change) Hand(o bj.Outcome) Change {
	c.Hands++
	switch o {
	case bj.Win:
		c.Won++
	case bj.Natural, bj.EvenMoney:
		c.Won++
		c.Blackjacks++
	case bj.Push:
		c.Pushed++
	case bj.Surrendered:
		c.Lost++
		c.Surrenders++
	default: // lose, bust, dealer blackjack
		c.Lost++
	}
	return c
}

// Round returns c after a round the player bet on, which ended net (hands
// and insurance). The chips go with Chips, not here: a table says how the
// bankroll moved.
func (c Change) Round(net bj.Amount) Change {
	c.Rounds++
	c.Net += net
	c.BiggestWin = max(c.BiggestWin, net)
	c.BiggestLoss = min(c.BiggestLoss, net)
	return c
}

// NewBankroll returns c after a new bankroll of chips was taken.
func (c Change) NewBankroll(chips bj.Amount) Change {
	c.NewBankrolls++
	c.Bankroll += chips
	return c
}

// Chips returns c with the bankroll moved by delta chips.
func (c Change) Chips(delta bj.Amount) Change {
	c.Bankroll += delta
	return c
}

// Plus returns c followed by d.
func (c Change) Plus(d Change) Change {
	c.Bankroll += d.Bankroll
	c.Rounds += d.Rounds
	c.Hands += d.Hands
	c.Won += d.Won
	c.Lost += d.Lost
	c.Pushed += d.Pushed
	c.Blackjacks += d.Blackjacks
	c.Surrenders += d.Surrenders
	c.NewBankrolls += d.NewBankrolls
	c.Net += d.Net
	c.BiggestWin = max(c.BiggestWin, d.BiggestWin)
	c.BiggestLoss = min(c.BiggestLoss, d.BiggestLoss)
	return c
}

// Apply returns r after c (Updated is left as it was).
func (r Record) Apply(c Change) Record {
	r.Bankroll += c.Bankroll
	r.Rounds += c.Rounds
	r.Hands += c.Hands
	r.Won += c.Won
	r.Lost += c.Lost
	r.Pushed += c.Pushed
	r.Blackjacks += c.Blackjacks
	r.Surrenders += c.Surrenders
	r.NewBankrolls += c.NewBankrolls
	r.Net += c.Net
	r.BiggestWin = max(r.BiggestWin, c.BiggestWin)
	r.BiggestLoss = min(r.BiggestLoss, c.BiggestLoss)
	return r
}

// validate reports the first impossible figure of a record read from an
// old bankroll file.
func (r Record) validate() error {
	for _, n := range []int{r.Rounds, r.Hands, r.Won, r.Lost, r.Pushed, r.Blackjacks, r.Surrenders, r.NewBankrolls} {
		if n < 0 {
			return fmt.Errorf("a negative count %d", n)
		}
	}
	switch {
	case r.Bankroll < 0:
		return fmt.Errorf("a negative bankroll %s", r.Bankroll)
	case r.Won+r.Lost+r.Pushed != r.Hands:
		return fmt.Errorf("%d hands but %d won, %d lost and %d pushed", r.Hands, r.Won, r.Lost, r.Pushed)
	case r.BiggestWin < 0 || r.BiggestLoss > 0:
		return fmt.Errorf("a biggest win of %s and a biggest loss of %s", r.BiggestWin, r.BiggestLoss)
	}
	return nil
}

// recordColumns are a bankroll row's columns in Record's order.
const recordColumns = `bankroll, rounds, hands, won, lost, pushed, blackjacks, surrenders, new_bankrolls, net, biggest_win, biggest_loss, updated`

// scanRecord reads a row of recordColumns, with the player first when
// player is not nil.
func scanRecord(row interface{ Scan(...any) error }, player *string) (Record, error) {
	var r Record
	var updated string
	dest := []any{&r.Bankroll, &r.Rounds, &r.Hands, &r.Won, &r.Lost, &r.Pushed, &r.Blackjacks, &r.Surrenders,
		&r.NewBankrolls, &r.Net, &r.BiggestWin, &r.BiggestLoss, &updated}
	if player != nil {
		dest = append([]any{player}, dest...)
	}
	if err := row.Scan(dest...); err != nil {
		return Record{}, err
	}
	t, err := unstamp(updated)
	if err != nil {
		return Record{}, fmt.Errorf("a bankroll updated %q: %w", updated, err)
	}
	r.Updated = t
	return r, nil
}

// Bankroll returns the record of player, and false when the store has
// none.
func (s *Store) Bankroll(player string) (Record, bool, error) {
	r, err := readRecord(s.db, player)
	if errors.Is(err, sql.ErrNoRows) {
		return Record{}, false, nil
	}
	if err != nil {
		return Record{}, false, s.wrap(err)
	}
	return r, true, nil
}

func readRecord(q querier, player string) (Record, error) {
	return scanRecord(q.QueryRow(`SELECT `+recordColumns+` FROM bankrolls WHERE player = ?`, player), nil)
}

// Bankrolls returns every player's record, by player ID.
func (s *Store) Bankrolls() (map[string]Record, error) {
	rows, err := s.db.Query(`SELECT player, ` + recordColumns + ` FROM bankrolls`)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	recs := map[string]Record{}
	for rows.Next() {
		var player string
		r, err := scanRecord(rows, &player)
		if err != nil {
			return nil, s.wrap(err)
		}
		recs[player] = r
	}
	return recs, s.wrap(rows.Err())
}

// SitDown returns the record of player, first giving a player the store
// has no record of a bankroll of fresh chips, in one transaction: two
// tables seating a new player at once give them one bankroll, not two.
func (s *Store) SitDown(player string, fresh bj.Amount) (Record, error) {
	var r Record
	err := s.change(func(tx *sql.Tx) error {
		if _, err := tx.Exec(`INSERT INTO bankrolls (player, bankroll, updated) VALUES (?, ?, ?) ON CONFLICT (player) DO NOTHING`,
			player, fresh, stamp(s.now())); err != nil {
			return err
		}
		var err error
		r, err = readRecord(tx, player)
		return err
	})
	return r, err
}

// Apply adds each player's change to their record (a player without one
// starts from nothing), all in one transaction, together with the changes
// still pending from saves that failed (see Pending), and returns the
// records as they are now, with whatever other programs saved meanwhile.
// When it fails (a full disk) nothing is written and every change it was
// to save is pending: the next Apply or Flush sends it again.
func (s *Store) Apply(changes map[string]Change) (map[string]Record, error) {
	all := s.takePending(changes)
	recs, err := s.apply(all)
	if err != nil {
		s.keepPending(all)
		return nil, err
	}
	return recs, nil
}

// apply adds changes in one transaction.
func (s *Store) apply(changes map[string]Change) (map[string]Record, error) {
	now := stamp(s.now())
	out := map[string]Record{}
	err := s.change(func(tx *sql.Tx) error {
		for _, player := range slices.Sorted(maps.Keys(changes)) {
			c := changes[player]
			if _, err := tx.Exec(`INSERT INTO bankrolls (player, bankroll, updated) VALUES (?, 0, ?) ON CONFLICT (player) DO NOTHING`,
				player, now); err != nil {
				return err
			}
			if _, err := tx.Exec(`UPDATE bankrolls SET bankroll = bankroll + ?, rounds = rounds + ?, hands = hands + ?,
				won = won + ?, lost = lost + ?, pushed = pushed + ?, blackjacks = blackjacks + ?, surrenders = surrenders + ?,
				new_bankrolls = new_bankrolls + ?, net = net + ?, biggest_win = max(biggest_win, ?),
				biggest_loss = min(biggest_loss, ?), updated = ? WHERE player = ?`,
				c.Bankroll, c.Rounds, c.Hands, c.Won, c.Lost, c.Pushed, c.Blackjacks, c.Surrenders, c.NewBankrolls,
				c.Net, c.BiggestWin, c.BiggestLoss, now, player); err != nil {
				return err
			}
			r, err := readRecord(tx, player)
			if err != nil {
				return err
			}
			out[player] = r
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
