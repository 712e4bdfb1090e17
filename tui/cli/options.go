package cli

import (
	"strings"

	"github.com/spf13/pflag"

	"teahouse/game"
)

// optionValue is the flag of one of a game's options: it takes what the
// option takes (a Flag also true and false, and nothing for on; a value
// of an older build, what it means now), and refuses anything else in the
// option's words.
type optionValue struct {
	o game.Option
	v string
}

var _ pflag.Value = (*optionValue)(nil)

func (f *optionValue) String() string { return f.v }

func (f *optionValue) Type() string {
	switch f.o.Kind {
	case game.Choice:
		return strings.Join(f.o.Values, "|")
	case game.Flag:
		return "bool"
	}
	return "int"
}

func (f *optionValue) Set(s string) error {
	if f.o.Kind == game.Flag {
		switch s {
		case "true":
			s = game.On
		case "false":
			s = game.Off
		}
	}
	s = f.o.Read(s)
	if err := f.o.Check(s); err != nil {
		return usagef("%s", game.Reason(err))
	}
	f.v = s
	return nil
}

// optionFlags defines a flag on f for each of opts, named by its key and
// starting at its default; the settings returned read them all.
func optionFlags(f *pflag.FlagSet, opts []game.Option) func() game.Settings {
	values := make([]*optionValue, len(opts))
	for i, o := range opts {
		values[i] = &optionValue{o: o, v: o.Default}
		flag := f.VarPF(values[i], o.Key, "", o.Help)
		if o.Kind == game.Flag {
			flag.NoOptDefVal = "true"
		}
	}
	return func() game.Settings {
		s := game.Settings{}
		for _, v := range values {
			s[v.o.Key] = v.v
		}
		return s
	}
}
