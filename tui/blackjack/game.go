package blackjack

import (
	"slices"
	"time"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/webreplay"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Blackjack's screens for the lobby (the game itself is
// gb.Def in the catalog). The trainer's count is toggled in the game (c).
// A replay shows the game from its start as the players saw it (the hole
// card stays face down until it was turned) and keeps no bankrolls; it has
// no computers to fill, so the roster's rules do not matter.
var Screens = screen.Screens{
	New:      newScreen,
	Replay:   table.Replayer(spec(bj.Default(), nil), newFace(gb.Config{}, bank{})),
	Share:    share,
	Export:   table.PageWith(spec(bj.Default(), nil), newFace(gb.Config{}, bank{}), pageScenes),
	Lifetime: lifetime,
}

// screenOf is the driver's screen of a table.
type screenOf = table.Model[face, gb.View, gb.Action]

// newScreen starts a table from the player's setup (see setupOf). The
// people at the table sit down with the bankrolls they left with (see
// openBank), read from the environment's store.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	players, cfg, err := setupOf(s)
	if err != nil {
		return nil, err
	}
	if env.Now == nil {
		env.Now = time.Now
	}
	b, cfg, players := openBank(env, players, cfg)
	return table.AsScreen(table.Open(env, spec(cfg.Rules, b.keeper), cfg, s.Seed, players, newFace(cfg, b), table.OptionsOf(s)))
}

// share starts a shared table of the server from a setup (see setupOf).
// Its seats start with the table's chips; the table keeps what each person
// wins and loses there in their record (gb.Bank), and each person's screen
// tells theirs (face.Seated).
func share(env screen.Env, s screen.Setup) (screen.Shared, error) {
	players, cfg, err := setupOf(s)
	if err != nil {
		return nil, err
	}
	var b bank
	if env.Store != nil {
		b.keeper = gb.NewBank(env.Store, bj.Chips(cfg.Bankroll), screen.Guest) // a guest's winnings are not kept
	}
	t, err := table.Share(spec(cfg.Rules, b.keeper), cfg, s.Seed, players, newFace(cfg, b), table.SharedOptionsOf(env, s))
	if err != nil {
		return nil, err
	}
	return t.Drawn(webreplay.Blackjack), nil
}

// setupOf reads a setup: one to five seats, a computer without a level
// the strongest, and the table's config (gb.Def) with its defaults filled
// in.
func setupOf(s screen.Setup) ([]game.Player, gb.Config, error) {
	cfg, err := gb.Def.Config(s.Options, len(s.Players))
	if err != nil {
		return nil, gb.Config{}, err
	}
	players := slices.Clone(s.Players)
	for i, p := range players {
		if p.Kind == game.AI && p.Level == "" { // the strongest, as the setup screen offers
			players[i].Level = aibj.Levels[len(aibj.Levels)-1]
		}
	}
	st, err := gb.Game.New(cfg, 0) // fills in the defaults
	if err != nil {
		return nil, gb.Config{}, err
	}
	return players, st.Config(), nil
}
