package table

import (
	"teahouse/game"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
)

// AsScreen is the screen.Screen of a table Open or Replay made, or nil and
// err when they failed: a failed table never reaches the shell as a zero
// Model inside a non-nil interface.
//
//	return table.AsScreen(table.Open(env, spec, cfg, seed, players, face, o))
func AsScreen[F, V, A any](m Model[F, V, A], err error) (screen.Screen, error) {
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ScreensOf are the lobby's screens of a game whose table needs only its
// spec, its setups' config and a face made from a config: a new table, a
// replay, a shared table and a web page whose steps scene draws.
func ScreensOf[F, C, S, A, V any](spec Spec[F, C, S, A, V], config func(screen.Setup) (C, error), face func(C) F, scene webreplay.SceneOf[V]) screen.Screens {
	var none C // a replay's face learns the config from the log
	return screen.Screens{New: Opener(spec, config, face), Replay: Replayer(spec, face(none)),
		Share: Sharer(spec, config, face, scene), Export: PageOf(spec, face(none), scene)}
}

// Opener is a game's screen.Screens.New: its setups read by config (which
// checks the seats too), its board made by face.
func Opener[F, C, S, A, V any](spec Spec[F, C, S, A, V], config func(screen.Setup) (C, error), face func(C) F) func(screen.Env, screen.Setup) (screen.Screen, error) {
	return func(env screen.Env, s screen.Setup) (screen.Screen, error) {
		cfg, err := config(s)
		if err != nil {
			return nil, err
		}
		return AsScreen(Open(env, spec, cfg, s.Seed, s.Players, face(cfg), OptionsOf(s)))
	}
}

// Replayer is a game's screen.Screens.Replay: a saved log shown on face
// from its start to an audience that sees every face (see Replay).
func Replayer[F, C, S, A, V any](spec Spec[F, C, S, A, V], face F) func(screen.Env, []byte, string, game.Speed) (screen.Screen, error) {
	return func(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
		return AsScreen(Replay(env, spec, data, name, speed, face))
	}
}
