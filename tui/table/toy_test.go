package table_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// race is a toy game for testing the driver: two seats take turns to step
// 1 or 2; the first to 8 wins. Each seat is dealt a secret number at the
// start, which only it may see until the end.
type race struct{}

type raceState struct {
	Total  [2]int
	Secret [2]int
	Turn   game.Seat
	RNG    game.RNG
}

type raceView struct {
	Viewer game.Seat
	Total  [2]int
	Secret [2]int // 0 where unknown
	Turn   game.Seat
	Over   bool
}

type stepped struct {
	Seat  game.Seat
	N     int
	Total int
}

type won struct {
	Seat   game.Seat
	Secret [2]int
}

func (stepped) EventName() string { return "stepped" }
func (won) EventName() string     { return "won" }

func (race) Name() string                                     { return "race" }
func (race) Version() int                                     { return 1 }
func (race) Seats(raceState) int                              { return 2 }
func (race) Redact(e game.Event, viewer game.Seat) game.Event { return e }
func (race) Apply(v raceView, e game.Event) raceView {
	switch e := e.(type) {
	case stepped:
		v.Total[e.Seat], v.Turn = e.Total, 1-e.Seat
	case won:
		v.Secret, v.Over = e.Secret, true
	}
	return v
}
func (race) Legal(v raceView) ([]int, bool) {
	if v.Over || v.Viewer != v.Turn {
		return nil, true
	}
	return []int{1, 2}, true
}

func (race) New(_ int, seed uint64) (raceState, error) {
	s := raceState{RNG: game.NewRNG(seed)}
	s.Secret = [2]int{s.RNG.IntN(90) + 10, s.RNG.IntN(90) + 10}
	return s, nil
}

func over(s raceState) bool { return s.Total[0] >= 8 || s.Total[1] >= 8 }

func (g race) Check(v raceView, n int) error {
	switch {
	case v.Over:
		return game.Refuse(game.ErrGameOver, "the race is run")
	case v.Viewer != v.Turn:
		return game.Refuse(game.ErrNotYourTurn, "it is %s's turn", v.Turn)
	case n != 1 && n != 2:
		return game.Illegal("step 1 or 2, not %d", n)
	}
	return nil
}

func (g race) Reduce(s raceState, seat game.Seat, n int) (raceState, []game.Event, error) {
	if seat < 0 || seat > 1 {
		return s, nil, game.Refuse(game.ErrNoSuchSeat, "no seat %s", seat)
	}
	if err := g.Check(g.View(s, seat), n); err != nil {
		return s, nil, err
	}
	s.Total[seat] += n
	events := []game.Event{stepped{Seat: seat, N: n, Total: s.Total[seat]}}
	s.Turn = 1 - s.Turn
	if over(s) {
		events = append(events, won{Seat: seat, Secret: s.Secret})
	}
	return s, events, nil
}

func (race) Waiting(s raceState) []game.Seat {
	if over(s) {
		return nil
	}
	return game.One(s.Turn)
}

func (race) View(s raceState, viewer game.Seat) raceView {
	v := raceView{Viewer: viewer, Total: s.Total, Turn: s.Turn, Over: over(s)}
	for i := range 2 {
		if game.Seat(i) == viewer || viewer == game.Omniscient || v.Over {
			v.Secret[i] = s.Secret[i]
		}
	}
	return v
}

func (race) Outcome(s raceState) game.Outcome {
	o := game.Outcome{Over: over(s), Seats: make([]game.SeatResult, 2)}
	for i := range 2 {
		if s.Total[i] >= 8 {
			o.Winners = []game.Seat{game.Seat(i)}
		}
	}
	return o
}

// runner is the race's face: it draws the totals and the secrets it may
// see, "1" and "2" step, and a step pauses one frame.
type runner struct {
	v      raceView
	frames int // frames shown of the last step
	tip    string
	// autoOne steps 1 by itself for a person whose total is below it
	// (see table.Input.Auto).
	autoOne int
}

// Auto is the race's table.Input.Auto: a step of 1 while the seat's total is below
// autoOne.
func (f runner) Auto(_ ctx, v raceView) (int, bool) {
	return 1, v.Viewer >= 0 && v.Total[v.Viewer] < f.autoOne
}

type ctx = table.Ctx[raceView, int]

func (f runner) Sync(_ ctx, v raceView) runner { f.v = v; return f }
func (f runner) Frame(_ ctx, left int) runner  { f.frames++; return f }
func (f runner) Opening(_ ctx, v raceView) []string {
	return []string{fmt.Sprintf("The race is on (secret %d).", v.Secret[max(v.Viewer, 0)])}
}
func (f runner) Header(ctx) table.Header         { return table.Header{Title: "Race", Right: "to 8"} }
func (f runner) LogArea(_ ctx, w, h int) ui.Rect { return ui.Rect{X: w / 2, W: w - w/2, H: h} }
func (f runner) HelpPage(ctx, int, int) ui.Block { return ui.Text("Step 1 or 2; first to 8 wins.") }
func (f runner) WithTip(_ ctx, tip any) runner   { f.tip, _ = tip.(string); return f }

func (f runner) Summary(c ctx, o game.Outcome) []string {
	return []string{c.Names.Does(o.Winners[0], "win", "wins") + " the race."}
}

func (f runner) Tip(c ctx) func() any {
	if !c.MyTurn {
		return nil
	}
	left := 8 - c.View.Total[c.Viewer]
	return func() any { return fmt.Sprintf("step %d", min(2, left)) }
}

func (f runner) Describe(c ctx, _, _ raceView, e game.Event) []string {
	switch e := e.(type) {
	case stepped:
		return []string{fmt.Sprintf("%s %d to %d.", c.Names.Does(e.Seat, "step", "steps"), e.N, e.Total)}
	case won:
		lines := []string{c.Names.Does(e.Seat, "win", "wins") + fmt.Sprintf("; the secrets were %d and %d.", e.Secret[0], e.Secret[1])}
		if l, ok := c.FinalLog(); ok {
			lines = append(lines, fmt.Sprintf("The race took %d steps.", len(l.Entries)))
		}
		return lines
	}
	return nil
}

func (f runner) Event(_ ctx, e game.Event) (runner, table.Beat) {
	if s, ok := e.(stepped); ok {
		f.v.Total[s.Seat] = s.Total
		return f, table.Beat{Frames: 1, LogAfter: true}
	}
	if w, ok := e.(won); ok {
		f.v.Secret = w.Secret
	}
	return f, table.Beat{}
}

func (f runner) Key(c ctx, k tea.KeyMsg) (runner, table.Intent[int]) {
	switch k.String() {
	case "1", "2", "3":
		return f, table.Do(int(k.Runes[0] - '0'))
	}
	return f, table.Intent[int]{}
}

func (f runner) Click(c ctx, zone string) (runner, table.Intent[int]) {
	if zone == "step1" {
		return f, table.Do(1)
	}
	return f, table.Intent[int]{}
}

func (f runner) Draw(c ctx, w, h int) ui.Block {
	var lines []string
	for i := range 2 {
		secret := "?"
		if f.v.Secret[i] != 0 {
			secret = fmt.Sprint(f.v.Secret[i])
		}
		lines = append(lines, fmt.Sprintf("%s at %d, secret %s", c.Names[i], f.v.Total[i], secret))
	}
	switch {
	case c.MyTurn:
		lines = append(lines, "your step")
	case c.Thinking != game.NoSeat:
		lines = append(lines, c.Names[c.Thinking]+" is thinking")
	}
	if c.Status != "" {
		lines = append(lines, "status: "+c.Status)
	}
	if c.ShowTip {
		lines = append(lines, "tip: "+f.tip)
	}
	if l, ok := c.FinalLog(); ok {
		lines = append(lines, fmt.Sprintf("logged: %d steps", len(l.Entries)))
	}
	left := ui.Column(0, ui.Text(strings.Join(lines, "\n")), ui.Zone("step1", ui.Text("[step 1]")))
	if c.Replay != nil {
		left = ui.Column(0, left, c.Controls)
	}
	return ui.Beside(left, c.Log, w/2, 0, h)
}

// spec is the race for the driver: computers step 2, always.
var spec = table.Spec[runner, int, raceState, int, raceView]{
	Game: race{},
	Roster: bot.Roster[raceView, int]{Game: "race", Levels: []string{"two"},
		AI: func(string) (host.Controller[raceView, int], error) {
			return host.Func[raceView, int](func(raceView) int { return 2 }), nil
		}},
	Face: table.Face[runner, raceView, int]{
		Board: table.Board[runner, raceView, int]{Sync: runner.Sync, Event: runner.Event, Frame: runner.Frame,
			Header: runner.Header, LogArea: runner.LogArea, Draw: runner.Draw},
		Input:  table.Input[runner, raceView, int]{Key: runner.Key, Click: runner.Click, Auto: runner.Auto},
		Log:    table.LogText[runner, raceView, int]{Opening: runner.Opening, Describe: runner.Describe, Summary: runner.Summary},
		Help:   runner.HelpPage,
		Tips:   table.Tips[runner, raceView, int]{Work: runner.Tip, Keep: runner.WithTip},
		Secret: func(runner) bool { return true },
	},
}

// failing is a computer that fails at once.
type failing struct{}

func (failing) Decide(context.Context, host.Decision[raceView, int]) (int, error) {
	return 0, errors.New("did not answer within 1s")
}
