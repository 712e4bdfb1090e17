package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"teahouse/game"
	"teahouse/game/host"
)

// DefaultTimeout bounds a program's decision when Options.Timeout is 0.
const DefaultTimeout = 10 * time.Second

// Options tune a program seat.
type Options struct {
	// Timeout bounds each decision; 0 means DefaultTimeout.
	Timeout time.Duration
	// Stderr receives the program's standard error (a file beside the
	// game's log), its first megabyte at most; nil discards it.
	Stderr io.Writer
	// SkipForced answers for the program a decision with one legal action
	// (a pass that cannot be avoided) without asking it; the program reads
	// that decision's events with its next request.
	SkipForced bool
}

// Program is a seat played by an outside program. It starts the program
// at its first decision and keeps it running, one request after another;
// Close ends it. A program that crashes, times out (reading its request or
// answering it), closes its output or answers anything but one JSON action
// fails the decision, and every later one at once: the host then hands the
// seat to its fallback. Nothing a program does holds the table longer than
// the timeout, nor Close longer than a few seconds.
type Program[V, A any] struct {
	game string
	argv []string
	opts Options

	mu      sync.Mutex
	proc    *process // nil until the first decision
	stopped bool     // proc has been stopped
	stale   int      // answers still to come to decisions given up on
	skipped struct { // the forced decisions answered without asking, since the last request
		events []json.RawMessage
		round  int
		first  bool
	}
	failed error
}

// Exec returns a seat of game played by command, split into words as a
// shell would (quotes group words; no other shell syntax).
func Exec[V, A any](game, command string, o Options) (*Program[V, A], error) {
	argv, err := words(command)
	if err != nil {
		return nil, fmt.Errorf("program %q: %v", command, err)
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	return &Program[V, A]{game: game, argv: argv, opts: o}, nil
}

// request is one decision as a program reads it.
type request[V, A any] struct {
	Game          string            `json:"game"`
	Seat          game.Seat         `json:"seat"`
	Round         int               `json:"game_index"`
	NewGame       bool              `json:"new_game"`
	View          V                 `json:"view"`
	Legal         []A               `json:"legal"`
	LegalComplete bool              `json:"legal_complete"`
	Events        []json.RawMessage `json:"events"`
}

// Decide sends the program the decision and reads its answer, within the
// timeout; a cancelled ctx ends the wait at once (the program's late
// answer is then skipped at the next decision).
func (p *Program[V, A]) Decide(ctx context.Context, d host.Decision[V, A]) (A, error) {
	var zero A
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed != nil {
		return zero, p.failed
	}
	req, forced, err := p.request(d)
	if err != nil {
		return zero, err // a bug of ours, not the program's
	}
	if forced && p.opts.SkipForced {
		return p.skip(req), nil
	}
	line, err := json.Marshal(req)
	if err != nil {
		return zero, fmt.Errorf("request: %w", err)
	}
	line = append(line, '\n')
	if p.proc == nil {
		proc, err := startProcess(p.argv, p.opts.Stderr)
		if err != nil {
			return zero, p.fail(fmt.Errorf("could not be started (%v)", err))
		}
		p.proc = proc
	}
	deadline := time.NewTimer(p.opts.Timeout)
	defer deadline.Stop()
	if err := p.written(ctx, deadline.C); err != nil { // a request the table gave up on
		return zero, err
	}
	for p.stale > 0 { // answers to decisions the table gave up on
		if _, err := p.read(ctx, deadline.C); err != nil {
			return zero, err
		}
		p.stale--
	}
	p.proc.send(line)
	if err := p.written(ctx, deadline.C); err != nil {
		if ctx.Err() != nil {
			p.stale++
		}
		return zero, err
	}
	ans, err := p.read(ctx, deadline.C)
	if err != nil {
		if ctx.Err() != nil {
			p.stale++
		}
		return zero, err
	}
	var a A
	dec := json.NewDecoder(bytes.NewReader(ans))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil || dec.More() {
		if err == nil {
			err = errors.New("more than one value on the line")
		}
		return zero, p.fail(fmt.Errorf("answered %q, which is not one action (%v)", cut(ans), err))
	}
	return a, nil
}

// request is the request d is sent as, its events after those of the
// decisions skipped since the program was last asked; forced says that d
// has one legal action only.
func (p *Program[V, A]) request(d host.Decision[V, A]) (req request[V, A], forced bool, err error) {
	legal, complete := d.Legal()
	req = request[V, A]{Game: p.game, Seat: d.Seat, Round: d.Round, NewGame: d.First, View: d.View,
		Legal: legal, LegalComplete: complete, Events: []json.RawMessage{}}
	if p.skipped.events != nil && p.skipped.round == d.Round {
		req.NewGame = req.NewGame || p.skipped.first
		req.Events = append(req.Events, p.skipped.events...)
	}
	p.skipped.events = nil
	for _, e := range d.Events() {
		raw, err := EventJSON(e)
		if err != nil {
			return req, false, fmt.Errorf("event %s: %w", e.EventName(), err)
		}
		req.Events = append(req.Events, raw)
	}
	return req, complete && len(legal) == 1, nil
}

// skip answers req's only legal action for the program, which is told of
// req's events at its next request.
func (p *Program[V, A]) skip(req request[V, A]) A {
	p.skipped.events, p.skipped.round, p.skipped.first = req.Events, req.Round, req.NewGame
	return req.Legal[0]
}

// written waits until the request being written, if any, is taken by the
// program, until deadline at most.
func (p *Program[V, A]) written(ctx context.Context, deadline <-chan time.Time) error {
	if p.proc.writing == nil {
		return nil
	}
	select {
	case err := <-p.proc.writing:
		p.proc.writing = nil
		if err != nil {
			return p.fail(fmt.Errorf("stopped reading its requests (%v)", err))
		}
		return nil
	case <-deadline:
		return p.fail(fmt.Errorf("did not read its request within %s", p.opts.Timeout))
	case <-ctx.Done():
		return ctx.Err()
	}
}

// read waits for the program's next line, until deadline at most.
func (p *Program[V, A]) read(ctx context.Context, deadline <-chan time.Time) ([]byte, error) {
	select {
	case line, ok := <-p.proc.lines:
		if ok {
			return line, nil
		}
	case <-deadline:
		return nil, p.fail(fmt.Errorf("did not answer within %s", p.opts.Timeout))
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	// The output is closed: the program has ended, or soon will, or has
	// closed its output and can answer no more.
	select {
	case <-p.proc.exited:
		p.stop()
		return nil, p.fail(fmt.Errorf("stopped (%s)", p.proc.exitStatus()))
	case <-deadline:
		return nil, p.fail(errors.New("closed its standard output"))
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// fail ends the program for good and returns err, now the answer to every
// decision.
func (p *Program[V, A]) fail(err error) error {
	if p.proc != nil && p.proc.endedAll.Load() {
		err = fmt.Errorf("%w: %w", host.ErrClosing, err) // not the program's fault: nothing takes its seat
	}
	if p.failed == nil {
		p.failed = err
		p.stop()
	}
	return err
}

// stop ends the program, if it runs.
func (p *Program[V, A]) stop() {
	if p.proc != nil && !p.stopped {
		p.proc.stop()
		p.stopped = true
	}
}

// Close ends the program, if it runs, and everything it started.
func (p *Program[V, A]) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stop()
	if p.failed == nil {
		p.failed = errors.New("was closed")
	}
	return nil
}

// cut shortens an answer for a note.
func cut(b []byte) string {
	if len(b) > 80 {
		return string(b[:77]) + "..."
	}
	return string(b)
}

// EventJSON writes an event as programs read it: its fields, and its name
// as "type".
func EventJSON(e game.Event) (json.RawMessage, error) {
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	name, _ := json.Marshal(e.EventName())
	if len(b) < 2 || b[0] != '{' {
		return json.RawMessage(`{"type":` + string(name) + `,"value":` + string(b) + `}`), nil
	}
	if string(b) == "{}" {
		return json.RawMessage(`{"type":` + string(name) + `}`), nil
	}
	return json.RawMessage(`{"type":` + string(name) + `,` + string(b[1:])), nil
}

// closeController closes a controller that holds a program open.
func closeController[V, A any](c host.Controller[V, A]) {
	if cl, ok := c.(io.Closer); ok {
		_ = cl.Close()
	}
}
