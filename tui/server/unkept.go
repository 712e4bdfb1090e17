package server

import (
	"fmt"
	"strings"

	"teahouse/game"
	"teahouse/game/store"
)

// unkept is a table's game whose log or results the server could not
// keep (a full disk, a database locked too long). Its table, closed or
// not, still holds the log; both are tried again when the next table's
// game is kept and as the server shuts down, and then the server's log
// says what is lost.
type unkept struct {
	t       *table
	entry   store.LogEntry // its entry, the path to come while the log is unsaved
	results []store.Result // its results, nil once recorded or when the game is not over
	// contests are the game's contests, which rate its players.
	contests []game.Contest
	logErr   string // why the log could not be saved, the last time; "" once saved
	resErr   string // why the results could not be recorded, the last time
}

// what names the game of u for the server's log and the table's people.
func (u unkept) what() string {
	return fmt.Sprintf("the %s game of table %d (%s)", u.entry.Game, u.t.id, u.entry.Date.Format("15:04"))
}

// tell says text to the people at u's table (seated or watching), in its
// log panel, when it is still open.
func (p *parlor) tell(t *table, text string) {
	if err := t.shared.Note(game.NoSeat, text); err != nil {
		p.log.Info("could not tell a closed table", "table", t.id, "note", text)
	}
}

// keepLater keeps u for another try and tells its table why it is not
// kept yet.
func (p *parlor) keepLater(u unkept) {
	if u.logErr != "" {
		p.tell(u.t, "This game's log could not be saved: "+because(u.logErr)+". The server tries again later.")
	}
	if u.resErr != "" {
		p.tell(u.t, "This game's result could not be kept in the statistics: "+because(u.resErr)+". The server tries again later.")
	}
	p.mu.Lock()
	p.unkept = append(p.unkept, u)
	p.mu.Unlock()
}

// retryUnkept saves again the logs and records again the results of
// earlier games that could not be kept, telling their tables (if still
// open) and the server's log those it keeps now.
func (p *parlor) retryUnkept() {
	p.mu.Lock()
	us := p.unkept
	p.unkept = nil
	p.mu.Unlock()
	var left []unkept
	for _, u := range us {
		p.retry(&u)
		if u.logErr != "" || u.resErr != "" {
			left = append(left, u)
		}
	}
	p.mu.Lock()
	p.unkept = append(left, p.unkept...)
	p.mu.Unlock()
}

// retry tries once more to keep what of u is not kept yet.
func (p *parlor) retry(u *unkept) {
	if u.logErr != "" {
		path, err := u.t.shared.SaveLog(p.gamesDir)
		if err != nil {
			u.logErr = err.Error()
			if u.results == nil { // an unfinished game's log is indexed once saved
				return
			}
		} else {
			u.logErr, u.entry.Path = "", path
			p.log.Info("table's log saved on a later try", "table", u.t.id, "path", path)
			p.tell(u.t, "This game's log, which could not be saved, is saved now.")
			if (u.results == nil || u.resErr == "") && p.store != nil { // no results to record with it
				if err := p.store.IndexLog(u.entry); err != nil {
					p.log.Error("could not index a table's log", "table", u.t.id, "err", err)
				}
			}
		}
	}
	if u.resErr == "" || p.store == nil {
		return
	}
	if err := p.store.RecordGame(u.entry, u.results, u.contests); err != nil {
		u.resErr = err.Error()
		return
	}
	u.resErr = ""
	p.log.Info("table's results recorded on a later try", "table", u.t.id)
	p.tell(u.t, "This game's result, which could not be kept in the statistics, is kept now.")
}

// lostUnkept says in the server's log, for each game still not kept at
// the server's end, which log or results are lost.
func (p *parlor) lostUnkept() {
	p.mu.Lock()
	us := p.unkept
	p.unkept = nil
	p.mu.Unlock()
	for _, u := range us {
		if u.logErr != "" {
			p.log.Error("a table's log could not be saved and is lost", "game", u.what(), "err", u.logErr)
		}
		if u.resErr != "" {
			p.log.Error("a table's results could not be recorded and are lost", "game", u.what(), "err", u.resErr)
		}
	}
}

// because is why a save failed with err, as the people at a table are
// told it: the server's own paths and errors stay in its log.
func because(err string) string {
	switch {
	case strings.Contains(err, "no space left on device"), strings.Contains(err, "disk is full"):
		return "the server's disk is full"
	case strings.Contains(err, "quota exceeded"):
		return "the server's disk quota is used up"
	case strings.Contains(err, "locked"), strings.Contains(err, "busy"):
		return "the server's records were busy"
	}
	return "the server could not write it"
}
