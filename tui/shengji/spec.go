package shengji

import (
	aisj "teahouse/ai/shengji"
	gs "teahouse/game/shengji"
	"teahouse/tui/table"
)

// spec is the game for the screen driver, with the parts of its face.
var spec = table.Spec[face, gs.Config, gs.State, gs.Action, gs.View]{
	Game:   gs.Game,
	Roster: aisj.Roster,
	Face: table.Face[face, gs.View, gs.Action]{
		Board: table.Board[face, gs.View, gs.Action]{Sync: face.Sync, Event: face.Event,
			Header: face.Header, LogArea: face.LogArea, Draw: face.Draw},
		Input: table.Input[face, gs.View, gs.Action]{Keys: face.Keys, Key: face.Key, Click: face.Click, Back: face.Back,
			Auto: face.Auto},
		Log:      table.LogText[face, gs.View, gs.Action]{Opening: face.Opening, Describe: face.Describe, Summary: face.Summary},
		Help:     face.HelpPage,
		Secret:   face.Secret,
		PageHint: pageHint,
	},
	Think: think,
}

// think is how long a computer takes over a decision in v, in the
// speed's delays: a moment over each card dealt, so the pack is dealt in
// a few seconds, and a full delay over anything else.
func think(v gs.View) float64 {
	if v.Phase == gs.PhaseDeal {
		return table.DealThink
	}
	return 1
}
