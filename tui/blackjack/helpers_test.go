package blackjack

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/rules/cards"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// start builds a screen of the game and runs its Init, press and drive
// feed it keys and messages; where says where it stands.
var start, press, drive, where = screentest.Helpers[screenOf](Screens)

// The players of the tests: the person at the keyboard (ann, "You" on the
// screen), the computers, and two people taking turns at one keyboard.
var (
	you                = person("ann")
	aiBasic, aiCounter = computer("basic"), computer("counter")
	p1, p2             = person("Player 1"), person("Player 2")
)

// person is a person at this keyboard named name.
func person(name string) game.Player {
	return game.Player{ID: screen.LocalID(name), Name: name, Kind: game.Human}
}

// computer is a computer player of level.
func computer(level string) game.Player {
	return game.Player{ID: "ai:" + level, Kind: game.AI, Level: level}
}

// Seeds of the first round of a table of you and the basic AI (P2), at the
// default rules:
const (
	// seedDouble deals you 7♣ 4♦ (11) against the dealer's 4♦, the hole
	// card the K♠, the AI Q♣ 5♥.
	seedDouble = 259
	// seedSplit deals you 8♣ 8♣ against a 9♠.
	seedSplit = 226
	// seedInsurance deals you 9♠ 6♣ against an ace.
	seedInsurance = 31
	// seedNatural deals you J♣ A♠ against an ace: even money.
	seedNatural = 129
)

// The shared screen-test helpers, under the names these tests use.
var (
	clickText   = screentest.ClickText[screenOf]
	sized       = screentest.Sized
	flatten     = screentest.Flatten
	keys        = screentest.Keys
	requireSize = screentest.RequireSize
	windowSize  = screentest.WindowSize
)

// testEnv is a colour-free 100x30 environment that keeps no files.
func testEnv(ascii bool) screen.Env { return screentest.Env(ascii) }

// setup is a table of seed with players (you and the basic AI by default)
// at instant speed, that plays on until it is left (rounds 0).
func setup(seed uint64, players ...game.Player) screen.Setup {
	s := screentest.Setup("blackjack", seed, []game.Player{you, aiBasic}, players...)
	s.Options["rounds"] = "0"
	return s
}

// saved is the table's log so far, read back; truth is the table as the
// host holds it: its saved log, replayed.
var saved, truth = screentest.Records(gb.Game, "blackjack")

// view is the table as seat may know it now, from the truth.
func view(t testing.TB, m screenOf, seat game.Seat) gb.View {
	t.Helper()
	return gb.Game.View(truth(t, m), seat)
}

// entries are the actions at the table so far.
func entries(t testing.TB, m screenOf) []game.Entry[gb.Action] {
	t.Helper()
	return saved(t, m).Entries
}

// dealt starts seed's table and bets the minimum: your first hand is
// dealt and the screen waits for you.
func dealt(t testing.TB, env screen.Env, seed uint64, players ...game.Player) screenOf {
	t.Helper()
	m := press(t, start(t, env, setup(seed, players...)), "enter")
	require.True(t, where(m).MyTurn, "your turn after the deal")
	return m
}

// faceUp are the cards the table showed face up, every one since the
// game began and those since the last shuffle, worked out from the saved
// log apart from the screen.
func faceUp(t testing.TB, m screenOf) (all, sinceShuffle []cards.Card) {
	t.Helper()
	l := saved(t, m)
	s, err := game.Start(gb.Game, l.Header)
	require.NoError(t, err)
	var round []cards.Card
	for _, e := range l.Entries {
		var events []game.Event
		s, events, err = gb.Game.Reduce(s, e.Seat, e.Action)
		require.NoError(t, err)
		for _, ev := range game.RedactAll(gb.Game, events, game.Spectator) {
			var c cards.Card
			switch ev := ev.(type) {
			case gb.RoundStarted:
				round = nil
			case gb.ShoeShuffled:
				sinceShuffle = nil
				if ev.MidRound {
					sinceShuffle = append(sinceShuffle, round...)
				}
			case gb.CardDealt:
				c = ev.Card
			case gb.HoleCardRevealed:
				c = ev.Card
			}
			if c.Valid() {
				all, sinceShuffle, round = append(all, c), append(sinceShuffle, c), append(round, c)
			}
		}
	}
	return all, sinceShuffle
}

// dealerRow is the dealer's row of cards on an ASCII or Unicode screen:
// the six lines below the dealer's label, as far as the table goes.
func dealerRow(t testing.TB, view string) string {
	t.Helper()
	return screentest.Below(t, view, 0, "Dealer", 6, 60)
}

// cardBack is a face-down card's first line of pattern, inside its
// border, as the theme draws it.
func cardBack(ascii bool) string {
	card := screentest.Env(ascii).Theme.Card(cards.Card{}, false, ui.CardState{}).Text
	return strings.Trim(strings.Split(card, "\n")[2], "│|")
}

// playOn plays for the person at the keyboard until the table closes:
// enter for the result, the minimum bet, a new bankroll when broke,
// insurance declined, and otherwise the given keys for each hand.
func playOn(t testing.TB, m screenOf, play ...string) (screenOf, []string) {
	t.Helper()
	return screentest.PlayOn(t, m, 2000, func(m screenOf, p table.Progress) []string {
		switch v := view(t, m, p.Viewer); {
		case v.Phase == gb.PhaseBetting && broke(v):
			return []string{"b"}
		case v.Phase == gb.PhaseBetting:
			return []string{"enter"}
		case v.Phase == gb.PhaseInsurance:
			return []string{"n"}
		}
		return append(play, "s")
	})
}

// sideText is the text of the box beside the table (the log, the hint or
// the result) of a w-wide screen, its wrapped lines joined.
func sideText(m screenOf, w int) string {
	sw := sideWidth(w)
	return flatten(screentest.Region(m.View(), ui.Rect{X: w - sw, Y: 2, W: sw, H: 100}))
}
