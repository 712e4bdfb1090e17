package store

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// The store keeps the bankroll changes it could not save (a full disk, a
// database locked for too long) in memory and sends them again with the
// next change, or when Flush is called: a table that closes, or a save
// that fails on its last round, loses nothing while the program runs.
// Before it ends the program calls Flush, and says which changes are lost
// when that fails too.

// takePending returns changes with the pending changes added (pending is
// emptied: the caller keeps it again if its save fails).
func (s *Store) takePending(changes map[string]Change) map[string]Change {
	s.mu.Lock()
	defer s.mu.Unlock()
	all := s.pending
	s.pending = nil
	if all == nil {
		all = map[string]Change{}
	}
	for p, c := range changes {
		all[p] = all[p].Plus(c)
	}
	return all
}

// keepPending keeps changes to be saved later, before any pending now.
func (s *Store) keepPending(changes map[string]Change) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == nil {
		s.pending = map[string]Change{}
	}
	for p, c := range changes {
		if c != (Change{}) {
			s.pending[p] = c.Plus(s.pending[p])
		}
	}
}

// Defer keeps changes to be saved with the next Apply or Flush, without
// writing now: what a table that closes had not saved yet.
func (s *Store) Defer(changes map[string]Change) { s.keepPending(changes) }

// Pending returns the bankroll changes not saved yet, by player.
func (s *Store) Pending() map[string]Change {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.pending)
}

// Flush saves the pending changes now. It fails when they still cannot be
// saved; they stay pending then.
func (s *Store) Flush() error {
	if len(s.Pending()) == 0 {
		return nil
	}
	_, err := s.Apply(nil)
	return err
}

// LostError says which bankroll changes could not be saved before the
// program ended, and why.
type LostError struct {
	Changes map[string]Change
	Err     error
}

func (e *LostError) Error() string {
	var parts []string
	for _, p := range slices.Sorted(maps.Keys(e.Changes)) {
		c := e.Changes[p]
		rounds := fmt.Sprintf("%d rounds", c.Rounds)
		if c.Rounds == 1 {
			rounds = "1 round"
		}
		parts = append(parts, fmt.Sprintf("%s (%s chips, %s)", p, signed(c.Bankroll.String()), rounds))
	}
	return fmt.Sprintf("the bankroll changes of %s could not be saved and are lost: %v", strings.Join(parts, ", "), e.Err)
}

func (e *LostError) Unwrap() error { return e.Err }

// signed writes an amount with its sign.
func signed(a string) string {
	if strings.HasPrefix(a, "-") {
		return a
	}
	return "+" + a
}

// Last flushes the pending changes as the program ends: nil when none is
// left, else a *LostError naming what is lost.
func (s *Store) Last() error {
	if err := s.Flush(); err != nil {
		return &LostError{Changes: s.Pending(), Err: err}
	}
	return nil
}
