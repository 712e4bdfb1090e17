package webreplay

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
	"teahouse/rules/dice"
)

// twoSteps is a page of two steps in which one seat's box stays the same.
func twoSteps(name string) Page {
	seat := func(face int) SeatBox {
		return SeatBox{Name: name, Piles: []Pile{{Dice: DiceOf(dice.Hand{face, 2, 3, 4, 5}, 1)}}}
	}
	still := SeatBox{Name: "P2", Piles: []Pile{{Cards: CardsOf([]cards.Card{cards.New(cards.Ten, cards.Hearts), {}}), Hidden: 1}}}
	return Page{Title: "Test", Players: []string{name, "P2"}, Result: []string{"P2 wins"}, Steps: []Step{
		{Scene: Scene{Seats: []SeatBox{seat(1), still}}, Log: []string{"opening"}},
		{Scene: Scene{Seats: []SeatBox{seat(6), still}, Lines: []string{"round 1"}}, Log: []string{name + " rolls"}, Banner: "P2 wins"},
	}}
}

func render(t *testing.T, p Page) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, Render(&b, p))
	return b.String()
}

func TestRenderEscapesWhatPlayersWrite(t *testing.T) {
	page := render(t, twoSteps(`<script>alert("x")</script>`))
	assert.NotContains(t, page, `<script>alert`)
	assert.Contains(t, page, `&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;`, "the players' line")
	assert.Contains(t, page, `\u003cscript\u003ealert(\"x\")\u003c/script\u003e`, "the seat's part")
	assert.Equal(t, 2, strings.Count(page, "<script"), "only the page's own data and script")
}

// dataOf reads the page's parts and steps.
func dataOf(t *testing.T, page string) pageData {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="application/json" id="data">(.*?)</script>`).FindStringSubmatch(page)
	require.NotNil(t, m, "the page's data")
	var d pageData
	require.NoError(t, json.Unmarshal([]byte(m[1]), &d))
	return d
}

func TestRenderKeepsEachDrawingOnce(t *testing.T) {
	d := dataOf(t, render(t, twoSteps("ann")))
	assert.Len(t, d.Parts, 5, "ann twice, P2 once, the middle twice")
	assert.Equal(t, [][]int{{0, 1, 2}, {3, 1, 4}}, d.Steps)
	assert.JSONEq(t, `{"seat":1,"box":{"name":"P2","piles":[{"cards":[{"text":"10♥","red":true,"code":"10H"}],"hidden":1}]}}`, string(d.Parts[1]),
		"a card face up with its code, one card back")
	assert.JSONEq(t, `{"seat":0,"box":{"name":"ann","piles":[{"dice":[{"face":1,"held":true},{"face":2},{"face":3},{"face":4},{"face":5}]}]}}`, string(d.Parts[0]),
		"each die names its face")
	assert.JSONEq(t, `{"seat":-1,"mid":{"lines":["round 1"]},"banner":"P2 wins"}`, string(d.Parts[4]))
}

func TestRenderRefusesRaggedSteps(t *testing.T) {
	p := twoSteps("ann")
	p.Steps[1].Scene.Seats = p.Steps[1].Scene.Seats[:1]
	require.Error(t, Render(&bytes.Buffer{}, p))
	require.Error(t, Render(&bytes.Buffer{}, Page{}))
}

// The shared drawing is scene.css and scene.js, and nothing else of the
// replay page.
func TestDrawing(t *testing.T) {
	for _, name := range []string{"scene.css", "scene.js"} {
		b, err := fs.ReadFile(Drawing(), name)
		require.NoError(t, err)
		assert.NotEmpty(t, b)
	}
	for _, name := range []string{"page.html", "page.js", "assets/scene.js", "."} {
		_, err := Drawing().Open(name)
		assert.ErrorIs(t, err, fs.ErrNotExist, name)
	}
}

func TestWriteFileIsWholeOrNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "page.html")
	require.NoError(t, WriteFile(path, twoSteps("ann")))
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, render(t, twoSteps("ann")), string(b))

	err = WriteFile(path, Page{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), path)
	kept, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, b, kept, "a page that cannot be drawn leaves the old one")

	err = WriteFile(filepath.Join(dir, "missing", "page.html"), twoSteps("ann"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot write")
	left, err := filepath.Glob(filepath.Join(dir, ".*"))
	require.NoError(t, err)
	assert.Empty(t, left, "no temporary file is left")
}
