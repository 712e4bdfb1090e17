package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"teahouse/game"
)

// Result is how one player did in a finished game.
type Result struct {
	// Player is the player's ID ("local:ann", "ai:optimal").
	Player string
	// Seat is the seat they played (0 for P1). A game keeps one result
	// per seat: two computers of one level (one ID) at one table are two
	// results.
	Seat int
	// Name is how the player was shown ("ann", "AI (optimal)").
	Name string
	// Score is the game's measure of the result (game.Outcome's Score):
	// a final total, match points, chips won or lost.
	Score float64
	// Won is true for a winner (every winner of a tie).
	Won bool
}

// RecordGame keeps the results of a finished game, one per seat, puts
// its log in the index, and moves the ratings of its players by its
// contests (game.Outcome's: nil rates nobody), in one transaction. A game
// is recorded once: recording the log again (the same path) changes
// nothing, and rates nobody again. With no log (e.Path empty: it could
// not be saved) the results are kept and rated all the same; the caller
// records such a game once.
func (s *Store) RecordGame(e LogEntry, results []Result, contests []game.Contest) error {
	if e.Game == "" {
		return s.wrap(errors.New("a game's results need the game's ID"))
	}
	return s.change(func(tx *sql.Tx) error {
		var log any // NULL: no log, and then no game counts as this one
		if e.Path != "" {
			e.Finished = true
			if err := indexLog(tx, e); err != nil {
				return err
			}
			log = e.Path
		}
		fresh := make([]bool, len(results)) // the results not recorded before
		for i, r := range results {
			if r.Player == "" {
				return fmt.Errorf("a result without a player ID (named %q)", r.Name)
			}
			if r.Seat < 0 {
				return fmt.Errorf("a result of %s at no seat (%d)", r.Player, r.Seat)
			}
			res, err := tx.Exec(`INSERT INTO results (game, player, seat, name, score, won, date, log) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (log, player, seat) DO NOTHING`, e.Game, r.Player, r.Seat, r.Name, r.Score, r.Won, stamp(e.Date), log)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			fresh[i] = n == 1
		}
		return rateGame(tx, e, results, fresh, contests)
	})
}

// PlayerStats is one player's record at one game.
type PlayerStats struct {
	// Player is the player's ID; Name how they were last shown.
	Player, Name string
	// Played and Won count the seats played in finished games: a level of
	// computer at two seats of one game played twice, and won at the seats
	// that won.
	Played, Won int
	// Best and Mean are the highest and the mean score.
	Best, Mean float64
}

// Stats returns every player's record at game, the most games played
// first (then by player ID).
func (s *Store) Stats(game string) ([]PlayerStats, error) {
	rows, err := s.db.Query(`SELECT player,
			(SELECT name FROM results AS n WHERE n.game = r.game AND n.player = r.player ORDER BY date DESC, id DESC LIMIT 1),
			count(*), sum(won), max(score), avg(score)
		FROM results AS r WHERE game = ? GROUP BY player ORDER BY count(*) DESC, player`, game)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	var out []PlayerStats
	for rows.Next() {
		var p PlayerStats
		if err := rows.Scan(&p.Player, &p.Name, &p.Played, &p.Won, &p.Best, &p.Mean); err != nil {
			return nil, s.wrap(err)
		}
		out = append(out, p)
	}
	return out, s.wrap(rows.Err())
}

// HighScore is one game's score in a table of the best.
type HighScore struct {
	// Player is the player's ID; Name how they were shown then.
	Player, Name string
	// Seat is the seat they played (0 for P1), -1 for a score recorded
	// before seats were.
	Seat int
	// Score is the score.
	Score float64
	// Date is when the game ended.
	Date time.Time
	// Log is the game's log, "" when it was not saved.
	Log string
}

// HighScores returns the n best scores at game, the best first (of equal
// scores, the earlier first).
func (s *Store) HighScores(game string, n int) ([]HighScore, error) {
	rows, err := s.db.Query(`SELECT player, name, coalesce(seat, -1), score, date, coalesce(log, '') FROM results
		WHERE game = ? ORDER BY score DESC, date, id LIMIT ?`, game, n)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	var out []HighScore
	for rows.Next() {
		var h HighScore
		var date string
		if err := rows.Scan(&h.Player, &h.Name, &h.Seat, &h.Score, &date, &h.Log); err != nil {
			return nil, s.wrap(err)
		}
		if h.Date, err = unstamp(date); err != nil {
			return nil, s.wrap(fmt.Errorf("a result dated %q: %w", date, err))
		}
		out = append(out, h)
	}
	return out, s.wrap(rows.Err())
}
