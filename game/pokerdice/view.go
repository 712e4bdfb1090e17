package pokerdice

import (
	"teahouse/game"
	"teahouse/rules/dice"
)

// View is what one seat (or a spectator) may know of a match: nothing about
// face-down dice and nothing about the RNG.
type View struct {
	// Viewer is the seat the view belongs to, game.Spectator or game.Omniscient.
	Viewer game.Seat `json:"viewer"`
	// Config is the match's config with defaults filled in.
	Config Config `json:"config"`
	// Round counts rounds from 1, sudden-death rounds included.
	Round int `json:"round"`
	// Phase is the stage of the round.
	Phase Phase `json:"phase"`
	// Turn is the seat to decide (meaningless once Phase is PhaseOver).
	Turn game.Seat `json:"turn"`
	// Starter holds first this round.
	Starter game.Seat `json:"starter"`
	// Players is each seat as the viewer sees it.
	Players [Seats]PlayerView `json:"players"`
	// Last is the previous round's showdown (Round 0 before the first).
	Last RoundResult `json:"last"`
	// Winner is the match winner once it is over, else game.NoSeat.
	Winner game.Seat `json:"winner"`
}

// PlayerView is one seat as seen by the viewer.
type PlayerView struct {
	// Dice shows the faces the viewer may see; hidden faces are 0.
	Dice dice.Hand `json:"dice"`
	// Known marks the positions whose faces the viewer sees.
	Known dice.Mask `json:"known"`
	// Held marks the dice held for the reroll (public once chosen).
	Held dice.Mask `json:"held"`
	// Decided is true once the seat has made this phase's decision.
	Decided bool `json:"decided"`
	// Forced marks held dice the opponent forced to reroll.
	Forced dice.Mask `json:"forced"`
	// Doubled is true when the seat doubled this round.
	Doubled bool `json:"doubled"`
	// Used marks the skills the seat has spent this match.
	Used [numSkills]bool `json:"used"`
	// Points is the seat's match score.
	Points int `json:"points"`
}

// View returns what viewer may know of s: a seat sees its own dice and the
// public faces of the other, game.Spectator only public faces, and
// game.Omniscient (replays, tables without a human) every face.
func (Engine) View(s State, viewer game.Seat) View {
	v := View{
		Viewer: viewer, Config: s.cfg, Round: s.round, Phase: s.phase,
		Turn: s.turn, Starter: s.starter(), Last: s.last, Winner: s.winner,
	}
	for i, p := range s.players {
		known := p.faceUp
		if game.Seat(i) == viewer || viewer == game.Omniscient {
			known = dice.FullMask
		}
		pv := PlayerView{
			Known: known, Held: p.held, Decided: p.decided, Forced: p.forced,
			Doubled: p.doubled, Used: p.used, Points: p.points,
		}
		for d := range dice.HandSize {
			if known.Has(d) {
				pv.Dice[d] = p.dice[d]
			}
		}
		v.Players[i] = pv
	}
	return v
}

// Me returns the viewer's own seat view; a spectator gets P1's.
func (v View) Me() PlayerView { return v.Players[max(v.Viewer, 0)] }

// Opponent returns the other seat's view; a spectator gets P2's.
func (v View) Opponent() PlayerView { return v.Players[1-max(v.Viewer, 0)] }

// SkillLeft reports whether seat may still use skill k this match.
func (v View) SkillLeft(seat game.Seat, k Skill) bool {
	return v.Config.Skills && !v.Players[seat].Used[k]
}
