// Package tui is the teahouse app shell: the lobby, the setup screen, the
// result screen, quit confirmation and the too-small screen, hosting one game
// screen (tui/pokerdice, ...) at a time. Everything that differs per viewer
// (renderer, theme, zones) is built per program by New, so one process can
// serve several players.
//
//	app := tui.New(tui.Options{ASCII: false}, lipgloss.DefaultRenderer())
//	_, err := tea.NewProgram(app, tea.WithAltScreen(), tea.WithMouseCellMotion()).Run()
package tui
