// Package ai lists the games teahouse plays, each game's definition
// joined with its computer players: the one place games are listed.
package ai

import (
	"context"
	"errors"
	"sync"

	aibj "teahouse/ai/blackjack"
	aidz "teahouse/ai/doudizhu"
	aipd "teahouse/ai/pokerdice"
	"teahouse/ai/review"
	aisj "teahouse/ai/shengji"
	aiyz "teahouse/ai/yahtzee"
	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	"teahouse/game/catalog"
	gd "teahouse/game/doudizhu"
	gp "teahouse/game/pokerdice"
	gs "teahouse/game/shengji"
	gy "teahouse/game/yahtzee"
)

// Games is the catalog: every game, in lobby order. The command line, the
// lobby and setup screens, the saved games, the export, the SSH server and
// the evaluation harness read the games and their options from here. A
// game with a reviewer is joined to it here (review.Join): review.For of
// its entry reviews a saved log.
var Games = catalog.List{
	review.Join(catalog.Of(gp.Def, aipd.Roster), aipd.Review, aipd.ReviewThresholds, aipd.ReviewVersion),
	Yahtzee(yahtzeeTable),
	review.Join(catalog.OfTable(gb.Def, func(c gb.Config) bot.Roster[gb.View, gb.Action] { return aibj.Roster(c.Rules) }),
		aibj.Review, aibj.ReviewThresholds, aibj.ReviewVersion),
	review.Join(catalog.Of(gd.Def, aidz.Roster), aidz.Review, aidz.ReviewThresholds, aidz.ReviewVersion),
	review.Join(catalog.Of(gs.Def, aisj.Roster), aisj.Review, aisj.ReviewThresholds, aisj.ReviewVersion),
}

// Yahtzee is Yahtzee's entry of the catalog, its optimal player and its
// reviewer reading the strategy table tables gives: the catalog's reads
// the default cache directory; a command given a cache directory of its
// own puts an entry of its own in the catalog's place.
func Yahtzee(tables aiyz.TableSource) catalog.Entry {
	return review.Join(catalog.Of(gy.Def, aiyz.Roster(tables)), aiyz.Review(tables), aiyz.ReviewThresholds, aiyz.ReviewVersion)
}

// yahtzeeTable is the optimal Yahtzee player's strategy table, loaded
// from the default cache directory (or solved) the first time a seat
// needs it. A screen or a run with a cache directory of its own seats
// its players from that instead (aiyz.Roster).
func yahtzeeTable(context.Context) (*aiyz.Table, error) { return loadYahtzee() }

var loadYahtzee = sync.OnceValues(func() (*aiyz.Table, error) {
	t, err := aiyz.Load(aiyz.LoadOptions{})
	if errors.Is(err, aiyz.ErrCacheWrite) { // the table is good; only the cache was not written
		err = nil
	}
	return t, err
})
