package tui

import (
	"fmt"
	"strings"

	"teahouse/game"
	"teahouse/game/store"
)

// unrecordedResult is the result of a game that the records could not
// keep (a full disk, a database locked too long): it is recorded again
// with the next game's save and as the program ends, until it is kept or
// the person is told it is lost.
type unrecordedResult struct {
	game    int            // the game it is the result of (App.started)
	entry   store.LogEntry // its log's entry, the path to come if the log is unsaved too
	results []store.Result
	// contests are the game's contests, which rate its players.
	contests []game.Contest
	err      string // why it could not be kept, the last time
}

// keepUnrecorded keeps the result of the hosted game for another try.
func (a *App) keepUnrecorded(entry store.LogEntry, results []store.Result, contests []game.Contest, err error) {
	a.unrecorded = append(a.unrecorded, unrecordedResult{game: a.started, entry: entry, results: results, contests: contests, err: err.Error()})
}

// logSavedLater gives the results kept for another try of game the path
// its log was saved at on a later try.
func (a *App) logSavedLater(game int, path string) {
	for i := range a.unrecorded {
		if a.unrecorded[i].game == game {
			a.unrecorded[i].entry.Path = path
		}
	}
}

// retryUnrecorded records again the results of earlier games that the
// records could not keep, and says those it keeps now.
func (a *App) retryUnrecorded() {
	var left []unrecordedResult
	for _, u := range a.unrecorded {
		if err := a.records.RecordGame(u.entry, u.results, u.contests); err != nil {
			u.err = err.Error()
			left = append(left, u)
			continue
		}
		said := fmt.Sprintf("The result of the %s game ended at %s, which could not be kept in the statistics, is kept now.",
			u.entry.Game, u.entry.Date.Format("15:04"))
		a.notice = strings.TrimSpace(a.notice + " " + said) // after an earlier log saved now, if it was
		a.said = append(a.said, said)
	}
	a.unrecorded = left
}

// lostResults says, for each earlier game whose result could still not
// be kept, that it is lost.
func (a App) lostResults() []string {
	var lost []string
	for _, u := range a.unrecorded {
		lost = append(lost, fmt.Sprintf("the result of the %s game ended at %s could not be kept in the statistics and is lost: %s",
			u.entry.Game, u.entry.Date.Format("15:04"), u.err))
	}
	return lost
}
