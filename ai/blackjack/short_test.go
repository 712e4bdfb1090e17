package blackjack

import "testing"

// short reports whether the long checks (exact charts of every published
// rule set, simulations of millions of rounds) are cut down: under -short,
// and under the race detector, which makes them ten times slower (595 s
// for the package). make test runs them in full in its second pass,
// without either.
func short() bool { return testing.Short() || raceEnabled }
