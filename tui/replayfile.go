package tui

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"

	"teahouse/game"
)

// ReadReplay reads the saved log at path for a replay: the file and the
// game its header names. The log of a game killed while it was played has
// its seed unsealed with the key of the directory it is in; the log of a
// game still being played is refused (game.ReadLogFile). A file that
// cannot be read, whose header is corrupt or whose seed cannot be
// unsealed is an error naming the file; so is anything but a regular file
// (a FIFO would wait for a writer for ever).
func ReadReplay(path string) (ReplayFile, error) {
	data, err := game.ReadLogFile(path)
	var unread *fs.PathError
	switch {
	case errors.As(err, &unread): // the file itself
		return ReplayFile{}, fmt.Errorf("replay: %w", err)
	case err != nil:
		return ReplayFile{}, err
	}
	h, err := game.ReadHeader(bytes.NewReader(data), path)
	if err != nil {
		return ReplayFile{}, err
	}
	return ReplayFile{Name: path, Data: data, Game: h.Game}, nil
}
