package yahtzee

import (
	"testing"
)

// BenchmarkLoadCache is Load reading a valid cache file (warm in the page
// cache): the work a first tip does before it can answer, with the checks
// of every load, and with the SHA-256 too (Verify, as `solve` does).
func BenchmarkLoadCache(b *testing.B) {
	dir := b.TempDir()
	if _, err := load(LoadOptions{Dir: dir}, func(func(int, int)) *Table { return solvedTable() }); err != nil {
		b.Fatal(err)
	}
	for _, verify := range []bool{false, true} {
		name := map[bool]string{false: "checks", true: "verified"}[verify]
		b.Run(name, func(b *testing.B) {
			b.SetBytes(cacheSize)
			for b.Loop() {
				t, err := Load(LoadOptions{Dir: dir, Verify: verify})
				if err != nil || t.Info().Source != SourceCache {
					b.Fatalf("not read from the cache: %v %v", err, t.Info())
				}
			}
		})
	}
}
