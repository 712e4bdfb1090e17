package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"teahouse/game"
)

// ErrForeign reports a file that is not a log of a game the readers know.
var ErrForeign = errors.New("not a log of a game teahouse plays")

// Summary counts what an export did.
type Summary struct {
	// Logs is the number of logs exported, Rows the rows written.
	Logs, Rows int
	// Skipped is the number of files reported and skipped.
	Skipped int
}

// Export writes the rows of every log in dir (not its subdirectories), in
// the order of the files' names, to w, and flushes it. A file that cannot
// be read, is not a log of a game of readers, or does not replay is handed
// to skip with an error that names it, and left out; hidden files (a temporary file of
// an atomic write) and the files saved beside a log (a program seat's
// standard error, *.stderr, and the game's web page, *.html) are passed
// over. The error is dir's or w's: rows written
// before it are incomplete.
func Export(dir string, readers []Reader, w Writer, skip func(file string, err error)) (Summary, error) {
	var sum Summary
	entries, err := os.ReadDir(dir)
	if err != nil {
		return sum, err
	}
	byName := map[string]Reader{}
	for _, r := range readers {
		byName[r.Name()] = r
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasPrefix(name, ".") || companion(name) {
			continue
		}
		path := filepath.Join(dir, name)
		l, err := load(path, byName)
		if err != nil {
			sum.Skipped++
			skip(path, err)
			continue
		}
		sum.Logs++
		if err := l.Rows(func(r Row) error { sum.Rows++; return w.Write(r) }); err != nil {
			return sum, err
		}
	}
	return sum, w.Flush()
}

// companion reports whether name is a file teahouse writes beside a log:
// a program seat's standard error, or the game as a web page.
func companion(name string) bool {
	return strings.HasSuffix(name, ".stderr") || strings.HasSuffix(name, ".html")
}

// load reads and replays the log at path with the reader of its game.
func load(path string, byName map[string]Reader) (Log, error) {
	data, err := game.ReadRegular(path) // a FIFO would wait for a writer
	if err != nil {
		return nil, err
	}
	h, err := game.ReadHeader(bytes.NewReader(data), path)
	if err != nil {
		return nil, fmt.Errorf("%w (%w)", err, ErrForeign) // err names the file
	}
	r, ok := byName[h.Game]
	if !ok {
		return nil, fmt.Errorf("%s: %w: a log of %q", path, ErrForeign, h.Game)
	}
	if h.Sealed != "" { // a game killed while it was played, or one still played
		if data, err = game.ReadLogFile(path); err != nil {
			return nil, err
		}
	}
	return r.Read(data, path)
}
