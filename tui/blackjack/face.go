package blackjack

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// ctx and intent are the driver's side of the face: what it tells the
// face, and what a key or a click asks it for.
type (
	ctx    = table.Ctx[gb.View, gb.Action]
	intent = table.Intent[gb.Action]
)

// Multiples of the Speed delay a beat stays on screen.
const (
	dealDelays  = 0.5 // a card just dealt, before the next
	roundDelays = 2   // a round's results, when computers play alone
)

// face is blackjack's part of its screen: the table as the viewer sees it
// while events play out, what the table has seen of the shoe (for the hint
// and the count), the bets the people line up, and whose bankrolls the
// table keeps (for the summary). It is a value: every method returns a
// changed copy.
type face struct {
	cfg    gb.Config // the table's config, defaults filled in
	keys   keyMap
	viewer game.Seat
	board  board
	shoe   aibj.Seen
	// snaps are the shoe memories after each step of a replay reached,
	// so that a jump back counts the cards seen up to there only.
	snaps     []aibj.Seen
	bets      [gb.MaxSeats]int // the bet each person has lined up, in chips
	showCount bool
	hint      hint
	bank      bank
	note      string // what was said of the bankrolls as the people sat down, until the next key
}

// newFace is the face of a table of cfg whose people keep their bankrolls
// in b, the trainer's count hidden until c shows it. The status line
// starts with what the bank had to say as the people sat down.
func newFace(cfg gb.Config, b bank) face {
	f := face{cfg: cfg, keys: newKeyMap(), viewer: game.NoSeat, shoe: aibj.NewSeen(cfg.Rules.Decks), bank: b, note: b.status}
	for i := range f.bets {
		f.bets[i] = cfg.MinBet
	}
	return f
}

// Seated is the screen's table.Face.Seated: the screen of a shared table that p
// joined at seat tells p's record in its summary (the table keeps every
// person's).
func (f face) Seated(_ screen.Env, seat game.Seat, p game.Player) face {
	f.bank = f.bank.seated(seat, p.ID)
	return f
}

// Init is the screen's table.Face.Init: the basic-strategy chart of the table's
// rules is worked out in the background, so the first hint need not.
func (f face) Init(ctx) (face, tea.Cmd) {
	rules := f.cfg.Rules
	return f, func() tea.Msg {
		_ = aibj.Warm(rules)
		return nil
	}
}

// Secret is the screen's table.Face.Secret: every seat sees the same cards (the hole
// card is hidden from all), so people at one keyboard need not hide the
// table from each other.
func (f face) Secret() bool { return false }

// Sync is the screen's table.Board.Sync: the table as v shows it, the hole card face
// down until it is turned, whoever watches (a replay's audience too sees
// the round as the players saw it).
func (f face) Sync(c ctx, v gb.View) face {
	f.cfg, f.viewer = v.Config, c.Viewer
	f.board = boardOf(v)
	f.shoe = f.shoe.Decks(v.Config.Rules.Decks)
	if r := c.Replay; r != nil {
		switch {
		case r.At < len(f.snaps): // back to a step reached before
			f.shoe = f.snaps[r.At]
		case r.At == len(f.snaps):
			f.snaps = append(slices.Clip(f.snaps), f.shoe)
		}
	}
	return f
}

// showing reports whether events are still being shown: a result held
// on screen until enter has been shown whole.
func showing(c ctx) bool { return c.Busy && !c.Holding }

// hidden is e as everyone at the table saw it: the hole card face down.
func hidden(e game.Event) game.Event { return gb.Game.Redact(e, game.Spectator) }

// Event is the screen's table.Board.Event: the cards arrive one at a time; when
// computers play alone a round's results stay a moment.
func (f face) Event(c ctx, e game.Event) (face, table.Beat) {
	e = hidden(e)
	f.board = f.board.apply(e)
	f.shoe = f.shoe.Apply(e)
	switch e.(type) {
	case gb.CardDealt, gb.HoleCardRevealed:
		return f, table.Beat{Pause: dealDelays}
	case gb.RoundOver:
		if c.People == 0 && c.Replay == nil {
			return f, table.Beat{Pause: roundDelays}
		}
	}
	return f, table.Beat{}
}
