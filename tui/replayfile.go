package tui

import (
	"bytes"
	"fmt"

	"teahouse/game"
)

// ReadReplay reads the saved log at path for a replay: the file and the
// game its header names. A file that cannot be read or whose header is
// corrupt is an error naming the file; so is anything but a regular file
// (a FIFO would wait for a writer for ever).
func ReadReplay(path string) (ReplayFile, error) {
	data, err := game.ReadRegular(path)
	if err != nil {
		return ReplayFile{}, fmt.Errorf("replay: %w", err)
	}
	h, err := game.ReadHeader(bytes.NewReader(data), path)
	if err != nil {
		return ReplayFile{}, err
	}
	return ReplayFile{Name: path, Data: data, Game: h.Game}, nil
}
