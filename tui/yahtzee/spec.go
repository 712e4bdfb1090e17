package yahtzee

import (
	aiyz "teahouse/ai/yahtzee"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/table"
)

// specOf is the game for the screen driver, its optimal seats playing from
// the table fut loads, with the parts of its face.
func specOf(fut *future) table.Spec[face, gy.Config, gy.State, gy.Action, gy.View] {
	return table.Spec[face, gy.Config, gy.State, gy.Action, gy.View]{Game: gy.Game, Roster: aiyz.Roster(fut.wait), Face: faceParts}
}

// faceParts are Yahtzee's parts of its screen.
var faceParts = table.Face[face, gy.View, gy.Action]{
	Board: table.Board[face, gy.View, gy.Action]{Sync: face.Sync, Event: face.Event, Frame: face.Frame,
		Header: face.Header, LogArea: face.LogArea, Draw: face.Draw},
	Input:  table.Input[face, gy.View, gy.Action]{Keys: face.Keys, Key: face.Key, Click: face.Click, Back: face.Back},
	Log:    table.LogText[face, gy.View, gy.Action]{Opening: face.Opening, Describe: face.Describe, Summary: face.Summary},
	Help:   face.HelpPage,
	Tips:   table.Tips[face, gy.View, gy.Action]{Work: face.Tip, Keep: face.WithTip, Name: "advisor", Page: face.TipPage},
	Secret: face.Secret,
	Init:   face.Init,
	Update: face.Update,
}
