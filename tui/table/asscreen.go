package table

import "teahouse/tui/screen"

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

// AsShared is the screen.Shared of a table Share made, or nil and err
// when it failed.
func AsShared[F, C, S, A, V any](t *Shared[F, C, S, A, V], err error) (screen.Shared, error) {
	if err != nil {
		return nil, err
	}
	return t, nil
}
