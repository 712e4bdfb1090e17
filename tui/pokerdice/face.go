package pokerdice

import (
	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/game/webreplay"
	"teahouse/rules/dice"
	"teahouse/tui/pace"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// ctx is what the screen driver tells the face.
type ctx = table.Ctx[gp.View, gp.Action]

// mode is what the keys and clicks on dice do in the player's turn.
type mode int

const (
	modeHold   mode = iota // toggle own dice, enter holds and rolls
	modePeek               // pick an opponent die to peek at
	modeForce              // pick an opponent held die to force
	modeRelock             // after r: toggle own dice, enter relocks
)

// face is Risk Choice's part of its screen: the match as the viewer sees
// it (the game's view, moved by the game's Apply as events play out), what
// the player is choosing, and the animations. It is a value: every method
// returns a changed copy.
type face struct {
	view   gp.View
	keys   keyMap
	viewer game.Seat

	// What the player is doing on their turn.
	mode    mode
	focus   int       // the focused one of the player's dice
	aim     int       // the focused opponent die while targeting
	pending dice.Mask // holds toggled but not yet confirmed
	tips    tipSet    // the tip panel's, once worked out

	// What is animated.
	anim   anim
	tumble [gp.Seats]dice.Mask // the dice tumbling
	reroll bool                // they are the reroll's (forced dice among them), not a relock's
	faces  [gp.Seats]dice.Hand // their random faces this frame
	reveal reveal              // holds appearing one die at a time
	rng    game.RNG            // cosmetic: never the game's dice
}

// anim is the animation on screen.
type anim int

const (
	animNone anim = iota
	animTumble
	animReveal
)

// reveal is a computer's (or a replayed player's) holds shown one die at
// a time.
type reveal struct {
	seat  game.Seat
	held  dice.Mask
	shown dice.Mask
}

// newFace is the face of a match of cfg.
func newFace(cfg gp.Config) face {
	return face{view: gp.View{Config: cfg}, keys: newKeyMap(), viewer: game.NoSeat, rng: game.NewRNG(0x7475_6d62_6c65)}
}

// Secret is the screen's table.Face.Secret: in the skills variant dice lie face down.
func (f face) Secret() bool { return f.view.Config.Skills }

// Sync is the screen's table.Board.Sync: the table as v shows it. A new viewer (a
// hand-over) starts with nothing chosen.
func (f face) Sync(c ctx, v gp.View) face {
	f.view, f.tips = v, tipSet{}
	f.anim = animNone
	if c.Viewer != f.viewer {
		f.viewer, f.mode, f.focus, f.pending = c.Viewer, modeHold, 0, 0
	}
	return f
}

// Event is the screen's table.Board.Event: the view moves by e; rolls tumble,
// a computer's holds appear one die at a time, a showdown stays until enter.
func (f face) Event(c ctx, e game.Event) (face, table.Beat) {
	phase := f.view.Phase
	f.view = gp.Game.Apply(f.view, e)
	switch e := e.(type) {
	case gp.RoundStarted:
		f.focus = 0
	case gp.DiceRolled:
		f.reroll = phase == gp.PhaseHold
		f.tumble[e.Seat] |= e.Rolled
		for d := range dice.HandSize {
			if e.Dice[d] == 0 {
				f.tumble[e.Seat] &^= 1 << d // a face-down die has no faces to show
			}
		}
		if f.tumble[e.Seat] == 0 {
			return f, table.Beat{}
		}
		f.anim = animTumble
		return f, table.Beat{Frames: pace.TumbleFrames, Every: pace.TumbleStep, LogAfter: true, Join: true}
	case gp.HoldChosen:
		if e.Seat == c.Viewer {
			f.pending, f.mode = 0, modeHold // the decision is made
			return f, table.Beat{}
		}
		if n := e.Held.Count(); n > 0 {
			f.anim, f.reveal = animReveal, reveal{seat: e.Seat, held: e.Held}
			return f, table.Beat{Frames: n, Every: c.Speed.Delay() / 2}
		}
	case gp.Stood:
		if e.Seat == c.Viewer {
			f.mode = modeHold
		}
	case gp.SkillUsed:
		if e.Seat == c.Viewer {
			f.mode = modeHold // the target is picked
		}
	case gp.RoundScored:
		if !e.Final { // else the end of the match shows it
			return f, table.Beat{Hold: true, Pause: 3}
		}
	}
	return f, table.Beat{}
}

// Frame is the screen's table.Board.Frame: tumbling dice show new random faces; a
// reveal shows one more held die.
func (f face) Frame(_ ctx, left int) face {
	switch f.anim {
	case animTumble:
		if left == 0 {
			f.anim, f.tumble = animNone, [gp.Seats]dice.Mask{}
			return f
		}
		for s := range f.tumble {
			f.faces[s] = pace.Shake(&f.rng, f.faces[s], f.tumble[s])
		}
	case animReveal:
		if left == 0 {
			f.anim = animNone
			return f
		}
		for d := range dice.HandSize {
			if f.reveal.held.Has(d) && !f.reveal.shown.Has(d) {
				f.reveal.shown |= 1 << d
				break
			}
		}
	}
	return f
}

// Tip is the screen's table.Tips.Work: the best holds with their exact chances, on
// the player's turn.
func (f face) Tip(c ctx) func() any {
	if !c.MyTurn && c.Replay == nil {
		return nil
	}
	v := c.View
	return func() any { return tipSet{assume: assumption(v), tips: aipd.Tips(v, numTips)} }
}

// WithTip is the screen's table.Tips.Keep.
func (f face) WithTip(_ ctx, tip any) face {
	f.tips, _ = tip.(tipSet)
	return f
}

// showdown reports whether the view shows a round just scored: between
// its showdown and the next round, and once the match is over.
func (f face) showdown() bool { return f.view.Round > 0 && f.view.Last.Round == f.view.Round }

// score is both seats' match points in v.
func score(v gp.View) [gp.Seats]int {
	return [gp.Seats]int{v.Players[0].Points, v.Players[1].Points}
}

// holds are seat s's held dice and the dice forced to reroll as the table
// shows them: while the holds are chosen and while the other dice tumble
// (a relock's holds without the forced dice, which the reroll spent).
// Once the dice have landed the holds are spent.
func (f face) holds(s game.Seat) (held, forced dice.Mask) {
	p := f.view.Players[s]
	switch {
	case f.showdown():
		return 0, 0
	case f.view.Phase == gp.PhaseHold || (f.anim == animTumble && f.reroll):
		return p.Held, p.Forced
	case f.anim == animTumble:
		return p.Held, 0
	}
	return 0, 0
}

// bottom is the seat drawn in the lower row, nearest the player: the
// viewer, or P1 for an audience.
func (f face) bottom() game.Seat { return max(f.view.Viewer, 0) }

// top is the seat drawn in the upper row.
func (f face) top() game.Seat { return 1 - f.bottom() }

// glyphs are the theme's glyphs.
func glyphs(c ctx) ui.Glyphs { return c.Glyphs() }

// TipPage is the screen's table.Tips.Page: the tips kept, as the tip panel
// writes them.
func (f face) TipPage(c ctx) *webreplay.Hint {
	if f.tips.tips == nil {
		return nil
	}
	return &webreplay.Hint{Title: f.tips.assume, Lines: f.tipLines(c)}
}
