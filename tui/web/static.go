package web

import (
	"embed"
	"errors"
	"io/fs"

	"teahouse/game/webreplay"
)

//go:embed static
var static embed.FS

// Static is the pages the server serves at /: index.html and what it
// loads, all from this binary (no request ever leaves for another site).
// The drawing of a table, scene.css and scene.js, is the replay page's
// (webreplay.Drawing): one drawing of each game's cards and dice.
func Static() fs.FS { return pages{} }

// pages is static/ with the replay page's drawing beside it.
type pages struct{}

// Open opens a file of static/, or of the shared drawing.
func (pages) Open(name string) (fs.File, error) {
	path := "static/" + name
	if name == "." {
		path = "static"
	}
	f, err := static.Open(path)
	if !errors.Is(err, fs.ErrNotExist) {
		return f, err
	}
	return webreplay.Drawing().Open(name)
}
