package cli

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// enumFlag is a string flag restricted to a list of values, so a bad value
// is refused while parsing with the accepted values named.
type enumFlag struct {
	value   string
	allowed []string
}

var _ pflag.Value = (*enumFlag)(nil)

func newEnum(def string, allowed ...string) *enumFlag {
	return &enumFlag{value: def, allowed: allowed}
}

func (e *enumFlag) String() string { return e.value }
func (e *enumFlag) Type() string   { return strings.Join(e.allowed, "|") }

func (e *enumFlag) Set(s string) error {
	if !slices.Contains(e.allowed, s) {
		return fmt.Errorf("want %s", orList(e.allowed))
	}
	e.value = s
	return nil
}

// orList writes "a, b or c".
func orList(vs []string) string {
	if len(vs) < 2 {
		return strings.Join(vs, "")
	}
	return strings.Join(vs[:len(vs)-1], ", ") + " or " + vs[len(vs)-1]
}

// usageError is a mistake in the command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// seedFlag is a --seed: a whole number from 0 to 2^64-1.
type seedFlag struct{ v *uint64 }

var _ pflag.Value = seedFlag{}

func (f seedFlag) String() string {
	if f.v == nil {
		return "0"
	}
	return strconv.FormatUint(*f.v, 10)
}

func (seedFlag) Type() string { return "uint" }

func (f seedFlag) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d", uint64(math.MaxUint64))
	}
	*f.v = n
	return nil
}

// seedVar defines a --seed flag with default def.
func seedVar(f *pflag.FlagSet, v *uint64, def uint64, usage string) {
	*v = def
	f.Var(seedFlag{v}, "seed", usage)
}

// logDirVar defines --log-dir, where a sim writes the log of every game
// it plays.
func logDirVar(f *pflag.FlagSet, v *string) {
	f.StringVar(v, "log-dir", "", "write each game's log into DIR as GAME-seedSEED-gameINDEX.jsonl (teahouse replay FILE plays one back)")
}

// noArgs refuses arguments to a command that takes flags only, as a usage
// error (exit status 2) like a bad flag.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s: unexpected argument %q (it takes flags only)", cmd.CommandPath(), args[0])
	}
	return nil
}
