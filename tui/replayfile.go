package tui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"teahouse/game"
)

// ReadReplay reads the saved log at path for a replay: the file and the
// game its header names. The log of a game that was still being played
// when it was last written (a program killed) has its seed unsealed with
// the key of the directory it is in (game.UnsealLog). A file that cannot
// be read, whose header is corrupt or whose seed cannot be unsealed is an
// error naming the file.
func ReadReplay(path string) (ReplayFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return ReplayFile{}, fmt.Errorf("replay: %w", err)
	}
	h, err := game.ReadHeader(bytes.NewReader(data), path)
	if err != nil {
		return ReplayFile{}, err
	}
	if data, err = game.UnsealLog(data, path, filepath.Dir(path)); err != nil {
		return ReplayFile{}, err
	}
	return ReplayFile{Name: path, Data: data, Game: h.Game}, nil
}
