package pokerdice

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screen"
)

// replay is a saved match played back on screen, seen by an audience that sees every face.
type replay struct {
	on      bool
	name    string // the file, for the header and errors
	log     game.Log[gp.Action]
	playing bool // actions follow each other at the table's speed
}

// next reports whether an action is left after moves actions.
func (r replay) next(moves int) bool { return r.on && moves < len(r.log.Entries) }

// newReplay reads a saved log, checks that every action in it replays, and
// returns a screen that shows the match from its start.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	l, err := game.ReadLog[gp.Action](bytes.NewReader(data), name, gp.Rules.Name)
	if err != nil {
		return nil, err // names the file and line already
	}
	if _, err := game.Replay(gp.Rules, l); err != nil {
		return nil, locate(err, l, data, name)
	}
	var cfg gp.Config
	if err := json.Unmarshal(l.Header.Config, &cfg); err != nil {
		return nil, fmt.Errorf("%s:1: %w: config: %v", name, game.ErrCorruptLog, err)
	}
	if _, err := game.ParseSpeed(string(speed)); err != nil {
		speed = game.Normal
	}
	players := make([]game.Player, gp.Seats)
	for i := range players {
		players[i] = game.Player{Name: game.Seat(i).String(), Controller: game.Human}
		if i < len(l.Header.Players) {
			players[i] = l.Header.Players[i]
		}
	}
	tbl, err := game.NewTable(gp.Rules, cfg, l.Header.Seed, players, speed, l.Header.Started)
	if err != nil {
		return nil, fmt.Errorf("%s:1: %w: %v", name, game.ErrCorruptLog, err)
	}
	return newModel(env, tbl, [gp.Seats]aipd.Player{}, replay{on: true, name: name, log: l}), nil
}

// locate names the line of the entry that game.Replay refused, replaying the
// log once more step by step to find it; header problems are on line 1.
func locate(err error, l game.Log[gp.Action], data []byte, name string) error {
	lines := entryLines(data)
	var cfg gp.Config
	if json.Unmarshal(l.Header.Config, &cfg) == nil {
		if s, e := gp.New(cfg, l.Header.Seed); e == nil {
			for i, en := range l.Entries {
				var rerr error
				if s, _, rerr = gp.Reduce(s, en.Seat, en.Action); rerr != nil && i < len(lines) {
					return fmt.Errorf("%s:%d: %w", name, lines[i], err)
				}
			}
		}
	}
	return fmt.Errorf("%s:1: %w", name, err)
}

// entryLines returns the 1-based line of each entry of a log, skipping the
// header and blank lines as game.ReadLog does.
func entryLines(data []byte) []int {
	var out []int
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if line > 1 && len(bytes.TrimSpace(sc.Bytes())) > 0 {
			out = append(out, line)
		}
	}
	return out
}

// replayStep plays the next logged action as it was played.
func (m model) replayStep() (model, tea.Cmd) {
	if !m.rep.next(m.moves) {
		m.rep.playing = false
		return m, nil
	}
	e := m.rep.log.Entries[m.moves]
	return m.perform(e.Seat, e.Action)
}

// replayNext moves the replay one action on: it cuts short whatever is being
// shown, or plays the next action.
func (m model) replayNext() (model, tea.Cmd) {
	switch m.beat.kind {
	case beatTumble, beatPause:
		m = m.land()
		m.gen++
		if len(m.queue) > 0 {
			return m.advance()
		}
		m = m.sync()
	case beatReveal:
		b := m.beat
		m.beat = beat{}
		m.gen++
		return m.applyPaced(b.seat, b.action)
	case beatShowdown:
		return m.acknowledge()
	case beatOver:
		return m, nil
	}
	if len(m.queue) > 0 {
		return m.advance()
	}
	return m.replayStep()
}

// replayPlay starts or pauses playing.
func (m model) replayPlay() (model, tea.Cmd) {
	m.rep.playing = !m.rep.playing
	switch {
	case !m.rep.playing && m.beat.kind == beatPause:
		m.beat = beat{}
		m.gen++
		return m, nil
	case m.rep.playing && m.beat.kind == beatShowdown:
		return m.acknowledge()
	case m.rep.playing && m.beat.kind == beatIdle:
		if !m.rep.next(m.moves) {
			m.rep.playing = false
			return m, nil
		}
		return m.replayStep()
	}
	return m, nil
}
