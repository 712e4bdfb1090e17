package tui

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// chromium finds a Chromium to load pages in.
func chromium() (string, bool) {
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, true
		}
	}
	return "", false
}

// TestWebPageInChromium loads each golden page in a headless Chromium,
// steps through it with the keyboard as a reader would and checks the
// result is said at the end. docs/replay-page.md says how to install
// Chromium for it.
func TestWebPageInChromium(t *testing.T) {
	path, ok := chromium()
	if !ok {
		t.Skip("skipped: no chromium on PATH to load the pages in (Debian: apt-get install chromium)")
	}
	// Chromium has as long as the test binary does (see gametest.Patience):
	// a loaded machine slows it down but does not fail the test.
	ctx, cancel := context.WithTimeout(context.Background(), gametest.Patience(t))
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox)
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	for _, g := range Games() {
		t.Run(g.Name, func(t *testing.T) {
			f, err := ReadReplay(webLog(g.Name))
			require.NoError(t, err)
			want, err := g.Export(f.Data, f.Name, game.Omniscient)
			require.NoError(t, err)
			last := len(want.Steps) - 1
			banner := want.Steps[last].Banner
			require.NotEmpty(t, banner)

			golden, err := os.ReadFile(filepath.Join("testdata", "TestWebPageGolden", g.Name+".golden"))
			require.NoError(t, err)
			page := filepath.Join(t.TempDir(), g.Name+".html")
			require.NoError(t, os.WriteFile(page, golden, 0o644))

			at := func() string {
				s, err := chromedp.Run(browser, chromedp.Text("#at"))
				require.NoError(t, err)
				return s
			}
			has := func(sel string) bool {
				b, err := chromedp.Run(browser, chromedp.Evaluate[bool]("document.querySelector("+strconv.Quote(sel)+") !== null"))
				require.NoError(t, err)
				return b
			}
			key := func(k string) { require.NoError(t, chromedp.Do(browser, chromedp.KeyEvent(k))) }

			require.NoError(t, chromedp.Do(browser, chromedp.Navigate("file://"+page)))
			assert.Equal(t, stepWords(0, last), at())
			assert.False(t, has("#table .banner"), "no result before the end")
			key(kb.End)
			assert.Equal(t, stepWords(last, last), at())
			text, err := chromedp.Run(browser, chromedp.Text("#table .banner"))
			require.NoError(t, err)
			assert.Equal(t, banner, text)
			key(kb.ArrowLeft)
			assert.Equal(t, stepWords(last-1, last), at())
			assert.False(t, has("#table .banner"))
			key(kb.Home)
			assert.Equal(t, stepWords(0, last), at())
			key(kb.ArrowRight)
			assert.Equal(t, stepWords(1, last), at())
			key(" ")
			playing, err := chromedp.Run(browser, chromedp.Text("#play"))
			require.NoError(t, err)
			assert.Equal(t, "Pause", playing)
			key(" ")
			paused, err := chromedp.Run(browser, chromedp.Text("#play"))
			require.NoError(t, err)
			assert.Equal(t, "Play", paused)
		})
	}
}

// stepWords is what the page says of where it stands.
func stepWords(at, last int) string { return fmt.Sprintf("step %d of %d", at, last) }
