package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"teahouse/game/bot"
)

// botOptions are the options of the program seats of a run without a
// screen: their standard error is teahouse's.
func (g globals) botOptions(s streams) bot.Options {
	return bot.Options{Timeout: g.botTimeout, Stderr: s.err, SkipForced: g.skipForced}
}

// forcedFlag is --bot-forced: "ask" (false) or "skip" (true) the decisions
// of a program seat that have one legal action.
type forcedFlag bool

// String implements pflag.Value.
func (f *forcedFlag) String() string {
	if *f {
		return "skip"
	}
	return "ask"
}

// Set implements pflag.Value.
func (f *forcedFlag) Set(s string) error {
	switch s {
	case "ask", "skip":
		*f = s == "skip"
		return nil
	}
	return fmt.Errorf("%q is neither ask nor skip", s)
}

// Type implements pflag.Value.
func (f *forcedFlag) Type() string { return "ask|skip" }

// report prints what a run measured: one JSON object with asJSON, else the
// text print writes, and then the speed on standard error (so the same seed
// prints the same output).
func report(s streams, asJSON bool, rep any, print func(), n int, unit string, elapsed float64) error {
	if asJSON {
		return json.NewEncoder(s.out).Encode(rep)
	}
	print()
	fmt.Fprintf(s.err, "%.2fs, %.0f %s/s\n", elapsed, float64(n)/elapsed, unit)
	return nil
}

// endProgramsOnSignal makes a signal that ends c's run (an interrupt,
// SIGTERM, SIGHUP) first kill the programs playing seats and everything
// they started; the process then ends by the signal, as it would have. A
// signal teahouse was started ignoring (SIGHUP under nohup) stays ignored.
func endProgramsOnSignal(c *cobra.Command) {
	run := c.RunE
	c.RunE = func(c *cobra.Command, args []string) error {
		sigs := make(chan os.Signal, 1)
		for _, sig := range []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
			if !signal.Ignored(sig) { // as under nohup: it must not end the run, nor its programs
				signal.Notify(sigs, sig)
			}
		}
		done, ending := make(chan struct{}), make(chan struct{})
		defer func() {
			signal.Stop(sigs)
			close(done)
		}()
		go func() {
			select {
			case sig := <-sigs:
				close(ending)
				bot.EndAll()
				signal.Reset(sig)
				if p, err := os.FindProcess(os.Getpid()); err == nil {
					_ = p.Signal(sig)
				}
			case <-done:
			}
		}()
		err := run(c, args)
		select {
		case <-ending:
			// the run failed because its programs were ended: the signal
			// ends the process, which must not exit first with the run's
			// error (status 1)
			select {}
		default:
			return err
		}
	}
}
