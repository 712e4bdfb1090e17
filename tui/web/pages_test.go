package web

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pageFiles are the files the parlor's page loads: index.html names them.
var pageFiles = []string{"index.html", "scene.css", "app.css", "scene.js", "games.js", "app.js"}

// TestPagesLoadNothingFromElsewhere: every file the page names is served
// from the binary, no script is inline (the server's policy forbids
// them), nothing names another site, and no script writes markup.
func TestPagesLoadNothingFromElsewhere(t *testing.T) {
	index, err := fs.ReadFile(Static(), "index.html")
	require.NoError(t, err)
	named := regexp.MustCompile(`(?:src|href)="([^"]*)"`).FindAllStringSubmatch(string(index), -1)
	require.NotEmpty(t, named)
	for _, m := range named {
		if strings.HasPrefix(m[1], "#") { // a place on the page
			continue
		}
		assert.Contains(t, pageFiles, m[1], "index.html loads %s", m[1])
	}
	for _, name := range pageFiles[1:] {
		assert.Contains(t, string(index), `="`+name+`"`, "index.html loads %s", name)
	}
	assert.Equal(t, strings.Count(string(index), "<script"), strings.Count(string(index), `<script src="`), "no inline script")
	assert.NotContains(t, string(index), "style=", "no inline style")
	for _, name := range pageFiles {
		b, err := fs.ReadFile(Static(), name)
		require.NoError(t, err, name)
		text := string(b)
		for _, far := range []string{"http://", "https://", "@import", "url(", "@font-face"} {
			assert.False(t, strings.Contains(text, far), "%s reaches elsewhere: %s", name, far)
		}
		if strings.HasSuffix(name, ".js") {
			for _, markup := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"} {
				assert.False(t, strings.Contains(text, markup), "%s builds markup from text: %s", name, markup)
			}
		}
	}
}

// TestPagesWeight: the whole app, every file the page loads, stays under
// 150 KB uncompressed (docs/benchmarks.md gives the figure).
func TestPagesWeight(t *testing.T) {
	total := 0
	for _, name := range pageFiles {
		b, err := fs.ReadFile(Static(), name)
		require.NoError(t, err, name)
		total += len(b)
	}
	assert.Less(t, total, 150*1000, "the app weighs %d bytes", total)
	t.Logf("the app weighs %d bytes", total)
}

// TestStaticServesOnlyItsOwn: the replay page's drawing is served, its
// page template and script are not, and a path out of the directory is
// not found.
func TestStaticServesOnlyItsOwn(t *testing.T) {
	for _, name := range []string{"scene.js", "scene.css", "index.html", "."} {
		f, err := Static().Open(name)
		require.NoError(t, err, name)
		require.NoError(t, f.Close())
	}
	for _, name := range []string{"page.html", "page.js", "../static.go", "assets/scene.js", "nothing.js"} {
		_, err := Static().Open(name)
		assert.ErrorIs(t, err, fs.ErrNotExist, name)
	}
}
