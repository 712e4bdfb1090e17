package table

import (
	"bytes"
	"fmt"
	"time"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Model is the screen of one table, or of one replay. It is a value:
// Update returns a changed copy. The table it follows is shared, and only
// ever talked to through commands.
type Model[F, V, A any] struct {
	screen.Panels     // the help, the log and the tip panel
	helpTop       int // the first line of the help page shown

	env     screen.Env
	parts   Face[F, V, A] // the game's parts, with their defaults
	keys    keyMap
	tipNote string // what a tip note calls the tips; empty: none are noted
	clock   pace.Clock
	speed   game.Speed
	names   screen.Names
	players []game.Player

	// The table followed: a live one, or the frames of a saved log.
	src       Source[V, A]
	watcher   *host.Watcher[V]
	leave     func()        // closes the table the screen opened, or leaves a shared one; nil for a replay
	listening bool          // a command waits for the watcher
	acting    bool          // an action was sent and its answer is awaited
	rep       replay[V]     // a saved log replayed; on only then
	rev       reviewState   // the review a replay offers
	guest     bool          // joined a shared table: closing leaves it
	seated    []game.Player // who sat in the seats, as the table last said

	// Whose eyes are shown: eyes[active] moves the board; eyes[logEye]
	// writes the log (a spectator's, when people taking turns must not
	// read each other's secrets there).
	eyes   []game.Seat
	active int
	logEye int
	local  []bool // by seat: played at this keyboard

	face    F                     // the board of eyes[active]
	logView V                     // the table as the log's reader sees it, moved by apply
	apply   func(V, game.Event) V // the game's Apply

	pending []host.Update[V] // received, not yet shown
	shown   host.Update[V]   // the last update shown
	next    int              // events of pending[0] already shown
	beat    beatState
	// heldLast is set when the beat last ended held a result (until enter
	// while a person plays here) and nothing has been shown since.
	heldLast bool
	paused   bool // a table of computers held by space: nothing more is shown
	stepOne  bool // while paused, the next event with a beat is shown ('.')

	lines   []string // every line of the log
	inPanel int      // the last lines of which are in the log panel
	unseen  bool     // nothing draws the screen (a page's attendant): the log panel is not kept

	status    string
	passing   bool // the table is hidden until the next person is ready
	turnTo    int  // the eyes shown once they are
	tipFor    int  // the step the tips are for; -1 for none
	tipViewer game.Seat
	done      bool          // screen.Finished was sent
	file      *game.LogFile // the log written as the game goes, or nil
	fileSaid  bool          // why the file stopped was said
}

// beatState is the beat being shown.
type beatState struct {
	Beat
	on    bool
	left  int      // animation frames still to come
	lines []string // log lines written when it ends
}

// Options tune a live table.
type Options struct {
	// Speed paces the computers (the host's think time) and the screen's
	// animations; "" means normal.
	Speed game.Speed
	// Bot tunes program seats; their standard error goes to a file beside
	// the game's log in Env.GamesDir (none without one).
	Bot bot.Options
	// LogDir is where a shared table writes its log as the game goes
	// (Share); a table Open starts writes in Env.GamesDir.
	LogDir string
}

// OptionsOf reads the options of a live table from a setup.
func OptionsOf(s screen.Setup) Options {
	return Options{Speed: s.Speed, Bot: bot.Options{Timeout: s.BotTimeout, SkipForced: s.BotSkipForced}}
}

// SharedOptionsOf reads the options of a shared table from a setup: its
// log is written in env.GamesDir as the game goes.
func SharedOptionsOf(env screen.Env, s screen.Setup) Options {
	o := OptionsOf(s)
	o.LogDir = env.GamesDir
	return o
}

// Spec is a game's screen: the game, how its computer and program seats
// are filled, and the parts of its face.
type Spec[F, C, S, A, V any] struct {
	// Game is the game.
	Game game.Game[C, S, A, V]
	// Roster fills computer and program seats.
	Roster bot.Roster[V, A]
	// Face is the game's parts of its screen.
	Face Face[F, V, A]
	// Keepers keep something of a live table beyond it (Blackjack's
	// bankrolls); its host runs them (host.Options.Keepers).
	Keepers []host.Keeper
	// Think is how many of the speed's delays a computer takes over a
	// decision in view v (a pass while the cards are dealt takes a
	// fraction of a play's); 1 for every decision when nil.
	Think func(v V) float64
}

// tableOptions are the options of a live table of spec's game at speed.
func (spec Spec[F, C, S, A, V]) tableOptions(o Options, speed game.Speed) bot.TableOptions {
	t := bot.TableOptions{Bot: o.Bot, Think: speed.Delay(), Keepers: spec.Keepers}
	if spec.Think != nil {
		think := spec.Think
		t.ThinkOf = func(view any) time.Duration {
			v, _ := view.(V)
			return time.Duration(think(v) * float64(speed.Delay()))
		}
	}
	return t
}

// Open starts a live table of spec's game on its own host (bot.OpenTable,
// its log written in Env.GamesDir as the game goes) and returns its
// screen, with the eyes of the people among players (Omniscient when none
// plays here). The screen closes the table when it closes.
func Open[F, C, S, A, V any](env screen.Env, spec Spec[F, C, S, A, V], cfg C, seed uint64, players []game.Player, face F, o Options) (Model[F, V, A], error) {
	if env.Now == nil {
		env.Now = time.Now
	}
	speed, err := speedOf(o.Speed)
	if err != nil {
		return Model[F, V, A]{}, err
	}
	parts, err := spec.Face.filled(spec.Game.Name())
	if err != nil {
		return Model[F, V, A]{}, err
	}
	to := spec.tableOptions(o, speed)
	to.LogDir, to.Start = env.GamesDir, env.Now()
	t, err := bot.OpenTable(spec.Game, spec.Roster, cfg, seed, players, to)
	if err != nil {
		return Model[F, V, A]{}, err
	}
	var eyes []game.Seat
	for i, p := range players {
		if p.Kind == game.Human {
			eyes = append(eyes, game.Seat(i))
		}
	}
	logEye := 0
	switch {
	case len(eyes) == 0:
		eyes = []game.Seat{game.Omniscient}
	case len(eyes) > 1 && parts.Secret(face):
		logEye = len(eyes)
		eyes = append(eyes, game.Spectator)
	}
	w, err := t.Watch(eyes...)
	if err != nil {
		t.Discard()
		return Model[F, V, A]{}, err
	}
	m := newModel(env, parts, spec.Game.Apply, players, speed, face, seed)
	m.src, m.watcher, m.eyes, m.logEye = t, w, eyes, logEye
	m.leave, m.file = t.Close, t.File
	if t.LogErr != nil {
		m.fileSaid = true
		m = m.writeLog(fmt.Sprintf("The log cannot be written as the game goes (%v): it is saved when the game ends or is left.", t.LogErr))
	}
	for _, s := range eyes {
		if s >= 0 {
			m.local[s] = true
		}
	}
	ups, _ := w.Take()
	return m.start(ups), nil
}

// Replay returns a screen that replays a saved log of spec's game (the
// file's bytes; name labels errors) to an audience that sees every face.
// A log whose last lines cannot be read replays the lines before them and
// says what was dropped; errors wrap game.ErrCorruptLog and name the file
// and line.
func Replay[F, C, S, A, V any](env screen.Env, spec Spec[F, C, S, A, V], data []byte, name string, speed game.Speed, face F) (Model[F, V, A], error) {
	m, err := replayWith(env, spec, data, name, speed, face, func(seats int) ([]game.Seat, error) {
		eyes := []game.Seat{game.Omniscient}
		for i := range seats {
			eyes = append(eyes, game.Seat(i))
		}
		return eyes, nil
	})
	if err != nil {
		return m, err
	}
	return m.start(m.rep.frames[:1]), nil
}

// replayWith is Replay with the eyes eyesOf picks for a table of seats
// seats (the first are shown), not yet started: the screen follows the
// log's host.Recording.
func replayWith[F, C, S, A, V any](env screen.Env, spec Spec[F, C, S, A, V], data []byte, name string, speed game.Speed, face F, eyesOf func(seats int) ([]game.Seat, error)) (Model[F, V, A], error) {
	if env.Now == nil {
		env.Now = time.Now
	}
	speed, err := speedOf(speed)
	if err != nil {
		speed = game.Normal
	}
	parts, err := spec.Face.filled(spec.Game.Name())
	if err != nil {
		return Model[F, V, A]{}, err
	}
	l, dropped, err := game.ReadSaved[A](data, name, spec.Game.Name())
	if err != nil {
		return Model[F, V, A]{}, err
	}
	s, err := game.Start(spec.Game, l.Header)
	if err != nil {
		return Model[F, V, A]{}, fmt.Errorf("%s:1: %w", name, err)
	}
	seats := spec.Game.Seats(s)
	eyes, err := eyesOf(seats)
	if err != nil {
		return Model[F, V, A]{}, err
	}
	rec := host.Record(spec.Game, l)
	w, err := rec.Watch(eyes...)
	frames, _ := w.Take()
	if err != nil {
		if len(frames) > 0 {
			err = fmt.Errorf("%s:%d: %w", name, entryLine(data, len(frames)-1), err)
		}
		return Model[F, V, A]{}, err
	}
	players := make([]game.Player, seats)
	for i := range players {
		players[i] = game.Player{Name: game.Seat(i).String(), Kind: game.Human}
		if i < len(l.Header.Players) {
			players[i] = l.Header.Players[i]
		}
	}
	m := newModel(env, parts, spec.Game.Apply, players, speed, face, l.Header.Seed)
	m.src, m.eyes = rec, eyes
	m.rep = replay[V]{on: true, name: name, frames: frames, dropped: dropped}
	return m, nil
}

// entryLine is the 1-based line of entry i of a log, the header and blank
// lines skipped as game.ReadLog skips them.
func entryLine(data []byte, i int) int {
	n := -1
	for line, text := range bytes.Split(data, []byte("\n")) {
		if line == 0 || len(bytes.TrimSpace(text)) == 0 {
			continue
		}
		if n++; n == i {
			return line + 1
		}
	}
	return 1
}

func speedOf(s game.Speed) (game.Speed, error) {
	if s == "" {
		return game.Normal, nil
	}
	return game.ParseSpeed(string(s))
}

// newModel is a screen not yet following anything, of a game whose views
// apply moves.
func newModel[F, V, A any](env screen.Env, parts Face[F, V, A], apply func(V, game.Event) V, players []game.Player, speed game.Speed, face F, seed uint64) Model[F, V, A] {
	return Model[F, V, A]{
		Panels:  screen.Panels{Help: env.Theme.Help(), Log: ui.NewLogPanel(env.Theme, "Log")},
		env:     env,
		parts:   parts,
		tipNote: tipNoteName(parts.Tips),
		keys:    newKeyMap(parts.Tips.Name),
		clock:   pace.NewClock(uint64(env.Now().UnixNano()) ^ seed),
		speed:   speed,
		names:   screen.SeatNames(players, len(players)),
		players: players,
		local:   make([]bool, len(players)),
		face:    face,
		apply:   apply,
		tipFor:  -1,
	}
}

// start shows the table as the first updates leave it.
func (m Model[F, V, A]) start(ups []host.Update[V]) Model[F, V, A] {
	first := ups[0]
	face := m.face
	m.shown = first
	m.face = m.parts.Board.Sync(m.face, m.ctx(), m.sight(first, m.active).View)
	m.logView = m.sight(first, m.logEye).View
	m = m.writeLog(m.parts.Log.Opening(m.face, m.logCtx(), m.logView)...)
	if m.rep.on {
		if m.rep.dropped != "" {
			m = m.writeLog(m.rep.dropped)
		}
		m.rep.logAt = []int{len(m.lines)}
		return m
	}
	m.pending = ups[1:]
	if len(m.eyes) > 2 && m.parts.Secret(face) { // people take turns: the first one too is asked to the screen
		m.passing, m.turnTo = true, m.eyeIndex(m.firstWaiting())
	}
	return m
}

// firstWaiting is the first seat the table on screen waits for that a
// person here plays, or the first eyes.
func (m Model[F, V, A]) firstWaiting() game.Seat {
	for _, s := range m.shown.Waiting {
		if s >= 0 && int(s) < len(m.local) && m.local[s] {
			return s
		}
	}
	return m.eyes[0]
}

// sight is what eye i saw of u.
func (m Model[F, V, A]) sight(u host.Update[V], i int) host.Sight[V] {
	if i < len(u.Sights) {
		return u.Sights[i]
	}
	return host.Sight[V]{}
}
