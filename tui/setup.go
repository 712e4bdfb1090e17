package tui

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Seat choices offered on the setup screen besides the AI levels.
const (
	seatYou     = "You"
	seatHotSeat = "Human (hot seat)"
	seatEmpty   = "Empty"
)

// choice is one setup line whose value cycles through a list.
type choice struct {
	key    string // "seat-0", "speed", or the key of one of the game's options
	option bool   // the line is one of the game's options
	label  string
	values []string
	index  int
	help   string
}

func (c choice) value() string { return c.values[c.index] }

// setTo makes v the choice's value: one of its values, or, for a number
// option, a value it does not offer (remembered, or given on the command
// line) put among them in order; a value of an older build, as it means
// now. It reports whether v was taken.
func (c *choice) setTo(v string, o game.Option) bool {
	v = o.Read(v)
	if i := slices.Index(c.values, v); i >= 0 {
		c.index = i
		return true
	}
	if o.Kind != game.Number || o.Check(v) != nil {
		return false
	}
	n := game.Atoi(v)
	i, _ := slices.BinarySearchFunc(c.values, n, func(have string, n int) int { return cmp.Compare(game.Atoi(have), n) })
	c.values = slices.Insert(slices.Clone(c.values), i, v)
	c.index = i
	return true
}

// setupForm is the setup screen of one game: seats, the game's options
// (its catalog entry's), seed and AI speed.
type setupForm struct {
	game    screen.Game
	choices []choice
	seed    textinput.Model
	focus   int // index into choices; len(choices) is the seed line
}

func newSetupForm(g screen.Game, bots []string) setupForm {
	var cs []choice
	seatValues := []string{seatYou, seatHotSeat}
	for _, l := range g.Levels {
		seatValues = append(seatValues, "AI "+l)
	}
	for _, b := range bots {
		seatValues = append(seatValues, programPrefix+b)
	}
	lo, hi := g.MinSeats, g.MaxSeats
	for i := range hi {
		c := choice{key: fmt.Sprintf("seat-%d", i), label: game.Seat(i).String(), values: seatValues,
			help: "who plays this seat: you, another person at this keyboard, or the computer"}
		if i >= lo { // a seat the game can do without
			c.values = append([]string{seatEmpty}, seatValues...)
			c.help = "who plays this seat, if anyone: leave it empty, or seat you, another person at this keyboard, or the computer"
		}
		switch {
		case i >= g.Seats && i >= lo:
			c.index = 0 // empty
		case i > 0:
			c.index = len(c.values) - 1 // the strongest AI
		}
		cs = append(cs, c)
	}
	for _, o := range g.Options {
		c := choice{key: o.Key, option: true, label: o.Label, values: o.Values, help: o.Help}
		if o.Kind == game.Flag {
			c.values = []string{game.Off, game.On}
		}
		c.setTo(o.Default, o)
		cs = append(cs, c)
	}
	speed := choice{key: "speed", label: "AI speed", index: 1, help: "how fast computer seats act and dice tumble"}
	for _, s := range game.Speeds {
		speed.values = append(speed.values, string(s))
	}
	cs = append(cs, speed)

	seed := textinput.New()
	seed.Prompt = ""
	seed.CharLimit = 20
	seed.Placeholder = "random"
	return setupForm{game: g, choices: cs, seed: seed}
}

// withOptions returns f showing the options of s (a setup given on the
// command line, or one the game refused): the values it does not offer
// are put among its values.
func (f setupForm) withOptions(s game.Settings) setupForm {
	f.choices = slices.Clone(f.choices)
	for i := range f.choices {
		c := &f.choices[i]
		if v, ok := s[c.key]; ok && c.option {
			o, _ := f.game.Option(c.key)
			c.setTo(v, o)
		}
	}
	return f
}

// resize fits the seed input to the screen.
func (f setupForm) resize(width int) setupForm {
	f.seed.Width = min(20, max(8, width/4))
	return f
}

// setup reads the form into a Setup.
func (f setupForm) setup() (screen.Setup, error) {
	s := screen.Setup{Game: f.game.Name, Options: game.Settings{}}
	for _, c := range f.choices {
		switch {
		case c.option:
			s.Options[c.key] = c.value()
		case strings.HasPrefix(c.key, "seat-") && c.value() == seatEmpty:
			// nobody sits here; the seats that follow move up
		case strings.HasPrefix(c.key, "seat-"):
			s.Players = append(s.Players, seatPlayer(c.value()))
		case c.key == "speed":
			s.Speed = game.Speed(c.value())
		}
	}
	if err := f.oneYou(); err != nil {
		return s, err
	}
	if f.seed.Value() == "" {
		s.Seed = rand.Uint64() // nobody can tell the dice from it before they are rolled
		return s, nil
	}
	seed, err := strconv.ParseUint(f.seed.Value(), 10, 64)
	if err != nil {
		return s, fmt.Errorf("seed %q: want a whole number below 2^64", f.seed.Value())
	}
	s.Seed, s.SeedFixed = seed, true
	return s, nil
}

// oneYou refuses a form with more than one seat set to You: the person at
// this keyboard sits once; other people here are hot seats.
func (f setupForm) oneYou() error {
	var yours []string
	for _, c := range f.choices {
		if strings.HasPrefix(c.key, "seat-") && c.value() == seatYou {
			yours = append(yours, c.label)
		}
	}
	if len(yours) < 2 {
		return nil
	}
	both := "both"
	if len(yours) > 2 {
		both = "all"
	}
	return fmt.Errorf("%s are %s set to You: you sit once. Set the others to %s for other people here", joinAnd(yours), both, seatHotSeat)
}

// joinAnd writes "P1 and P2", "P1, P2 and P3".
func joinAnd(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// programPrefix starts the seat choice of a program given with --bot.
const programPrefix = "Program: "

// seatPlayer turns a seat choice into a player; the shell says who the
// people are (screen.Identify) when the game starts.
func seatPlayer(v string) game.Player {
	if level, ok := strings.CutPrefix(v, "AI "); ok {
		return game.Player{ID: "ai:" + level, Kind: game.AI, Level: level}
	}
	if cmd, ok := strings.CutPrefix(v, programPrefix); ok {
		return game.Player{ID: "exec:" + cmd, Kind: game.Program, Command: cmd}
	}
	return game.Player{Kind: game.Human}
}

func (a App) updateSetup(msg tea.Msg) (tea.Model, tea.Cmd) {
	f := &a.setup
	onSeed := f.focus == len(f.choices)
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch msg.String() {
		case "esc":
			return a.toLobby(), nil
		case "enter":
			return a.startFromForm()
		case "up", "shift+tab":
			f.move(-1)
			return a, nil
		case "down", "tab":
			f.move(1)
			return a, nil
		case "q":
			if !onSeed {
				return a.askQuit()
			}
		}
		if !onSeed {
			switch msg.String() {
			case "left", "h":
				f.cycle(f.focus, -1)
			case "right", "l", " ":
				f.cycle(f.focus, 1)
			case "k":
				f.move(-1)
			case "j":
				f.move(1)
			}
			return a, nil
		}
		if msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "" {
			a.status = "The seed is a whole number: digits only (leave it empty for a random one)"
			return a, nil
		}
		a.status = ""
		var cmd tea.Cmd
		f.seed, cmd = f.seed.Update(msg)
		return a, cmd
	case tea.MouseMsg:
		if !leftClick(msg) {
			return a, nil
		}
		id, _ := f.view(a.env, a.status).Hit(msg.X, msg.Y)
		var i int
		switch {
		case id == "setup-start":
			return a.startFromForm()
		case id == "setup-back":
			return a.toLobby(), nil
		case scan(id, "setup-%d-prev", &i) && i < len(f.choices):
			f.focusOn(i)
			f.cycle(i, -1)
		case scan(id, "setup-%d-next", &i) && i < len(f.choices):
			f.focusOn(i)
			f.cycle(i, 1)
		case scan(id, "setup-%d", &i) && i <= len(f.choices): // the last is the seed
			f.focusOn(i)
		}
	}
	return a, nil
}

func scan(s, format string, v *int) bool {
	_, err := fmt.Sscanf(s, format, v)
	return err == nil
}

func (a App) startFromForm() (tea.Model, tea.Cmd) {
	s, err := a.setup.setup()
	if err != nil {
		a.status = err.Error()
		return a, nil
	}
	form := a.setup
	a = a.startGame(s)
	if a.mode == modeGame && a.records != nil {
		if err := a.records.Remember(a.player, s.Game, form.remembered()); err != nil {
			a.notice = "This setup could not be remembered for next time: " + err.Error()
			a.unkept = append(a.unkept, a.notice)
		}
	}
	return a, a.Init()
}

func (f *setupForm) move(d int) {
	f.focusOn((f.focus + d + len(f.choices) + 1) % (len(f.choices) + 1))
}

func (f *setupForm) focusOn(i int) {
	f.focus = i
	if i == len(f.choices) {
		f.seed.Focus()
	} else {
		f.seed.Blur()
	}
}

func (f *setupForm) cycle(i, d int) {
	c := &f.choices[i]
	c.index = (c.index + d + len(c.values)) % len(c.values)
}

// seedHelp explains the seed field.
const seedHelp = "empty: a random seed; type digits to choose one, and the same seed deals the same game"

// The width of the setup's help and status text, and the lines the status
// always has.
const (
	setupTextW   = 56
	setupStatusH = 2
)

func (f setupForm) view(env screen.Env, status string) ui.Block {
	page := f.page(env, status, 0, len(f.choices)+1)
	if page.Height() <= env.Height {
		return env.Theme.Place(page, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
	}
	// Too many lines for the terminal: a window of them around the focus,
	// with a line above and below saying how many more there are.
	lines := len(f.choices) + 1
	shown := max(1, lines-(page.Height()-env.Height)-2)
	top := min(max(0, f.focus-shown/2), lines-shown)
	return env.Theme.Place(f.page(env, status, top, shown), env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}

// page draws the form with shown of its lines (the choices, then the
// seed) from top, and the lines before and after them counted.
func (f setupForm) page(env screen.Env, status string, top, shown int) ui.Block {
	t := env.Theme
	labelW := 10
	line := func(i int, label string, value ui.Block) ui.Block {
		marker := "  "
		if i == f.focus {
			marker = t.Focus.Render("> ")
		}
		return ui.Zone(fmt.Sprintf("setup-%d", i), ui.Row(0, ui.Text(marker+t.Dim.Width(labelW).Render(label)), value))
	}
	choice := func(i int, c choice) ui.Block {
		style := t.Text
		if i == f.focus {
			style = t.Focus
		}
		return ui.Row(0,
			ui.Zone(fmt.Sprintf("setup-%d-prev", i), ui.Text(style.Render("<"))),
			ui.Text(style.Render(" "+c.value()+" ")),
			ui.Zone(fmt.Sprintf("setup-%d-next", i), ui.Text(style.Render(">"))))
	}
	rows := []ui.Block{ui.Text(t.Title.Render(f.game.Title)), ui.Text(t.Dim.Width(min(lipgloss.Width(f.game.Blurb), max(20, env.Width-12))).Render(f.game.Blurb))}
	if f.game.Teams != "" {
		teams := "Teams: " + f.game.Teams + "."
		rows = append(rows, ui.Text(t.Header.Width(min(lipgloss.Width(teams), max(20, env.Width-12))).Render(teams)))
	}
	rows = append(rows, ui.Text(""))
	lines := len(f.choices) + 1
	more := func(n int, where string) {
		if shown < lines {
			text := ""
			if n > 0 {
				text = fmt.Sprintf("  ... %d more %s", n, where)
			}
			rows = append(rows, ui.Text(t.Dim.Render(text)))
		}
	}
	more(top, "above")
	for i := top; i < top+shown; i++ {
		if i < len(f.choices) {
			rows = append(rows, line(i, f.choices[i].label, choice(i, f.choices[i])))
		} else {
			rows = append(rows, line(i, "Seed", ui.Text(f.seed.View())))
		}
	}
	more(lines-top-shown, "below")
	rows = append(rows, ui.Text(""))
	// The help and the status keep the height of their longest text, so
	// the form stays put as the focus moves or a message comes and goes.
	helps := []string{seedHelp}
	for _, c := range f.choices {
		helps = append(helps, c.help)
	}
	help := seedHelp
	if f.focus < len(f.choices) {
		help = f.choices[f.focus].help
	}
	helpH := 0
	for _, h := range helps {
		helpH = max(helpH, lipgloss.Height(t.Dim.Width(setupTextW).Render(h)))
	}
	rows = append(rows, ui.Lines(t.Dim.Width(setupTextW).Render(help), helpH), ui.Text(""),
		ui.Row(2, t.Button("setup-start", "Start", "enter", true, true), t.Button("setup-back", "Back", "esc", true, false)),
		ui.Lines(t.Bad.Width(setupTextW).Render(status), setupStatusH))
	keys := t.Dim.Render("up/down field   left/right change   enter start   esc back")
	form := ui.Column(lipgloss.Left, rows...)
	page := ui.Column(lipgloss.Center, form.Styled(t.Panel.Padding(1, 3)), ui.Text(""), ui.Text(keys))
	if page.Height() > env.Height { // tight: no air inside the box, the keys line only if it fits
		page = form.Styled(t.Panel.Padding(0, 3))
		if page.Height() < env.Height {
			page = ui.Column(lipgloss.Center, page, ui.Text(keys))
		}
	}
	return page
}
