package yahtzee

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	aiy "teahouse/ai/yahtzee"
)

// The strategy table of ai/yahtzee gives the optimal player its moves and
// the advisor its figures. Loading it reads the cache or solves the game
// (a couple of seconds), so a screen's table is a future: the optimal
// seats wait for it on the host's goroutines, while the face follows its
// progress through messages and never blocks Update.

// future is one screen's strategy table, loading or loaded. done closes
// once table and err are set; they are not written after.
type future struct {
	dir      string
	once     sync.Once
	done     chan struct{}
	progress chan float64 // the share of a solve done, when nobody has read it yet
	table    *aiy.Table
	err      error
}

// newFuture is the table of the cache directory dir, already loaded when a
// screen of this process has loaded it before (a rematch).
func newFuture(dir string) *future {
	f := &future{dir: dir, done: make(chan struct{}), progress: make(chan float64, 1)}
	if t := cachedTable(dir); t != nil {
		f.table = t
		f.once.Do(func() { close(f.done) })
	}
	return f
}

// start loads the table in a goroutine, once. The goroutine never waits on
// anyone: progress that nobody has read yet is dropped.
func (f *future) start() {
	f.once.Do(func() {
		go func() {
			f.table, f.err = loadTable(f.dir, func(done, total int) {
				select {
				case f.progress <- float64(done) / float64(max(1, total)):
				default:
				}
			})
			close(f.done)
		}()
	})
}

// wait returns the table once loaded: the optimal seats' TableSource. A
// table that could not be cached plays as well as any.
func (f *future) wait(ctx context.Context) (*aiy.Table, error) {
	select {
	case <-f.done:
		return f.table, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// loadMsg brings the face a step of its future's load, or its end.
type loadMsg struct {
	fut   *future
	frac  float64
	final bool
}

// read waits for the next step of the load.
func (f *future) read() tea.Msg {
	select {
	case <-f.done:
		return loadMsg{fut: f, final: true}
	case p := <-f.progress:
		return loadMsg{fut: f, frac: p}
	}
}

// strategy is the table as the face knows it.
type strategy struct {
	table *aiy.Table // nil until loaded
	frac  float64    // the share of a solve done
	err   error      // why the table could not be cached
}

// follow takes a step of the load: the progress, or the table at its end.
// The command reads the next step.
func (s strategy) follow(msg loadMsg) (strategy, tea.Cmd) {
	if !msg.final {
		s.frac = msg.frac
		return s, msg.fut.read
	}
	s.table, s.err = msg.fut.table, msg.fut.err
	return s, nil
}

// The strategy tables loaded in this process, by cache directory. A table
// is read-only and takes megabytes, so every screen of the process (a
// rematch, another game) shares one; loads take turns, so that a second
// screen waits for the first one's table instead of solving again.
var (
	loading sync.Mutex
	loaded  sync.Map // cache dir -> *aiy.Table
)

// cachedTable returns the table of dir if this process has loaded it.
func cachedTable(dir string) *aiy.Table {
	t, _ := loaded.Load(dir)
	tbl, _ := t.(*aiy.Table)
	return tbl
}

// loadTable returns the table of dir, loading it (with progress) unless it
// is in memory. An empty dir keeps nothing on disk: the table is solved. A
// table that could not be written to the cache is kept all the same, with
// the error.
func loadTable(dir string, progress func(done, total int)) (*aiy.Table, error) {
	loading.Lock()
	defer loading.Unlock()
	if t := cachedTable(dir); t != nil {
		return t, nil
	}
	t, err := aiy.Load(aiy.LoadOptions{Dir: dir, NoCache: dir == "", Progress: progress}) // never nil
	loaded.Store(dir, t)
	return t, err
}
