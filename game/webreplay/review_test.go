package webreplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A review's summary heads the page and each mark sits at the end of its
// step's first log line, every text of it escaped; the review's style is
// on a page with a review only.
func TestRenderReview(t *testing.T) {
	bad := `<img src=x onerror="alert(1)">`
	p := twoSteps("ann")
	p.Steps[1].Log = append(p.Steps[1].Log, "the dice settle")
	p.Steps[1].Mark = &Mark{Kind: "blunder", Sign: "??", Best: "blunder: best " + bad + ", cost 9.0 points"}
	p.Review = &Review{Seat: "P1, " + bad, Lines: []string{"1 decisions: 1 blunder " + bad}}
	page := render(t, p)
	assert.NotContains(t, page, "<img")
	assert.Contains(t, page, `<section class="review"><h2>Review of P1, &lt;img src=x onerror=&#34;alert(1)&#34;&gt;</h2><p>1 decisions: 1 blunder &lt;img`)
	assert.Contains(t, page, `<li data-step="1">ann rolls <span class="rv blunder" title="blunder">??</span><span class="rv-best">blunder: best &lt;img`)
	assert.Contains(t, page, `<li data-step="1">the dice settle</li>`, "the mark is on the step's first line only")
	assert.Contains(t, page, ".rv.blunder {")

	plain := render(t, twoSteps("ann"))
	assert.NotContains(t, plain, `class="review"`)
	assert.NotContains(t, plain, ".rv.blunder", "no review, no review style")
	assert.NotContains(t, plain, "rv-best")
}
