package table

import (
	"errors"
	"path/filepath"
	"slices"
	"time"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	"teahouse/tui/screen"
)

// Shared is a live table that many screens join, each with the eyes of
// one seat or of a spectator: a table of the SSH server. It owns its host;
// a screen that joined leaves it when it closes, and the table plays on.
type Shared[F Face[F, V, A], C, S, A, V any] struct {
	spec  Spec[C, S, A, V]
	face  F
	seed  uint64
	speed game.Speed
	host  *host.Host[C, S, A, V]
	file  *game.LogFile // the log written as the game goes, or nil
}

// Share starts a shared table of spec's game on its own host. People's
// seats (Human or Remote players) wait for a person to act through a
// screen that joined them; computer seats play from the start. Program
// seats are refused: a server runs no programs its players name. With
// o.LogDir the log is written there as the game goes (game.LogFile).
func Share[F Face[F, V, A], C, S, A, V any](spec Spec[C, S, A, V], cfg C, seed uint64, players []game.Player, face F, o Options) (*Shared[F, C, S, A, V], error) {
	speed, err := speedOf(o.Speed)
	if err != nil {
		return nil, err
	}
	for i, p := range players {
		if p.Kind == game.Program {
			return nil, errors.New(game.Seat(i).String() + ": a shared table has no program seats")
		}
	}
	sitters, err := spec.Roster.Sitters(players, func(game.Seat) bot.Options { return o.Bot })
	if err != nil {
		return nil, err
	}
	start := time.Now()
	// A log that cannot be written as the game goes is saved at its end
	// (SaveLog), which says what fails then.
	file, _ := createLog(o.LogDir, spec.Game, cfg, seed, players, start)
	h, err := host.Open(spec.Game, cfg, seed, sitters, host.Options{Think: speed.Delay(), Now: func() time.Time { return start }, Log: file, Keepers: spec.Keepers})
	if err != nil {
		discard(file, nil)
		return nil, err
	}
	return &Shared[F, C, S, A, V]{spec: spec, face: face, seed: seed, speed: speed, host: h, file: file}, nil
}

// Join returns a screen of the table through the eyes of seat, played by
// the person at that screen, or of game.Spectator. It starts from the
// table as it stands, its log panel written from the table's log as far
// as the seat saw it, and closing it leaves the table.
func (t *Shared[F, C, S, A, V]) Join(env screen.Env, seat game.Seat) (screen.Screen, error) {
	if env.Now == nil {
		env.Now = time.Now
	}
	w, err := t.host.Watch(seat)
	if err != nil {
		return nil, err
	}
	ups, _ := w.Take()
	if len(ups) == 0 {
		t.host.Leave(w)
		return nil, host.ErrClosed
	}
	players := ups[0].Players
	face := t.face
	if s, ok := any(face).(Seater[F]); ok && seat >= 0 && int(seat) < len(players) {
		face = s.Seated(env, seat, players[seat])
	}
	m := newModel[F, C, S, A, V](env, t.spec, players, t.speed, face, t.seed)
	m.host, m.watcher, m.eyes, m.guest = t.host, w, []game.Seat{seat}, true
	m = m.seatPlayers(players)
	if seat >= 0 {
		m.local[seat] = true
	}
	return m.start(ups).recap(t.host.Log(), ups[0]), nil
}

// Seater is a face that a shared table tells who sits at its screen: the
// face of the screen that p joined at seat (not a spectator's), for a game
// that keeps something of each person (Blackjack's bankrolls).
type Seater[F any] interface {
	Seated(env screen.Env, seat game.Seat, p game.Player) F
}

// Reseat gives seat to p from now on, with note said at the table: a
// computer of p.Level for an AI, or a person who acts through a screen
// that joined the seat.
func (t *Shared[F, C, S, A, V]) Reseat(seat game.Seat, p game.Player, note string) error {
	if p.Kind == game.Program {
		return errors.New("a shared table has no program seats")
	}
	s, err := t.spec.Roster.Sitter(p, bot.Options{})
	if err != nil {
		return err
	}
	return t.host.Reseat(seat, s, note)
}

// Note says text at the table about seat, in its log and to every
// screen.
func (t *Shared[F, C, S, A, V]) Note(seat game.Seat, text string) error {
	return t.host.Note(seat, text)
}

// Watch follows the table as a spectator, for whoever lists it; Leave
// the watcher when done.
func (t *Shared[F, C, S, A, V]) Watch() (screen.TableWatcher, error) {
	w, err := t.host.Watch(game.Spectator)
	if err != nil {
		return nil, err
	}
	return watchOf[V]{h: leaver[V](t.host), w: w}, nil
}

// SaveLog writes the table's log into dir and returns the file's path:
// the log written as the game went is finished in its place when it is in
// dir.
func (t *Shared[F, C, S, A, V]) SaveLog(dir string) (string, error) {
	if t.file != nil && filepath.Dir(t.file.Path()) == filepath.Clean(dir) {
		return t.file.Path(), game.FinishLog(t.file, t.host.Log())
	}
	return game.SaveLog(dir, t.host.Log())
}

// Close stops the table; the screens that joined it see it end. A log
// not saved is left as it was written, its seed sealed.
func (t *Shared[F, C, S, A, V]) Close() {
	t.host.Close()
	closeAll(t.file, nil)
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
func (m Model[F, C, S, A, V]) seatPlayers(players []game.Player) Model[F, C, S, A, V] {
	m.seated = players
	m.players, m.names = m.named(players)
	return m
}

// named is players as the screen names them: the person of the screen's
// seat (who sits there now, m.seated) is "You", every other person a
// remote player; a computer that played the seat for a while is that
// computer.
func (m Model[F, C, S, A, V]) named(players []game.Player) ([]game.Player, screen.Names) {
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

// Sharer is a game's screen.Game.Share: its setups read by config (which
// checks the seats too), its board made by face.
func Sharer[F Face[F, V, A], C, S, A, V any](spec Spec[C, S, A, V], config func(screen.Setup) (C, error), face func(C) F) func(screen.Env, screen.Setup) (screen.Shared, error) {
	return func(env screen.Env, s screen.Setup) (screen.Shared, error) {
		cfg, err := config(s)
		if err != nil {
			return nil, err
		}
		return AsShared(Share(spec, cfg, s.Seed, s.Players, face(cfg), SharedOptionsOf(env, s)))
	}
}
