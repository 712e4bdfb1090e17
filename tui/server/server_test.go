package server_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/log"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
	gossh "golang.org/x/crypto/ssh"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/game/store"
	tdz "teahouse/tui/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/server"
	"teahouse/tui/ui"
)

// TestMain checks that no goroutine is left once the tests are over; a
// screen's tick started before its program ended is let run out its
// period (a second at most).
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("github.com/charmbracelet/bubbletea.Tick.func1"))
}

// testServer is a server on a loopback port, with its own data.
type testServer struct {
	*server.Server
	addr  string
	dir   string
	logs  *syncBuffer
	store *store.Store
}

// syncBuffer is a log that tests read while the server writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServer serves on 127.0.0.1 with cfg changed by edit; it stops at
// the end of the test.
func startServer(t testing.TB, edit func(*server.Config)) *testServer {
	t.Helper()
	dir := t.TempDir()
	st, err := store.Open(dir)
	require.NoError(t, err)
	logs := &syncBuffer{}
	cfg := server.Config{HostKey: filepath.Join(dir, "host_key"), GamesDir: filepath.Join(dir, "games"), Store: st,
		Log: log.NewWithOptions(logs, log.Options{}), ActionRate: 200, MaxConnsPerAddr: 1000}
	if edit != nil {
		edit(&cfg)
	}
	srv, err := server.New(cfg)
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		assert.NoError(t, srv.Shutdown(ctx))
		assert.NoError(t, <-served)
		assert.NoError(t, st.Close())
	})
	return &testServer{Server: srv, addr: ln.Addr().String(), dir: dir, logs: logs, store: st}
}

// waitLog waits until the server's log contains want.
func (s *testServer) waitLog(t testing.TB, want string) {
	t.Helper()
	require.Eventually(t, func() bool { return strings.Contains(s.logs.String(), want) }, gametest.Patience(t), 20*time.Millisecond,
		"the server's log never said %q:\n%s", want, s.logs.String())
}

// enter connects a new player: the name asked, then the lobby.
func enter(t testing.TB, s *testServer, name string) *client {
	t.Helper()
	return enterAs(t, s, name, newKey(t))
}

// enterAs connects a new player whose key is key.
func enterAs(t testing.TB, s *testServer, name string, key gossh.Signer) *client {
	t.Helper()
	c := dial(t, s.addr, key)
	c.waitFor("What name shall the other players see?")
	c.send(name, "enter")
	c.waitFor("a terminal parlor of card and dice games")
	return c
}

// seed deals the test's game.
const seed = 42

// openDoudizhu opens, from the lobby, a table of one deal of Dou Dizhu
// without bidding (P1 is the landlord), the computers instant: seat P1
// for c, P2 open, P3 the simple computer.
func openDoudizhu(t testing.TB, c *client) {
	t.Helper()
	c.send("down", "down", "down", "enter") // Dou Dizhu
	c.waitFor("Bidding")
	c.send("down", "right", "right")                               // P2: from the strongest computer round to an open seat
	c.send("down", "right", "right", "right")                      // P3: round to the weakest computer, the quickest
	c.send("down", "left")                                         // bidding: none
	c.send("down", "down", "down", "down", "down", "down", "left") // past rob back, show hand, doubling, cap and plays: deals 1
	c.send("down", "right", "right")                               // AI speed: instant
	c.send("down", "42")
	c.waitFor("Open (a person joins)")
	c.send("enter")
	c.waitFor("Deal 1 of 1")
}

// setupOfTest is the table openDoudizhu opens, for the screens drawn
// here to compare with.
func setupOfTest() screen.Setup {
	return screen.Setup{Game: "doudizhu", Seed: seed, Speed: game.Instant,
		Options: game.Settings{"deals": "1", "bidding": "none"},
		Players: []game.Player{{Kind: game.Human}, {Kind: game.Human}, {ID: "ai:simple", Kind: game.AI, Level: "simple"}}}
}

// handRows are the rows of seat's hand as its own screen draws the
// opening hand (the ranks and the suits of its first cards, escape
// sequences left out), at the clients' size: what a stream that shows
// that hand contains.
func handRows(t testing.TB, seat game.Seat) []string {
	t.Helper()
	sh, err := tdz.Screens.Share(screen.Env{}, setupOfTest())
	require.NoError(t, err)
	defer sh.Close()
	env := screen.Env{Theme: ui.NewTheme(lipgloss.NewRenderer(io.Discard), false), Width: termW, Height: termH}
	scr, err := sh.Join(env, seat)
	require.NoError(t, err)
	defer scr.Close()
	lines := strings.Split(ansi.Strip(scr.View()), "\n")
	for i, l := range lines {
		if strings.Contains(l, "╭──╭──╭──") && i+2 < len(lines) {
			var rows []string
			for _, row := range lines[i+1 : i+3] {
				r := []rune(row[strings.Index(row, "│"):])
				rows = append(rows, string(r[:30])) // ten cards
			}
			return rows
		}
	}
	t.Fatalf("no hand on %s's screen:\n%s", seat, strings.Join(lines, "\n"))
	return nil
}

// shows reports whether a stream's text has either row of a hand.
func shows(text string, rows []string) bool {
	for _, r := range rows {
		if strings.Contains(text, r) {
			return true
		}
	}
	return false
}

// playUntil plays c's seat until the text since mark contains want: at
// each turn the screen gives (or every two seconds, in case a turn was
// missed), ask for a hint, play it, or pass. Keys that do not fit the
// moment are refused by the screen and change nothing.
func playUntil(c *client, mark int, want string, stop <-chan struct{}) {
	seen := mark
	for {
		wait := time.Now().Add(2 * time.Second)
		for time.Now().Before(wait) {
			select {
			case <-stop:
				return
			default:
			}
			text := c.text()
			if strings.Contains(text[mark:], want) {
				return
			}
			if strings.Contains(text[seen:], "Your turn") {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		seen = len(c.text())
		for _, k := range []string{"t", "\r", "p"} {
			if _, err := io.WriteString(c.stdin, k); err != nil {
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// playToTheResult plays both people's seats at once until each screen
// shows the deal's result.
func playToTheResult(ann, bo *client) {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for _, c := range []*client{ann, bo} {
		wg.Go(func() { playUntil(c, 0, "Result", stop) })
	}
	ann.waitFor("Result")
	bo.waitFor("Result")
	close(stop)
	wg.Wait()
}

// TestTwoPlayersAndASpectatorPlayADeal: two people at a Dou Dizhu table
// with a computer in the third seat play a whole deal over SSH while a
// third person watches. Each player's stream shows its own hand and never
// the other's; the spectator's shows neither; all see the result.
func TestTwoPlayersAndASpectatorPlayADeal(t *testing.T) {
	s := startServer(t, nil)
	annRows, boRows := handRows(t, 0), handRows(t, 1)
	require.NotEqual(t, annRows, boRows)

	ann, bo := annAndBo(t, s, newKey(t))
	defer ann.close()
	defer bo.close()

	cy := enter(t, s, "cy")
	defer cy.close()
	cy.send("o")
	cy.waitFor("#1 Dou Dizhu")
	cy.send("w")
	cy.waitFor("Deal 1 of 1")

	playToTheResult(ann, bo)
	cy.waitFor("wins")
	s.waitLog(t, "table's log saved")

	assert.True(t, shows(ann.text(), annRows), "ann's stream shows ann's hand: the check sees a hand where one is drawn")
	assert.True(t, shows(bo.text(), boRows), "bo's stream shows bo's hand")
	assert.False(t, shows(ann.text(), boRows), "ann's stream shows bo's hand")
	assert.False(t, shows(bo.text(), annRows), "bo's stream shows ann's hand")
	assert.False(t, shows(cy.text(), annRows) || shows(cy.text(), boRows), "the spectator's stream shows a hand")
	assert.NotContains(t, s.logs.String(), "seed", "the log never says a seed")
}

// annAndBo seats ann (who opens the table) and bo (with key) at a table
// of openDoudizhu.
func annAndBo(t testing.TB, s *testServer, key gossh.Signer) (ann, bo *client) {
	t.Helper()
	ann = enter(t, s, "ann")
	ann.send("o")
	ann.waitFor("No table is open")
	ann.send("n")
	openDoudizhu(t, ann)

	bo = enterAs(t, s, "bo", key)
	bo.send("o")
	bo.waitFor("#1 Dou Dizhu")
	bo.send("enter")
	bo.waitFor("Deal 1 of 1")
	s.waitLog(t, "seat taken")
	return ann, bo
}

// TestReconnectTakesTheSeatBack: bo's connection drops when it is bo's
// turn; the seat waits; bo connects again with the same key, is not asked
// the name again, sits down in the same seat with the hand as it was and
// the log panel written again up to now, and the deal is played to its
// end.
func TestReconnectTakesTheSeatBack(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.Grace = time.Minute })
	boRows := handRows(t, 1)
	key := newKey(t)
	ann, bo := annAndBo(t, s, key)
	defer ann.close()
	ann.send("t", "enter")        // the landlord leads; bo is to follow
	ann.waitFor("Waiting for bo") // a person is waited for, never "thinks": they may be away, as now
	bo.close()
	s.waitLog(t, "seat kept for the grace period")
	assert.NotContains(t, ann.text(), "bo thinks")

	bo = dial(t, s.addr, key)
	defer bo.close()
	bo.waitFor("a terminal parlor of card and dice games")
	assert.NotContains(t, bo.text(), "What name", "the name is kept with the key")
	bo.send("o")
	bo.waitFor("your seat")
	bo.send("enter")
	bo.waitFor("Deal 1 of 1")
	assert.True(t, shows(bo.text(), boRows), "bo's hand is drawn again, as it was")
	bo.waitFor("ann plays") // the log panel is written again as bo's seat saw the deal: ann led before bo came back
	bo.waitFor("bo (person) has left")
	ann.waitFor("bo (person) is back") // "and plays P2 again", where the log panel wraps it

	playToTheResult(ann, bo)
}

// TestAComputerTakesASeatLeftTooLong: once the grace period is over, the
// strongest computer plays the seat, the table and the server's log say
// so, and the deal goes on to its end.
func TestAComputerTakesASeatLeftTooLong(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.Grace = time.Second })
	ann, bo := annAndBo(t, s, newKey(t))
	defer ann.close()
	bo.close()
	s.waitLog(t, "seat given to the computer")
	ann.waitFor("bo (person) did not come") // "back", where the log panel wraps it
	playUntil(ann, 0, "Result", nil)
	ann.waitFor("Result")
}

// TestManySessionsComeAndGo: many sessions at once connect, open the
// lobby and the tables, and leave; afterwards the server holds no session,
// and its goroutines and its heap are back where they were.
func TestManySessionsComeAndGo(t *testing.T) {
	n := 200
	if testing.Short() && raceOn {
		n = 20 // the race detector's cost per goroutine; the full count runs without it
	}
	s := startServer(t, func(c *server.Config) { c.MaxSessions = n })
	before := heap()
	base := goleak.IgnoreCurrent()

	clients := make([]*client, n)
	var wg sync.WaitGroup
	for i := range clients {
		wg.Go(func() {
			c := dial(t, s.addr, newKey(t))
			c.waitFor("What name shall the other players see?")
			c.send(fmt.Sprintf("p%d", i), "enter")
			c.waitFor("a terminal parlor of card and dice games")
			c.send("o")
			c.waitFor("No table is open")
			clients[i] = c
		})
	}
	wg.Wait()
	assert.Equal(t, n, s.Sessions(), "every session is held at once")
	for _, c := range clients {
		wg.Go(c.close)
	}
	wg.Wait()
	require.Eventually(t, func() bool { return s.Sessions() == 0 }, gametest.Patience(t), 20*time.Millisecond)
	// A page's clock tick (the list of tables is read again each second)
	// ends by itself within its second: wait for it first.
	assert.Eventually(t, func() bool { return goleak.Find(base) == nil }, 10*time.Second, 100*time.Millisecond)
	goleak.VerifyNone(t, base)
	after := heap()
	assert.Less(t, after, before+8<<20, "the heap is back near its size before the sessions (%d bytes, then %d)", before, after)
}

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
