package cli

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
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
	renderer := lipgloss.NewRenderer(s.out)
	opts := tui.Options{ASCII: g.ascii, GamesDir: g.gamesDir(), CacheDir: g.cacheDir, Start: start.setup, Replay: start.replay, ReplaySpeed: start.speed,
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
	}
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
	for _, line := range done.Unkept() { // said on screen too
		fmt.Fprintf(s.err, "teahouse: %s\n", line)
	}
	switch {
	case done.SaveError() != "":
		fmt.Fprintf(s.err, "teahouse: %s\n", done.SaveError())
	case done.SavedLog() != "":
		fmt.Fprintf(s.err, "game log saved: %s (replay it with: teahouse replay %s)\n", done.SavedLog(), done.SavedLog())
	}
	select {
	case sig := <-got:
		return signalled{sig}
	default:
	}
	if done.SaveError() != "" {
		return errors.New("the game's log was not saved")
	}
	return nil
}

// signalled is the end of a program a signal stopped.
type signalled struct{ sig syscall.Signal }

func (s signalled) Error() string { return "stopped by " + s.sig.String() }
