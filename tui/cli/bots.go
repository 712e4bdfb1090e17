package cli

import (
	"fmt"
	"time"

	"github.com/spf13/pflag"

	"teahouse/game/bot"
)

// botFlags are the flags of program seats: --bot-timeout.
type botFlags struct {
	timeout time.Duration
}

// add defines --bot-timeout on f.
func (b *botFlags) add(f *pflag.FlagSet) {
	f.DurationVar(&b.timeout, "bot-timeout", bot.DefaultTimeout, "the longest a program seat (exec:COMMAND) may think about one decision")
}

// options are the options of the program seats of a run without a
// screen: their standard error is teahouse's.
func (b botFlags) options(s streams) bot.Options {
	return bot.Options{Timeout: b.timeout, Stderr: s.err}
}

// printFallbacks says where a program seat failed and the computer took
// over.
func printFallbacks(s streams, notes []string) {
	for _, n := range notes {
		fmt.Fprintf(s.out, "  fallback: %s\n", n)
	}
}
