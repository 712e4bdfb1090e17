package table

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"time"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Model is the screen of one table, or of one replay. It is a value:
// Update returns a changed copy. The host it follows is shared, and only
// ever talked to through commands.
type Model[F Face[F, V, A], C, S, A, V any] struct {
	screen.Panels // the help, the log and the tip panel

	env     screen.Env
	game    game.Game[C, S, A, V]
	keys    keyMap
	tips    bool
	tipNote string // what a tip note calls the tips; empty: none are noted
	clock   pace.Clock
	speed   game.Speed
	names   screen.Names
	players []game.Player

	// The table followed: a live host, or the frames of a replay.
	host      *host.Host[C, S, A, V]
	watcher   *host.Watcher[V]
	listening bool          // a command waits for the watcher
	acting    bool          // an action was sent and its answer is awaited
	rep       replay[A, V]  // a saved log replayed; on only then
	guest     bool          // joined a shared table: closing leaves it
	seated    []game.Player // who sat in the seats, as the table last said

	// Whose eyes are shown: eyes[active] moves the board; eyes[logEye]
	// writes the log (a spectator's, when people taking turns must not
	// read each other's secrets there).
	eyes   []game.Seat
	active int
	logEye int
	local  []bool // by seat: played at this keyboard

	face    F // the board of eyes[active]
	logFace F // the table as the log's reader saw it

	pending []host.Update[V] // received, not yet shown
	shown   host.Update[V]   // the last update shown
	next    int              // events of pending[0] already shown
	beat    beatState

	lines   []string // every line of the log
	inPanel int      // the last lines of which are in the log panel

	status    string
	passing   bool // the table is hidden until the next person is ready
	turnTo    int  // the eyes shown once they are
	tipFor    int  // the step the tips are for; -1 for none
	tipViewer game.Seat
	done      bool          // screen.Finished was sent
	stderr    []*os.File    // where program seats write their standard error
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

// Spec is what the driver needs of a game besides its face.
type Spec[C, S, A, V any] struct {
	// Game is the game.
	Game game.Game[C, S, A, V]
	// Roster fills computer and program seats.
	Roster bot.Roster[V, A]
	// Tips says whether the face gives tips (t opens them); TipName is
	// what the footer calls them ("tip" when empty), such as "hint".
	Tips    bool
	TipName string
	// NoteTips has the log record each position for which a person here
	// had the tips worked out (a game.NoteTip note), so that a replay
	// page can show what they said there.
	NoteTips bool
	// Keepers keep something of a live table beyond it (Blackjack's
	// bankrolls); its host runs them (host.Options.Keepers).
	Keepers []host.Keeper
}

// Open starts a live table of spec's game on its own host and returns its
// screen, with the eyes of the people among players (Omniscient when none
// plays here). The screen closes the host when it closes.
func Open[F Face[F, V, A], C, S, A, V any](env screen.Env, spec Spec[C, S, A, V], cfg C, seed uint64, players []game.Player, face F, o Options) (Model[F, C, S, A, V], error) {
	if env.Now == nil {
		env.Now = time.Now
	}
	speed, err := speedOf(o.Speed)
	if err != nil {
		return Model[F, C, S, A, V]{}, err
	}
	start := env.Now()
	file, trouble := createLog(env.GamesDir, spec.Game, cfg, seed, players, start)
	var files []*os.File
	sitters, err := spec.Roster.Sitters(players, func(s game.Seat) bot.Options {
		bo := o.Bot
		if players[s].Kind != game.Program {
			return bo
		}
		if f := stderrFile(file, s); f != nil {
			files = append(files, f)
			bo.Stderr = f
		}
		return bo
	})
	if err != nil {
		discard(file, files)
		return Model[F, C, S, A, V]{}, err
	}
	h, err := host.Open(spec.Game, cfg, seed, sitters, host.Options{Think: speed.Delay(), Now: func() time.Time { return start }, Log: file, Keepers: spec.Keepers})
	if err != nil {
		discard(file, files)
		return Model[F, C, S, A, V]{}, err
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
	case len(eyes) > 1 && face.Secret():
		logEye = len(eyes)
		eyes = append(eyes, game.Spectator)
	}
	w, err := h.Watch(eyes...)
	if err != nil {
		h.Close()
		discard(file, files)
		return Model[F, C, S, A, V]{}, err
	}
	m := newModel[F, C, S, A, V](env, spec, players, speed, face, seed)
	m.host, m.watcher, m.eyes, m.logEye = h, w, eyes, logEye
	m.stderr, m.file = files, file
	if trouble != "" {
		m.fileSaid = true
		m = m.writeLog(trouble)
	}
	for _, s := range eyes {
		if s >= 0 {
			m.local[s] = true
		}
	}
	ups, _ := w.Take()
	return m.start(ups), nil
}

// createLog starts the log of a game written as it goes (game.LogFile)
// in the games directory dir: nil, with a sentence saying why, when it
// cannot be, or nil alone without a directory. The game is then saved
// whole at its end only.
func createLog[C, S, A, V any](dir string, g game.Game[C, S, A, V], cfg C, seed uint64, players []game.Player, start time.Time) (*game.LogFile, string) {
	if dir == "" {
		return nil, ""
	}
	f, err := game.CreateLogFile(dir, host.HeaderOf(g, cfg, seed, players, start))
	if err != nil {
		return nil, fmt.Sprintf("The log cannot be written as the game goes (%v): it is saved when the game ends or is left.", err)
	}
	return f, ""
}

// stderrFile creates the file a program seat's standard error goes to,
// beside the game's log and named after it (GAME-TIME.P2.stderr: no seed
// in its path, which the program can read), readable by its owner only;
// nil when the game has no log file.
func stderrFile(log *game.LogFile, s game.Seat) *os.File {
	if log == nil {
		return nil
	}
	name := strings.TrimSuffix(log.Path(), ".jsonl") + "." + s.String() + ".stderr"
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return nil
	}
	return f
}

// closeAll closes a log left unfinished and the program seats' files
// (closeFiles).
func closeAll(log *game.LogFile, fs []*os.File) {
	if log != nil {
		_ = log.Close()
	}
	closeFiles(fs)
}

// discard removes the files of a table that never opened.
func discard(log *game.LogFile, fs []*os.File) {
	closeAll(log, fs)
	for _, f := range fs {
		_ = os.Remove(f.Name())
	}
	if log != nil {
		_ = os.Remove(log.Path())
	}
}

// closeFiles closes the program seats' files, removing those the program
// wrote nothing to: an empty file says nothing beside the log.
func closeFiles(fs []*os.File) {
	for _, f := range fs {
		fi, err := f.Stat()
		_ = f.Close()
		if err == nil && fi.Size() == 0 {
			_ = os.Remove(f.Name())
		}
	}
}

// Replay returns a screen that replays a saved log of spec's game (the
// file's bytes; name labels errors) to an audience that sees every face.
// A log whose last lines cannot be read replays the lines before them and
// says what was dropped; errors wrap game.ErrCorruptLog and name the file
// and line.
func Replay[F Face[F, V, A], C, S, A, V any](env screen.Env, spec Spec[C, S, A, V], data []byte, name string, speed game.Speed, face F) (Model[F, C, S, A, V], error) {
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
// seats (the first are shown), not yet started.
func replayWith[F Face[F, V, A], C, S, A, V any](env screen.Env, spec Spec[C, S, A, V], data []byte, name string, speed game.Speed, face F, eyesOf func(seats int) ([]game.Seat, error)) (Model[F, C, S, A, V], error) {
	if env.Now == nil {
		env.Now = time.Now
	}
	speed, err := speedOf(speed)
	if err != nil {
		speed = game.Normal
	}
	l, dropped, err := game.ReadSaved[A](data, name, spec.Game.Name())
	if err != nil {
		return Model[F, C, S, A, V]{}, err
	}
	s, err := game.Start(spec.Game, l.Header)
	if err != nil {
		return Model[F, C, S, A, V]{}, fmt.Errorf("%s:1: %w", name, err)
	}
	seats := spec.Game.Seats(s)
	eyes, err := eyesOf(seats)
	if err != nil {
		return Model[F, C, S, A, V]{}, err
	}
	frames, err := host.Frames(spec.Game, l, eyes...)
	if err != nil {
		var corrupt error = err
		if len(frames) > 0 {
			corrupt = fmt.Errorf("%s:%d: %w", name, entryLine(data, len(frames)-1), err)
		}
		return Model[F, C, S, A, V]{}, corrupt
	}
	players := make([]game.Player, seats)
	for i := range players {
		players[i] = game.Player{Name: game.Seat(i).String(), Kind: game.Human}
		if i < len(l.Header.Players) {
			players[i] = l.Header.Players[i]
		}
	}
	m := newModel[F, C, S, A, V](env, spec, players, speed, face, l.Header.Seed)
	m.eyes = eyes
	m.rep = replay[A, V]{on: true, name: name, log: l, frames: frames, dropped: dropped}
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

// newModel is a screen not yet following anything.
func newModel[F Face[F, V, A], C, S, A, V any](env screen.Env, spec Spec[C, S, A, V], players []game.Player, speed game.Speed, face F, seed uint64) Model[F, C, S, A, V] {
	return Model[F, C, S, A, V]{
		Panels:  screen.Panels{Help: env.Theme.Help(), Log: ui.NewLogPanel(env.Theme, "Log")},
		env:     env,
		game:    spec.Game,
		tips:    spec.Tips,
		tipNote: tipNoteName(spec),
		keys:    newKeyMap(spec.TipName),
		clock:   pace.NewClock(uint64(env.Now().UnixNano()) ^ seed),
		speed:   speed,
		names:   screen.SeatNames(players, len(players)),
		players: players,
		local:   make([]bool, len(players)),
		face:    face,
		logFace: face,
		tipFor:  -1,
	}
}

// start shows the table as the first updates leave it.
func (m Model[F, C, S, A, V]) start(ups []host.Update[V]) Model[F, C, S, A, V] {
	first := ups[0]
	face := m.face
	m.shown = first
	c := m.ctx()
	m.face = m.face.Sync(c, m.sight(first, m.active).View)
	m.logFace = m.logFace.Sync(c, m.sight(first, m.logEye).View)
	m = m.writeLog(m.logFace.Opening(m.ctx(), m.sight(first, m.logEye).View)...)
	if m.rep.on {
		if m.rep.dropped != "" {
			m = m.writeLog(m.rep.dropped)
		}
		m.rep.logAt = []int{len(m.lines)}
		return m
	}
	m.pending = ups[1:]
	if len(m.eyes) > 2 && face.Secret() { // people take turns: the first one too is asked to the screen
		m.passing, m.turnTo = true, m.eyeIndex(m.firstWaiting())
	}
	return m
}

// firstWaiting is the first seat the table on screen waits for that a
// person here plays, or the first eyes.
func (m Model[F, C, S, A, V]) firstWaiting() game.Seat {
	for _, s := range m.shown.Waiting {
		if s >= 0 && int(s) < len(m.local) && m.local[s] {
			return s
		}
	}
	return m.eyes[0]
}

// sight is what eye i saw of u.
func (m Model[F, C, S, A, V]) sight(u host.Update[V], i int) host.Sight[V] {
	if i < len(u.Sights) {
		return u.Sights[i]
	}
	return host.Sight[V]{}
}
