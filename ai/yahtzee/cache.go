package yahtzee

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"time"
	"unsafe"

	"github.com/adrg/xdg"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	yz "teahouse/rules/yahtzee"
)

// FormatVersion is the version of the cache file's layout and of the
// solver; bump it whenever either changes so old caches read as stale.
const FormatVersion = 1

// CacheFile is the name of the cache file inside the cache directory.
var CacheFile = fmt.Sprintf("yahtzee-v%d.bin", FormatVersion)

// The cache file is a header, the table's entries as little-endian float64
// bits (NaN for unreachable states), and the SHA-256 of everything before
// it.
//
//	magic        8 bytes  "TEAHYZT\n"
//	format       uint32   FormatVersion
//	rules        uint32   game/yahtzee Game.Version()
//	fingerprint  32 bytes the hash of every roll's score in every box
//	entries      uint64   tableLen
//	values       8·tableLen bytes
//	checksum     32 bytes SHA-256 of all of the above
const (
	cacheMagic  = "TEAHYZT\n"
	headerSize  = 8 + 4 + 4 + sha256.Size + 8
	payloadSize = 8 * tableLen
	cacheSize   = headerSize + payloadSize + sha256.Size
)

// Source says how a table was obtained.
type Source string

// The sources of a table.
const (
	// SourceCache: read from a valid cache file.
	SourceCache Source = "cache"
	// SourceSolve: computed by Solve.
	SourceSolve Source = "solve"
)

// Info describes where a table came from, for the solve command and logs.
type Info struct {
	// Source is SourceCache or SourceSolve.
	Source Source
	// Path is the cache file read or written ("" with LoadOptions.NoCache
	// or after a bare Solve).
	Path string
	// Reason says why a cache file was not used: "missing", "stale: ..."
	// or "corrupt: ..." ("" when the cache was read or not consulted).
	Reason string
	// Took is the wall time of the solve, or of reading the cache.
	Took time.Duration
	// States is the number of states solved (0 when read from the cache).
	States int
}

// LoadOptions sets up Load. The zero value uses the user's cache directory.
type LoadOptions struct {
	// Dir is the cache directory; "" means DefaultDir().
	Dir string
	// NoCache solves afresh and neither reads nor writes the cache.
	NoCache bool
	// Progress, when not nil, follows a solve (see Solve); it is not called
	// when the table comes from the cache.
	Progress func(done, total int)
	// Rebuilding, when not nil, is told why the cache file is not used (as
	// Info.Reason: "missing", "stale: ..." or "corrupt: ...") before the
	// solve that rebuilds it starts, so that a screen can say so while the
	// table builds.
	Rebuilding func(reason string)
}

// ErrCacheWrite reports that a solved table could not be written to the
// cache; the table Load returns with it is valid all the same.
var ErrCacheWrite = errors.New("cannot write the yahtzee strategy cache")

// errStale and errCorrupt classify a cache file that must not be trusted.
var (
	errStale   = errors.New("stale")
	errCorrupt = errors.New("corrupt")
)

// DefaultDir is the cache directory Load uses by default:
// $XDG_CACHE_HOME/teahouse (the platform's user cache directory).
func DefaultDir() string { return filepath.Join(xdg.CacheHome, "teahouse") }

// Load returns the strategy table: read from the cache file when it is
// present, of this version and intact, otherwise solved (which takes a
// couple of seconds) and written to the cache atomically. A missing, stale
// or corrupt cache is rebuilt, never trusted; Info().Reason says why.
//
// The returned table is never nil. When only writing the cache fails, Load
// returns the table together with an error wrapping ErrCacheWrite.
func Load(opts LoadOptions) (*Table, error) {
	return load(opts, Solve)
}

// load is Load with the solver injected, so tests can count rebuilds
// without solving each time. solveFn's table is not modified.
func load(opts LoadOptions, solveFn func(progress func(done, total int)) *Table) (*Table, error) {
	if opts.NoCache {
		s := solveFn(opts.Progress)
		return &Table{vals: s.vals, info: s.info}, nil
	}
	dir := opts.Dir
	if dir == "" {
		dir = DefaultDir()
	}
	path := filepath.Join(dir, CacheFile)
	start := time.Now()
	vals, err := readCache(path)
	if err == nil {
		return &Table{vals: vals, info: Info{Source: SourceCache, Path: path, Took: time.Since(start)}}, nil
	}
	reason := err.Error()
	if errors.Is(err, fs.ErrNotExist) {
		reason = "missing"
	}
	if opts.Rebuilding != nil {
		opts.Rebuilding(reason)
	}
	s := solveFn(opts.Progress)
	t := &Table{vals: s.vals, info: s.info}
	t.info.Path, t.info.Reason = path, reason
	if err := game.WriteFileAtomic(path, encodeCache(t.vals)); err != nil {
		return t, fmt.Errorf("%w: %w", ErrCacheWrite, err)
	}
	return t, nil
}

// header returns the header a cache file of this version starts with.
func header() []byte {
	h := make([]byte, 0, headerSize)
	h = append(h, cacheMagic...)
	h = binary.LittleEndian.AppendUint32(h, FormatVersion)
	h = binary.LittleEndian.AppendUint32(h, uint32(gy.Game.Version()))
	fp := theScoring().fingerprint
	h = append(h, fp[:]...)
	return binary.LittleEndian.AppendUint64(h, tableLen)
}

// encodeCache returns the cache file of the values vals.
func encodeCache(vals []float64) []byte {
	out := make([]byte, cacheSize)
	copy(out, header())
	putFloats(out[headerSize:headerSize+payloadSize], vals)
	sum := sha256.Sum256(out[:headerSize+payloadSize])
	copy(out[headerSize+payloadSize:], sum[:])
	return out
}

// littleEndian reports whether float64s are stored little-endian in memory,
// as in the cache file: the values are then copied as one block of bytes,
// which is many times faster than one at a time (and than the race
// detector's view of a loop over a million of them).
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// floatBytes returns the memory of vals as bytes.
func floatBytes(vals []float64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(vals))), len(vals)*8)
}

// putFloats writes vals into b as little-endian float64 bits.
func putFloats(b []byte, vals []float64) {
	if littleEndian {
		copy(b, floatBytes(vals))
		return
	}
	for i, v := range vals {
		binary.LittleEndian.PutUint64(b[8*i:], math.Float64bits(v))
	}
}

// getFloats reads vals from b, little-endian float64 bits.
func getFloats(vals []float64, b []byte) {
	if littleEndian {
		copy(floatBytes(vals), b)
		return
	}
	for i := range vals {
		vals[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
	}
}

// readCache reads and checks the cache file at path. Its errors wrap
// fs.ErrNotExist, errStale or errCorrupt (or another read error).
func readCache(path string) ([]float64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(data) != cacheSize {
		return nil, fmt.Errorf("%w: %d bytes, want %d", errCorrupt, len(data), cacheSize)
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if want := sha256.Sum256(body); !bytes.Equal(sum, want[:]) {
		return nil, fmt.Errorf("%w: checksum mismatch", errCorrupt)
	}
	if !bytes.HasPrefix(body, []byte(cacheMagic)) {
		return nil, fmt.Errorf("%w: not a yahtzee strategy table", errCorrupt)
	}
	if h := header(); !bytes.Equal(body[:headerSize], h) {
		return nil, fmt.Errorf("%w: %s", errStale, describeHeader(body[:headerSize], h))
	}
	vals := make([]float64, tableLen)
	getFloats(vals, body[headerSize:])
	if err := checkValues(vals); err != nil {
		return nil, fmt.Errorf("%w: %w", errCorrupt, err)
	}
	return vals, nil
}

// describeHeader names the first field in which got differs from want.
func describeHeader(got, want []byte) string {
	switch {
	case !bytes.Equal(got[8:12], want[8:12]):
		return fmt.Sprintf("format version %d, want %d", binary.LittleEndian.Uint32(got[8:]), FormatVersion)
	case !bytes.Equal(got[12:16], want[12:16]):
		return fmt.Sprintf("rules version %d, want %d", binary.LittleEndian.Uint32(got[12:]), gy.Game.Version())
	case !bytes.Equal(got[16:16+sha256.Size], want[16:16+sha256.Size]):
		return "solved under other scoring rules"
	}
	return "unexpected header"
}

// checkValues checks that exactly the reachable states have values, and
// that those are finite and between 0 and an impossible score.
func checkValues(vals []float64) error {
	const most = 13 * 100 * yz.YahtzeeBonus // far above any real expectation
	reach := upperReach()
	for open := range uint16(allBoxes + 1) {
		uppers := reach[^open&upperBoxes]
		for i, v := range vals[entry(open, 0, false):entry(open+1, 0, false)] {
			u, y50 := i>>1, i&1 == 1
			ok := uppers&(1<<u) != 0 && !(y50 && open&yahtzeeBit != 0)
			if ok != !math.IsNaN(v) || (ok && !(v >= 0 && v <= most)) {
				return fmt.Errorf("state (%#x, %d, %v) holds %v", open, u, y50, v)
			}
		}
	}
	return nil
}
