package doudizhu

import (
	aidz "teahouse/ai/doudizhu"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/table"
)

// spec is the game for the screen driver, with the parts of its face. The
// hint is the face's own key (t selects the next suggested play in the
// hand), not the driver's tip panel.
var spec = table.Spec[face, gd.Config, gd.State, gd.Action, gd.View]{
	Game:   gd.Game,
	Roster: aidz.Roster,
	Face: table.Face[face, gd.View, gd.Action]{
		Board: table.Board[face, gd.View, gd.Action]{Sync: face.Sync, Event: face.Event,
			Header: face.Header, LogArea: face.LogArea, Draw: face.Draw},
		Input:    table.Input[face, gd.View, gd.Action]{Keys: face.Keys, Key: face.Key, Click: face.Click, Back: face.Back},
		Log:      table.LogText[face, gd.View, gd.Action]{Opening: face.Opening, Describe: face.Describe, Summary: face.Summary},
		Help:     face.HelpPage,
		Secret:   face.Secret,
		PageHint: pageHint,
	},
}
