package blackjack

import (
	"maps"
	"slices"
	"sync"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
)

// Bank keeps the bankrolls and lifetime statistics of the people at a
// table in the store, by player ID: a host.Keeper that folds the table's
// events with Ledger and saves each step's changes, in one transaction,
// as the host plays it, whoever watches and whenever a screen closes.
//
// A seat is kept while a person sits in it (game.Human or game.Remote,
// with a player ID the bank does not skip; a person in two seats, the
// first only): its changes go to whoever sits there at that step, so a
// person who takes a seat over at a shared table is credited from then
// on. A person the store
// does not know yet gets a bankroll of the table's fresh chips as they
// are first seen.
//
// Each step's save is one store.Store.Apply: what other programs save
// for the same people at the same time is added to, never overwritten.
// A save that fails is said at the table once (and again once saves work
// again); the store keeps what it could not write and sends it with the
// next save, which comes after each step, or as the program ends
// (store.Store.Last): a table that closes in the middle of a round loses
// nothing it played.
type Bank struct {
	st    *store.Store
	fresh bj.Amount
	skip  func(id string) bool

	mu     sync.Mutex
	recs   map[string]store.Record // as the store had them after the last save, this table's changes since added
	failed bool                    // the last save failed
	kept   chan struct{}           // closed once the table's end has been kept
	once   sync.Once
}

var _ host.Keeper = (*Bank)(nil)

// NewBank returns the bank of a table whose new players get fresh chips,
// keeping records in st of every person but those skip names (nil: none).
func NewBank(st *store.Store, fresh bj.Amount, skip func(id string) bool) *Bank {
	return &Bank{st: st, fresh: fresh, skip: skip, recs: map[string]store.Record{}, kept: make(chan struct{})}
}

// Keep implements host.Keeper.
func (b *Bank) Keep(f host.Follow, say func(string)) {
	defer b.once.Do(func() { close(b.kept) })
	for {
		steps, open := f.Next()
		for _, s := range steps {
			b.step(s, say)
		}
		if !open {
			return
		}
	}
}

// step keeps one step: its changes, by player, saved with whatever the
// store still has to save.
func (b *Bank) step(s host.Step, say func(string)) {
	ids := b.keptSeats(s.Players)
	b.sitDown(ids, say)
	changes := map[string]store.Change{}
	over := false
	for _, e := range s.Events {
		for i, c := range Ledger(e) {
			if i < len(ids) && ids[i] != "" && c != (store.Change{}) {
				changes[ids[i]] = changes[ids[i]].Plus(c)
			}
		}
		_, end := e.(GameOver)
		over = over || end
	}
	if len(changes) > 0 || len(b.st.Pending()) > 0 {
		b.save(changes, say)
	}
	if over {
		b.once.Do(func() { close(b.kept) })
	}
}

// keptSeats is the player ID kept in each seat: a person's, the first
// seat only of a person in two; "" for the others.
func (b *Bank) keptSeats(players []game.Player) []string {
	ids := make([]string, len(players))
	for i, p := range players {
		person := p.Kind == game.Human || p.Kind == game.Remote
		if person && p.ID != "" && (b.skip == nil || !b.skip(p.ID)) && !slices.Contains(ids[:i], p.ID) {
			ids[i] = p.ID
		}
	}
	return ids
}

// sitDown reads the record of each person not seen before, giving a
// person new to the store a bankroll of fresh chips.
func (b *Bank) sitDown(ids []string, say func(string)) {
	for _, id := range ids {
		b.mu.Lock()
		_, known := b.recs[id]
		b.mu.Unlock()
		if id == "" || known {
			continue
		}
		r, err := b.st.SitDown(id, b.fresh)
		if err != nil {
			b.failedWith(err, say)
			continue
		}
		b.mu.Lock()
		b.recs[id] = r
		b.mu.Unlock()
	}
}

// save sends changes to the store: the records become the store's, with
// whatever other programs saved meanwhile.
func (b *Bank) save(changes map[string]store.Change, say func(string)) {
	recs, err := b.st.Apply(changes)
	if err != nil {
		b.mu.Lock()
		for id, c := range changes {
			b.recs[id] = b.recs[id].Apply(c)
		}
		b.mu.Unlock()
		b.failedWith(err, say)
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for id, r := range recs {
		if _, ours := b.recs[id]; ours {
			b.recs[id] = r
		}
	}
	if b.failed {
		b.failed = false
		say("The bankrolls are saved now.")
	}
}

// failedWith says once that saving failed, until a save works again.
func (b *Bank) failedWith(err error, say func(string)) {
	b.mu.Lock()
	said := b.failed
	b.failed = true
	b.mu.Unlock()
	if !said {
		say("Could not save the bankrolls (tried again after each step): " + err.Error())
	}
}

// Records returns, once the table's end has been kept (the game over, or
// the table closed), the records of the people kept at the table as they
// are now, and whether the last save failed: what the store still has to
// save is counted in. It waits for that end: call it once the game is
// over.
func (b *Bank) Records() (map[string]store.Record, bool) {
	<-b.kept
	b.mu.Lock()
	defer b.mu.Unlock()
	return maps.Clone(b.recs), b.failed
}
