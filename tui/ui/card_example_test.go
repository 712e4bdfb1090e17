package ui_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/rules/cards"
	"teahouse/tui/ui"
)

func ExampleTheme_CardRow() {
	th := ui.NewTheme(lipgloss.NewRenderer(io.Discard), true) // --ascii
	// The dealer's hand in a view: the up card and the hole card, which the
	// view holds as the zero Card, so it can only be drawn face down.
	dealer := []cards.Card{cards.New(cards.Ten, cards.Hearts), {}}
	row := th.CardRow(dealer, nil, nil, "dealer")
	fmt.Println("Dealer") // examples trim leading space: start with text
	for _, line := range strings.Split(row.Text, "\n") {
		fmt.Println(strings.TrimRight(line, " "))
	}
	fmt.Println(th.CardText(dealer[0]), th.CardText(dealer[1]))
	// Output:
	// Dealer
	//
	// +-----+ +-----+
	// |10   | |/\/\/|
	// |  H  | |\/\/\|
	// |   10| |/\/\/|
	// +-----+ +-----+
	// 10H ??
}

func ExampleTheme_CardFan() {
	th := ui.NewTheme(lipgloss.NewRenderer(io.Discard), true)
	hand := cards.MustParseList("3S 5H 10D JC QS KH AS BJ")
	states := []ui.CardState{2: {Selected: true}, 3: {Selected: true, Focused: true}}
	fan := th.CardFan(hand, states, 40, "hand")
	fmt.Println("Your hand: 10D and JC selected, the focus on JC")
	for _, line := range strings.Split(fan.Text, "\n") {
		fmt.Println(strings.TrimRight(line, " "))
	}
	// A click on a strip hits the card drawn there.
	for _, click := range [][2]int{{1, 2}, {9, 1}, {22, 3}, {31, 4}} {
		id, ok := fan.Hit(click[0], click[1])
		fmt.Println(click, id, ok)
	}
	// Output:
	// Your hand: 10D and JC selected, the focus on JC
	//         #===#===
	// +---+---#10 #J  +---+---+---+-----+
	// |3  |5  #D  #C  |Q  |K  |A  |R    |
	// |S  |H  #   #   |S  |H  |S  |JOKER|
	// |   |   #===#===|   |   |   |    R|
	// +---+---     ^^^+---+---+---+-----+
	// [1 2] hand0 true
	// [9 1] hand2 true
	// [22 3] hand5 true
	// [31 4] hand7 true
}
