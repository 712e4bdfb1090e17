package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui"
	"teahouse/tui/screen"
)

// tuiStart says where the full-screen program opens: the lobby (zero
// value), a game, or a replay.
type tuiStart struct {
	setup  *screen.Setup
	replay *tui.ReplayFile
	speed  game.Speed
}

// runTUI runs the full-screen program. A start that cannot be made (a
// corrupt log) is reported before the screen is taken over.
func runTUI(s streams, g globals, start tuiStart) error {
	games, err := tui.GamesOf(g.games)
	if err != nil {
		return err
	}
	renderer := lipgloss.NewRenderer(s.out)
	opts := tui.Options{Games: games, ASCII: g.ascii, GamesDir: g.gamesDir(), CacheDir: g.cacheDir, Start: start.setup, Replay: start.replay, ReplaySpeed: start.speed,
		Bots: g.bots, BotTimeout: g.botTimeout, BotSkipForced: g.skipForced}
	// The records (statistics, the saved games' index, remembered setups)
	// are a convenience: without them the games still play, and the lobby
	// says why they are not kept.
	st, storeErr := store.Open(g.dataDir)
	if storeErr != nil {
		opts.Notice = "Statistics, bankrolls, the list of saved games and remembered setups are not kept this time: " + storeErr.Error()
	} else {
		defer st.Close()
		opts.Records, opts.Store = st, st
		if err := seedLandmarks(st); err != nil { // the ratings are still kept, against the levels as they were
			opts.Notice = "The computer levels' ratings could not be set: " + err.Error()
		}
	}
	opts.Notice = strings.TrimSpace(opts.Notice + " " + tidyGames(g.gamesDir()))
	app := tui.New(opts, renderer)
	if msg := app.Err(); msg != "" {
		return errors.New(msg)
	}
	// Signals are ours, not Bubble Tea's: a terminal closed (SIGHUP), a kill
	// (SIGTERM) or an interrupt from outside end the program as a quit
	// does: Run restores the terminal, and the game's log is saved.
	p := tea.NewProgram(app, tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithInput(s.in), tea.WithOutput(s.out),
		tea.WithoutSignalHandler())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGTERM, syscall.SIGINT)
	got := make(chan syscall.Signal, 1)
	go func() {
		for sig := range sigs {
			select {
			case got <- sig.(syscall.Signal):
			default:
			}
			p.Send(tea.QuitMsg{})
		}
	}()
	final, err := p.Run()
	signal.Stop(sigs)
	close(sigs)
	if err != nil {
		return err
	}
	done := final.(tui.App).Leave()
	if storeErr != nil { // said in the lobby too, which a game started from here may never show
		fmt.Fprintf(s.err, "teahouse: %s\n", opts.Notice)
	}
	last := func() error { return nil }
	if st != nil {
		last = st.Last // bankroll changes a full disk kept from the store
	}
	err = ending(s.err, done, last)
	select {
	case sig := <-got:
		return signalled{sig}
	default:
	}
	return err
}

// ending says, as the program ends, what was saved and what was not
// (a game's log, an earlier game's, bankroll changes last tries to save),
// and returns the error of a program that did not save everything.
func ending(w io.Writer, done tui.App, last func() error) error {
	lost := done.Unkept()
	if err := last(); err != nil {
		lost = append(lost, err.Error())
	}
	for _, line := range done.Said() {
		fmt.Fprintf(w, "teahouse: %s\n", line)
	}
	for _, line := range lost { // said on screen too, or only now
		fmt.Fprintf(w, "teahouse: %s\n", line)
	}
	switch {
	case done.SaveError() != "":
		fmt.Fprintf(w, "teahouse: %s\n", done.SaveError())
		return errors.New("the game's log was not saved")
	case done.SavedLog() != "":
		fmt.Fprintf(w, "game log saved: %s (replay it with: teahouse replay %s)\n", done.SavedLog(), done.SavedLog())
	}
	if len(lost) > 0 {
		return errors.New("some of what was played was not saved (said above)")
	}
	return nil
}

// tidyGames recovers or removes the temporary files an interrupted save
// left in the games directory (game.TidyLogs) and says what it did, for
// the lobby.
func tidyGames(dir string) string {
	said, err := game.TidyLogs(dir)
	if err != nil {
		said = append(said, "the games directory could not be tidied: "+err.Error())
	}
	if len(said) == 0 {
		return ""
	}
	return "Saved games: " + strings.Join(said, "; ") + "."
}

// signalled is the end of a program a signal stopped.
type signalled struct{ sig syscall.Signal }

func (s signalled) Error() string { return "stopped by " + s.sig.String() }
