package bot

import (
	"fmt"
	"io"
)

// stderrLimit is how much of a program's standard error is kept: the rest
// is read and dropped, so a program that writes without end neither fills
// the disk nor blocks.
const stderrLimit = 1 << 20

// capWriter passes on the first left bytes written to it, then one line
// saying the rest was dropped. It never fails: what w refuses (a full
// disk) is dropped too.
type capWriter struct {
	w     io.Writer
	left  int64
	limit int64
	ended bool // the marker is written, or w failed: nothing more goes to w
}

// capped returns a writer that keeps the first limit bytes written to w.
func capped(w io.Writer, limit int64) io.Writer {
	return &capWriter{w: w, left: limit, limit: limit}
}

// Write implements io.Writer; it always takes all of b.
func (c *capWriter) Write(b []byte) (int, error) {
	if c.ended {
		return len(b), nil
	}
	keep := b
	if int64(len(keep)) > c.left {
		keep = keep[:c.left]
	}
	if _, err := c.w.Write(keep); err != nil {
		c.ended = true
		return len(b), nil
	}
	c.left -= int64(len(keep))
	if len(keep) < len(b) {
		c.ended = true
		_, _ = fmt.Fprintf(c.w, "\n[teahouse: the program wrote more than %d bytes to its standard error; the rest was dropped]\n", c.limit)
	}
	return len(b), nil
}
