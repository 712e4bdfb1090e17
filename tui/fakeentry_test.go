package tui

import (
	"errors"

	"teahouse/game"
	"teahouse/game/catalog"
)

// fakeEntry is a catalog entry of a game the shell's tests play: info
// says what it is and which options it takes.
type fakeEntry struct {
	catalog.Entry // nil: what the shell never asks of a game (its runs, its logs' rows)
	info          catalog.Info
}

func (f fakeEntry) Info() catalog.Info { return f.info }

func (f fakeEntry) Check(s game.Settings, seats int) error {
	_, err := f.Normalize(s, seats)
	return err
}

func (f fakeEntry) Normalize(s game.Settings, seats int) (game.Settings, error) {
	if seats < f.info.MinSeats || seats > f.info.MaxSeats {
		return nil, game.Refuse(game.ErrBadOption, "%s needs %d to %d players, not %d", f.info.Name, f.info.MinSeats, f.info.MaxSeats, seats)
	}
	out := game.Settings{}
	for _, o := range f.info.Options {
		out[o.Key] = o.Default
	}
	for k, v := range s {
		o, ok := f.info.Option(k)
		if !ok {
			return nil, game.Refuse(game.ErrBadOption, "no option %s", k)
		}
		if err := o.Check(v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, nil
}

func (f fakeEntry) Outcome([]byte, string) (game.Outcome, error) {
	return game.Outcome{}, errors.New("a fake game has no logs")
}

// fakeInfo is a game of seats seats (lo to hi) with the levels easy and
// hard, and the options opts.
func fakeInfo(name, title string, seats, lo, hi int, opts ...game.Option) catalog.Info {
	return catalog.Info{Name: name, Title: title, Blurb: "for tests", Seats: seats, MinSeats: lo, MaxSeats: hi,
		Levels: []string{"easy", "hard"}, Strongest: "hard", Options: opts}
}
