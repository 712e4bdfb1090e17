package pace

import "fmt"

// Refusal is the status line shown when the table refuses a computer's or
// replayed action a of the player name: whose it was, what and why.
func Refusal(name string, a any, err error) string {
	return fmt.Sprintf("%s: %s refused: %v", name, a, err)
}

// ApplyOr applies a computer's or replayed action a to the model m with
// apply. An action the table refuses (a bug in the AI or a log that lies)
// is handed to refused, which shows it on the model; then, when fallback is
// set, the first of legal's actions is applied instead so the game never
// stalls. It reports false, returning the model refused made, when no
// action was applied.
func ApplyOr[M, A any](m M, a A, apply func(M, A) (M, error), refused func(M, error) M, legal func() []A, fallback bool) (M, bool) {
	next, err := apply(m, a)
	if err == nil {
		return next, true
	}
	m = refused(m, err)
	if !fallback {
		return m, false
	}
	l := legal()
	if len(l) == 0 {
		return m, false
	}
	if next, err = apply(m, l[0]); err != nil {
		return m, false
	}
	return next, true
}
