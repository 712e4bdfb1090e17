package server_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/log"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/tui/screen"
	"teahouse/tui/server"
)

// The host key made on the first start is the key of every later start;
// a file that is not a key is refused with a sentence and left alone.
func TestHostKeyIsKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "keys", "host")
	quiet := log.New(new(syncBuffer))
	_, err := server.New(server.Config{HostKey: path, Log: quiet})
	require.NoError(t, err)
	first, err := os.ReadFile(path)
	require.NoError(t, err)
	_, err = server.New(server.Config{HostKey: path, Log: quiet})
	require.NoError(t, err)
	again, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, first, again, "the key is never made again")

	require.NoError(t, os.WriteFile(path, []byte("not a key\n"), 0o600))
	_, err = server.New(server.Config{HostKey: path, Log: quiet})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot be read as an SSH private key")
	kept, _ := os.ReadFile(path)
	assert.Equal(t, "not a key\n", string(kept), "left as it was")
}

// Password logins are refused unless guests are allowed; a guest is asked
// a name like anyone.
func TestGuests(t *testing.T) {
	s := startServer(t, nil)
	_, err := tryDial(t, s.addr, nil)
	require.Error(t, err, "no password login without --allow-guests")

	g := startServer(t, func(c *server.Config) { c.AllowGuests = true })
	c := dial(t, g.addr, nil)
	defer c.close()
	c.waitFor("What name shall the other players see?")
	c.send("guest", "enter")
	c.waitFor("a terminal parlor")
}

// --allow-keys lets in the keys listed and no other.
func TestAllowKeys(t *testing.T) {
	in, out := newKey(t), newKey(t)
	path := filepath.Join(t.TempDir(), "allowed")
	require.NoError(t, os.WriteFile(path, append([]byte("# friends\n"), gossh.MarshalAuthorizedKey(in.PublicKey())...), 0o600))
	s := startServer(t, func(c *server.Config) { c.AllowKeys = path })
	c := dial(t, s.addr, in)
	defer c.close()
	c.waitFor("What name")
	_, err := tryDial(t, s.addr, out)
	assert.Error(t, err)
	s.waitLog(t, "key refused")

	require.NoError(t, os.WriteFile(path, []byte("ssh-ed25519 garbage\n"), 0o600))
	_, err = server.New(server.Config{HostKey: filepath.Join(t.TempDir(), "k"), AllowKeys: path, Log: log.New(new(syncBuffer))})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "allowed:1 is not a public key")
}

// One session more than the limit is told the parlor is full; a session
// without a key or a click for the idle time is ended with a sentence.
func TestSessionLimits(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.MaxSessions = 1; c.IdleTimeout = time.Second })
	a := dial(t, s.addr, newKey(t))
	defer a.close()
	a.waitFor("What name")
	b := dial(t, s.addr, newKey(t))
	b.waitFor("The parlor is full")
	b.close()
	a.waitFor("Nothing was typed for a while")
	<-a.done
	s.waitLog(t, "idle session ended")
}

// A terminal larger than the limit gets a screen of the limit's size.
func TestScreenSizeIsBounded(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.MaxWidth, c.MaxHeight = 90, 26 })
	c := dial(t, s.addr, newKey(t))
	defer c.close()
	c.waitFor("What name")
	c.send("ann", "enter")
	c.waitFor("a terminal parlor")
	for _, line := range screenRows(c.rawText()) {
		assert.LessOrEqual(t, len([]rune(line)), 90)
	}
}

// A panic in one session ends that session, is logged, and leaves the
// others playing.
func TestPanicEndsOnlyItsSession(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.Games = []screen.Game{boomGame} })
	calm := enter(t, s, "calm")
	defer calm.close()
	wild := enter(t, s, "wild")
	wild.send("enter")
	wild.waitFor("Boom")
	wild.send("enter")
	wild.waitFor("Press x")
	wild.send("x")
	wild.waitFor("Something went wrong in this session")
	<-wild.done
	s.waitLog(t, "session failed")

	calm.send("o")
	calm.waitFor("#1 Boom")
}

// cursorMove matches the control sequences that move the cursor or end a
// row (CUU, CUD, CUF, CUB, CNL, CPL, CHA, CUP, ED, EL): the renderer may
// skip an unchanged row with one of them instead of a newline.
var cursorMove = regexp.MustCompile(`\x1b\[[0-9;?]*[ABCDEFGHJKf]`)

// screenRows splits what a terminal received into the runs of text written
// on one row: at newlines, carriage returns and cursor moves, with the other
// escape sequences removed.
func screenRows(raw string) []string {
	plain := ansi.Strip(cursorMove.ReplaceAllString(raw, "\n"))
	return strings.FieldsFunc(plain, func(r rune) bool { return r == '\n' || r == '\r' })
}

// boomGame is a one-seat game whose screen panics at x.
var boomGame = screen.Game{
	Info: catalog.Info{Name: "boom", Title: "Boom", Blurb: "a screen that panics", Seats: 1, MinSeats: 1, MaxSeats: 1,
		Levels: []string{"none"}, Strongest: "none"},
	Screens: screen.Screens{Share: func(screen.Env, screen.Setup) (screen.Shared, error) {
		return &boomTable{closed: make(chan struct{})}, nil
	}},
}

type boomTable struct {
	once   sync.Once
	closed chan struct{}
}

func (b *boomTable) Join(screen.Env, game.Seat) (screen.Screen, error) { return boomScreen{}, nil }
func (b *boomTable) Attend(screen.Env, game.Seat) (screen.Attendant, error) {
	return nil, errors.New("a page cannot attend this table")
}
func (b *boomTable) Reseat(game.Seat, game.Player, string) error { return nil }
func (b *boomTable) Note(game.Seat, string) error                { return nil }
func (b *boomTable) Watch() (screen.TableWatcher, error)         { return boomWatcher{b}, nil }
func (b *boomTable) SaveLog(string) (string, error)              { return "", os.ErrInvalid }
func (b *boomTable) Close()                                      { b.once.Do(func() { close(b.closed) }) }

type boomWatcher struct{ b *boomTable }

func (w boomWatcher) Next() (screen.TableState, bool) {
	<-w.b.closed
	return screen.TableState{}, false
}
func (w boomWatcher) Leave() {}

type boomScreen struct{}

func (boomScreen) Init() tea.Cmd { return nil }
func (boomScreen) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "x" {
		panic("boom")
	}
	return boomScreen{}, nil
}
func (boomScreen) View() string                   { return "Press x" }
func (boomScreen) Running() bool                  { return true }
func (boomScreen) SaveLog(string) (string, error) { return "", os.ErrInvalid }
func (boomScreen) Close()                         {}
