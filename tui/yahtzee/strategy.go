package yahtzee

import (
	"context"
	"strings"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	aiyz "teahouse/ai/yahtzee"
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
	progress chan progress // the latest step of a solve, when nobody has read it yet
	table    *aiyz.Table
	err      error
}

// progress is a step of a solve: the share done, and why the cache file
// was not used ("" while that is not known).
type progress struct {
	frac float64
	why  string
}

// newFuture is the table of the cache directory dir, already loaded when a
// screen of this process has loaded it before (a rematch).
func newFuture(dir string) *future {
	f := &future{dir: dir, done: make(chan struct{}), progress: make(chan progress, 1)}
	if t := cachedTable(dir); t != nil {
		f.table = t
		f.once.Do(func() { close(f.done) })
	}
	return f
}

// start loads the table in a goroutine, once. The goroutine never waits on
// anyone: progress that nobody has read yet is dropped, but for the
// newest step, which carries why the cache is rebuilt.
func (f *future) start() {
	f.once.Do(func() {
		go func() {
			var why string // written before the solve's progress is told
			tell := func(p progress) {
				select {
				case <-f.progress: // the newest step replaces one nobody read
				default:
				}
				select {
				case f.progress <- p:
				default:
				}
			}
			f.table, f.err = loadTable(f.dir, aiyz.LoadOptions{
				Progress:   func(done, total int) { tell(progress{frac: float64(done) / float64(max(1, total)), why: why}) },
				Rebuilding: func(reason string) { why = reason; tell(progress{why: why}) },
			})
			close(f.done)
		}()
	})
}

// wait returns the table once loaded: the optimal seats' TableSource. A
// table that could not be cached plays as well as any.
func (f *future) wait(ctx context.Context) (*aiyz.Table, error) {
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
	step  progress
	final bool
}

// read waits for the next step of the load.
func (f *future) read() tea.Msg {
	select {
	case <-f.done:
		return loadMsg{fut: f, final: true}
	case p := <-f.progress:
		return loadMsg{fut: f, step: p}
	}
}

// strategy is the table as the face knows it.
type strategy struct {
	table *aiyz.Table // nil until loaded
	frac  float64     // the share of a solve done
	why   string      // why the cache file is rebuilt, once known
	err   error       // why the table could not be cached
}

// follow takes a step of the load: the progress, or the table at its end.
// The command reads the next step.
func (s strategy) follow(msg loadMsg) (strategy, tea.Cmd) {
	if !msg.final {
		s.frac, s.why = msg.step.frac, msg.step.why
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
	loaded  sync.Map // cache dir -> *aiyz.Table
)

// cachedTable returns the table of dir if this process has loaded it.
func cachedTable(dir string) *aiyz.Table {
	t, _ := loaded.Load(dir)
	tbl, _ := t.(*aiyz.Table)
	return tbl
}

// rebuildWords say why the cache is rebuilt, "cache stale: rules version
// 1, want 2"; "" when it was missing (a first solve) or before that is
// known.
func (s strategy) rebuildWords() string {
	if s.why == "" || s.why == "missing" {
		return ""
	}
	return "cache " + s.why
}

// rebuildKind is rebuildWords without the detail: "cache stale".
func (s strategy) rebuildKind() string {
	kind, _, _ := strings.Cut(s.rebuildWords(), ":")
	return kind
}

// rebuildSentence says why in a sentence: "The cached table was stale
// (rules version 1, want 2): it is rebuilt."
func (s strategy) rebuildSentence() string {
	if s.rebuildWords() == "" {
		return ""
	}
	kind, detail, ok := strings.Cut(s.why, ": ")
	if ok {
		kind += " (" + detail + ")"
	}
	return "The cached table was " + kind + ": it is rebuilt."
}

// loadTable returns the table of dir, loading it (with o's progress and
// the reason of a rebuild) unless it is in memory. An empty dir keeps
// nothing on disk: the table is solved. A table that could not be written
// to the cache is kept all the same, with the error.
func loadTable(dir string, o aiyz.LoadOptions) (*aiyz.Table, error) {
	loading.Lock()
	defer loading.Unlock()
	if t := cachedTable(dir); t != nil {
		return t, nil
	}
	o.Dir, o.NoCache = dir, dir == ""
	t, err := aiyz.Load(o) // never nil
	loaded.Store(dir, t)
	return t, err
}

// unloaded is a strategy table that is never loaded: a page exported from
// a log says the same whatever this process has loaded before, so it
// goes without the advisor's figures.
func unloaded() *future {
	return &future{done: make(chan struct{}), progress: make(chan progress, 1)}
}
