package ui_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/ui"
)

func Example() {
	// One renderer and theme per program; io.Discard stands in for a terminal.
	th := ui.NewTheme(lipgloss.NewRenderer(io.Discard), true)
	table := ui.Column(lipgloss.Center,
		th.DiceRow([]int{3, 5}, []ui.DieState{{Held: true}}, "die"),
		th.Button("roll", "Roll", "r", true, false),
	)
	for _, line := range strings.Split(table.Text, "\n") {
		fmt.Println(strings.TrimRight(line, " "))
	}
	for _, click := range [][2]int{{2, 1}, {14, 3}, {9, 6}, {9, 0}} {
		id, ok := table.Hit(click[0], click[1])
		fmt.Println(click, id, ok)
	}
	// Output:
	// #=======# +-------+
	// # o     # | o   o |
	// #   o   # |   o   |
	// #     o # | o   o |
	// #=======# +-------+
	//   HELD
	//      [ r Roll ]
	// [2 1] die0 true
	// [14 3] die1 true
	// [9 6] roll true
	// [9 0]  false
}
