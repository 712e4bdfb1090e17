package store

import (
	"database/sql"
	"errors"
	"fmt"
	"math"
	"time"

	"teahouse/game/rating"
)

// Standing is one player's rating at one game, a row of the leaderboard.
type Standing struct {
	// Player is the player's ID ("local:ann", "ai:expert", "exec:./bot");
	// Name the label last shown.
	Player, Name string
	// Rating is the player's strength and its uncertainty.
	Rating rating.Rating
	// Games counts the finished games rated.
	Games int
	// Last is the last rated game's end; zero for a landmark never played.
	Last time.Time
	// Landmark is true for a computer level: fixed, never moved by a game.
	Landmark bool
}

// Leaderboard returns every rated player of game, the highest rating
// first (then by player ID).
func (s *Store) Leaderboard(game string) ([]Standing, error) {
	rows, err := s.db.Query(`SELECT player, name, rating, rd, vol, games, coalesce(last, ''), landmark
		FROM ratings WHERE game = ? ORDER BY rating DESC, player`, game)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	var out []Standing
	for rows.Next() {
		var st Standing
		var last string
		if err := rows.Scan(&st.Player, &st.Name, &st.Rating.R, &st.Rating.RD, &st.Rating.Vol, &st.Games, &last, &st.Landmark); err != nil {
			return nil, s.wrap(err)
		}
		if last != "" {
			if st.Last, err = unstamp(last); err != nil {
				return nil, s.wrap(fmt.Errorf("a rating of %s dated %q: %w", st.Player, last, err))
			}
		}
		out = append(out, st)
	}
	return out, s.wrap(rows.Err())
}

// SetLandmarks makes the players of marks (by player ID, "ai:LEVEL")
// landmarks of game with the given ratings: fixed, never moved by a game.
// A player already rated keeps their games and name; a new one is named
// by their ID until a game shows their label. All or nothing: a rating
// that is not a strength (a deviation not above zero, a number not
// finite) changes nothing and says which.
func (s *Store) SetLandmarks(game string, marks map[string]rating.Rating) error {
	if game == "" {
		return s.wrap(errors.New("landmarks need the game's ID"))
	}
	for id, r := range marks {
		if err := checkRating(id, r); err != nil {
			return s.wrap(fmt.Errorf("a landmark of %s: %w", game, err))
		}
	}
	return s.change(func(tx *sql.Tx) error {
		for id, r := range marks {
			if _, err := tx.Exec(`INSERT INTO ratings (game, player, name, rating, rd, vol, landmark) VALUES (?, ?, ?, ?, ?, ?, 1)
				ON CONFLICT (game, player) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, landmark = 1`,
				game, id, id, r.R, r.RD, r.Vol); err != nil {
				return err
			}
		}
		return nil
	})
}

// checkRating says what is wrong with the rating r of player id.
func checkRating(id string, r rating.Rating) error {
	switch {
	case id == "":
		return errors.New("a rating without a player ID")
	case !finite(r.R) || !finite(r.RD) || !finite(r.Vol):
		return fmt.Errorf("%s: a rating that is not a number (%v)", id, r)
	case r.RD <= 0 || r.Vol <= 0:
		return fmt.Errorf("%s: a deviation and a volatility must be above zero (%v)", id, r)
	}
	return nil
}

// finite reports whether x is a number other than an infinity.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
