package yahtzee

import (
	tea "github.com/charmbracelet/bubbletea"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/pace"
	"teahouse/tui/table"
)

// ctx is what the screen driver tells the face.
type ctx = table.Ctx[gy.View, gy.Action]

// flashDelays is how many Speed delays a box a computer scored stays lit.
const flashDelays = 2

// face is Yahtzee's part of its screen: the game as the viewer sees it
// (the game's view, moved by the game's Apply as events play out), what
// the player is choosing, the advisor's figures and the strategy table
// behind them. It is a value: every method returns a changed copy; the
// future it shares is written only by its own loader.
type face struct {
	keys   keyMap
	fut    *future
	strat  strategy
	view   gy.View
	viewer game.Seat

	// What the player at the keyboard is choosing on their turn.
	pending  dice.Mask // the dice to keep on the next roll
	focusDie int
	focusBox yz.Box
	aim      aim     // the roll the box cursor was placed for
	chosen   bool    // the player moved the box cursor since (a click on it then scores)
	zero     bool    // scoring 0 in focusBox waits for a second enter or y
	tips     *advice // for the position on screen; nil until computed

	// What is shown besides the view.
	held   dice.Mask // the dice the last roll kept, which the view does not tell
	scored scored    // the box filled last
	roll   rollAnim
	flash  bool     // the box just scored is lit, its dice still on the table
	rng    game.RNG // cosmetic: never the game's dice

	costs  []string // what each person's choices cost, once the game is over
	costed bool     // costs are worked out (a review of the log takes milliseconds)
}

// rollAnim is a roll on screen: the dice a computer keeps appear one at a
// time over the dice as they were, then the others tumble and land.
type rollAnim struct {
	on       bool
	from     dice.Hand // the dice before the roll
	fromRoll int       // the rolls made before it
	rolled   dice.Mask // the dice thrown
	keep     dice.Mask // the dice a computer keeps, shown one at a time
	shown    dice.Mask // those shown so far
	perDie   int       // frames each kept die takes to appear; 0 for none
	frames   int       // the beat's frames in all
	faces    dice.Hand // the tumbling dice's faces this frame
	tumbling bool
}

// scored is a box filled, as the flash shows it: the seat, the box, the
// dice scored after their rolls, and the round.
type scored struct {
	seat  game.Seat
	box   yz.Box
	dice  dice.Hand
	rolls int
	round int
}

// aim is a roll of a turn: after each one the box cursor starts on the
// best box for the dice.
type aim struct {
	seat         game.Seat
	round, rolls int
}

// newFace is the face of a game whose strategy table fut loads, made
// before the load starts (the table is in already for a rematch).
func newFace(fut *future) face {
	return face{keys: newKeyMap(), fut: fut, strat: strategy{table: fut.table}, viewer: game.NoSeat, rng: game.NewRNG(0x7475_6d62_6c65)}
}

// Init is the screen's table.Face.Init: the strategy table starts loading, its
// progress coming back as loadMsg messages.
func (f face) Init(ctx) (face, tea.Cmd) {
	fut := f.fut
	if f.strat.table != nil {
		return f, nil
	}
	return f, func() tea.Msg {
		fut.start()
		return fut.read()
	}
}

// Update is the screen's table.Face.Update: the steps of the strategy table's load.
func (f face) Update(_ ctx, msg tea.Msg) (face, tea.Cmd) {
	if m, ok := msg.(loadMsg); ok && m.fut == f.fut {
		var cmd tea.Cmd
		f.strat, cmd = f.strat.follow(m)
		return f, cmd
	}
	return f, nil
}

// Secret is the screen's table.Face.Secret: every die and box is on the table.
func (f face) Secret() bool { return false }

// Sync is the screen's table.Board.Sync: the game as v shows it, keeping the holds of
// the last roll, which the view does not tell. A new viewer (the next
// person at a hot seat) and a new turn start with nothing held; after each
// roll of the viewer's the box cursor starts on the best box, and it never
// rests on a filled box of the viewer's card.
func (f face) Sync(c ctx, v gy.View) face {
	if v.Turn != f.view.Turn || v.RollsUsed != f.view.RollsUsed {
		f.held = 0
	}
	f.view, f.roll, f.flash, f.tips = v, rollAnim{}, false, nil
	f = f.withCosts(c)
	if c.Viewer != f.viewer || v.RollsUsed == 0 {
		f.viewer, f.pending, f.focusDie = c.Viewer, 0, 0
	}
	if v.Turn != c.Viewer || v.Over {
		return f
	}
	if a := (aim{v.Turn, v.Round, v.RollsUsed}); v.RollsUsed > 0 && a != f.aim {
		f.aim, f.focusBox, f.chosen, f.zero = a, f.bestBox(v), false, false
	}
	if v.Card().IsFilled(f.focusBox) {
		f.focusBox = nextOpen(v.Card(), f.focusBox, 1)
	}
	return f
}

// bestBox is where the box cursor starts after a roll: the advisor's
// choice once the strategy table is in, else the open box the dice score
// most in (the first of equals).
func (f face) bestBox(v gy.View) yz.Box {
	card := v.Card()
	if boxes := aiyz.Boxes(f.strat.table, card, v.Dice); len(boxes) > 0 {
		return boxes[0].Box
	}
	best, most := nextOpen(card, yz.NumBoxes-1, 1), -1
	for _, b := range card.Allowed(v.Dice) {
		if points, bonus, err := card.Points(v.Dice, b); err == nil && points+bonus > most {
			best, most = b, points+bonus
		}
	}
	return best
}

// Event is the screen's table.Board.Event: the view moves by e; a roll tumbles
// (after a computer's holds appear one die at a time) and is logged once it
// lands; a box someone else scored flashes.
func (f face) Event(c ctx, e game.Event) (face, table.Beat) {
	before := f.view
	f.view, f.flash, f.tips = gy.Game.Apply(f.view, e), false, nil
	switch e := e.(type) {
	case gy.DiceRolled:
		f.held = dice.FullMask &^ e.Rolled
		f.roll = rollAnim{on: true, from: before.Dice, fromRoll: before.RollsUsed, rolled: e.Rolled, frames: pace.TumbleFrames}
		if keep := dice.FullMask &^ e.Rolled; keep != 0 && e.Seat != c.Viewer {
			f.roll.keep, f.roll.perDie = keep, max(1, int(c.Speed.Delay()/2/pace.TumbleStep))
			f.roll.frames += keep.Count() * f.roll.perDie
		}
		return f, table.Beat{Frames: f.roll.frames, Every: pace.TumbleStep, LogAfter: true}
	case gy.GameOver:
		f = f.withCosts(c)
	case gy.ScoreTakenBack:
		f.held = 0
		f.focusBox, f.chosen, f.zero = e.Box, true, false // back on the box taken back
	case gy.BoxScored:
		f.held, f.scored = 0, scored{seat: e.Seat, box: e.Box, dice: e.Dice, rolls: before.RollsUsed, round: before.Round}
		f.pending, f.focusDie, f.zero = 0, 0, false // the turn is over: nothing is held
		if e.Seat != c.Viewer {
			f.flash = true
			return f, table.Beat{Pause: flashDelays}
		}
	}
	return f, table.Beat{}
}

// Frame is the screen's table.Board.Frame: the kept dice appear, then the others
// tumble; at 0 they land.
func (f face) Frame(_ ctx, left int) face {
	r := &f.roll
	if !r.on {
		return f
	}
	if left <= 0 {
		f.roll = rollAnim{}
		return f
	}
	if at := r.frames - left; at < r.keep.Count()*r.perDie {
		r.shown = 0
		for d, n := 0, at/r.perDie+1; d < dice.HandSize && n > 0; d++ {
			if r.keep.Has(d) {
				r.shown, n = r.shown|1<<d, n-1
			}
		}
		return f
	}
	r.shown, r.tumbling = r.keep, true
	r.faces = pace.Shake(&f.rng, f.view.Dice, r.rolled)
	return f
}

// withCosts works out once what each person's choices cost when the
// view shows the game over, and forgets it when a replay steps back.
func (f face) withCosts(c ctx) face {
	switch {
	case !f.view.Over:
		f.costs, f.costed = nil, false
	case !f.costed:
		f.costs, f.costed = f.costLines(c), f.strat.table != nil
	}
	return f
}

// revealing reports whether a computer's holds are appearing.
func (f face) revealing() bool { return f.roll.on && !f.roll.tumbling }

// shownDice are the faces on screen, and the rolls made as far as the
// screen has shown them: while a score flashes, its dice.
func (f face) shownDice() (dice.Hand, int) {
	switch {
	case f.revealing():
		return f.roll.from, f.roll.fromRoll
	case f.roll.tumbling:
		return f.roll.faces, f.view.RollsUsed
	case f.flash:
		return f.scored.dice, f.scored.rolls
	}
	return f.view.Dice, f.view.RollsUsed
}

// turn is the seat whose turn the screen shows: the one whose score
// flashes, else the view's.
func (f face) turn() game.Seat {
	if f.flash {
		return f.scored.seat
	}
	return f.view.Turn
}

// round is the round the screen shows: the flashing score's, else the
// view's.
func (f face) round() int {
	if f.flash {
		return f.scored.round
	}
	return f.view.Round
}

// Tip is the screen's table.Tips.Work: the advice of the position, on a person's
// turn, or to an audience (a replay, computers alone) on anyone's.
func (f face) Tip(c ctx) func() any {
	t := f.loadedTable()
	if t == nil || !(c.MyTurn || c.People == 0 && !c.Outcome.Over) {
		return nil
	}
	v := c.View
	return func() any { return adviseOn(t, v) }
}

// loadedTable is the strategy table once loaded: the screen's, else,
// for a web page's attendant, which follows no load messages, the
// future's once it is done (its load started, for the next asking, when
// it is not).
func (f face) loadedTable() *aiyz.Table {
	if f.strat.table != nil || f.fut == nil {
		return f.strat.table
	}
	select {
	case <-f.fut.done:
		return f.fut.table
	default:
		f.fut.start()
		return nil
	}
}

// WithTip is the screen's table.Tips.Keep.
func (f face) WithTip(_ ctx, tip any) face {
	if a, ok := tip.(advice); ok {
		f.tips = &a
	}
	return f
}

// adviceNow reports whether the advisor speaks to the viewer now: on their
// turn, or to an audience, until the game is over.
func (f face) adviceNow(c ctx) bool {
	return c.ShowTip && !f.view.Over && (c.People == 0 || f.turn() == c.Viewer)
}

// nextOpen returns the open box of c after from (before it for by < 0), in
// card order and wrapping; from itself when every other box is filled.
func nextOpen(c yz.Card, from yz.Box, by int) yz.Box {
	b := int(from)
	for range yz.NumBoxes {
		b = (b + by + yz.NumBoxes) % yz.NumBoxes
		if !c.IsFilled(yz.Box(b)) {
			return yz.Box(b)
		}
	}
	return from
}

// level is the AI level of seat s, "" for anyone else.
func level(c ctx, s game.Seat) string {
	if int(s) < len(c.Players) && c.Players[s].Kind == game.AI {
		return c.Players[s].Level
	}
	return ""
}

// waitsForTable reports whether seat s is an optimal computer still
// waiting for the strategy table.
func (f face) waitsForTable(c ctx, s game.Seat) bool {
	return f.strat.table == nil && aiyz.NeedsTable(level(c, s))
}

// myTurn reports whether the turn on screen is the viewer's, a person
// here: their dice and their box focus are drawn, even while their roll
// tumbles (the keys wait for it to land).
func (f face) myTurn(c ctx) bool {
	return c.Replay == nil && c.Viewer >= 0 && f.turn() == c.Viewer && !f.view.Over
}
