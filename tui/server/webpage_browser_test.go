package server_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/tui/server"
)

// chromiumPath finds a Chromium to load the pages in.
func chromiumPath() (string, bool) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, true
		}
	}
	return "", false
}

// chromium is one headless Chromium for a test; each page opened in it
// has a browser context of its own (its own cookie: another person).
type chromium struct {
	t   *testing.T
	ctx context.Context
}

// newChromium starts a headless Chromium, or skips the test with a
// sentence where there is none (.ci/run installs it).
func newChromium(t *testing.T) *chromium {
	t.Helper()
	path, ok := chromiumPath()
	if !ok {
		t.Skip("skipped: no Chromium on PATH to open the pages in (Debian: apt-get install chromium; .ci/run installs it)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.WindowSize(1280, 800))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	root, cancelRoot := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancelRoot(); cancelAlloc() })
	require.NoError(t, chromedp.Do(root, chromedp.Navigate("about:blank")), "Chromium starts")
	return &chromium{t: t, ctx: root}
}

// tab is one person's tab, with every WebSocket frame it received.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu     sync.Mutex
	frames []string
}

// open opens the parlor at url in a browser context of its own.
func (c *chromium) open(url string) *tab {
	c.t.Helper()
	p := &tab{t: c.t}
	ctx, cancel := chromedp.NewContext(c.ctx, chromedp.WithNewBrowserContext(), chromedp.WithListener(p.listen))
	c.t.Cleanup(cancel)
	p.ctx = ctx
	require.NoError(c.t, chromedp.Do(ctx, chromedp.Navigate(url)))
	return p
}

// listen keeps the frames the page's WebSocket receives.
func (p *tab) listen(ev any) {
	if e, ok := ev.(*network.EventWebSocketFrameReceived); ok && e.Response != nil {
		p.mu.Lock()
		p.frames = append(p.frames, string(e.Response.PayloadData))
		p.mu.Unlock()
	}
}

// received is every frame the page received so far.
func (p *tab) received() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.frames...)
}

// stepFrame is what the tests read of a step.
type stepFrame struct {
	Type     string `json:"type"`
	Seq      int    `json:"seq"`
	YourTurn bool   `json:"your_turn"`
	View     struct {
		Hands json.RawMessage `json:"hands"`
	} `json:"view"`
	Scene struct {
		Seats []struct {
			Piles []struct {
				Label string `json:"label"`
				Mark  bool   `json:"mark"`
				Cards []struct {
					Text    string `json:"text"`
					Code    string `json:"code"`
					Follows string `json:"follows"`
				} `json:"cards"`
			} `json:"piles"`
		} `json:"seats"`
	} `json:"scene"`
	Legal   []json.RawMessage `json:"legal"`
	Outcome struct {
		Over bool `json:"over"`
	} `json:"outcome"`
}

// lastSeq is the number of the last step the page received, -1 for none.
func (p *tab) lastSeq() int {
	st := p.steps()
	if len(st) == 0 {
		return -1
	}
	return st[len(st)-1].Seq
}

// steps are the step frames the page received.
func (p *tab) steps() []stepFrame {
	var out []stepFrame
	for _, f := range p.received() {
		var s stepFrame
		if json.Unmarshal([]byte(f), &s) == nil && s.Type == "step" {
			out = append(out, s)
		}
	}
	return out
}

// eval runs a JavaScript expression in p and returns its value.
func eval[T any](p *tab, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	require.NoError(p.t, err, js)
	return v
}

// until waits until the JavaScript expression js is true in p.
func (p *tab) until(js string) {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(gametest.Patience(p.t))))
	if err != nil {
		p.describe()
	}
	require.NoError(p.t, err, "waiting for %s", js)
}

// describe logs what the page shows and the last frames it received, so
// that a wait that failed says what the page was doing instead.
func (p *tab) describe() {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
	defer cancel()
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`["status", "eyes", "said", "acts", "keys"].map(id => id + ": " + (document.getElementById(id) || {}).textContent).join(" | ")`))
	if err != nil {
		shown = "(the page could not be read: " + err.Error() + ")"
	}
	frames := p.received()
	frames = frames[max(0, len(frames)-6):]
	for i, f := range frames {
		if len(f) > 400 {
			frames[i] = f[:400] + "…"
		}
	}
	p.t.Logf("the page shows %s; its last frames:\n%s", shown, strings.Join(frames, "\n"))
}

// click clicks the first element sel matches, as a mouse does.
func (p *tab) click(sel string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, gametest.Patience(p.t))
	defer cancel()
	require.NoError(p.t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible)), sel)
}

// clickText clicks the button of the table's bar that says text.
func (p *tab) clickText(text string) {
	p.t.Helper()
	p.until(`[...document.querySelectorAll("#acts button")].some(b => b.textContent === ` + strconv.Quote(text) + `)`)
	i := eval[int](p, `[...document.querySelectorAll("#acts button")].findIndex(b => b.textContent === `+strconv.Quote(text)+`)`)
	p.click("#acts button:nth-of-type(" + strconv.Itoa(i+1) + ")")
}

// key types keys as a keyboard does.
func (p *tab) key(keys string) {
	p.t.Helper()
	require.NoError(p.t, chromedp.Do(p.ctx, chromedp.KeyEvent(keys)))
}

// name enters the parlor as name.
func (p *tab) name(name string) {
	p.t.Helper()
	p.until(`!document.getElementById("name").hidden`)
	for _, id := range []string{"parlor", "table"} {
		require.Equal(p.t, "none", eval[string](p, `getComputedStyle(document.getElementById("`+id+`")).display`), "only the name is asked at first: no %s", id)
	}
	require.NoError(p.t, chromedp.Do(p.ctx, chromedp.SendKeys(chromedp.CSS("#namefield"), name)))
	p.click(`#nameform button`)
	p.until(`!document.getElementById("parlor").hidden && document.getElementById("me").textContent === ` + strconv.Quote(name))
}

// newTable opens a table of game from the parlor's form: options by key,
// the seats after the page's own (each "open" or a computer level), the
// computers' pace.
func (p *tab) newTable(game string, options map[string]string, seats []string, speed string) {
	p.t.Helper()
	b, err := json.Marshal(map[string]any{"game": game, "options": options, "seats": append([]string{}, seats...), "speed": speed})
	require.NoError(p.t, err)
	// The form is filled as a person would, by its controls' values.
	eval[bool](p, `(function (want) {
		const g = document.getElementById("newgame");
		g.value = want.game;
		g.dispatchEvent(new Event("change"));
		const n = document.getElementById("seatcount");
		if (n) { n.value = String(want.seats.length + 1); n.dispatchEvent(new Event("change")); }
		for (const [k, v] of Object.entries(want.options)) {
			const c = document.querySelector('#options [data-key="' + k + '"]');
			if (c.type === "checkbox") { c.checked = v === "on"; } else { c.value = v; }
		}
		document.querySelectorAll("#seatlist .seatof").forEach((c, i) => { c.value = want.seats[i]; });
		document.getElementById("speed").value = want.speed;
		return true;
	})(`+string(b)+`)`)
	p.click(`#newform button[type="submit"]`)
	p.until(`!document.getElementById("table").hidden && document.querySelector("#board .box") !== null`)
}

// sitAt sits down at table id from the parlor's list.
func (p *tab) sitAt(id int) {
	p.t.Helper()
	sel := `#tables li[data-table="` + strconv.Itoa(id) + `"] button.go`
	p.until(`document.querySelector(` + strconv.Quote(sel) + `) !== null`)
	p.click(sel)
	p.until(`!document.getElementById("table").hidden && document.querySelector("#board .box") !== null`)
}

// watch watches table id from the parlor's list.
func (p *tab) watch(id int) {
	p.t.Helper()
	sel := `#tables li[data-table="` + strconv.Itoa(id) + `"] .do button:not(.go)`
	p.until(`document.querySelector(` + strconv.Quote(sel) + `) !== null`)
	p.click(sel)
	p.until(`document.getElementById("eyes").textContent === "You are watching" && document.querySelector("#board .box") !== null`)
}

// myTurn is true when the page offers its person actions.
const myTurn = `document.querySelector("#acts .turn") !== null && document.querySelector("#acts .turn").textContent === "Your turn." && document.querySelector("#acts button") !== null`

// toMyTurn waits for the page's turn, going on past each result the
// page holds (Go on) on the way.
func (p *tab) toMyTurn() {
	p.t.Helper()
	for {
		p.until(myTurn + ` || ` + held)
		if !eval[bool](p, held) {
			return
		}
		p.clickText("Go on")
	}
}

// held is true while the page holds a result until its person goes on.
const held = `[...document.querySelectorAll("#acts button")].some(b => b.textContent === "Go on")`

// over is true once the page says the game's result.
const over = `document.querySelector("#middle .banner") !== null`

// shot writes a screenshot of p at width x height into dir as name.png.
func (p *tab) shot(dir, name string, width, height int64) {
	p.t.Helper()
	require.NoError(p.t, chromedp.Do(p.ctx, chromedp.EmulateViewport(width, height)))
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	require.NoError(p.t, err)
	require.NoError(p.t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// dark has p draw itself as a system in dark mode asks (prefers-color-scheme).
func (p *tab) dark(on bool) {
	p.t.Helper()
	scheme := "light"
	if on {
		scheme = "dark"
	}
	require.NoError(p.t, chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia,
			emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		return err
	})))
}

// startWebPages starts a test server, with cfg changed by edit, and
// serves its web on a loopback port: the server, and the parlor's URL.
func startWebPages(t *testing.T, edit func(*server.Config)) (*testServer, string) {
	t.Helper()
	s := startServer(t, edit)
	hs := httptest.NewServer(s.WebHandler())
	t.Cleanup(hs.Close) // before the server's Shutdown, which ends the pages
	return s, hs.URL + "/"
}

// handLeaks lists what the steps show of the hands of seats other than
// seat (all of them for a spectator, seat -1): a hand in the view, or a
// hand's cards face up in the scene.
func handLeaks(steps []stepFrame, seat int) []string {
	var leaks []string
	for _, s := range steps {
		var hands []string
		_ = json.Unmarshal(s.View.Hands, &hands) // a game whose hands are not strings has none to read here
		for j, h := range hands {
			if j != seat && h != "" {
				leaks = append(leaks, "step "+strconv.Itoa(s.Seq)+": the view holds P"+strconv.Itoa(j+1)+"'s hand "+h)
			}
		}
		for j, box := range s.Scene.Seats {
			for _, pile := range box.Piles {
				if j != seat && pile.Label == "hand" && len(pile.Cards) > 0 {
					leaks = append(leaks, "step "+strconv.Itoa(s.Seq)+": the scene shows P"+strconv.Itoa(j+1)+"'s hand")
				}
			}
		}
	}
	return leaks
}

// handText is seat's hand in the first step that shows it, as the page
// writes its cards one after another ("3♠3♥4♦..."), or "".
func handText(steps []stepFrame, seat int) string {
	for _, s := range steps {
		if seat < len(s.Scene.Seats) {
			for _, pile := range s.Scene.Seats[seat].Piles {
				if pile.Label == "hand" && len(pile.Cards) > 0 {
					var b strings.Builder
					for _, c := range pile.Cards {
						b.WriteString(c.Text)
					}
					return b.String()
				}
			}
		}
	}
	return ""
}

// bodyText is the text of everything the page shows now.
func (p *tab) bodyText() string { return eval[string](p, `document.body.textContent`) }

// waitSteps waits until the page received a step after seq, and drew it.
func (p *tab) waitSteps(seq int) {
	p.t.Helper()
	require.Eventually(p.t, func() bool { return p.lastSeq() > seq }, gametest.Patience(p.t), 10*time.Millisecond, "a step after %d", seq)
	p.drawn()
}

// drawn waits until the page has drawn every step it received, or holds
// a result until its person goes on.
func (p *tab) drawn() {
	p.t.Helper()
	p.until(`Number(document.getElementById("board").dataset.seq) >= ` + strconv.Itoa(p.lastSeq()) + ` || ` + held)
}
