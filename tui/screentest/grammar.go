package screentest

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
)

// Step is one event of a game played out, with the game as an
// all-seeing reader knew it before the event.
type Step[V any] struct {
	Seen  V
	Event game.Event
}

// PlayedOut plays a game of g from cfg and seed to its end, each choice
// picking one of the waiting seats and then one of its legal actions, and
// returns every event with the all-seeing view before it.
func PlayedOut[C, S, A, V any](t testing.TB, g game.Game[C, S, A, V], cfg C, seed uint64, c *Choices) []Step[V] {
	t.Helper()
	s, err := g.New(cfg, seed)
	require.NoError(t, err)
	v := g.View(s, game.Omniscient)
	var out []Step[V]
	for step := 0; ; step++ {
		require.Less(t, step, 100_000, "the game never ends")
		waiting := g.Waiting(s)
		if len(waiting) == 0 {
			return out
		}
		seat := waiting[c.Pick(len(waiting))]
		legal, _ := g.Legal(g.View(s, seat))
		require.NotEmpty(t, legal, "%s waits with nothing legal to do", seat)
		var events []game.Event
		s, events, err = g.Reduce(s, seat, legal[c.Pick(len(legal))])
		require.NoError(t, err)
		for _, e := range game.RedactAll(g, events, game.Omniscient) {
			out = append(out, Step[V]{Seen: v, Event: e})
			v = g.Apply(v, e)
		}
	}
}

// Namings are the ways a table of four (or three) seats is named on a
// screen: each seat in turn the person here, "You", and every seat by a
// name.
func Namings(seats int) []screen.Names {
	var out []screen.Names
	for you := range seats {
		n := make(screen.Names, seats)
		for i := range n {
			n[i] = game.Seat(i).String()
		}
		n[you] = "You"
		out = append(out, n)
	}
	return append(out, screen.Names{"ann", "bob", "cid", "dee"}[:seats])
}

// Sentence patterns that do not agree with "You" or with a name.
var (
	youWrong   = regexp.MustCompile(`\b[Yy]ou('s| is| has| was| does| goes|r's| [a-z]*[^s\W]s)\b`)
	yourOpens  = regexp.MustCompile(`(^|\. )your\b`)
	bareVerbOf = `(^|[^+\w])%s (play|lead|win|declare|take|bury|pass|bid|call|rob|go|are|do|keep|show|beat|deal|have)\b`
)

// RequireGrammar fails when a line written with names does not read
// correctly: "You's", "You plays", "P2 play", a sentence opening with a
// small "your".
func RequireGrammar(t testing.TB, names screen.Names, lines []string) {
	t.Helper()
	for _, l := range lines {
		require.False(t, youWrong.MatchString(l), "%q: a verb or possessive that does not agree with You", l)
		require.False(t, yourOpens.MatchString(l), "%q: a sentence opens with a small your", l)
		for _, n := range names {
			if n == "You" {
				continue
			}
			re := regexp.MustCompile(regexpOf(n))
			require.False(t, re.MatchString(l), "%q: a verb that does not agree with %s", l, n)
		}
	}
}

// regexpOf is the pattern of a name followed by a verb in the second
// person.
func regexpOf(name string) string {
	return fmt.Sprintf(bareVerbOf, regexp.QuoteMeta(name))
}

// RandomBytes are n bytes of a seeded random source: choices for
// PlayedOut.
func RandomBytes(seed uint64, n int) []byte {
	r := rand.New(rand.NewPCG(seed, 21))
	out := make([]byte, n)
	for i := range out {
		out[i] = byte(r.UintN(256))
	}
	return out
}
