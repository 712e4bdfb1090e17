// Package host runs tables: the one place where a game's authoritative
// state lives, where actions are checked and reduced, where computer and
// program seats are asked for their decisions, and from where every viewer
// receives only what its seat may know.
//
// A live table is a Host: one goroutine owns the state and the log, people
// act through Act, and any number of watchers follow it. Headless runs use
// Play (one game, synchronously) and Simulate (many games over all cores)
// on the same core, so a simulated game is decided exactly as a watched one.
//
//	h, _ := host.Open(pokerdice.Game, cfg, seed, seats, host.Options{Think: 600 * time.Millisecond})
//	defer h.Close()
//	w, _ := h.Watch(0)        // the person in seat 0
//	err := h.Act(0, pokerdice.Hold(0b00011))
//	ups, _ := w.Next()        // what seat 0 saw happen
package host
