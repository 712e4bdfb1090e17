package webreplay

import (
	"bytes"
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
	assert.Contains(t, page, `&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;`)
	assert.Equal(t, 2, strings.Count(page, "<script"), "only the page's own data and script")
}

func TestRenderKeepsEachDrawingOnce(t *testing.T) {
	page := render(t, twoSteps("ann"))
	// Step 0 is drawn in the table too; the unchanged box is one part.
	assert.Equal(t, 5, strings.Count(page, "<template>"), "ann twice, P2 once, the middle twice")
	assert.Regexp(t, regexp.MustCompile(`<script type="application/json" id="steps">\s*\[\[0,1,2\],\[3,1,4\]\]`), page)
	assert.Contains(t, page, `<span class="card red">10♥</span>`)
	assert.Equal(t, 1, strings.Count(page, `<template><div class="box" data-seat="P2"><h2>P2</h2>`))
	assert.Contains(t, page, `<span class="card back" title="1 face down">&nbsp;</span>`, "one card back, no count")
	assert.Contains(t, page, `<span class="die held" title="1" data-face="1"><i class="p4"></i></span>`, "each die names its face")
}

func TestRenderRefusesRaggedSteps(t *testing.T) {
	p := twoSteps("ann")
	p.Steps[1].Scene.Seats = p.Steps[1].Scene.Seats[:1]
	require.Error(t, Render(&bytes.Buffer{}, p))
	require.Error(t, Render(&bytes.Buffer{}, Page{}))
}

func TestPips(t *testing.T) {
	for face := 1; face <= 6; face++ {
		assert.Len(t, pips(face), face)
	}
	assert.Empty(t, pips(0))
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
