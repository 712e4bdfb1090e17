package tui

import (
	"fmt"
	"os"

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
	// partial is where what was written as the game went stays (listed
	// among the saved games as unfinished), if it does.
	partial string
}

// keepUnsaved keeps the hosted game for another save when its log could
// not be saved.
func (a App) keepUnsaved() App {
	if a.scr == nil || a.saveErr == "" || a.saved != "" || a.replaying || a.atTable {
		return a
	}
	_, over := a.ended()
	a.unsaved = append(a.unsaved, unsavedLog{game: a.started, scr: a.scr, entry: a.logEntry(over || !a.scr.Running()), err: a.saveErr, partial: a.partial})
	a.saveErr, a.partial = "", ""
	return a
}

// retryUnsaved saves again the logs of earlier games that could not be
// saved, listing those it saves among the saved games, and says so.
func (a *App) retryUnsaved() {
	var left []unsavedLog
	for _, u := range a.unsaved {
		path, err := u.scr.SaveLog(a.env.GamesDir)
		if err != nil {
			u.partial = writtenSoFar(path)
			u.err = err.Error() + staysIn(u.partial)
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
// saved, that it is lost, or kept only as far as it was written as the
// game went.
func (a App) lostLogs() []string {
	var lost []string
	for _, u := range a.unsaved {
		fate := "is lost"
		if u.partial != "" {
			fate = "is kept as far as it was written as the game went"
		}
		lost = append(lost, fmt.Sprintf("the log of the %s game left at %s could not be saved and %s: %s",
			u.entry.Game, u.entry.Date.Format("15:04"), fate, u.err))
	}
	return lost
}

// unsavedReason says why a log could not be saved in dir, and where what
// was written of it as the game went stays (partial), if it does.
func unsavedReason(dir string, err error, partial string) string {
	return fmt.Sprintf("could not save the game's log in %s: %v", dir, err) + staysIn(partial)
}

// staysIn says where what was written of a log as the game went stays,
// if it does (partial is not empty).
func staysIn(partial string) string {
	if partial == "" {
		return ""
	}
	return "; what was written as the game went stays in " + partial + ", listed among the saved games as unfinished"
}

// writtenSoFar is path when it is the log of a game written as it went,
// which a save that failed left in place (screen.Screen's SaveLog names
// it with its error), else "".
func writtenSoFar(path string) string {
	if path == "" {
		return ""
	}
	if fi, err := os.Lstat(path); err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return ""
	}
	return path
}
