package table

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Export is a saved log replayed for one pair of eyes, every step of it
// with the log lines the screen writes: what a page that replays the game
// away from the terminal is drawn from.
type Export[V any] struct {
	// Header is the log's header.
	Header game.Header
	// Names are the seats' names, every seat in the third person.
	Names screen.Names
	// Steps are the opening (step 0) and one step per logged action.
	Steps []ExportStep[V]
	// Summary is what the result screen says once the game is over; nil
	// for a game left unfinished.
	Summary []string
}

// ExportStep is the table after one step as the eyes saw it.
type ExportStep[V any] struct {
	// View is the eyes' view after the step.
	View V
	// Events are the step's events redacted for the eyes.
	Events []game.Event
	// Outcome is how the game stands after the step.
	Outcome game.Outcome
	// Waiting are the seats that may act next.
	Waiting []game.Seat
	// Log is what the step wrote in the log: the face's lines for its
	// events (the opening's for step 0) and the table's notes.
	Log []string
	// Notes are the log's notes made at this step, such as a person
	// asking for the hint (game.NoteTip).
	Notes []game.Note
}

// Exported replays a saved log of spec's game (the file's bytes; name
// labels errors) through the host's frames with the eyes of eye, a seat
// or game.Omniscient: the views and events are the ones that seat's
// screen gets, and face writes the log as it does on screen. A log whose
// last line cannot be read is exported without it (the opening's log says
// so); other damage is an error naming the file and line, and a seat the
// game does not have is refused.
func Exported[F, C, S, A, V any](spec Spec[F, C, S, A, V], data []byte, name string, face F, eye game.Seat) (Export[V], error) {
	env := screen.Env{
		Theme: ui.NewTheme(lipgloss.NewRenderer(io.Discard), false),
		Now:   func() time.Time { return time.Unix(0, 0) },
	}
	m, err := replayWith(env, spec, data, name, game.Normal, face, func(seats int) ([]game.Seat, error) {
		if eye != game.Omniscient && (eye < 0 || int(eye) >= seats) {
			return nil, fmt.Errorf("the game has seats P1 to P%d, not %s", seats, eye)
		}
		return []game.Seat{eye}, nil
	})
	if err != nil {
		return Export[V]{}, err
	}
	m.names = screen.Labels(m.players, len(m.players))
	x := Export[V]{Header: m.src.Log().Header, Names: m.names}
	step := func(m Model[F, V, A], from int) ExportStep[V] {
		u := m.shown
		return ExportStep[V]{View: u.Sights[0].View, Events: u.Sights[0].Events, Outcome: u.Outcome, Waiting: u.Waiting,
			Log: append([]string(nil), m.lines[from:]...), Notes: u.Notes}
	}
	m = m.start(m.rep.frames[:1])
	x.Steps = append(x.Steps, step(m, 0))
	for _, u := range m.rep.frames[1:] {
		from := len(m.lines)
		m.pending = append(m.pending[:0:0], u)
		m = m.fastForward()
		x.Steps = append(x.Steps, step(m, from))
	}
	if m.shown.Outcome.Over {
		x.Summary = m.parts.Log.Summary(m.face, m.ctx(), m.shown.Outcome)
	}
	return x, nil
}

// PageOf returns the exporter of spec's game as a web page: a saved log
// (the file's bytes; name labels errors) replayed with the eyes of eye,
// each step drawn by scene from what those eyes saw and written in the
// log by face as on screen. The page's Title is left to the caller.
func PageOf[F, C, S, A, V any](spec Spec[F, C, S, A, V], face F, scene webreplay.SceneOf[V]) func(data []byte, name string, eye game.Seat) (webreplay.Page, error) {
	return PageWith(spec, face, func(x Export[V], eye game.Seat) []webreplay.Scene {
		scenes := make([]webreplay.Scene, len(x.Steps))
		prev := x.Steps[0].View
		for i, st := range x.Steps {
			scenes[i], prev = scene(prev, st.View, st.Events, x.Names), st.View
		}
		return scenes
	})
}

// PageWith is PageOf for a game whose scenes need the whole export, such
// as Blackjack's hint, worked out from every card shown since the shuffle
// and the notes of the steps where a person asked for it: scenes draws
// every step of x, seen with the eyes of eye, at once.
func PageWith[F, C, S, A, V any](spec Spec[F, C, S, A, V], face F, scenes func(x Export[V], eye game.Seat) []webreplay.Scene) func(data []byte, name string, eye game.Seat) (webreplay.Page, error) {
	return func(data []byte, name string, eye game.Seat) (webreplay.Page, error) {
		x, err := Exported(spec, data, name, face, eye)
		if err != nil {
			return webreplay.Page{}, err
		}
		h := x.Header
		p := webreplay.Page{Rules: rulesWords(h), Date: h.Started.UTC().Format("2006-01-02 15:04 UTC"),
			Players: x.Names, Result: x.Summary, Eyes: "every hand"}
		if eye == game.Omniscient {
			p.Seed = strconv.FormatUint(h.Seed, 10)
		} else {
			p.Eyes = "the view of " + eye.String() + ", " + x.Names[eye]
			if strings.HasPrefix(x.Names[eye], eye.String()+" ") {
				p.Eyes = "the view of " + x.Names[eye]
			}
		}
		if x.Summary == nil {
			p.Result = []string{fmt.Sprintf("Left unfinished after %d actions.", len(x.Steps)-1)}
		}
		drawn := scenes(x, eye)
		for i, st := range x.Steps {
			s := webreplay.Step{Scene: drawn[i], Log: st.Log}
			switch {
			case st.Outcome.Over && len(x.Summary) > 0:
				s.Banner = x.Summary[0]
			case i == len(x.Steps)-1:
				s.Banner = endOfLog
			}
			p.Steps = append(p.Steps, s)
		}
		return p, nil
	}
}

// rulesWords says a log's rules: its version and its config's settings,
// nested ones by their path and unset ones left out: "rules version 2:
// rounds 5, rule free, rules.kitty size".
func rulesWords(h game.Header) string {
	words := fmt.Sprintf("rules version %d", h.Version)
	var cfg any
	if json.Unmarshal(h.Config, &cfg) != nil {
		return words
	}
	var parts []string
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(v)) {
				walk(strings.TrimPrefix(path+"."+k, "."), v[k])
			}
		case []any:
			for i, e := range v {
				walk(fmt.Sprintf("%s[%d]", path, i+1), e)
			}
		case nil, string:
			if v != nil && v != "" {
				parts = append(parts, path+" "+v.(string))
			}
		default:
			b, _ := json.Marshal(v)
			parts = append(parts, path+" "+string(b))
		}
	}
	walk("", cfg)
	if len(parts) == 0 {
		return words
	}
	return words + ": " + strings.Join(parts, ", ")
}
