package webreplay

import (
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"strings"
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

//go:embed assets/page.html assets/page.css assets/page.js assets/review.css assets/scene.css assets/scene.js
var assets embed.FS

// Drawing holds the drawing of a table that the replay page and the live
// table share: scene.css (the colours, light and dark, seats, cards, dice,
// the score grid) and scene.js (a Scene, as JSON, drawn as DOM nodes).
func Drawing() fs.FS { return drawing{} }

// drawing is the assets directory with only the shared drawing in it.
type drawing struct{}

// Open opens scene.css or scene.js, and nothing else.
func (drawing) Open(name string) (fs.File, error) {
	if name != "scene.css" && name != "scene.js" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return assets.Open("assets/" + name)
}

// pageTemplate draws the page around the table; the table's parts are
// drawn by scene.js, the live table's drawing too.
var pageTemplate = template.Must(template.ParseFS(assets, "assets/page.html"))

// Render writes p as one HTML document. The same page always gives the
// same bytes: nothing of the time of writing goes in.
func Render(w io.Writer, p Page) error {
	if len(p.Steps) == 0 {
		return fmt.Errorf("a page needs at least one step")
	}
	var css, js []byte
	for _, name := range []string{"scene.css", "page.css", "scene.js", "page.js"} {
		b, err := assets.ReadFile("assets/" + name)
		if err != nil {
			return err
		}
		if strings.HasSuffix(name, ".css") {
			css = append(css, b...)
		} else {
			js = append(js, b...)
		}
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
	return pageTemplate.Execute(w, struct {
		Page
		Seats, Last int
		Slots       []struct{} // one per seat, and the middle
		Data        pageData
		Log         []logLine
		CSS         template.CSS
		ReviewCSS   template.CSS // only on a page with a review
		JS          template.JS
	}{p, len(p.Steps[0].Scene.Seats), len(p.Steps) - 1, make([]struct{}, len(steps[0])),
		pageData{parts, steps}, lines, template.CSS(css), template.CSS(reviewCSS), template.JS(js)})
}

// pageData is what the page's script draws from: every distinct part
// once, and each step as the indexes of its parts.
type pageData struct {
	Parts []json.RawMessage `json:"parts"`
	Steps [][]int           `json:"steps"`
}

// Part is one slot of a step: a seat's box (Seat its index) or, with Mid,
// the middle of the table with the banner said over it.
type Part struct {
	Seat   int      `json:"seat"`
	Box    *SeatBox `json:"box,omitempty"`
	Mid    *Scene   `json:"mid,omitempty"`
	Banner string   `json:"banner,omitempty"`
}

// partsOf cuts every step into slots (each seat, then the middle) and
// keeps each distinct part once: most of a table stays as it was from one
// step to the next. A step is the index of its slots' parts.
func partsOf(steps []Step) ([]json.RawMessage, [][]int, error) {
	var parts []json.RawMessage
	seen := map[string]int{}
	index := make([][]int, len(steps))
	keep := func(p Part) (int, error) {
		b, err := json.Marshal(p)
		if err != nil {
			return 0, err
		}
		if i, ok := seen[string(b)]; ok {
			return i, nil
		}
		seen[string(b)] = len(parts)
		parts = append(parts, b)
		return len(parts) - 1, nil
	}
	seats := len(steps[0].Scene.Seats)
	for i, s := range steps {
		if len(s.Scene.Seats) != seats {
			return nil, nil, fmt.Errorf("step %d has %d seats, step 0 has %d", i, len(s.Scene.Seats), seats)
		}
		for j := range s.Scene.Seats {
			k, err := keep(Part{Seat: j, Box: &s.Scene.Seats[j]})
			if err != nil {
				return nil, nil, err
			}
			index[i] = append(index[i], k)
		}
		mid := s.Scene
		mid.Seats = nil
		k, err := keep(Part{Seat: -1, Mid: &mid, Banner: s.Banner})
		if err != nil {
			return nil, nil, err
		}
		index[i] = append(index[i], k)
	}
	return parts, index, nil
}
