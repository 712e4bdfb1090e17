package blackjack

import (
	aibj "teahouse/ai/blackjack"
	gb "teahouse/game/blackjack"
	"teahouse/game/host"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/table"
)

// spec is the game for the screen driver at a table of rules r (the
// computers play by those rules), with the parts of its face; the host
// runs the bank's keeper, if any.
func spec(r bj.Rules, keeper *gb.Bank) table.Spec[face, gb.Config, gb.State, gb.Action, gb.View] {
	sp := table.Spec[face, gb.Config, gb.State, gb.Action, gb.View]{Game: gb.Game, Roster: aibj.Roster(r), Face: faceParts}
	if keeper != nil {
		sp.Keepers = []host.Keeper{keeper}
	}
	return sp
}

// faceParts are blackjack's parts of its screen.
var faceParts = table.Face[face, gb.View, gb.Action]{
	Board: table.Board[face, gb.View, gb.Action]{Sync: face.Sync, Event: face.Event,
		Header: face.Header, LogArea: face.LogArea, Draw: face.Draw},
	Input:  table.Input[face, gb.View, gb.Action]{Keys: face.Keys, Key: face.Key, Click: face.Click},
	Log:    table.LogText[face, gb.View, gb.Action]{Opening: face.Opening, Describe: face.Describe, Summary: face.Summary},
	Help:   face.HelpPage,
	Tips:   table.Tips[face, gb.View, gb.Action]{Work: face.Tip, Keep: face.WithTip, Name: "hint", Note: true, Page: face.TipPage},
	Secret: face.Secret,
	Init:   face.Init,
	Seated: face.Seated,
}
