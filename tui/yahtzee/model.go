package yahtzee

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/pace"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// table is the engine's table hosting one game.
type table = screen.Table[gy.Config, gy.State, gy.Action, gy.View]

// model is the screen of one game (or one replay). It is a value: Update
// returns a changed copy, and everything it holds is a value or read-only
// (the strategy table is shared but never written).
type model struct {
	screen.Panels // the help, the log and the advisor

	env   screen.Env
	keys  keyMap
	clock pace.Clock // tags messages so a rematch ignores the last game's

	tbl   table
	ai    []aiy.Player // per seat; nil for humans and for optimal seats until the table is loaded
	names screen.Names
	moves int // actions applied; tags AI decisions and tips
	rep   replay.Replay[gy.Action]
	strat strategy

	// What the player at the keyboard is doing on their turn.
	pending  dice.Mask // the dice to keep on the next roll
	focusDie int
	focusBox yz.Box
	status   string // why the last key did nothing
	tips     advice
	tipsFor  int // moves when the advice was asked for; -1 for none

	// What is on screen while events play out.
	board board
	queue []game.Event
	beat  beat
	rng   game.RNG
	done  bool // screen.Finished was sent
}

// newModel builds the screen of tbl.
func newModel(env screen.Env, tbl table, rep replay.Replay[gy.Action]) model {
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
		ai:      make([]aiy.Player, tbl.State().Config().Seats),
		rep:     rep,
		rng:     game.NewRNG(seed ^ 0x7475_6d62_6c65), // cosmetic tumbling only
		tipsFor: -1,
	}
	m.names = screen.SeatNames(tbl.Players(), tbl.State().Config().Seats)
	m = m.seatPlayers()
	m.board = boardOf(m.view())
	m.Log = m.Log.Append(m.openingLines()...)
	return m.fitLog()
}

// Init loads the strategy table and starts the game's pacing.
func (m model) Init() tea.Cmd {
	return tea.Batch(startLoad(m.clock.Instance(), m.env.CacheDir), m.clock.Kick())
}

// Running reports whether the game is still being played; a replay has
// nothing to lose, so it never counts as running.
func (m model) Running() bool { return !m.rep.On && !m.tbl.Over() }

// SaveLog writes the game's log into dir (for a replay, the replayed log as
// it was read) and returns the file's path.
func (m model) SaveLog(dir string) (string, error) {
	if m.rep.On {
		return game.SaveLog(dir, m.rep.Log)
	}
	return game.SaveLog(dir, m.tbl.Log())
}

// seats is the number of players.
func (m model) seats() int { return m.tbl.State().Config().Seats }

// human reports whether seat is played at this keyboard.
func (m model) human(seat game.Seat) bool { return screen.Human(m.tbl, m.seats(), m.rep.On, seat) }

// humans counts the seats played at this keyboard (none in a replay).
func (m model) humans() int { return screen.Humans(m.tbl, m.seats(), m.rep.On) }

// level is the AI level of seat, "" for a human.
func (m model) level(seat game.Seat) string { return screen.Level(m.tbl, seat) }

// viewer is whose view the screen checks actions against: the human to
// move, or else the first human at the table, or a spectator. Yahtzee hides
// nothing, so every viewer sees the same dice and cards.
func (m model) viewer() game.Seat { return screen.Viewer(m.tbl, m.seats(), m.rep.On) }

// view is the game as the viewer sees it now.
func (m model) view() gy.View { return gy.Game.View(m.tbl.State(), m.viewer()) }

// speed is the pace of computer seats and animations.
func (m model) speed() game.Speed { return m.tbl.Speed() }

// myTurn reports whether the person at the keyboard may act now: a human
// seat is to move and nothing is still being shown (a tumble may finish
// while they choose).
func (m model) myTurn() bool {
	if m.rep.On || m.done || len(m.queue) > 0 {
		return false
	}
	if m.beat.kind != beatIdle && m.beat.kind != beatTumble {
		return false
	}
	s, ok := m.tbl.ToMove()
	return ok && m.human(s)
}

// Close implements screen.Screen: the screen runs nothing of its own.
func (m model) Close() {}
