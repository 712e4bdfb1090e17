package webreplay

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io"
	"strings"

	"teahouse/game"
)

// Page is a whole saved game as a web page sees it.
type Page struct {
	// Title is the game's name ("Risk Choice (dice poker)").
	Title string
	// Rules say the rules the game was played by, in a few words.
	Rules string
	// Players name the seats, in seat order.
	Players []string
	// Date is when the game started, as written in its log.
	Date string
	// Seed is the seed the game was dealt from, on a page that shows every
	// hand; empty on a page seen through one seat's eyes, which the seed
	// would let its reader deal every hidden card of.
	Seed string
	// Result is how the game ended ("P2 wins the match 3-1"), or that it
	// was left unfinished.
	Result []string
	// Eyes says whose view the page shows: "every hand" or a seat's.
	Eyes string
	// Steps are the opening (step 0) and one step per action.
	Steps []Step
	// Review is a review of one seat's decisions, summed up at the top;
	// nil for none.
	Review *Review
}

// Step is the table after one action, with the log lines it wrote.
type Step struct {
	Scene Scene
	Log   []string
	// Banner is said over the table at this step: the result once the
	// game is over.
	Banner string
	// Mark is the review's mark of the decision this step made, beside
	// its first log line; nil for none.
	Mark *Mark
}

//go:embed assets/page.html assets/page.css assets/page.js assets/review.css
var assets embed.FS

// pageTemplate draws the page; parts are the pieces steps are made of.
var pageTemplate = template.Must(template.New("page.html").Funcs(template.FuncMap{
	"pips": pips,
	"inc":  func(i int) int { return i + 1 },
}).ParseFS(assets, "assets/page.html"))

// Render writes p as one HTML document. The same page always gives the
// same bytes: nothing of the time of writing goes in.
func Render(w io.Writer, p Page) error {
	if len(p.Steps) == 0 {
		return fmt.Errorf("a page needs at least one step")
	}
	css, err := assets.ReadFile("assets/page.css")
	if err != nil {
		return err
	}
	js, err := assets.ReadFile("assets/page.js")
	if err != nil {
		return err
	}
	reviewCSS, err := assets.ReadFile("assets/review.css")
	if err != nil {
		return err
	}
	parts, steps, err := partsOf(p.Steps)
	if err != nil {
		return err
	}
	type logLine struct {
		Step int
		Text string
		Mark *Mark // on the step's first line
	}
	var lines []logLine
	for i, s := range p.Steps {
		for j, l := range s.Log {
			line := logLine{Step: i, Text: l}
			if j == 0 {
				line.Mark = s.Mark
			}
			lines = append(lines, line)
		}
	}
	first := make([]template.HTML, len(steps[0]))
	for i, k := range steps[0] {
		first[i] = parts[k]
	}
	return pageTemplate.Execute(w, struct {
		Page
		Seats, Last int
		First       []template.HTML // the slots of step 0, drawn before the script runs
		Parts       []template.HTML
		Index       [][]int
		Log         []logLine
		CSS         template.CSS
		ReviewCSS   template.CSS // only on a page with a review
		JS          template.JS
	}{p, len(p.Steps[0].Scene.Seats), len(p.Steps) - 1, first, parts, steps, lines, template.CSS(css), template.CSS(reviewCSS), template.JS(js)})
}

// partsOf draws every step as slots (each seat, then the middle) and keeps
// each distinct drawing once: most of a table stays as it was from one
// step to the next. A step is the index of its slots' parts.
func partsOf(steps []Step) ([]template.HTML, [][]int, error) {
	var parts []template.HTML
	seen := map[template.HTML]int{}
	index := make([][]int, len(steps))
	keep := func(name string, data any) (int, error) {
		var b bytes.Buffer
		if err := pageTemplate.ExecuteTemplate(&b, name, data); err != nil {
			return 0, err
		}
		h := template.HTML(strings.TrimSpace(b.String()))
		if i, ok := seen[h]; ok {
			return i, nil
		}
		seen[h] = len(parts)
		parts = append(parts, h)
		return len(parts) - 1, nil
	}
	seats := len(steps[0].Scene.Seats)
	for i, s := range steps {
		if len(s.Scene.Seats) != seats {
			return nil, nil, fmt.Errorf("step %d has %d seats, step 0 has %d", i, len(s.Scene.Seats), seats)
		}
		for j, seat := range s.Scene.Seats {
			k, err := keep("seat", seatPart{seat, game.Seat(j).String()})
			if err != nil {
				return nil, nil, err
			}
			index[i] = append(index[i], k)
		}
		k, err := keep("middle", s)
		if err != nil {
			return nil, nil, err
		}
		index[i] = append(index[i], k)
	}
	return parts, index, nil
}

// seatPart is a seat's drawing and the seat it is, named on the drawing
// (data-seat="P2") so that a reader of the page's data can tell whose
// dice and cards each part holds.
type seatPart struct {
	SeatBox
	Seat string
}

// pips are the dots of a die's face, as cells 0-8 of a 3x3 square.
func pips(face int) []int {
	switch face {
	case 1:
		return []int{4}
	case 2:
		return []int{2, 6}
	case 3:
		return []int{2, 4, 6}
	case 4:
		return []int{0, 2, 6, 8}
	case 5:
		return []int{0, 2, 4, 6, 8}
	case 6:
		return []int{0, 2, 3, 5, 6, 8}
	}
	return nil
}
