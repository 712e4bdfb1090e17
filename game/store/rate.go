package store

import (
	"database/sql"
	"errors"
	"fmt"

	"teahouse/game"
	"teahouse/game/rating"
)

// rated is one player of a game being rated: their rating before it.
type rated struct {
	id, name string
	rating   rating.Rating
	landmark bool // fixed: a computer level the ladder placed
	fresh    bool // a result of theirs was recorded just now
	known    bool // they have a row in the ratings table
	played   bool // they are in a contest
}

// rateGame moves, inside tx, the ratings of the players of results by
// contests (rating.Rate): a player whose results were all recorded before
// is not moved again, nor is a landmark, whose games are counted all the
// same. A seat of a contest with no result (a player with no ID) plays
// as a newcomer, and is rated nowhere.
func rateGame(tx *sql.Tx, e LogEntry, results []Result, fresh []bool, contests []game.Contest) error {
	if len(contests) == 0 {
		return nil
	}
	var players []rated
	index := map[string]int{} // player ID -> players
	bySeat := map[game.Seat]int{}
	for i, r := range results {
		p, ok := index[r.Player]
		if !ok {
			p = len(players)
			index[r.Player] = p
			pl, err := ratingOf(tx, e.Game, r.Player)
			if err != nil {
				return err
			}
			pl.name = r.Name
			players = append(players, pl)
		}
		players[p].fresh = players[p].fresh || fresh[i]
		bySeat[game.Seat(r.Seat)] = p
	}
	converted := make([]rating.Contest, len(contests))
	for i, c := range contests {
		converted[i] = rating.Contest{Places: c.Places}
		for _, side := range c.Sides {
			var ps []int
			for _, seat := range side {
				if seat < 0 {
					return fmt.Errorf("contest %d: a side at no seat (%d)", i+1, seat)
				}
				p, ok := bySeat[seat]
				if !ok { // no ID: a newcomer, rated nowhere
					p = len(players)
					bySeat[seat] = p
					players = append(players, rated{rating: rating.New()})
				}
				players[p].played = true
				ps = append(ps, p)
			}
			converted[i].Sides = append(converted[i].Sides, ps)
		}
	}
	before := make([]rating.Rating, len(players))
	fixed := make([]bool, len(players))
	for p, pl := range players {
		before[p], fixed[p] = pl.rating, pl.landmark || !pl.fresh || pl.id == ""
	}
	after, err := rating.Rate(before, fixed, converted)
	if err != nil {
		return err
	}
	for p, pl := range players {
		if pl.id == "" || !pl.fresh || !pl.played {
			continue
		}
		if err := keepRating(tx, e, pl, after[p]); err != nil {
			return err
		}
	}
	return nil
}

// ratingOf reads player's rating at the game g: a newcomer's when they have none.
func ratingOf(tx *sql.Tx, g, player string) (rated, error) {
	pl := rated{id: player, rating: rating.New()}
	err := tx.QueryRow(`SELECT rating, rd, vol, landmark FROM ratings WHERE game = ? AND player = ?`, g, player).
		Scan(&pl.rating.R, &pl.rating.RD, &pl.rating.Vol, &pl.landmark)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return pl, nil
	case err != nil:
		return pl, err
	}
	pl.known = true
	return pl, nil
}

// keepRating writes pl's rating after the game e, one more game rated,
// and the label they were shown with.
func keepRating(tx *sql.Tx, e LogEntry, pl rated, r rating.Rating) error {
	if pl.known {
		_, err := tx.Exec(`UPDATE ratings SET name = ?, rating = ?, rd = ?, vol = ?, games = games + 1, last = max(coalesce(last, ?), ?) WHERE game = ? AND player = ?`,
			pl.name, r.R, r.RD, r.Vol, stamp(e.Date), stamp(e.Date), e.Game, pl.id)
		return err
	}
	_, err := tx.Exec(`INSERT INTO ratings (game, player, name, rating, rd, vol, games, last) VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
		e.Game, pl.id, pl.name, r.R, r.RD, r.Vol, stamp(e.Date))
	return err
}
