package web

import (
	"embed"
	"io/fs"
)

//go:embed static
var static embed.FS

// Static is the pages the server serves at /: index.html and what it
// loads, all from this binary (no request ever leaves for another site).
func Static() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil { // the directory is embedded above: it is always there
		panic(err)
	}
	return sub
}
