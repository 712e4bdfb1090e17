package bot

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"time"
)

// grace is how long a program has to leave once its input is closed, and
// how long its standard error is read after it is gone, before teahouse
// stops waiting.
const grace = time.Second

// process is a program running. Teahouse owns both ends of each of its
// pipes, so nothing here waits on the program without a bound: a request
// is written by a goroutine of its own (stop closes the pipe under it),
// the output is read line by line by another, the end of the program is
// awaited by a third, and its standard error is copied by a fourth.
type process struct {
	cmd    *exec.Cmd
	stdin  *os.File      // the write end of the program's standard input
	stdout *os.File      // the read end of its standard output
	lines  chan []byte   // its output, line by line; closed at its end
	quit   chan struct{} // closed by stop: the reader sends no more
	read   chan struct{} // closed once the reader has ended
	exited chan struct{} // closed once the program has ended
	status error         // how it ended, once stop has returned

	stderr *os.File      // the read end of its standard error; nil when discarded
	copied chan struct{} // closed once its standard error is copied

	writing chan error // the request being written, nil when none is

	endedAll atomic.Bool // killed by EndAll
}

// startProcess runs argv in a process group of its own, its standard
// error copied to stderr (at most stderrLimit bytes; nil discards it).
func startProcess(argv []string, stderr io.Writer) (*process, error) {
	var pipes []*os.File // the ends the program holds, closed here once it runs
	defer func() {
		for _, f := range pipes {
			_ = f.Close()
		}
	}()
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		_, _ = inR.Close(), inW.Close()
		return nil, err
	}
	pipes = append(pipes, inR, outW)
	p := &process{stdin: inW, stdout: outR, lines: make(chan []byte), quit: make(chan struct{}),
		read: make(chan struct{}), exited: make(chan struct{}), copied: make(chan struct{})}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout = inR, outW
	if stderr != nil {
		errR, errW, err := os.Pipe()
		if err != nil {
			_, _ = inW.Close(), outR.Close()
			return nil, err
		}
		pipes = append(pipes, errW)
		p.stderr, cmd.Stderr = errR, errW
	}
	ownGroup(cmd)
	p.cmd = cmd
	if err := startTracked(p); err != nil {
		_, _ = inW.Close(), outR.Close()
		if p.stderr != nil {
			_ = p.stderr.Close()
		}
		return nil, err
	}
	go p.readLines()
	go func() {
		p.awaitExit()
		close(p.exited)
	}()
	go func() {
		defer close(p.copied)
		if p.stderr != nil {
			_, _ = io.Copy(capped(stderr, stderrLimit), p.stderr)
			_ = p.stderr.Close()
		}
	}()
	return p, nil
}

// readLines sends the program's output, line by line, until it ends or
// stop stops listening.
func (p *process) readLines() {
	defer close(p.read)
	defer close(p.lines)
	defer p.stdout.Close()
	sc := bufio.NewScanner(p.stdout)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		select {
		case p.lines <- bytes.Clone(line):
		case <-p.quit:
			return
		}
	}
	// A line too long: let the program finish writing, unread.
	_, _ = io.Copy(io.Discard, p.stdout)
}

// send starts writing a request; writing carries how it went.
func (p *process) send(line []byte) {
	done := make(chan error, 1)
	p.writing = done
	go func() {
		_, err := p.stdin.Write(line)
		done <- err
	}()
}

// exitStatus says how the program ended, once stop has returned.
func (p *process) exitStatus() string {
	if p.status == nil {
		return "exit status 0"
	}
	return strings.TrimPrefix(p.status.Error(), "exit ")
}

// stop ends the program and everything it started: its input closed, a
// grace to leave, then its process group and descendants killed. It
// returns once the program has been waited for and nothing of teahouse
// reads or writes its pipes any more, whatever the program does.
func (p *process) stop() {
	_ = p.stdin.Close() // also ends a request being written
	if p.writing != nil {
		<-p.writing
		p.writing = nil
	}
	close(p.quit)
	select {
	case <-p.exited:
	case <-time.After(grace):
	}
	endProcess(p.cmd)
	<-p.exited
	released(p)
	// Whatever still holds the output open escaped the kill: stop reading.
	_ = p.stdout.SetReadDeadline(time.Now())
	<-p.read
	if p.stderr != nil {
		select {
		case <-p.copied:
		case <-time.After(grace):
			_ = p.stderr.SetReadDeadline(time.Now())
		}
	}
	<-p.copied
}
