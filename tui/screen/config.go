package screen

import "teahouse/game/catalog"

// ConfigOf returns the reader of a setup into the config of a game of
// definition d: the setup's options at a table of its players, checked as
// the game would start it (a bad value or seat count is an error in the
// option's words).
func ConfigOf[C, S, A, V any](d catalog.Def[C, S, A, V]) func(Setup) (C, error) {
	return func(s Setup) (C, error) { return d.Config(s.Options, len(s.Players)) }
}
