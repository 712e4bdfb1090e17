package tui

import (
	"fmt"

	"teahouse/game/store"
	"teahouse/tui/screen"
)

// unsavedLog is a game whose log could not be saved (a full disk): its
// screen, closed, still holds the log, and it is saved again with the
// next game's log and as the program ends, until it is saved or the
// person is told it is lost.
type unsavedLog struct {
	game  int // the game it is the log of (App.started)
	scr   screen.Screen
	entry store.LogEntry // its entry in the saved games, the path to come
	err   string         // why it could not be saved, the last time
}

// keepUnsaved keeps the hosted game for another save when its log could
// not be saved.
func (a App) keepUnsaved() App {
	if a.scr == nil || a.saveErr == "" || a.saved != "" || a.replaying || a.atTable {
		return a
	}
	_, over := a.ended()
	a.unsaved = append(a.unsaved, unsavedLog{game: a.started, scr: a.scr, entry: a.logEntry(over || !a.scr.Running()), err: a.saveErr})
	a.saveErr = ""
	return a
}

// retryUnsaved saves again the logs of earlier games that could not be
// saved, listing those it saves among the saved games, and says so.
func (a *App) retryUnsaved() {
	var left []unsavedLog
	for _, u := range a.unsaved {
		path, err := u.scr.SaveLog(a.env.GamesDir)
		if err != nil {
			u.err = err.Error()
			left = append(left, u)
			continue
		}
		u.entry.Path = path
		a.logSavedLater(u.game, path)
		a.notice = "The log of an earlier game that could not be saved is saved now: " + path
		a.said = append(a.said, a.notice)
		if a.records != nil {
			if err := a.records.IndexLog(u.entry); err != nil {
				a.unkept = append(a.unkept, "The saved game "+path+" could not be listed among the saved games: "+err.Error())
			}
		}
	}
	a.unsaved = left
}

// lostLogs says, for each earlier game whose log could still not be
// saved, that it is lost.
func (a App) lostLogs() []string {
	var lost []string
	for _, u := range a.unsaved {
		lost = append(lost, fmt.Sprintf("the log of the %s game left at %s could not be saved and is lost: %s",
			u.entry.Game, u.entry.Date.Format("15:04"), u.err))
	}
	return lost
}
