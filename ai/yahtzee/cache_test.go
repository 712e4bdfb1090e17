package yahtzee

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gy "teahouse/game/yahtzee"
)

// countingSolve stands in for Solve: it returns the shared table and counts
// the rebuilds.
type countingSolve struct {
	tb    testing.TB
	calls int
}

func (c *countingSolve) solve(progress func(done, total int)) *Table {
	c.calls++
	if progress != nil {
		progress(1, 1)
	}
	return sharedTable(c.tb)
}

// validCache is the cache file of the shared table.
var validCache = sync.OnceValue(func() []byte { return encodeCache(solvedTable().vals) })

// writeCache writes the shared table's cache file into dir, changed by
// change and, when reseal, with both its sums recomputed so that only the
// change itself is wrong.
func writeCache(t *testing.T, dir string, reseal bool, change func([]byte) []byte) {
	t.Helper()
	data := change(slices.Clone(validCache()))
	if reseal && len(data) == cacheSize {
		data = sealCRC(data)
		sum := sha256.Sum256(data[:len(data)-sha256.Size])
		copy(data[len(data)-sha256.Size:], sum[:])
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, CacheFile), data, 0o644))
}

// sealCRC recomputes the CRC-32C of a cache file's values in its header.
func sealCRC(data []byte) []byte {
	binary.LittleEndian.PutUint32(data[crcAt:], crc32.Checksum(data[headerSize:headerSize+payloadSize], castagnoli))
	return data
}

func TestLoadBuildsThenReadsTheCache(t *testing.T) {
	dir := t.TempDir()
	cs := &countingSolve{tb: t}
	progressed := false
	first, err := load(LoadOptions{Dir: dir, Progress: func(int, int) { progressed = true }}, cs.solve)
	require.NoError(t, err)
	assert.Equal(t, 1, cs.calls)
	assert.True(t, progressed)
	path := filepath.Join(dir, CacheFile)
	assert.Equal(t, Info{Source: SourceSolve, Path: path, Reason: "missing", Took: first.Info().Took, States: first.Info().States}, first.Info())
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, int64(cacheSize), st.Size())

	second, err := load(LoadOptions{Dir: dir, Progress: func(int, int) { t.Error("no progress when reading the cache") },
		Rebuilding: func(string) { t.Error("a good cache is not rebuilt") }}, cs.solve)
	require.NoError(t, err)
	assert.Equal(t, 1, cs.calls, "read, not solved")
	assert.Equal(t, SourceCache, second.Info().Source)
	assert.Empty(t, second.Info().Reason)
	require.Len(t, second.vals, len(first.vals))
	for i, v := range first.vals {
		w := second.vals[i]
		if !(v == w || math.IsNaN(v) && math.IsNaN(w)) {
			t.Fatalf("entry %d: %v written, %v read", i, v, w)
		}
	}
	assert.Equal(t, first.FreshValue(), second.FreshValue())
	assert.NotSame(t, sharedTable(t), first, "the solved table is not modified")
}

// A bad cache file is rebuilt, never trusted. The checks of every load
// catch all but damage that keeps the CRC-32C of the values right, which
// the SHA-256 of a verified load catches.
func TestLoadRebuildsABadCache(t *testing.T) {
	flipMantissa := func(b []byte) []byte { b[headerSize+8*entry(1, 0, false)] ^= 1; return b }
	tests := []struct {
		name   string
		reseal bool
		change func([]byte) []byte
		reason string
		verify bool // only a verified load sees it
	}{
		{"truncated", false, func(b []byte) []byte { return b[:len(b)-1] }, "corrupt: 8388703 bytes, want 8388704", false},
		{"empty", false, func([]byte) []byte { return nil }, "corrupt: 0 bytes, want 8388704", false},
		{"a flipped value bit", false, func(b []byte) []byte { b[headerSize+1000] ^= 1; return b }, "corrupt: CRC-32C mismatch", false},
		{"zeroed values", false, func(b []byte) []byte { clear(b[headerSize+4096 : headerSize+8192]); return b }, "corrupt: CRC-32C mismatch", false},
		{"a flipped CRC bit", false, func(b []byte) []byte { b[crcAt] ^= 1; return b }, "corrupt: CRC-32C mismatch", false},
		{"a flipped SHA-256 bit", false, func(b []byte) []byte { b[cacheSize-1] ^= 1; return b }, "corrupt: SHA-256 mismatch", true},
		{"a flipped value bit under a resealed CRC", false, func(b []byte) []byte { return sealCRC(flipMantissa(b)) }, "corrupt: SHA-256 mismatch", true},
		{"another file", true, func(b []byte) []byte { copy(b, "NOTATBL\n"); return b }, "corrupt: not a yahtzee strategy table", false},
		{"old format", true, func(b []byte) []byte { binary.LittleEndian.PutUint32(b[8:], FormatVersion+1); return b }, "stale: format version 3, want 2", false},
		{"other rules version", true, func(b []byte) []byte { binary.LittleEndian.PutUint32(b[12:], 99); return b },
			"stale: rules version 99, want " + fmt.Sprint(gy.Game.Version()), false},
		{"other scoring", true, func(b []byte) []byte { b[20] ^= 1; return b }, "stale: solved under other scoring rules", false},
		{"a value out of place", true, func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[headerSize+8*entry(allBoxes, 5, false):], math.Float64bits(1))
			return b
		}, "corrupt: state (0x1fff, 5, false) holds 1", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			cs := &countingSolve{tb: t}
			writeCache(t, dir, tt.reseal, tt.change)
			if tt.verify {
				tb, err := load(LoadOptions{Dir: dir}, cs.solve)
				require.NoError(t, err)
				assert.Equal(t, SourceCache, tb.Info().Source, "past the checks of every load")
				assert.False(t, tb.Info().Verified)
			}
			var told []string
			tb, err := load(LoadOptions{Dir: dir, Verify: tt.verify, Rebuilding: func(r string) { told = append(told, r) }}, cs.solve)
			require.NoError(t, err)
			assert.Equal(t, []string{tt.reason}, told, "told once why, before the rebuild")
			assert.Equal(t, 1, cs.calls, "rebuilt, not trusted")
			assert.Equal(t, SourceSolve, tb.Info().Source)
			assert.Equal(t, tt.reason, tb.Info().Reason)
			data, err := os.ReadFile(filepath.Join(dir, CacheFile))
			require.NoError(t, err)
			assert.True(t, bytes.Equal(validCache(), data), "the cache file is rewritten")
		})
	}
}

// checkValues refuses a payload whose checksum is right but whose values
// cannot be the table's.
func TestCheckValues(t *testing.T) {
	vals := slices.Clone(sharedTable(t).vals)
	require.NoError(t, checkValues(vals))
	tests := []struct {
		name string
		i    int
		v    float64
		want string
	}{
		{"an unreachable state with a value", entry(allBoxes, 5, false), 1, "state (0x1fff, 5, false) holds 1"},
		{"y50 with the Yahtzee box open", entry(allBoxes, 0, true), 0, "state (0x1fff, 0, true) holds 0"},
		{"a reachable state without one", entry(allBoxes, 0, false), math.NaN(), "state (0x1fff, 0, false) holds NaN"},
		{"a negative value", entry(1, 0, false), -1, "state (0x1, 0, false) holds -1"},
		{"an infinite value", entry(1, 0, false), math.Inf(1), "state (0x1, 0, false) holds +Inf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old := vals[tt.i]
			vals[tt.i] = tt.v
			assert.EqualError(t, checkValues(vals), tt.want)
			vals[tt.i] = old
		})
	}
}

func TestLoadNoCache(t *testing.T) {
	dir := t.TempDir()
	cs := &countingSolve{tb: t}
	tb, err := load(LoadOptions{Dir: dir, NoCache: true}, cs.solve)
	require.NoError(t, err)
	assert.Equal(t, 1, cs.calls)
	assert.Equal(t, SourceSolve, tb.Info().Source)
	assert.Empty(t, tb.Info().Path)
	_, err = os.Stat(filepath.Join(dir, CacheFile))
	assert.ErrorIs(t, err, os.ErrNotExist, "neither read nor written")
}

func TestLoadCannotWriteTheCache(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-dir")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	cs := &countingSolve{tb: t}
	tb, err := load(LoadOptions{Dir: file}, cs.solve)
	require.ErrorIs(t, err, ErrCacheWrite)
	require.NotNil(t, tb, "the table is valid all the same")
	assert.Equal(t, sharedTable(t).FreshValue(), tb.FreshValue())
}

func TestDefaultDir(t *testing.T) {
	assert.Equal(t, "teahouse", filepath.Base(DefaultDir()))
	assert.Equal(t, "yahtzee-v2.bin", CacheFile)
}

// Load itself reads a valid cache file without solving, verified in full
// or not.
func TestLoadReadsTheCache(t *testing.T) {
	dir := t.TempDir()
	writeCache(t, dir, false, func(b []byte) []byte { return b })
	for _, verify := range []bool{false, true} {
		tb, err := Load(LoadOptions{Dir: dir, Verify: verify, Progress: func(int, int) { t.Error("no solve, no progress") }})
		require.NoError(t, err)
		assert.Equal(t, SourceCache, tb.Info().Source)
		assert.Equal(t, verify, tb.Info().Verified)
		assert.Equal(t, filepath.Join(dir, CacheFile), tb.Info().Path)
		assert.Equal(t, sharedTable(t).FreshValue(), tb.FreshValue())
		t.Logf("cache read (verify %v): %v", verify, tb.Info().Took)
	}
}

func TestEncodeCacheLayout(t *testing.T) {
	data := validCache()
	require.Len(t, data, cacheSize)
	assert.Equal(t, "TEAHYZT\n", string(data[:8]))
	assert.Equal(t, uint32(FormatVersion), binary.LittleEndian.Uint32(data[8:]))
	assert.Equal(t, uint32(gy.Game.Version()), binary.LittleEndian.Uint32(data[12:]))
	assert.Equal(t, theScoring().fingerprint[:], data[16:48])
	assert.Equal(t, uint64(tableLen), binary.LittleEndian.Uint64(data[48:]))
	assert.Equal(t, crc32.Checksum(data[64:64+8*tableLen], crc32.MakeTable(crc32.Castagnoli)), binary.LittleEndian.Uint32(data[56:]))
	assert.Equal(t, []byte{0, 0, 0, 0}, data[60:64], "reserved")
	fresh := math.Float64frombits(binary.LittleEndian.Uint64(data[headerSize+8*entry(allBoxes, 0, false):]))
	assert.Equal(t, sharedTable(t).FreshValue(), fresh, "values are little-endian float64 bits")
	sum := sha256.Sum256(data[:cacheSize-sha256.Size])
	assert.Equal(t, sum[:], data[cacheSize-sha256.Size:])
}
