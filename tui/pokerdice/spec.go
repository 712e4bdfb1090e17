package pokerdice

import (
	aipd "teahouse/ai/pokerdice"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/table"
)

// spec is the game for the screen driver, with the parts of its face.
var spec = table.Spec[face, gp.Config, gp.State, gp.Action, gp.View]{
	Game:   gp.Game,
	Roster: aipd.Roster,
	Face: table.Face[face, gp.View, gp.Action]{
		Board: table.Board[face, gp.View, gp.Action]{Sync: face.Sync, Event: face.Event, Frame: face.Frame,
			Header: face.Header, LogArea: face.LogArea, Draw: face.Draw},
		Input:  table.Input[face, gp.View, gp.Action]{Keys: face.Keys, Key: face.Key, Click: face.Click, Back: face.Back},
		Log:    table.LogText[face, gp.View, gp.Action]{Opening: face.Opening, Describe: face.Describe, Summary: face.Summary},
		Help:   face.HelpPage,
		Tips:   table.Tips[face, gp.View, gp.Action]{Work: face.Tip, Keep: face.WithTip, Page: face.TipPage},
		Secret: face.Secret,
	},
}
