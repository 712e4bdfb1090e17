package table

import (
	"path/filepath"
	"slices"
	"time"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
)

// Shared is a live table that many screens join, each with the eyes of
// one seat or of a spectator: a table of the SSH server. It owns its host;
// a screen that joined leaves it when it closes, and the table plays on.
type Shared[F, C, S, A, V any] struct {
	game  game.Game[C, S, A, V]
	parts Face[F, V, A] // the spec's face, with its defaults
	face  F
	seed  uint64
	speed game.Speed
	table *bot.Table[C, S, A, V]
	scene webreplay.SceneOf[V] // draws a page's steps; nil for none
}

// Share starts a shared table of spec's game on its own host. People's
// seats (Human or Remote players) wait for a person to act through a
// screen that joined them; computer seats play from the start. Program
// seats are refused: a server runs no programs its players name. With
// o.LogDir the log is written there as the game goes (game.LogFile).
// Its seats are set up as a local table's are (bot.OpenTable).
func Share[F, C, S, A, V any](spec Spec[F, C, S, A, V], cfg C, seed uint64, players []game.Player, face F, o Options) (*Shared[F, C, S, A, V], error) {
	speed, err := speedOf(o.Speed)
	if err != nil {
		return nil, err
	}
	parts, err := spec.Face.filled(spec.Game.Name())
	if err != nil {
		return nil, err
	}
	// A log that cannot be written as the game goes is saved at its end
	// (SaveLog), which says what fails then.
	to := spec.tableOptions(o, speed)
	to.LogDir, to.NoPrograms = o.LogDir, true
	t, err := bot.OpenTable(spec.Game, spec.Roster, cfg, seed, players, to)
	if err != nil {
		return nil, err
	}
	return &Shared[F, C, S, A, V]{game: spec.Game, parts: parts, face: face, seed: seed, speed: speed, table: t}, nil
}

// Join returns a screen of the table through the eyes of seat, played by
// the person at that screen, or of game.Spectator. It starts from the
// table as it stands, its log panel written from the table's log as far
// as the seat saw it, and closing it leaves the table.
func (t *Shared[F, C, S, A, V]) Join(env screen.Env, seat game.Seat) (screen.Screen, error) {
	m, err := t.joined(env, seat)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// joined is the screen Join returns, as a Model: what a page following
// the seat (Attend) is built from too.
func (t *Shared[F, C, S, A, V]) joined(env screen.Env, seat game.Seat) (Model[F, V, A], error) {
	if env.Now == nil {
		env.Now = time.Now
	}
	h := t.table.Host
	w, err := h.Watch(seat)
	if err != nil {
		return Model[F, V, A]{}, err
	}
	ups, _ := w.Take()
	if len(ups) == 0 {
		h.Leave(w)
		return Model[F, V, A]{}, host.ErrClosed
	}
	players := ups[0].Players
	face := t.face
	if seat >= 0 && int(seat) < len(players) {
		face = t.parts.Seated(face, env, seat, players[seat])
	}
	m := newModel(env, t.parts, t.game.Apply, players, t.speed, face, t.seed)
	m.src, m.watcher, m.eyes, m.guest = h, w, []game.Seat{seat}, true
	m.leave = func() { h.Leave(w) }
	m = m.seatPlayers(players)
	if seat >= 0 {
		m.local[seat] = true
	}
	l := h.Log()
	frames, err := host.Frames(t.game, l, seat)
	if err != nil { // a log that cannot be replayed leaves the panel as start wrote it
		frames = nil
	}
	return m.start(ups).recap(l, frames, ups[0]), nil
}

// Drawn has the steps of the pages that attend the table (Attend) drawn by
// scene, as the replay page draws a saved game's, and returns t.
func (t *Shared[F, C, S, A, V]) Drawn(scene webreplay.SceneOf[V]) *Shared[F, C, S, A, V] {
	t.scene = scene
	return t
}

// Reseat gives seat to p from now on, with note said at the table: a
// computer of p.Level for an AI, or a person who acts through a screen
// that joined the seat.
func (t *Shared[F, C, S, A, V]) Reseat(seat game.Seat, p game.Player, note string) error {
	return t.table.Sit(seat, p, note)
}

// Note says text at the table about seat, in its log and to every
// screen.
func (t *Shared[F, C, S, A, V]) Note(seat game.Seat, text string) error {
	return t.table.Note(seat, text)
}

// Watch follows the table as a spectator, for whoever lists it; Leave
// the watcher when done.
func (t *Shared[F, C, S, A, V]) Watch() (screen.TableWatcher, error) {
	w, err := t.table.Watch(game.Spectator)
	if err != nil {
		return nil, err
	}
	return watchOf[V]{h: leaver[V](t.table), w: w}, nil
}

// SaveLog writes the table's log into dir and returns the file's path:
// the log written as the game went is finished in its place when it is in
// dir.
func (t *Shared[F, C, S, A, V]) SaveLog(dir string) (string, error) {
	if f := t.table.File; f != nil && filepath.Dir(f.Path()) == filepath.Clean(dir) {
		return f.Path(), game.FinishLog(f, t.table.Log())
	}
	return game.SaveLog(dir, t.table.Log())
}

// Close stops the table; the screens that joined it see it end. A log
// not saved is left as it was written, its seed sealed.
func (t *Shared[F, C, S, A, V]) Close() {
	t.table.Close()
}

// leaver is the part of a host a watcher leaves.
type leaver[V any] interface{ Leave(*host.Watcher[V]) }

// watchOf is a spectator's watcher of a shared table, as the shell sees it.
type watchOf[V any] struct {
	h leaver[V]
	w *host.Watcher[V]
}

// Next waits for the table to move and says where it stands; open is
// false once the table has closed.
func (w watchOf[V]) Next() (screen.TableState, bool) {
	ups, open := w.w.Next()
	var st screen.TableState
	if n := len(ups); n > 0 {
		u := ups[n-1]
		st = screen.TableState{Step: u.Seq, Waiting: slices.Clone(u.Waiting), Outcome: u.Outcome, Players: u.Players}
		for _, up := range ups {
			st.Notes = append(st.Notes, up.Notes...)
		}
	}
	return st, open
}

// Leave stops following the table.
func (w watchOf[V]) Leave() { w.h.Leave(w.w) }

// seatPlayers sets the players the screen names, from the eyes of its
// seat: that seat's person is "You", every other person a remote player.
func (m Model[F, V, A]) seatPlayers(players []game.Player) Model[F, V, A] {
	m.seated = players
	m.players, m.names = m.named(players)
	return m
}

// named is players as the screen names them: the person of the screen's
// seat (who sits there now, m.seated) is "You", every other person a
// remote player; a computer that played the seat for a while is that
// computer.
func (m Model[F, V, A]) named(players []game.Player) ([]game.Player, screen.Names) {
	var me string
	if s := m.eyes[0]; s >= 0 && int(s) < len(m.seated) {
		me = m.seated[s].ID
	}
	ps := slices.Clone(players)
	for i, p := range ps {
		person := p.Kind == game.Human || p.Kind == game.Remote
		switch {
		case game.Seat(i) == m.eyes[0] && person && p.ID == me:
			p.Kind = game.Human
		case person:
			p.Kind = game.Remote
		}
		if p.Kind == game.Remote && p.Name == "" {
			p.Name = "open seat"
		}
		ps[i] = p
	}
	return ps, screen.SeatNames(ps, len(ps))
}

// Sharer is a game's screen.Screens.Share: its setups read by config (which
// checks the seats too), its board made by face, its pages' steps drawn by
// scene.
func Sharer[F, C, S, A, V any](spec Spec[F, C, S, A, V], config func(screen.Setup) (C, error), face func(C) F, scene webreplay.SceneOf[V]) func(screen.Env, screen.Setup) (screen.Shared, error) {
	return func(env screen.Env, s screen.Setup) (screen.Shared, error) {
		cfg, err := config(s)
		if err != nil {
			return nil, err
		}
		t, err := Share(spec, cfg, s.Seed, s.Players, face(cfg), SharedOptionsOf(env, s))
		if err != nil {
			return nil, err
		}
		return t.Drawn(scene), nil
	}
}
