package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// staleAfter is the age of a temporary file that no save is still
// writing: another program saving in the same directory takes
// milliseconds.
const staleAfter = time.Minute

// TidyLogs deals with the temporary files an interrupted atomic save left
// in the games directory dir (".NAME-RANDOM.tmp", older than a minute): one
// that holds more of a game than its log, or a log that is missing, takes
// the log's place (cut to its last whole line); any other is removed. It
// returns a sentence for each file it recovered or removed.
func TidyLogs(dir string) ([]string, error) {
	temps, err := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if err != nil || dir == "" {
		return nil, err
	}
	var said []string
	for _, tmp := range temps {
		fi, err := os.Lstat(tmp)
		if err != nil || !fi.Mode().IsRegular() || time.Since(fi.ModTime()) < staleAfter {
			continue
		}
		s, err := tidy(tmp)
		if err != nil {
			return said, err
		}
		said = append(said, s)
	}
	return said, nil
}

// tidy recovers or removes the temporary file tmp.
func tidy(tmp string) (string, error) {
	data, err := ReadRegular(tmp)
	if err != nil {
		return "", err
	}
	whole, lines := wholeLines(data)
	target := logOfTemp(tmp)
	if lines == 0 || target == "" {
		return "removed " + tmp + ", left by a save that was interrupted", os.Remove(tmp)
	}
	old, err := ReadRegular(target)
	if err != nil && !os.IsNotExist(err) {
		return "", err
	}
	if _, have := wholeLines(old); err == nil && have >= lines {
		return fmt.Sprintf("removed %s, left by an interrupted save of %s, which holds as much", tmp, target), os.Remove(tmp)
	}
	// the whole lines take the log's place on disk before the temporary
	// file goes: a power cut in between leaves one or the other whole
	if err := WriteFileAtomic(target, whole); err != nil {
		return "", err
	}
	if err := os.Remove(tmp); err != nil {
		return "", err
	}
	return fmt.Sprintf("recovered %s from %s, left by a save that was interrupted (%d lines)", target, tmp, lines), nil
}

// wholeLines returns the lines of data that are whole JSON objects, up to
// the first that is not, and their count; 0 when the first is not a log's
// header.
func wholeLines(data []byte) ([]byte, int) {
	n, end := 0, 0
	for end < len(data) {
		i := bytes.IndexByte(data[end:], '\n')
		if i < 0 {
			break
		}
		line := bytes.TrimSpace(data[end : end+i])
		if len(line) > 0 && !json.Valid(line) {
			break
		}
		if n == 0 {
			if _, err := decodeHeader(line, ""); err != nil {
				return nil, 0
			}
		}
		n, end = n+1, end+i+1
	}
	return data[:end], n
}

// logOfTemp is the log a temporary file of CreateAtomic was to become:
// ".NAME-RANDOM.tmp" is NAME.jsonl; empty for another name.
func logOfTemp(tmp string) string {
	base, ok := strings.CutSuffix(strings.TrimPrefix(filepath.Base(tmp), "."), ".tmp")
	i := strings.LastIndex(base, "-")
	if !ok || i <= 0 {
		return ""
	}
	return filepath.Join(filepath.Dir(tmp), base[:i]+".jsonl")
}
