package bot

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
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
	// game's log); nil discards it.
	Stderr io.Writer
}

// Program is a seat played by an outside program. It starts the program
// at its first decision and keeps it running, one request after another;
// Close ends it. A program that crashes, times out or answers anything but
// one JSON action fails the decision, and every later one at once: the
// host then hands the seat to its fallback.
type Program[V, A any] struct {
	game string
	argv []string
	opts Options

	mu     sync.Mutex
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte // the program's output, line by line; closed at its end
	exited bool        // the program has ended and been waited for
	stale  int         // answers still to come to decisions given up on
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

// Decide sends the program the decision and reads its answer.
func (p *Program[V, A]) Decide(ctx context.Context, d host.Decision[V, A]) (A, error) {
	var zero A
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed != nil {
		return zero, p.failed
	}
	if p.cmd == nil {
		if err := p.start(); err != nil {
			return zero, p.fail(err)
		}
	}
	for p.stale > 0 { // answers to decisions the table gave up on
		if _, err := p.read(ctx); err != nil {
			return zero, err
		}
		p.stale--
	}
	legal, complete := d.Legal()
	req := request[V, A]{Game: p.game, Seat: d.Seat, Round: d.Round, NewGame: d.First, View: d.View,
		Legal: legal, LegalComplete: complete, Events: []json.RawMessage{}}
	for _, e := range d.Events() {
		raw, err := EventJSON(e)
		if err != nil {
			return zero, fmt.Errorf("event %s: %w", e.EventName(), err) // a bug of ours, not the program's
		}
		req.Events = append(req.Events, raw)
	}
	line, err := json.Marshal(req)
	if err != nil {
		return zero, fmt.Errorf("request: %w", err)
	}
	if _, err := p.stdin.Write(append(line, '\n')); err != nil {
		return zero, p.fail(fmt.Errorf("stopped reading its requests (%v)", err))
	}
	ans, err := p.read(ctx)
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

// read waits for the program's next line, for the timeout at most.
func (p *Program[V, A]) read(ctx context.Context) ([]byte, error) {
	timer := time.NewTimer(p.opts.Timeout)
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return nil, p.fail(fmt.Errorf("stopped (%s)", p.exitStatus()))
		}
		return line, nil
	case <-timer.C:
		return nil, p.fail(fmt.Errorf("did not answer within %s", p.opts.Timeout))
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// start runs the program with its output read line by line.
func (p *Program[V, A]) start() error {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Stderr = p.opts.Stderr
	cmd.WaitDelay = time.Second // a child left behind cannot hold Wait
	ownGroup(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("could not be started (%v)", err)
	}
	p.cmd, p.stdin, p.lines = cmd, stdin, make(chan []byte)
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		for sc.Scan() {
			if line := bytes.TrimSpace(sc.Bytes()); len(line) > 0 {
				p.lines <- bytes.Clone(line)
			}
		}
		_, _ = io.Copy(io.Discard, stdout) // a line too long: let the program finish
	}()
	return nil
}

// fail ends the program for good and returns err, now the answer to every
// decision.
func (p *Program[V, A]) fail(err error) error {
	if p.failed == nil {
		p.failed = err
		p.stop()
	}
	return err
}

// exitStatus waits for the program's end and says how it ended.
func (p *Program[V, A]) exitStatus() string {
	err := p.cmd.Wait()
	p.exited = true
	if err == nil {
		return "exit status 0"
	}
	return strings.TrimPrefix(err.Error(), "exit ")
}

// stop ends the program: its input closed, a second to leave, then killed.
func (p *Program[V, A]) stop() {
	if p.cmd == nil || p.exited {
		return
	}
	_ = p.stdin.Close()
	exited := make(chan struct{})
	go func() {
		for range p.lines { // drain, so the reader can end
		}
		close(exited)
	}()
	select {
	case <-exited:
		_ = p.cmd.Wait()
	case <-time.After(time.Second):
		killGroup(p.cmd)
		_ = p.cmd.Wait() // closes the output, should anything still hold it
		<-exited
	}
	p.exited = true
}

// Close ends the program, if it runs.
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
