package server_test

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// The pages' tests open the parlor in a real, headless Chromium (skipped
// with a sentence where there is none) and play by clicks and keys as a
// person does; what each page received over its WebSocket is kept.

// seen is what one page showed at one of its turns: the text of the
// page and its own hand as it stood.
type seen struct{ text, own string }

// webTurn plays p's seat if it is p's turn and says whether it did: the
// first play its legal actions list (every card chosen by a click, or by
// typing its rank when keys), else a pass. What the page shows then is
// added to shown.
func webTurn(p *tab, seat int, keys bool, shown *[]seen) bool {
	steps := p.steps()
	if len(steps) == 0 || !steps[len(steps)-1].YourTurn {
		return false
	}
	p.drawn()
	if !eval[bool](p, myTurn) {
		return false
	}
	last := steps[len(steps)-1]
	*shown = append(*shown, seen{p.bodyText(), handText(steps[len(steps)-1:], seat)})
	var play struct {
		Kind  string `json:"kind"`
		Cards string `json:"cards"`
	}
	for _, a := range last.Legal {
		var x struct {
			Kind  string `json:"kind"`
			Cards string `json:"cards"`
		}
		require.NoError(p.t, json.Unmarshal(a, &x))
		if x.Kind == "play" {
			play = x
			break
		}
	}
	switch {
	case play.Kind == "" && keys:
		p.key("p")
	case play.Kind == "":
		p.clickText("Pass")
	default:
		for _, r := range play.Cards {
			if keys {
				p.key(rankKey(r))
			} else {
				p.click(`#mine .card.pick:not(.sel)[data-code="` + string(r) + `"]`)
			}
		}
		if keys {
			p.key("\r")
		} else {
			p.clickText("Play")
		}
	}
	p.waitSteps(last.Seq)
	return true
}

// rankKey is the key that types rank r on a page: 0 for the ten (t asks
// the hint, as on the terminal), else the rank's letter or digit.
func rankKey(r rune) string {
	if r == 'T' {
		return "0"
	}
	return strings.ToLower(string(r))
}

// TestWebTwoBrowsersAndAnSSHPlayerPlayADeal: ann and bo in browsers and
// cy over SSH play a whole deal of Dou Dizhu at one table, dee watching
// in a browser; ann chooses her cards by clicks, bo by typing their
// ranks. No frame a page received and nothing a page showed ever held
// another seat's hand; the same checks find each page's own hand, so
// they can fail.
func TestWebTwoBrowsersAndAnSSHPlayerPlayADeal(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped with -short: a whole deal in three clients; the full pass plays it")
	}
	s, url := startWebPages(t, nil)
	c := newChromium(t)
	ann := c.open(url)
	ann.name("ann")
	ann.newTable("doudizhu", map[string]string{"deals": "1", "bidding": "none"}, []string{"open", "open"}, "instant")
	bo := c.open(url)
	bo.name("bo")
	bo.sitAt(1)
	cy := enter(t, s, "cy")
	defer cy.close()
	cy.send("o")
	cy.waitFor("#1 Dou Dizhu")
	cy.send("enter")
	cy.waitFor("Deal 1 of 1")
	dee := c.open(url)
	dee.name("dee")
	dee.watch(1)

	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() { playUntil(cy, 0, "Result", stop) })
	var annSaw, boSaw []seen
	deadline := time.Now().Add(gametest.Patience(t))
	for !(eval[bool](ann, over) && eval[bool](bo, over)) {
		require.True(t, time.Now().Before(deadline), "the deal ends")
		if !webTurn(ann, 0, false, &annSaw) && !webTurn(bo, 1, true, &boSaw) {
			time.Sleep(10 * time.Millisecond) // a computer's or cy's turn
		}
	}
	cy.waitFor("Result")
	close(stop)
	wg.Wait()
	dee.until(over)
	assert.Contains(t, eval[string](ann, `document.querySelector("#middle .banner").textContent`), "win", "the result is said")

	annSteps, boSteps, deeSteps := ann.steps(), bo.steps(), dee.steps()
	assert.Empty(t, handLeaks(annSteps, 0), "ann's frames")
	assert.Empty(t, handLeaks(boSteps, 1), "bo's frames")
	assert.Empty(t, handLeaks(deeSteps, -1), "the spectator's frames")
	assert.NotEmpty(t, handLeaks(annSteps, 1), "the check finds ann's hand in her frames, were they bo's")
	assert.NotEmpty(t, handLeaks(boSteps, -1), "the check finds bo's hand in his frames, were they a spectator's")

	annHand, boHand := handText(annSteps, 0), handText(boSteps, 1)
	require.NotEmpty(t, annHand)
	require.NotEmpty(t, boHand)
	require.NotEmpty(t, annSaw)
	require.NotEmpty(t, boSaw)
	for _, s := range annSaw {
		assert.Contains(t, s.text, s.own, "ann's page shows her hand: the check sees a hand where one is drawn")
		assert.NotContains(t, s.text, boHand, "ann's page shows bo's hand")
	}
	for _, s := range boSaw {
		assert.Contains(t, s.text, s.own, "bo's page shows his hand")
		assert.NotContains(t, s.text, annHand, "bo's page shows ann's hand")
	}
	text := dee.bodyText()
	assert.NotContains(t, text, annHand)
	assert.NotContains(t, text, boHand)
}

// TestWebSpectatorSeesNoHand: a page watching a Dou Dizhu table shows
// no hand and received none, while the page of the person playing there
// shows theirs.
func TestWebSpectatorSeesNoHand(t *testing.T) {
	_, url := startWebPages(t, nil)
	c := newChromium(t)
	ann := c.open(url)
	ann.name("ann")
	ann.newTable("doudizhu", map[string]string{"deals": "1"}, []string{"simple", "simple"}, "instant")
	ann.until(myTurn)
	dee := c.open(url)
	dee.name("dee")
	dee.watch(1)

	handCards := `[...document.querySelectorAll("#board .box .pile")].filter(p => p.querySelector(".label") && p.querySelector(".label").textContent === "hand").reduce((n, p) => n + p.querySelectorAll(".card:not(.back)").length, 0)`
	assert.Equal(t, 17, eval[int](ann, handCards), "ann's page shows her 17 cards: the check sees a hand")
	assert.Equal(t, 0, eval[int](dee, handCards), "the spectator's page shows no card of a hand")
	assert.Positive(t, eval[int](dee, `document.querySelectorAll("#board .card.back").length`), "but the hands face down")
	assert.Empty(t, eval[string](dee, `document.getElementById("mine").textContent`))
	assert.NotContains(t, dee.bodyText(), handText(ann.steps(), 0))
	assert.Empty(t, handLeaks(dee.steps(), -1))
	assert.NotEmpty(t, handLeaks(ann.steps(), -1), "the check finds ann's hand in her own frames")
	assert.Zero(t, eval[int](dee, `document.querySelectorAll("#acts button").length`), "a spectator has nothing to do")

	dee.click("#leave")
	dee.until(`!document.getElementById("parlor").hidden && document.querySelector('#tables li[data-table="1"]') !== null`)
	assert.Contains(t, eval[string](dee, `document.getElementById("tables").textContent`), "P1: ann (person)", "the list names the seats")
}

// TestWebYahtzeeByClicks: a person alone at a Yahtzee table plays all
// thirteen rounds with the mouse alone: a roll, a die kept, a reroll of
// the others, the first box offered.
func TestWebYahtzeeByClicks(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped with -short: thirteen rounds; the full pass plays them")
	}
	_, url := startWebPages(t, nil)
	p := newChromium(t).open(url)
	p.name("ann")
	p.newTable("yahtzee", map[string]string{}, nil, "instant")
	notScore := map[string]bool{"Roll": true, "Roll the others": true, "Take back": true, "Advisor": true, "Hint": true}
	for round := 1; round <= 13; round++ {
		p.until(myTurn)
		seq := p.lastSeq()
		p.clickText("Roll")
		p.waitSteps(seq)
		p.until(myTurn + ` && document.querySelector("#middle .die.pick") !== null`)
		p.click(`#middle .die.pick`)
		p.until(`document.querySelector("#middle .die.pick.sel") !== null`)
		seq = p.lastSeq()
		p.clickText("Roll the others")
		p.waitSteps(seq)
		p.until(myTurn)
		labels := buttons(p)
		box := ""
		for _, l := range labels {
			if !notScore[l] {
				box = l
				break
			}
		}
		require.NotEmpty(t, box, "round %d offers a box: %v", round, labels)
		seq = p.lastSeq()
		p.clickText(box)
		p.waitSteps(seq)
	}
	p.until(over)
	scored := eval[[]string](p, `[...document.querySelectorAll("#log li")].map(li => li.textContent).filter(l => l.startsWith("You score"))`)
	assert.Len(t, scored, 13, "thirteen boxes scored: %q", scored)
}

// TestWebBlackjackRoundAndReload: a person bets too much (the page says
// why not, in the game's words), bets, hits, asks the hint (t), reloads
// the page (it sits down again in the same seat, the hand as it was) and
// stands.
func TestWebBlackjackRoundAndReload(t *testing.T) {
	_, url := startWebPages(t, nil)
	p := newChromium(t).open(url)
	p.name("ann")
	p.newTable("blackjack", map[string]string{"rounds": "20"}, nil, "instant")
	hit, stood, reloaded, refused, hinted := false, false, false, false, false
	deadline := time.Now().Add(gametest.Patience(t))
	for !stood {
		require.True(t, time.Now().Before(deadline), "a round with a hit and a stand")
		p.until(myTurn + ` || ` + over)
		require.False(t, eval[bool](p, over), "twenty rounds without a hand to hit")
		seq := p.lastSeq()
		labels := buttons(p)
		switch {
		case slices.Contains(labels, "Bet"): // (insurance has an amount field too, under Insure)
			if !refused {
				// A bet over the table's maximum is refused in the game's words, and nothing moves.
				require.NoError(t, chromedp.Do(p.ctx, chromedp.SetValue(chromedp.CSS("#amount"), "9999")))
				p.clickText("Bet")
				p.until(`document.getElementById("said").textContent !== ""`)
				reason := lastRefusal(p)
				require.NotEmpty(t, reason)
				t.Logf("a bet of 9999 is refused: %s", reason)
				assert.Equal(t, reason, eval[string](p, `document.getElementById("said").textContent`))
				assert.Equal(t, seq, p.lastSeq(), "a refused bet moves nothing")
				refused = true
			}
			require.NoError(t, chromedp.Do(p.ctx, chromedp.SetValue(chromedp.CSS("#amount"), "25")))
			p.clickText("Bet")
		case slices.Contains(labels, "Hit") && !hit:
			p.key("h")
			hit = true
		case slices.Contains(labels, "Stand") && hit && !hinted:
			p.key("t") // the hint, worked out by the terminal's code, under the buttons
			p.until(`!document.getElementById("hint").hidden && document.getElementById("hint").textContent.startsWith("Hint")`)
			assert.Contains(t, eval[string](p, `document.getElementById("hint").textContent`), "stand")
			hinted = true
			continue
		case slices.Contains(labels, "Stand") && hit:
			if !reloaded {
				hand := eval[string](p, `document.getElementById("mine").textContent`)
				require.NoError(t, chromedp.Do(p.ctx, chromedp.Reload()))
				p.until(`document.getElementById("eyes").textContent === "You play P1" && ` + myTurn)
				assert.Equal(t, hand, eval[string](p, `document.getElementById("mine").textContent`), "the seat and its hand are as they were")
				reloaded = true
				seq = p.lastSeq()
			}
			p.clickText("Stand")
			stood = true
		case slices.Contains(labels, "No insurance"):
			t.Log("declines insurance")
			p.clickText("No insurance")
		default:
			p.clickText("Stand")
		}
		p.waitSteps(seq)
	}
	log := eval[string](p, `document.getElementById("log").textContent`)
	assert.Contains(t, log, "You bet 25.")
	assert.Contains(t, log, "You hit")
	assert.Contains(t, log, "You stand")
}

// buttons are the labels of the table's buttons.
func buttons(p *tab) []string {
	return eval[[]string](p, `[...document.querySelectorAll("#acts button")].map(b => b.textContent)`)
}

// lastRefusal is the reason of the last refusal p received, or "".
func lastRefusal(p *tab) string {
	reason := ""
	for _, f := range p.received() {
		var r struct{ Type, Reason string }
		if json.Unmarshal([]byte(f), &r) == nil && r.Type == "refused" {
			reason = r.Reason
		}
	}
	return reason
}

// TestWebTableScreenshots writes a screenshot of each game's table, at
// a person's turn, at 1280x800 and at 390x844 (a phone), and dark at
// 1280x800, and the parlor listing them, into
// $TEAHOUSE_SCREENSHOTS (or the test's temporary directory), to be
// looked at; each page fits its width (nothing scrolls sideways).
func TestWebTableScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped with -short: five tables drawn twice; the full pass draws them")
	}
	dir := os.Getenv("TEAHOUSE_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	_, url := startWebPages(t, nil)
	c := newChromium(t)
	for _, g := range []struct {
		name  string
		seats []string
		first []string // buttons pressed first ("?" when there may be none; "pick" a card or die), for a table with more on it
	}{
		{"pokerdice", []string{"simple"}, []string{"pick", "Hold 1, roll the rest"}},
		{"yahtzee", []string{"greedy"}, []string{"Roll"}},
		{"blackjack", []string{"basic", "basic"}, []string{"Bet"}},
		{"doudizhu", []string{"simple", "simple"}, []string{"?Bid 3", "pick", "Play"}},
		{"shengji", []string{"greedy", "greedy", "greedy"}, []string{"Pass"}},
	} {
		t.Run(g.name, func(t *testing.T) {
			p := c.open(url)
			p.t = t
			p.name("p" + g.name)
			p.newTable(g.name, map[string]string{}, g.seats, "instant")
			p.until(myTurn)
			for _, b := range g.first {
				switch {
				case b == "pick":
					p.click(`#board .pick`)
				case strings.HasPrefix(b, "?") && !slices.Contains(buttons(p), b[1:]):
				default:
					seq := p.lastSeq()
					p.clickText(strings.TrimPrefix(b, "?"))
					// the table moves on, or says why not (a card that does not beat the table)
					require.Eventually(t, func() bool {
						said, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.getElementById("said").textContent`))
						return p.lastSeq() > seq || err == nil && said != ""
					}, gametest.Patience(t), 10*time.Millisecond)
					p.toMyTurn()
				}
			}
			if eval[bool](p, `document.querySelector("#board .pick") !== null && document.querySelector("#board .pick.sel") === null`) {
				p.click(`#board .pick`) // a card or a die chosen
			}
			for _, size := range []struct{ w, h int64 }{{1280, 800}, {390, 844}} {
				p.shot(dir, fmt.Sprintf("%s-%dx%d", g.name, size.w, size.h), size.w, size.h)
				assert.LessOrEqual(t, eval[int](p, `document.documentElement.scrollWidth`), int(size.w), "%dx%d: nothing scrolls sideways", size.w, size.h)
			}
			p.dark(true)
			assert.Equal(t, "rgb(28, 25, 23)", eval[string](p, `getComputedStyle(document.body).backgroundColor`), "dark, as the system asks")
			p.shot(dir, g.name+"-dark-1280x800", 1280, 800)
		})
	}
	p := c.open(url)
	p.name("eve")
	p.until(`document.querySelectorAll("#tables li").length === 5`)
	for _, size := range []struct{ w, h int64 }{{1280, 800}, {390, 844}} {
		p.shot(dir, fmt.Sprintf("parlor-%dx%d", size.w, size.h), size.w, size.h)
		assert.LessOrEqual(t, eval[int](p, `document.documentElement.scrollWidth`), int(size.w), "the parlor at %dx%d", size.w, size.h)
	}
	t.Logf("screenshots in %s", dir)
}
