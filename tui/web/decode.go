package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// Bounds of what a page may send.
const (
	// MaxMessage is the most bytes of one message; the connection reads
	// no more of a longer one and closes.
	MaxMessage = 4096
	// maxAction is the most bytes of an action: the largest, a Dou Dizhu
	// play of twenty cards, takes under a hundred.
	maxAction = 1024
	// maxOptions and maxSeats bound a new table's request; the catalog's
	// games have fewer.
	maxOptions = 32
	maxSeats   = 16
	// maxField is the most bytes of a name, a game, an option's key or
	// value, a seat's word or a speed: a name is at most 24 characters
	// of up to 4 bytes.
	maxField = 100
)

// Decode reads one message of a page: a JSON object of a known type with
// that type's fields only, within the bounds. Anything else is an error
// in a sentence the page is sent back (Refused); nothing is done.
func Decode(b []byte) (Request, error) {
	var r Request
	if len(b) > MaxMessage {
		return r, fmt.Errorf("a message holds at most %d bytes", MaxMessage)
	}
	if !utf8.Valid(b) {
		return r, errors.New("a message is UTF-8 text")
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&r); err != nil {
		return Request{}, fmt.Errorf("a message is one JSON object of the protocol: %v", err)
	}
	if _, err := d.Token(); err != io.EOF {
		return Request{}, errors.New("a message is one JSON object, with nothing after it")
	}
	if err := r.check(); err != nil {
		return Request{}, err
	}
	return r, nil
}

// check refuses fields another type reads, and values out of bounds.
func (r Request) check() error {
	want := map[string]struct{ name, table, game, new, action bool }{
		ReqName:        {name: true},
		ReqList:        {},
		ReqNew:         {game: true, new: true},
		ReqSit:         {table: true},
		ReqWatch:       {table: true},
		ReqFill:        {table: true},
		ReqLeave:       {},
		ReqAct:         {action: true},
		ReqHint:        {},
		ReqLeaderboard: {game: true},
	}
	w, ok := want[r.Type]
	if !ok {
		return fmt.Errorf("unknown message type %q", cut(r.Type))
	}
	switch {
	case !w.name && r.Name != "":
		return fmt.Errorf("a %s message has no name", r.Type)
	case !w.table && r.Table != 0:
		return fmt.Errorf("a %s message has no table", r.Type)
	case !w.game && r.Game != "":
		return fmt.Errorf("a %s message has no game", r.Type)
	case !w.new && (r.Options != nil || r.Seats != nil || r.Speed != ""):
		return fmt.Errorf("a %s message has no options, seats or speed", r.Type)
	case !w.action && r.Action != nil:
		return fmt.Errorf("a %s message has no action", r.Type)
	case w.table && r.Table <= 0:
		return errors.New("say which table, by its number from 1")
	case w.new && r.Game == "":
		return errors.New("say which game the table is for")
	case w.game && r.Game == "":
		return errors.New("say which game")
	case w.action && (len(r.Action) == 0 || r.Action[0] != '{'):
		return errors.New("an action is a JSON object, as the step's legal actions list them")
	case len(r.Action) > maxAction:
		return fmt.Errorf("an action holds at most %d bytes", maxAction)
	case len(r.Options) > maxOptions:
		return fmt.Errorf("a table has at most %d options", maxOptions)
	case len(r.Seats) > maxSeats:
		return fmt.Errorf("a table has at most %d seats", maxSeats)
	}
	fields := []string{r.Name, r.Game, r.Speed}
	fields = append(fields, r.Seats...)
	for k, v := range r.Options {
		fields = append(fields, k, v)
	}
	for _, f := range fields {
		if len(f) > maxField {
			return fmt.Errorf("a name, a game, a seat, an option or a speed holds at most %d bytes", maxField)
		}
	}
	return nil
}

// cut is s shortened to be quoted back.
func cut(s string) string {
	if len(s) > 24 {
		return s[:24] + "..."
	}
	return s
}
