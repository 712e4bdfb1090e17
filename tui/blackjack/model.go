package blackjack

import (
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/pace"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// table is the engine's table hosting one game.
type table = screen.Table[gb.Config, gb.State, gb.Action, gb.View]

// model is the screen of one table (or one replay). It is a value: Update
// returns a changed copy, and everything it holds is a value (slices are
// only ever appended to through a clipped copy).
type model struct {
	screen.Panels // the help, the log and the hint

	env   screen.Env
	keys  keyMap
	clock pace.Clock // tags messages so a rematch ignores the last game's

	tbl   table
	names screen.Names
	moves int // actions applied; tags AI decisions and hints
	rep   replay.Replay[gb.Action]
	bank  bank

	// What the people at the keyboard are doing.
	bets      [gb.MaxSeats]int // the bet each person has lined up, in chips
	watched   [gb.MaxSeats]int // the round a broke person chose to watch, not to take a new bankroll
	status    string           // why the last key did nothing
	hint      hint
	showCount bool
	logLines  []string // what the log holds, to rebuild it shorter

	// What is on screen while events play out.
	board board
	queue []game.Event // redacted: nothing here may show the hole card
	shoe  shoeMemory   // what the table has seen of the shoe since the shuffle
	beat  beat
	done  bool // screen.Finished was sent
}

// newModel builds the screen of tbl.
func newModel(env screen.Env, tbl table, rep replay.Replay[gb.Action], showCount bool) model {
	if env.Now == nil {
		env.Now = time.Now
	}
	seed := tbl.Log().Header.Seed
	cfg := tbl.State().Config()
	m := model{
		env:       env,
		keys:      newKeyMap(),
		Panels:    screen.Panels{Help: env.Theme.Help(), Log: ui.NewLogPanel(env.Theme, "Log")},
		clock:     pace.NewClock(uint64(env.Now().UnixNano()) ^ seed),
		tbl:       tbl,
		rep:       rep,
		showCount: showCount,
		shoe:      newShoeMemory(cfg.Rules.Decks),
		hint:      hint{forMoves: -1},
	}
	m.names = screen.SeatNames(tbl.Players(), cfg.Seats)
	for i := range m.bets {
		m.bets[i] = cfg.MinBet
	}
	m.board = boardOf(m.view())
	m = m.writeLog(m.openingLines()...)
	return m.fitLog()
}

// seated gives the screen its bank, and says what the bank had to say as
// the players sat down.
func (m model) seated(b bank) model {
	m.bank = b
	m = m.writeLog(b.notes...)
	m.status = b.status
	return m
}

// Init starts the table's pacing, and works out the basic-strategy chart
// of the table's rules in the background so the first hint and the first
// computer decision need not.
func (m model) Init() tea.Cmd {
	rules := m.rules()
	warm := func() tea.Msg {
		_ = aibj.Warm(rules)
		return nil
	}
	return tea.Batch(warm, m.clock.Kick())
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

// cfg is the table's config, defaults filled in.
func (m model) cfg() gb.Config { return m.tbl.State().Config() }

// rules are the table's rules.
func (m model) rules() bj.Rules { return m.cfg().Rules }

// seats is the number of seats.
func (m model) seats() int { return m.cfg().Seats }

// human reports whether seat is played at this keyboard.
func (m model) human(seat game.Seat) bool { return screen.Human(m.tbl, m.seats(), m.rep.On, seat) }

// humans counts the seats played at this keyboard (none in a replay).
func (m model) humans() int { return screen.Humans(m.tbl, m.seats(), m.rep.On) }

// level is the AI level of seat, "" for a human.
func (m model) level(seat game.Seat) string { return screen.Level(m.tbl, seat) }

// viewer is whose view the screen checks actions against: the person to
// move, or else the first person at the table, or a spectator. Every seat
// sees the same cards (the hole card is hidden from all), so the picture
// is the same for every viewer.
func (m model) viewer() game.Seat { return screen.Viewer(m.tbl, m.seats(), m.rep.On) }

// view is the game as the viewer sees it now.
func (m model) view() gb.View { return gb.Game.View(m.tbl.State(), m.viewer()) }

// speed is the pace of computer seats and animations.
func (m model) speed() game.Speed { return m.tbl.Speed() }

// atRest reports whether nothing is being shown: every event has played
// and no pause is running.
func (m model) atRest() bool {
	return !m.done && len(m.queue) == 0 && m.beat.kind == beatIdle
}

// myTurn reports whether the person at the keyboard may act now: a human
// seat is to move and everything that happened has been shown.
func (m model) myTurn() bool {
	if m.rep.On || !m.atRest() {
		return false
	}
	s, ok := m.tbl.ToMove()
	return ok && m.human(s)
}

// The log keeps the last logKeep lines once it holds more than logMax: a
// session has no end, and the panel wraps every line it holds on each
// append. The saved game log keeps everything.
const (
	logMax  = 300
	logKeep = 150
)

// writeLog adds lines to the log panel.
func (m model) writeLog(lines ...string) model {
	if len(lines) == 0 {
		return m
	}
	m.logLines = append(slices.Clip(m.logLines), lines...)
	if len(m.logLines) <= logMax {
		m.Log = m.Log.Append(lines...)
		return m
	}
	m.logLines = slices.Clone(m.logLines[len(m.logLines)-logKeep:])
	r := m.layout().side
	m.Log = ui.NewLogPanel(m.env.Theme, "Log").SetSize(r.W, r.H).Append(m.logLines...)
	return m
}

// Close implements screen.Screen: the screen runs nothing of its own.
func (m model) Close() {}
