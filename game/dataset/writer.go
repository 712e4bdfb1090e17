package dataset

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"io"
)

// Writer writes rows in one format.
type Writer interface {
	// Write writes one row.
	Write(r Row) error
	// Flush writes what is buffered; call it once, after the last row.
	Flush() error
}

// NewJSONL returns a Writer of one JSON object per row and line, with
// the fields of Columns.
func NewJSONL(w io.Writer) Writer {
	b := bufio.NewWriter(w)
	return jsonl{b, json.NewEncoder(b)}
}

type jsonl struct {
	buf *bufio.Writer
	enc *json.Encoder
}

func (j jsonl) Write(r Row) error { return j.enc.Encode(r) }
func (j jsonl) Flush() error      { return j.buf.Flush() }

// NewCSV returns a Writer of CSV: a header line of Columns, then one
// line per row. The header is written even when there is no row.
func NewCSV(w io.Writer) Writer { return &csvWriter{w: csv.NewWriter(w)} }

type csvWriter struct {
	w      *csv.Writer
	header bool
}

func (c *csvWriter) Write(r Row) error {
	if err := c.writeHeader(); err != nil {
		return err
	}
	return c.w.Write(r.record())
}

func (c *csvWriter) Flush() error {
	if err := c.writeHeader(); err != nil {
		return err
	}
	c.w.Flush()
	return c.w.Error()
}

func (c *csvWriter) writeHeader() error {
	if c.header {
		return nil
	}
	c.header = true
	return c.w.Write(Columns)
}
