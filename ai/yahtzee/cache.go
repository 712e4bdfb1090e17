package yahtzee

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"math"
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
// Version 2 added the CRC-32C of the values to the header.
const FormatVersion = 2

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
//	crc          uint32   CRC-32C (Castagnoli) of the values
//	reserved     uint32   0, so that the values start 8-byte aligned
//	values       8·tableLen bytes
//	checksum     32 bytes SHA-256 of all of the above
//
// Both sums are computed as the file is written. Every load checks the
// size, the header, the CRC-32C of the values (a fraction of a millisecond
// for 8 MiB, against several for the SHA-256) and that exactly the
// reachable states hold values in range (checkValues): a file cut short,
// of another version, zeroed, overwritten in part or with any one to three
// bits flipped is never used, and other damage gets past the CRC once in
// 2^32. The SHA-256 is checked too with LoadOptions.Verify, as `teahouse
// solve yahtzee` and the tests do.
const (
	cacheMagic  = "TEAHYZT\n"
	crcAt       = 8 + 4 + 4 + sha256.Size + 8 // where the header holds the CRC
	headerSize  = crcAt + 4 + 4
	payloadSize = 8 * tableLen
	cacheSize   = headerSize + payloadSize + sha256.Size
)

// castagnoli is the CRC-32C table: the polynomial processors compute in
// hardware.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

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
	// Verified is true when the cache file's SHA-256 was checked as it
	// was read (LoadOptions.Verify).
	Verified bool
	// States is the number of states solved (0 when read from the cache).
	States int
}

// LoadOptions sets up Load. The zero value uses the user's cache directory.
type LoadOptions struct {
	// Dir is the cache directory; "" means DefaultDir().
	Dir string
	// NoCache solves afresh and neither reads nor writes the cache.
	NoCache bool
	// Verify checks the cache file's SHA-256 too, on top of the checks of
	// every load (see the file's layout): a few milliseconds more.
	Verify bool
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
	vals, err := readCache(path, opts.Verify)
	if err == nil {
		return &Table{vals: vals, info: Info{Source: SourceCache, Path: path, Took: time.Since(start), Verified: opts.Verify}}, nil
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

// header returns the header a cache file of this version starts with, its
// CRC zero.
func header() []byte {
	h := make([]byte, 0, headerSize)
	h = append(h, cacheMagic...)
	h = binary.LittleEndian.AppendUint32(h, FormatVersion)
	h = binary.LittleEndian.AppendUint32(h, uint32(gy.Game.Version()))
	fp := theScoring().fingerprint
	h = append(h, fp[:]...)
	h = binary.LittleEndian.AppendUint64(h, tableLen)
	return append(h, make([]byte, 8)...)
}

// encodeCache returns the cache file of the values vals.
func encodeCache(vals []float64) []byte {
	out := make([]byte, cacheSize)
	copy(out, header())
	values := out[headerSize : headerSize+payloadSize]
	putFloats(values, vals)
	binary.LittleEndian.PutUint32(out[crcAt:], crc32.Checksum(values, castagnoli))
	sum := sha256.Sum256(out[:headerSize+payloadSize])
	copy(out[headerSize+payloadSize:], sum[:])
	return out
}

// littleEndian reports whether float64s are stored little-endian in memory,
// as in the cache file: the values are then read straight into the table's
// memory, with no copy.
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

// readCache reads and checks the cache file at path: its size, header,
// the CRC-32C and the shape of its values, and with verify its SHA-256
// (see the file's layout). The values are read into the table's memory
// itself. Its errors wrap fs.ErrNotExist, errStale or errCorrupt (or
// another read error).
func readCache(path string, verify bool) ([]float64, error) {
	f, err := game.OpenRegular(path) // a FIFO there would hold the load for ever
	if errors.Is(err, game.ErrNotRegular) {
		return nil, fmt.Errorf("%w: %w", errCorrupt, err)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.Size() != cacheSize {
		return nil, fmt.Errorf("%w: %d bytes, want %d", errCorrupt, fi.Size(), cacheSize)
	}
	head := make([]byte, headerSize)
	if _, err := io.ReadFull(f, head); err != nil {
		return nil, fmt.Errorf("%w: %w", errCorrupt, err)
	}
	if !bytes.HasPrefix(head, []byte(cacheMagic)) {
		return nil, fmt.Errorf("%w: not a yahtzee strategy table", errCorrupt)
	}
	crc := binary.LittleEndian.Uint32(head[crcAt:])
	want := header()
	binary.LittleEndian.PutUint32(want[crcAt:], crc)
	if !bytes.Equal(head, want) {
		return nil, fmt.Errorf("%w: %s", errStale, describeHeader(head, want))
	}
	vals := make([]float64, tableLen)
	raw := floatBytes(vals) // the file's bytes, where the table's memory holds them alike
	if !littleEndian {
		raw = make([]byte, payloadSize)
	}
	if _, err := io.ReadFull(f, raw); err != nil {
		return nil, fmt.Errorf("%w: %w", errCorrupt, err)
	}
	if crc32.Checksum(raw, castagnoli) != crc {
		return nil, fmt.Errorf("%w: CRC-32C mismatch", errCorrupt)
	}
	if verify {
		sum := make([]byte, sha256.Size)
		if _, err := io.ReadFull(f, sum); err != nil {
			return nil, fmt.Errorf("%w: %w", errCorrupt, err)
		}
		h := sha256.New()
		h.Write(head)
		h.Write(raw)
		if !bytes.Equal(h.Sum(nil), sum) {
			return nil, fmt.Errorf("%w: SHA-256 mismatch", errCorrupt)
		}
	}
	if !littleEndian {
		for i := range vals {
			vals[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
	}
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
