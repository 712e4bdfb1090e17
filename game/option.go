package game

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// ErrBadOption: a game's option was given a value it does not take, or a
// game was given an option it does not have.
var ErrBadOption = errors.New("bad option")

// OptionKind is the kind of value an option takes.
type OptionKind string

// The kinds of option.
const (
	// Choice takes one of the option's Values.
	Choice OptionKind = "choice"
	// Number takes a whole number from Min to Max.
	Number OptionKind = "number"
	// Flag is on or off.
	Flag OptionKind = "flag"
)

// The values of a Flag option.
const (
	On  = "on"
	Off = "off"
)

// Option is one option of a game, as data: what the setup screen offers,
// the flag of play and sim, and what `teahouse games` lists.
type Option struct {
	// Key names the option: the flag (--bidding) and the setting's key.
	Key string `json:"key"`
	// Label names it on the setup screen, such as "Bidding".
	Label string `json:"label"`
	// Kind is the kind of value it takes.
	Kind OptionKind `json:"kind"`
	// Values are a Choice's values; for a Number, the values the setup
	// screen offers (any number from Min to Max is accepted elsewhere).
	Values []string `json:"values,omitempty"`
	// Min and Max bound a Number.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Default is the value taken when none is given.
	Default string `json:"default"`
	// Help says in one line what the option does.
	Help string `json:"help"`
	// Was maps values an older build took, no longer offered, to the
	// value each means now (a flag that became a choice: "on" to one of
	// its values), so that remembered setups and command lines still
	// read; see Read.
	Was map[string]string `json:"was,omitempty"`
}

// Read is v as the option takes it today: the value it means when an
// older build wrote it (Was), else v itself.
func (o Option) Read(v string) string {
	if now, ok := o.Was[v]; ok {
		return now
	}
	return v
}

// MarshalJSON writes o with its bounds when it is a Number (a bound of 0
// included), and without them otherwise.
func (o Option) MarshalJSON() ([]byte, error) {
	type plain Option // without this method
	if o.Kind != Number {
		return json.Marshal(plain(o))
	}
	return json.Marshal(struct {
		plain
		Min int `json:"min"`
		Max int `json:"max"`
	}{plain(o), o.Min, o.Max})
}

// Check reports whether o takes v: nil, or a *Refusal of ErrBadOption
// saying which values it takes.
func (o Option) Check(v string) error {
	switch o.Kind {
	case Choice:
		if slices.Contains(o.Values, v) {
			return nil
		}
		return Refuse(ErrBadOption, "%s %q: want %s", o.Key, v, OrList(o.Values))
	case Number:
		n, err := strconv.Atoi(v)
		if err != nil || n < o.Min || n > o.Max {
			return Refuse(ErrBadOption, "%s %q: want a whole number from %d to %d", o.Key, v, o.Min, o.Max)
		}
		return nil
	case Flag:
		if v == On || v == Off {
			return nil
		}
		return Refuse(ErrBadOption, "%s %q: want on or off", o.Key, v)
	}
	return Refuse(ErrBadOption, "%s: unknown kind of option %q", o.Key, o.Kind)
}

// Settings are the values of a game's options, by key, as the setup
// screen, the command line and a remembered setup hold them.
type Settings map[string]string

// Field is an Option of a game whose config is C, with the two functions
// that read it into a config and write it from one.
type Field[C any] struct {
	Option
	// Set puts v, a value the Option takes, into c. An error is a
	// sentence for the player (a value Check cannot judge alone).
	Set func(c *C, v string) error
	// Get is c's value of the option.
	Get func(c C) string
}

// Fields are every option of a game, in the order the setup screen shows
// them. Declared once, in the game's package, they are everything the
// setup screen, the command line and the catalog know of its options.
type Fields[C any] []Field[C]

// Only returns the fields of keys, in fs's order: the options a command
// takes of a game that has more (the rules of a table, without its
// chips).
func (fs Fields[C]) Only(keys ...string) Fields[C] {
	var out Fields[C]
	for _, f := range fs {
		if slices.Contains(keys, f.Key) {
			out = append(out, f)
		}
	}
	return out
}

// Options are the options as data.
func (fs Fields[C]) Options() []Option {
	out := make([]Option, len(fs))
	for i, f := range fs {
		out[i] = f.Option
	}
	return out
}

// Defaults are the settings of every option left at its default.
func (fs Fields[C]) Defaults() Settings {
	s := Settings{}
	for _, f := range fs {
		s[f.Key] = f.Default
	}
	return s
}

// Config reads settings into a config: an option not given takes its
// default, a value of an older build the value it means now (Read). A key the game does not have, or a value its option does not
// take, is a *Refusal of ErrBadOption; the config is then the zero C.
func (fs Fields[C]) Config(s Settings) (C, error) {
	var c C
	known := map[string]bool{}
	for _, f := range fs {
		known[f.Key] = true
	}
	var unknown []string
	for _, k := range slices.Sorted(maps.Keys(s)) {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		return c, Refuse(ErrBadOption, "no option %s", strings.Join(unknown, ", "))
	}
	for _, f := range fs {
		v, ok := s[f.Key]
		if !ok {
			v = f.Default
		}
		v = f.Read(v)
		if err := f.Check(v); err != nil {
			var zero C
			return zero, err
		}
		if err := f.Set(&c, v); err != nil {
			var zero C
			return zero, Refuse(ErrBadOption, "%s %q: %s", f.Key, v, Reason(err))
		}
	}
	return c, nil
}

// Settings writes c as settings, every option given.
func (fs Fields[C]) Settings(c C) Settings {
	s := Settings{}
	for _, f := range fs {
		s[f.Key] = f.Get(c)
	}
	return s
}

// Itoa writes a Number option's value.
func Itoa(n int) string { return strconv.Itoa(n) }

// OnOff writes a Flag option's value.
func OnOff(b bool) string {
	if b {
		return On
	}
	return Off
}

// Atoi reads a Number option's value, which Check has accepted (0 for
// one it has not).
func Atoi(v string) int {
	n, _ := strconv.Atoi(v)
	return n
}
