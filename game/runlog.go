package game

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// RunLogName is the file name of the log of game index (counted from 0)
// of a simulated run of game seeded with seed:
// GAME-seedSEED-gameINDEX.jsonl, the index written with at least six
// digits so that a directory lists the games in order. The name depends on
// nothing else, so a run played on any number of cores names its logs the
// same way; ParseRunLogName reads it back.
func RunLogName(game string, seed uint64, index int) string {
	return fmt.Sprintf("%s-seed%d-game%06d.jsonl", game, seed, index)
}

// ParseRunLogName reads a name RunLogName wrote (a path's directory is
// ignored); ok is false for any other name, such as the name SaveLog gives
// a game played on screen.
func ParseRunLogName(name string) (game string, seed uint64, index int, ok bool) {
	rest, found := strings.CutSuffix(filepath.Base(name), ".jsonl")
	if !found {
		return "", 0, 0, false
	}
	rest, idx, found := cutLast(rest, "-game")
	if !found {
		return "", 0, 0, false
	}
	game, sd, found := cutLast(rest, "-seed")
	if !found || game == "" {
		return "", 0, 0, false
	}
	i, err := strconv.Atoi(idx)
	if err != nil || i < 0 || len(idx) < 6 {
		return "", 0, 0, false
	}
	if seed, err = strconv.ParseUint(sd, 10, 64); err != nil || strconv.FormatUint(seed, 10) != sd {
		return "", 0, 0, false
	}
	return game, seed, i, true
}

// cutLast splits s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// SaveRunLog writes l, game index of a run seeded with seed, atomically
// into dir as RunLogName(l.Header.Game, seed, index) and returns its path.
// It does not wait for the disk (see AtomicFile.CommitUnsynced): the run's
// seed writes the same log again.
func SaveRunLog[A any](dir string, seed uint64, index int, l Log[A]) (string, error) {
	path := filepath.Join(dir, RunLogName(l.Header.Game, seed, index))
	return path, writeLogFile(path, l, false)
}
