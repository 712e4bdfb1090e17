package review

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"teahouse/game"
)

// A review is computed once and kept beside its log, in a small JSON
// file (KeptFile): the file names its format, the reviewer's version
// (Reviewer.ReviewVersion: the review format's, the game's rules' and the
// reviewer's own, which names its strategy table) and the SHA-256 of the
// log it reviews, and holds a report per request (seat, seed, samples).
// A kept file of another format, version or log, or one that cannot be
// read, is ignored and written again.

// ErrNotKept reports a review that was made but could not be kept beside
// its log: the report returned with it is good.
var ErrNotKept = errors.New("the review could not be kept beside the log")

// KeptFile is the file the review of the log at logPath is kept in:
// GAME-TIME.review.json beside GAME-TIME.jsonl (a log named otherwise,
// FILE: FILE.review.json).
func KeptFile(logPath string) string {
	return strings.TrimSuffix(logPath, ".jsonl") + ".review.json"
}

// keptFormat is the layout of the kept file.
const keptFormat = "teahouse review"

// kept is the kept file: every report of one log by one version.
type kept struct {
	Format  string       `json:"format"`
	Version string       `json:"version"`
	Log     string       `json:"log_sha256"`
	Reviews []keptReview `json:"reviews"`
}

// keptReview is one report with the request that made it.
type keptReview struct {
	Seat    string `json:"seat"`
	Seed    uint64 `json:"seed"`
	Samples int    `json:"samples"`
	Report  Report `json:"report"`
}

// Load returns the review of req kept beside the log at path, if there is
// one of this log and this reviewer's version: ok is false otherwise
// (none kept, another version, another log, or a file that cannot be
// read).
func Load(r Reviewer, path string, req Request) (Report, bool) {
	data, err := game.ReadRegular(path)
	if err != nil {
		return Report{}, false
	}
	k, ok := readKept(r, path, data)
	if !ok {
		return Report{}, false
	}
	return k.find(req)
}

// Kept returns the review of req in the log at path: the one kept beside
// it (Load), else one made by r and kept. made says whether it was made
// now. A review made but not kept is returned with an error wrapping
// ErrNotKept; any other error means there is no review, and nothing was
// written.
func Kept(ctx context.Context, r Reviewer, path string, req Request) (rep Report, made bool, err error) {
	data, err := game.ReadRegular(path)
	if err != nil {
		return Report{}, false, err
	}
	k, ok := readKept(r, path, data)
	if ok {
		if rep, ok := k.find(req); ok {
			return rep, false, nil
		}
	} else {
		k = kept{Format: keptFormat, Version: r.ReviewVersion(), Log: digest(data)}
	}
	rep, err = r.Review(ctx, data, path, req)
	if err != nil {
		return Report{}, false, err
	}
	k.Reviews = append(k.Reviews, keptReview{Seat: req.Seat.String(), Seed: req.Seed, Samples: req.Samples, Report: rep})
	out, err := json.MarshalIndent(k, "", " ")
	if err == nil {
		err = game.WriteFileAtomic(KeptFile(path), append(out, '\n'))
	}
	if err != nil {
		return rep, true, fmt.Errorf("%w (%s): %v", ErrNotKept, KeptFile(path), err)
	}
	return rep, true, nil
}

// readKept reads the file kept beside the log at path, whose bytes are
// data: ok only when it is of this format, r's version and this log.
func readKept(r Reviewer, path string, data []byte) (kept, bool) {
	b, err := game.ReadRegular(KeptFile(path))
	if err != nil {
		return kept{}, false
	}
	var k kept
	if json.Unmarshal(b, &k) != nil || k.Format != keptFormat || k.Version != r.ReviewVersion() || k.Log != digest(data) {
		return kept{}, false
	}
	return k, true
}

// find returns the report of req.
func (k kept) find(req Request) (Report, bool) {
	for _, kr := range k.Reviews {
		if kr.Seat == req.Seat.String() && kr.Seed == req.Seed && kr.Samples == req.Samples && kr.Report.Seat == req.Seat {
			return kr.Report, true
		}
	}
	return Report{}, false
}

// digest is the SHA-256 of data, in hex.
func digest(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
