// Package pace is the clockwork of a game screen that lets people follow
// what computers and dice do, without ever blocking Update.
//
// Every pause is a tea.Tick whose Step message carries the generation it was
// scheduled for; the Clock acts only on the newest generation (the debounce
// pattern), so a key that cuts a pause short simply makes the pending tick
// stale. Dice tumble by showing a few frames of random faces from a
// cosmetic generator. (Computers' decisions are the table host's, with its
// own think time: see game/host.)
//
//	c := pace.NewClock(instance)
//	c, cmd := c.After(delay) // later Update receives a pace.Step
//	if c.Wants(step) { ... } // the pause that ended is still the current one
package pace
