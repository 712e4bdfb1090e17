package tui

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui/screen"
)

// recordsTestApp is the shell with the fake game and rec as its records.
func recordsTestApp(t *testing.T, rec Records) App {
	t.Helper()
	a, _ := newTestApp(t, nil)
	a.records = rec
	return a
}

// A game started from the setup screen is remembered: the next setup of
// that game starts from it, except the seed.
func TestSetupStartsFromTheLastOne(t *testing.T) {
	rec := &fakeRecords{}
	a := recordsTestApp(t, rec)
	a = send(a, key("enter"))                            // the fake game's setup
	a = send(a, key("down"), key("right"), key("right")) // P2: AI hard -> You -> hot seat
	a = send(a, key("down"), key("right"))               // rule a -> b
	a = send(a, key("down"), key("right"))               // best of 3 -> 5
	a = send(a, key("down"), key("down"), key("7"))      // the seed
	a = send(a, key("enter"))
	require.Equal(t, modeGame, a.mode)
	require.Contains(t, rec.setups, localSetup("fake"))
	assert.NotContains(t, string(rec.setups[localSetup("fake")]), "7", "the seed is not kept")

	b := recordsTestApp(t, rec)
	b = send(b, key("enter"))
	v := ansi.Strip(b.View())
	assert.Contains(t, v, "< Human (hot seat) >")
	assert.Contains(t, v, "< b >")
	assert.Contains(t, v, "< 5 >")
	assert.Empty(t, b.setup.seed.Value(), "the seed is random again")
	b = send(b, key("enter"))
	s := b.scr.(fakeScreen).setup
	assert.Equal(t, "b", s.Options["rule"])
	assert.Equal(t, "5", s.Options["rounds"])
	assert.False(t, s.SeedFixed)
}

// A remembered setup that cannot be read (not JSON, another version)
// leaves the defaults and says so; one whose options or values are no
// longer offered takes what it can and names the rest; none stops the
// setup from opening.
func TestSetupRecallsWhatItCan(t *testing.T) {
	defaults := newSetupForm(fakeGame(&[]string{}), nil)
	for _, tc := range []struct {
		name, blob string
		want       map[string]string // the choices that differ from the defaults
		note       string
	}{
		{name: "not JSON", blob: `{"version":1,"choices":`, note: "default one"},
		{name: "another version", blob: `{"version":99,"choices":{"rule":"b"}}`, note: "default one"},
		{name: "wrong types", blob: `{"version":"1","choices":["rule"]}`, note: "default one"},
		{name: "choices not text", blob: `{"version":1,"choices":{"rule":5}}`, note: "default one"},
		{name: "null", blob: `null`, note: "default one"},
		{name: "empty", blob: ``},
		{name: "a value gone", blob: `{"version":2,"choices":{"seat-1":"AI impossible"},"options":{"rule":"c"}}`, note: "rule c is no longer offered"},
		{name: "an option gone", blob: `{"version":2,"choices":{},"options":{"colour":"red","rule":"b"}}`,
			want: map[string]string{"rule": "b"}, note: "colour red is no longer offered"},
		{name: "a number not offered", blob: `{"version":2,"choices":{},"options":{"rounds":"4"}}`, want: map[string]string{"rounds": "4"}},
		{name: "a number out of bounds", blob: `{"version":2,"choices":{},"options":{"rounds":"400"}}`, note: "rounds 400"},
		{name: "the first form", blob: `{"version":1,"choices":{"rule":"b","rounds":"5","seat-1":"AI easy","speed":"fast"}}`,
			want: map[string]string{"rule": "b", "rounds": "5", "seat-1": "AI easy", "speed": "fast"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &fakeRecords{setups: map[string]json.RawMessage{localSetup("fake"): json.RawMessage(tc.blob)}}
			a := send(recordsTestApp(t, rec), key("enter"))
			require.Equal(t, modeSetup, a.mode)
			for i, c := range a.setup.choices {
				want, ok := tc.want[c.key]
				if !ok {
					want = defaults.choices[i].value()
				}
				assert.Equal(t, want, c.value(), c.key)
			}
			if tc.note == "" {
				assert.Empty(t, a.status)
			} else {
				assert.Contains(t, a.status, tc.note)
			}
		})
	}
}

// Setups remembered by an earlier build (the first form: the options
// among the choices, the match length as rounds, Blackjack's rules as a
// preset, Dou Dizhu's cap "none"; Dou Dizhu's show-cards on or off, a
// flag then) open as they were kept.
func TestSetupRecallsTheFirstForm(t *testing.T) {
	for _, tc := range []struct {
		game, blob string
		want       map[string]string
	}{
		{"doudizhu", `{"version":1,"choices":{"seat-1":"AI simple","bidding":"rob","show-cards":"on","cap":"none","rules":"simple","rounds":"6","speed":"fast"}}`,
			map[string]string{"seat-1": "AI simple", "bidding": "rob", "show-cards": "after-bottom", "cap": "0", "rules": "simple", "deals": "6", "speed": "fast"}},
		{"doudizhu", `{"version":2,"choices":{},"options":{"show-cards":"on"}}`, // a flag until it took a way of showing
			map[string]string{"show-cards": "after-bottom"}},
		{"doudizhu", `{"version":2,"choices":{},"options":{"show-cards":"off"}}`,
			map[string]string{"show-cards": "none"}},
		{"shengji", `{"version":1,"choices":{"trump":"NT","level":"10","rounds":"5"}}`,
			map[string]string{"trump": "NT", "level": "10", "deals": "5"}},
		{"blackjack", `{"version":1,"choices":{"seat-0":"You","seat-1":"Empty","rules":"1 deck, H17, 6:5","rounds":"50"}}`,
			map[string]string{"seat-1": "Empty", "decks": "1", "h17": "on", "das": "off", "payout": "6:5", "rounds": "50"}},
		{"pokerdice", `{"version":1,"choices":{"rule":"strict","skills":"on","rounds":"7"}}`,
			map[string]string{"rule": "strict", "skills": "on", "rounds": "7"}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			g, ok := FindGame(Games(), tc.game)
			require.True(t, ok)
			f, note := newSetupForm(g, nil).recall([]byte(tc.blob))
			assert.Empty(t, note)
			got := map[string]string{}
			for _, c := range f.choices {
				if _, ok := tc.want[c.key]; ok {
					got[c.key] = c.value()
				}
			}
			assert.Equal(t, tc.want, got)
			s, err := f.setup()
			require.NoError(t, err)
			require.NoError(t, g.Entry.Check(s.Options, len(s.Players)), "the game takes the setup")
		})
	}
}

// A setup that cannot be remembered still starts the game, and the lobby
// says so afterwards.
func TestSetupNotRememberedIsSaid(t *testing.T) {
	rec := &fakeRecords{failSet: errors.New("disk I/O error")}
	a := recordsTestApp(t, rec)
	a = send(a, key("enter"), key("enter"))
	require.Equal(t, modeGame, a.mode)
	a = send(a, screen.Leave{}, key("y"))
	require.Equal(t, modeLobby, a.mode)
	assert.Contains(t, ansi.Strip(a.View()), "could not be remembered")
}

func TestRememberedRoundTrips(t *testing.T) {
	f := newSetupForm(fakeGame(&[]string{}), []string{"./bot.sh"})
	f.cycle(0, 2)
	f.cycle(len(f.choices)-1, 1)
	got, note := newSetupForm(fakeGame(&[]string{}), []string{"./bot.sh"}).recall(f.remembered())
	assert.Equal(t, f.choices, got.choices)
	assert.Empty(t, note)

	// the program is not offered this time: that seat keeps its default
	without := newSetupForm(fakeGame(&[]string{}), nil)
	f = newSetupForm(fakeGame(&[]string{}), []string{"./bot.sh"})
	f.choices[1].index = len(f.choices[1].values) - 1 // Program: ./bot.sh
	recalled, note := without.recall(f.remembered())
	assert.Equal(t, without.choices[1].index, recalled.choices[1].index)
	assert.Empty(t, note, "a program not given this time is not an option of the game")
}

// A game that ends is recorded with each seat's result and its log is
// indexed; a game left before its end is indexed as unfinished; a record
// that fails is said on the result screen.
func TestFinishedGamesAreRecorded(t *testing.T) {
	rec := &fakeRecords{}
	a := recordsTestApp(t, rec)
	a = send(a, key("enter"), key("enter"))
	require.Equal(t, modeGame, a.mode)
	fs := a.scr.(fakeScreen)
	fs.running = false
	a.scr = fs
	players := []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}}
	contests := []game.Contest{{Sides: [][]game.Seat{{0}, {1}}, Places: []int{2, 1}}}
	o := game.Outcome{Over: true, Winners: []game.Seat{1}, Seats: []game.SeatResult{{Score: 1}, {Score: 3}}, Contests: contests}
	a = send(a, screen.Finished{Summary: []string{"AI (hard) wins 3-1"}, Outcome: o, Players: players})
	require.Equal(t, modeResult, a.mode)
	require.NotEmpty(t, a.SavedLog())
	assert.Equal(t, []store.Result{{Player: "local:ann", Name: "ann", Score: 1}, {Player: "ai:hard", Seat: 1, Name: "AI (hard)", Score: 3, Won: true}},
		rec.results[a.SavedLog()])
	assert.Equal(t, contests, rec.rated[a.SavedLog()], "the players are rated by the game's contests")
	last := rec.indexed[len(rec.indexed)-1]
	assert.True(t, last.Finished)
	assert.Equal(t, "fake", last.Game)
	assert.Equal(t, a.SavedLog(), last.Path)

	left := recordsTestApp(t, rec)
	left = send(left, key("enter"), key("enter"))
	left = send(left, screen.Leave{}, key("y"))
	require.Equal(t, modeLobby, left.mode)
	last = rec.indexed[len(rec.indexed)-1]
	assert.False(t, last.Finished, "left before its end")
	assert.Len(t, rec.results, 1, "and not recorded")

	failing := recordsTestApp(t, &fakeRecords{failRec: errors.New("database is locked")})
	failing = send(failing, key("enter"), key("enter"), screen.Finished{Outcome: o, Players: players})
	assert.Contains(t, ansi.Strip(failing.View()), "could not be kept in the statistics: database is locked")
	assert.Equal(t, []string{
		"The saved game could not be listed among the saved games: database is locked",
	}, failing.Unkept(), "the result is tried again")
	failing = failing.Leave()
	assert.Equal(t, []string{
		"The saved game could not be listed among the saved games: database is locked",
		"the result of the fake game ended at " + failing.env.Now().Format("15:04") + " could not be kept in the statistics and is lost: database is locked",
	}, failing.Unkept(), "for the program to print on exit")
}

// A setup kept before each player had their own (the store keeps it under
// store.Unowned) is, at a terminal of its own, the person's there who has
// none of their own; at a server's tables, where every player shared it,
// it is nobody's.
func TestSetupKeptBeforePlayersHadTheirOwn(t *testing.T) {
	rec := &fakeRecords{}
	a := recordsTestApp(t, rec)
	a = send(a, key("enter"), key("down"), key("right"), key("right"), key("enter")) // P2: AI hard -> You -> hot seat
	require.Equal(t, modeGame, a.mode)
	rec.setups[setupKey(store.Unowned, "fake")] = rec.setups[localSetup("fake")]
	delete(rec.setups, localSetup("fake"))

	here := send(recordsTestApp(t, rec), key("enter"))
	assert.Contains(t, seatLine(here, "P2"), "< Human (hot seat) >", "this terminal's person gets the setup kept before")

	server := recordsTestApp(t, rec)
	server.shared = serverTables{}
	server = send(server, key("enter"))
	require.Equal(t, modeSetup, server.mode)
	assert.NotContains(t, seatLine(server, "P2"), "hot seat", "a server's player starts from the defaults")
}

// seatLine is the line of a's setup screen that sets seat.
func seatLine(a App, seat string) string {
	for _, l := range strings.Split(ansi.Strip(a.View()), "\n") {
		if strings.Contains(l, " "+seat+" ") {
			return l
		}
	}
	return ""
}

// serverTables stands for a server's shared tables, none of which the
// setup screen opens.
type serverTables struct{ Tables }
