package server_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// shengjiTurn is what a Shengji page's person sees at a turn of play:
// the hand in the page's order (each card's rank, own suit and the suit
// it follows as) and the suit led, "" when the page leads.
type shengjiTurn struct {
	codes, ranks, suits, follows []string
	led                          string
}

// readShengjiTurn reads the page's last step (its seat is P1).
func readShengjiTurn(p *tab) shengjiTurn {
	st := p.steps()
	last := st[len(st)-1]
	var turn shengjiTurn
	played := false
	for seat, box := range last.Scene.Seats {
		for _, pile := range box.Piles {
			switch {
			case seat == 0 && pile.Label == "hand":
				for _, c := range pile.Cards {
					code, _, _ := strings.Cut(c.Code, "#")
					rank, suit := code[:len(code)-1], code[len(code)-1:]
					if code == "SJ" || code == "BJ" {
						rank, suit = map[string]string{"SJ": "B", "BJ": "R"}[code], ""
					}
					turn.codes = append(turn.codes, c.Code)
					turn.ranks, turn.suits, turn.follows = append(turn.ranks, rank), append(turn.suits, suit), append(turn.follows, c.Follows)
				}
			case seat == 0 && (pile.Label == "plays" || pile.Label == "leads"):
				played = true
			case pile.Label == "leads" && !pile.Mark:
				turn.led = pile.Cards[0].Follows
			}
		}
	}
	if played {
		turn.led = ""
	}
	return turn
}

// shengjiKey is the key that types rank on a Shengji page.
func shengjiKey(rank string) string {
	if rank == "10" {
		return "0"
	}
	return strings.ToLower(rank)
}

// chosenCards are the indexes of the page's hand cards chosen.
func chosenCards(p *tab) []int {
	return eval[[]int](p, `[...document.querySelectorAll("#mine .pick")].flatMap((x, i) => x.classList.contains("sel") ? [i] : [])`)
}

// TestWebShengjiTypedRanks: at a Shengji table a person types ranks as on
// the terminal. Following a lead, a rank typed chooses its card of the
// suit led before one of another suit; a suit letter after a rank picks
// the card of that suit instead; a rank typed once more than the hand
// holds it says so and chooses nothing more.
func TestWebShengjiTypedRanks(t *testing.T) {
	_, url := startWebPages(t, nil)
	p := newChromium(t).open(url)
	p.name("ann")
	p.newTable("shengji", map[string]string{"deals": "10"}, []string{"greedy", "greedy", "greedy"}, "instant") // ten deals: a turn to type at comes long before their end
	deadline := time.Now().Add(gametest.Patience(t))
	for turns := 0; ; turns++ {
		require.True(t, time.Now().Before(deadline), "a turn that follows a lead")
		require.False(t, eval[bool](p, over), "ten deals without a turn to type a rank at (%d turns)", turns)
		p.toMyTurn()
		p.drawn()
		seq := p.lastSeq()
		labels := buttons(p)
		turn := readShengjiTurn(p)
		switch {
		case slices.Contains(labels, "Pass"):
			p.clickText("Pass")
		case slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "Bury") }):
			eval[bool](p, `[...document.querySelectorAll("#mine .pick")].slice(0, 8).forEach(x => x.click()) || true`)
			p.clickText("Bury 8 of 8")
		case turn.led == "":
			p.click(`#mine .pick`)
			p.clickText("Play")
		case preferred(turn) == "":
			playFirstLegal(t, p, turn)
		default:
			checkTypedRanks(t, p, turn)
			return
		}
		p.waitSteps(seq)
	}
}

// preferred is a rank the hand holds in the suit led whose first card, as
// the hand shows it, is of another suit: where typing the rank must skip
// that card; "" for none.
func preferred(turn shengjiTurn) string {
	for i, r := range turn.ranks {
		if turn.follows[i] == turn.led && turn.follows[slices.Index(turn.ranks, r)] != turn.led {
			return r
		}
	}
	return ""
}

// playFirstLegal plays the first play the step offers, by clicks.
func playFirstLegal(t *testing.T, p *tab, turn shengjiTurn) {
	st := p.steps()
	var play struct{ Cards []string }
	require.NoError(t, json.Unmarshal(st[len(st)-1].Legal[0], &play))
	for _, code := range play.Cards {
		i := slices.Index(turn.codes, code)
		require.GreaterOrEqual(t, i, 0, "%s in the hand", code)
		eval[bool](p, fmt.Sprintf(`document.querySelectorAll("#mine .pick")[%d].click() || true`, i))
	}
	p.clickText("Play")
}

// checkTypedRanks types ranks at a turn that follows a lead.
func checkTypedRanks(t *testing.T, p *tab, turn shengjiTurn) {
	t.Logf("follows %s with %v", turn.led, turn.ranks)
	// A rank held in the suit led: the card chosen follows as the suit led,
	// where the hand shows another card of that rank first.
	rank := preferred(turn)
	p.key(shengjiKey(rank))
	got := chosenCards(p)
	require.Len(t, got, 1)
	assert.Equal(t, rank, turn.ranks[got[0]])
	assert.Equal(t, turn.led, turn.follows[got[0]], "%s typed chooses the %s of the suit led", rank, rank)
	p.key("\x1b") // esc clears
	require.Empty(t, chosenCards(p))

	// A rank held in two suits: the letter of the other picks it instead.
	suited := false
	for i, r := range turn.ranks {
		j := slices.IndexFunc(turn.ranks, func(o string) bool { return o == r })
		for k := j; k < len(turn.ranks); k++ {
			if turn.ranks[k] != r || turn.suits[k] == "" || turn.suits[k] == turn.suits[i] {
				continue
			}
			p.key(shengjiKey(r))
			first := chosenCards(p)
			require.Len(t, first, 1)
			other := k
			if turn.suits[first[0]] == turn.suits[k] {
				other = i
			}
			p.key(strings.ToLower(turn.suits[other]))
			assert.Equal(t, []int{other}, chosenCards(p), "%s then %s picks the %s%s", r, turn.suits[other], r, turn.suits[other])
			suited = true
			p.key("\x1b")
			goto more
		}
	}
more:
	// Typed once more than held: said, and nothing more is chosen.
	r := turn.ranks[0]
	n := 0
	for _, o := range turn.ranks {
		if o == r {
			n++
		}
	}
	for range n + 1 {
		p.key(shengjiKey(r))
	}
	assert.Len(t, chosenCards(p), n)
	assert.Contains(t, eval[string](p, `document.getElementById("said").textContent`), "No more ")
	assert.True(t, suited, "the hand held a rank in two suits")
}

// TestWebShengjiDeclaresByNumber: while the cards are dealt, a Shengji
// page offers one button a declaration the seat may make, numbered as on
// the terminal ("Declare 2♥", key 1), and its number declares.
func TestWebShengjiDeclaresByNumber(t *testing.T) {
	_, url := startWebPages(t, nil)
	p := newChromium(t).open(url)
	p.name("ann")
	// A deal gives P1 no declaration to make about one time in two (no
	// level card before another seat declares, no pair to overcall with):
	// tables of ten deals, another table when one ends without a chance.
	tables := 0
	open := func() {
		tables++
		require.LessOrEqual(t, tables, 3, "three tables of ten deals without a declaration to make")
		p.newTable("shengji", map[string]string{"deals": "10"}, []string{"greedy", "greedy", "greedy"}, "instant")
	}
	open()
	deadline := time.Now().Add(gametest.Patience(t))
	for {
		require.True(t, time.Now().Before(deadline), "a turn with a declaration to make")
		p.until(myTurn + ` || ` + held + ` || ` + over)
		if eval[bool](p, over) {
			p.click("#leave")
			p.until(`!document.getElementById("parlor").hidden`)
			open()
			continue
		}
		p.toMyTurn()
		p.drawn()
		seq := p.lastSeq()
		st := p.steps()
		declarations := 0
		for _, a := range st[len(st)-1].Legal {
			if strings.Contains(string(a), `"kind":"declare"`) {
				declarations++
			}
		}
		labels := buttons(p)
		var declare []string
		for _, l := range labels {
			if strings.HasPrefix(l, "Declare ") {
				declare = append(declare, l)
			}
		}
		assert.Len(t, declare, declarations, "a button a declaration: %v", labels)
		switch {
		case declarations > 0:
			p.key("1")
			p.waitSteps(seq)
			p.until(`document.getElementById("log").textContent.includes("You declare with")`)
			return
		case slices.Contains(labels, "Pass"):
			p.clickText("Pass")
		case slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "Bury") }):
			eval[bool](p, `[...document.querySelectorAll("#mine .pick")].slice(0, 8).forEach(x => x.click()) || true`)
			p.clickText("Bury 8 of 8")
		default:
			playFirstLegal(t, p, readShengjiTurn(p))
		}
		p.waitSteps(seq)
	}
}
