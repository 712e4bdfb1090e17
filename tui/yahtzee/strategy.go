package yahtzee

import (
	"errors"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	aiy "teahouse/ai/yahtzee"
)

// The strategy table of ai/yahtzee gives the optimal player its moves and
// the advisor its figures. Loading it reads the cache or solves the game
// (a couple of seconds), so it runs in a goroutine started by a command;
// its progress and its end come back as loadMsg messages, read one at a
// time by a command that is re-armed after each (the realtime pattern).
// The goroutine ends when the load does, and never blocks on a send, so a
// program that quits early leaves nothing behind.

// strategy is the table as the screen knows it.
type strategy struct {
	table       *aiy.Table // nil until loaded
	done, total int        // the progress of a solve
	err         error      // why the table could not be cached or loaded
}

// ready reports whether the table is loaded.
func (s strategy) ready() bool { return s.table != nil }

// fraction is the share of the solve done, 0 to 1.
func (s strategy) fraction() float64 {
	if s.total <= 0 {
		return 0
	}
	return float64(s.done) / float64(s.total)
}

// loadEvent is the progress of a load, or its end.
type loadEvent struct {
	done, total int
	final       bool
	table       *aiy.Table
	err         error
}

// loadMsg brings a loadEvent to the screen that started the load.
type loadMsg struct {
	instance uint64
	ev       loadEvent
	next     tea.Cmd // reads the following event; nil after the last
}

// startLoad returns the command that loads the table of dir: from this
// process's memory when a screen has loaded it before, else in a goroutine.
func startLoad(instance uint64, dir string) tea.Cmd {
	return func() tea.Msg {
		if t := shared.get(dir); t != nil {
			return loadMsg{instance: instance, ev: loadEvent{final: true, table: t}}
		}
		progress := make(chan loadEvent, 1)
		end := make(chan loadEvent, 1)
		go func() {
			t, err := shared.load(dir, func(done, total int) {
				select { // drop a step rather than wait for the screen
				case progress <- loadEvent{done: done, total: total}:
				default:
				}
			})
			end <- loadEvent{final: true, table: t, err: err}
		}()
		return readLoad(instance, progress, end)()
	}
}

// readLoad returns the command that waits for the next event of a load.
func readLoad(instance uint64, progress, end <-chan loadEvent) tea.Cmd {
	return func() tea.Msg {
		select {
		case ev := <-end:
			return loadMsg{instance: instance, ev: ev}
		case ev := <-progress:
			return loadMsg{instance: instance, ev: ev, next: readLoad(instance, progress, end)}
		}
	}
}

// tables keeps the strategy tables loaded in this process by cache
// directory. A table is read-only and takes megabytes, so every screen of
// the process (a rematch, another game) shares one; a directory's lock
// makes a second screen wait for the first one's load instead of solving
// again.
type tables struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
	byDir map[string]*aiy.Table
}

var shared = &tables{locks: map[string]*sync.Mutex{}, byDir: map[string]*aiy.Table{}}

// get returns the table of dir if it is loaded.
func (ts *tables) get(dir string) *aiy.Table {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.byDir[dir]
}

// load returns the table of dir, loading it (with progress) unless it is
// in memory. An empty dir keeps nothing on disk: the table is solved. A
// table that could not be written to the cache is kept all the same, with
// the error.
func (ts *tables) load(dir string, progress func(done, total int)) (*aiy.Table, error) {
	ts.mu.Lock()
	lock, ok := ts.locks[dir]
	if !ok {
		lock = &sync.Mutex{}
		ts.locks[dir] = lock
	}
	ts.mu.Unlock()

	lock.Lock()
	defer lock.Unlock()
	if t := ts.get(dir); t != nil {
		return t, nil
	}
	t, err := aiy.Load(aiy.LoadOptions{Dir: dir, NoCache: dir == "", Progress: progress})
	if t == nil {
		if err == nil {
			err = errors.New("no strategy table")
		}
		return nil, err
	}
	ts.mu.Lock()
	ts.byDir[dir] = t
	ts.mu.Unlock()
	return t, err
}
