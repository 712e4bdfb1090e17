package server

import (
	"errors"
	"fmt"

	"teahouse/game/store"
	"teahouse/tui"
)

// leaderboard sends the page the leaderboard of game name, as the
// terminal's shows it to the same person; a game the parlor does not
// have, or a server that keeps no ratings, is refused.
func (c *webConn) leaderboard(name string) error {
	g, ok := tui.FindGame(c.srv.parlor.games, name)
	if !ok {
		return fmt.Errorf("there is no game %q", name)
	}
	var standings []store.Standing
	if g.Unrated == "" {
		st := c.srv.cfg.Store
		if st == nil {
			return errors.New("no ratings are kept on this server: it has no database")
		}
		var err error
		if standings, err = st.Leaderboard(g.Name); err != nil {
			c.srv.log.Error("the ratings could not be read", "game", g.Name, "err", err)
			return errors.New("the ratings could not be read just now")
		}
	}
	c.send(tui.WebLeaderboard(g, standings, c.person().ID))
	return nil
}
