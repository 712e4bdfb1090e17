package tui

import (
	"fmt"

	"teahouse/ai"
	"teahouse/game/catalog"
	tbj "teahouse/tui/blackjack"
	tdz "teahouse/tui/doudizhu"
	tpd "teahouse/tui/pokerdice"
	"teahouse/tui/screen"
	tsj "teahouse/tui/shengji"
	tyz "teahouse/tui/yahtzee"
)

// screensOf are the screens of each game, by its name in the catalog.
var screensOf = map[string]screen.Screens{
	"pokerdice": tpd.Screens,
	"yahtzee":   tyz.Screens,
	"blackjack": tbj.Screens,
	"doudizhu":  tdz.Screens,
	"shengji":   tsj.Screens,
}

// GamesOf joins each game of a catalog with its screens, in the
// catalog's order: the lobby, the setup screen, the saved games and the
// server's tables read the games from there. A game without screens is
// an error (a catalog entry added without its screen package).
func GamesOf(list catalog.List) ([]screen.Game, error) {
	games := make([]screen.Game, 0, len(list))
	for _, e := range list {
		s, ok := screensOf[e.Info().Name]
		if !ok {
			return nil, fmt.Errorf("the game %q has no screens", e.Info().Name)
		}
		games = append(games, screen.Join(e, s))
	}
	return games, nil
}

// Games lists every game of the catalog (ai.Games) with its screens, in
// lobby order.
func Games() []screen.Game {
	games, err := GamesOf(ai.Games)
	if err != nil {
		panic(err) // every game of ai.Games has screens: TestGamesHaveScreens
	}
	return games
}
