package pokerdice

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/pace"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// table is the engine's table hosting one match.
type table = screen.Table[gp.Config, gp.State, gp.Action, gp.View]

// mode is what the keys and clicks on dice do in the player's turn.
type mode int

const (
	modeHold   mode = iota // toggle own dice, enter holds and rolls
	modePeek               // pick an opponent die to peek at
	modeForce              // pick an opponent held die to force
	modeRelock             // after r: toggle own dice, enter relocks
)

// model is the screen of one match (or one replay). It is a value: Update
// returns a changed copy, and everything it holds is a value or read-only.
type model struct {
	screen.Panels // the help, the log and the tips

	env   screen.Env
	keys  keyMap
	clock pace.Clock // tags messages so a rematch ignores the last match's

	tbl     table
	ai      [gp.Seats]aipd.Player // nil for a human seat
	names   screen.Names
	results []gp.RoundResult // every showdown so far, for the summary
	moves   int              // actions applied; tags AI decisions
	rep     replay.Replay[gp.Action]

	// What the player is doing on their turn.
	mode    mode
	focus   int       // the focused one of the player's dice
	aim     int       // the focused opponent die while targeting
	pending dice.Mask // holds toggled but not yet confirmed
	status  string    // why the last key did nothing
	tips    []aipd.Tip
	tipsFor int   // moves when tips were asked for; -1 for none
	logSeen board // the table as the log's reader knows it

	// What is on screen while events play out.
	board   board
	queue   []queued
	beat    beat
	rng     game.RNG
	opening bool // the opening roll has not tumbled yet
	passing bool // hot seat: the screen is hidden until the next player is ready
	done    bool // screen.Finished was sent
}

// queued is one event waiting to be shown, redacted twice: for the board of
// the player at the keyboard and for the (possibly more public) log.
type queued struct {
	board, log game.Event
}

// newModel builds the screen of tbl; ai holds a player for each AI seat.
func newModel(env screen.Env, tbl table, ai [gp.Seats]aipd.Player, rep replay.Replay[gp.Action]) model {
	if env.Now == nil {
		env.Now = time.Now
	}
	seed := tbl.Log().Header.Seed
	m := model{
		env:     env,
		keys:    newKeyMap(),
		Panels:  screen.Panels{Help: env.Theme.Help(), Log: ui.NewLogPanel(env.Theme, "Log")},
		clock:   pace.NewClock(uint64(env.Now().UnixNano()) ^ seed),
		tbl:     tbl,
		ai:      ai,
		rep:     rep,
		tipsFor: -1,
		rng:     game.NewRNG(seed ^ 0x7475_6d62_6c65), // cosmetic tumbling only
		opening: tbl.Speed().Delay() > 0,
	}
	m.names = screen.SeatNames(tbl.Players(), gp.Seats)
	m.board = board{viewer: game.NoSeat}
	m = m.sync()
	m.logSeen = boardOf(gp.Game.View(tbl.State(), m.logViewer()))
	if !m.opening { // else the opening roll is logged once it has tumbled
		m.Log = m.Log.Append(m.openingLines()...)
	}
	return m.fitLog()
}

// Init starts the opening tumble and, if a computer holds first, its turn.
func (m model) Init() tea.Cmd { return m.clock.Kick() }

// Running reports whether the match is still being played; a replay has
// nothing to lose, so it never counts as running.
func (m model) Running() bool { return !m.rep.On && !m.tbl.Over() }

// SaveLog writes the match's log into dir (for a replay, the replayed log
// as it was read) and returns the file's path.
func (m model) SaveLog(dir string) (string, error) {
	if m.rep.On {
		return game.SaveLog(dir, m.rep.Log)
	}
	return game.SaveLog(dir, m.tbl.Log())
}

// humans counts the seats played at this keyboard (none in a replay).
func (m model) humans() int {
	if m.rep.On {
		return 0
	}
	n := 0
	for _, p := range m.tbl.Players() {
		if p.Kind == game.Human {
			n++
		}
	}
	return n
}

// human reports whether seat is played at this keyboard.
func (m model) human(seat game.Seat) bool { return screen.Human(m.tbl, gp.Seats, m.rep.On, seat) }

// hotSeat reports whether two people share the keyboard.
func (m model) hotSeat() bool { return m.humans() > 1 }

// viewer is whose eyes the screen shows: the one human, the human to move
// when two share the keyboard, or, when nobody at the keyboard plays (AI
// against AI, a replay), an audience that sees every face.
func (m model) viewer() game.Seat {
	switch m.humans() {
	case 0:
		return game.Omniscient
	case 1:
		for i := range game.Seat(gp.Seats) {
			if m.human(i) {
				return i
			}
		}
	}
	if s, ok := m.tbl.ToMove(); ok {
		return s
	}
	return max(m.board.viewer, 0)
}

// logViewer is whose eyes the log is written for: with two people at one
// keyboard only what both may know.
func (m model) logViewer() game.Seat {
	if m.hotSeat() {
		return game.Spectator
	}
	return m.viewer()
}

// view is what the player on screen may know now.
func (m model) view() gp.View { return gp.Game.View(m.tbl.State(), m.board.viewer) }

// speed is the pace of computer seats and animations.
func (m model) speed() game.Speed { return m.tbl.Speed() }
